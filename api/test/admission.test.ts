/** Admission of searches: at most `limit` at once, the rest in arrival order, and a failure frees its place. */
import { Admission } from '../src/http/admission';

/** A task that runs until released by hand, recording when it starts. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { task: () => (started.push(name), opened.then(() => name)), open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
  const admission = new Admission(2);
  const started: string[] = [];
  const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
  const results = gates.map((g) => admission.run(g.task));
  await settle();
  expect(started).toEqual(['a', 'b']);
  gates[1].open();
  await settle();
  expect(started).toEqual(['a', 'b', 'c']);
  gates[0].open();
  await settle();
  expect(started).toEqual(['a', 'b', 'c', 'd']);
  gates[2].open();
  gates[3].open();
  expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
});

it('a failing task gives its place to the next one and its error to its caller', async () => {
  const admission = new Admission(1);
  const failing = admission.run(() => Promise.reject(new Error('boom')));
  const next = admission.run(async () => 'next');
  await expect(failing).rejects.toThrow('boom');
  await expect(next).resolves.toBe('next');
});
