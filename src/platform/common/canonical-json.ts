/**
 * JSON with object keys sorted and null or absent values dropped, for telling whether two values
 * say the same thing: stored jsonb comes back with its keys reordered.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner)
            .filter(([, part]) => part !== null && part !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}
