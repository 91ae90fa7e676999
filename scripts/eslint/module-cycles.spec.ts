import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = join(__dirname, '..', '..', 'src');
const CONTEXTS = new Set(['platform', 'accounts', 'partners', 'sales', 'providers', 'back-office']);

/**
 * Every module (`<context>/<module>` under src/, or cli/ and seed/) → the modules its code
 * imports at run time.
 */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.spec.ts')) addFile(path);
    }
  };
  const moduleOf = (path: string) => {
    const parts = relative(SRC, path).split(sep);
    return CONTEXTS.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  };
  const addFile = (path: string) => {
    const from = moduleOf(path);
    if (!path.slice(SRC.length + 1).includes(sep)) return; // main.ts, app.module.ts…
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const code = readFileSync(path, 'utf8');
    // `import type …` and `export type …` vanish at run time; everything else is an edge.
    for (const match of code.matchAll(
      /^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'([^']+)'/gms,
    )) {
      if (match[1]) continue;
      const source = match[2];
      const target = source.startsWith('@/')
        ? join(SRC, source.slice(2))
        : source.startsWith('.')
          ? resolve(dirname(path), source)
          : null;
      if (!target) continue;
      const to = moduleOf(target);
      if (to && to !== from && !to.startsWith('..')) edges.add(to);
    }
  };
  walk(SRC);
  return graph;
}

/** The cycles of the graph (strongly connected components of more than one module). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('module dependencies', () => {
  it('have no cycles: no module imports, directly or through others, one that imports it', () => {
    expect(cycles(moduleGraph())).toEqual([]);
  });

  it('are read from the code (the check sees real edges)', () => {
    const graph = moduleGraph();
    expect(graph.get('platform/database')?.has('platform/config')).toBe(true);
    expect(graph.get('sales/sale')?.has('platform/timeline')).toBe(true);
  });
});
