/**
 * The last few pictures made, by key: they are deterministic, so a repeated request costs nothing. The promise is
 * kept from the start (two requests for the same picture render it once); a failed one is forgotten.
 */
export function pictureCache<T>(size: number) {
  const kept = new Map<string, Promise<T>>();
  return (key: string, make: () => Promise<T>): Promise<T> => {
    let p = kept.get(key);
    if (p) {
      // Most recently used last: the oldest goes first when the cache is full.
      kept.delete(key);
      kept.set(key, p);
      return p;
    }
    p = make();
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(key, p);
    p.catch(() => {
      if (kept.get(key) === p) kept.delete(key);
    });
    return p;
  };
}
