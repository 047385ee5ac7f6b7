// Child processes of the root scripts (`npm start`, `npm test`).
import { spawn } from 'node:child_process';

/** A command at a lower priority (`nice`, 0–19) where the system has nice; as it is elsewhere. */
export const niced = (level, cmd, args) =>
  process.platform === 'win32' ? [cmd, args] : ['nice', ['-n', String(level), cmd, ...args]];

/** Runs a command with the console's output; resolves with its exit code. */
export function run([cmd, args], options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
