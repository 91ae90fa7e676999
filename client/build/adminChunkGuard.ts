import type { Plugin } from 'vite';

type ChunkInfo = {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
};

/**
 * The chunks whose JavaScript a page of `start` downloads before it runs: the chunk and,
 * transitively, its static imports (dynamic imports load later, on demand).
 */
const staticClosure = (start: ChunkInfo, chunks: Map<string, ChunkInfo>): ChunkInfo[] => {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
};

/**
 * Fails the build when customer code would download back-office code (DESIGN.md: `src/admin`
 * is one lazily loaded chunk). Every entry and lazy page outside `adminDir` is followed
 * through its static imports; none may hold a module of `adminDir`. It also fails when no
 * module of `adminDir` is bundled at all, so a moved folder cannot make the check pass by
 * looking at nothing.
 */
export const adminChunkGuard = (adminDir: string): Plugin => ({
  name: 'threshold-admin-chunk-guard',
  apply: 'build',
  generateBundle(_options, bundle) {
    const isAdmin = (id: string) => id.startsWith(adminDir);
    const chunks = new Map<string, ChunkInfo>();
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') chunks.set(output.fileName, output);
    }
    const all = [...chunks.values()];
    if (!all.some((chunk) => chunk.moduleIds.some(isAdmin))) {
      this.error(`admin chunk guard: no module of ${adminDir} is in the bundle`);
    }
    const customerStarts = all.filter(
      (chunk) =>
        (chunk.isEntry || chunk.isDynamicEntry) &&
        !(chunk.facadeModuleId !== null && isAdmin(chunk.facadeModuleId)),
    );
    for (const start of customerStarts) {
      for (const chunk of staticClosure(start, chunks)) {
        const leaked = chunk.moduleIds.filter(isAdmin);
        if (leaked.length > 0) {
          this.error(
            `admin chunk guard: ${start.facadeModuleId ?? start.fileName} loads back-office ` +
              `code with ${chunk.fileName}: ${leaked.join(', ')}. Import admin code only ` +
              'from the lazily loaded AdminApp.',
          );
        }
      }
    }
  },
});
