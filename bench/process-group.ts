import type { ChildProcess } from 'node:child_process';

/** A child started `detached` (its own process group) and a way to stop the whole group, waiting for it to end. */
export function processGroup(child: ChildProcess) {
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (running = false));
  return {
    running: () => running,
    async stop(): Promise<void> {
      if (!running) return;
      process.kill(-child.pid!, 'SIGTERM');
      const killed = setTimeout(() => running && process.kill(-child.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}
