/**
 * Renders one part's first views in Node (deploy/first-view.mjs runs it with tsx):
 *   tsx deploy/first-view-render.tsx <part folder> <out.json>
 * The part's src/prerender.tsx exports renderFirstViews(): { [route]: { html, title? } }. The visitor is a new one:
 * empty storage, no session.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}
Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });

async function main(): Promise<void> {
  const [part, out] = process.argv.slice(2);
  const mod = (await import(path.resolve(part, 'src/prerender.tsx'))) as {
    renderFirstViews(): Promise<Record<string, { html: string; title?: string }>>;
  };
  writeFileSync(out, JSON.stringify(await mod.renderFirstViews()));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
