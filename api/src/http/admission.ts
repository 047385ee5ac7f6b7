/**
 * First come, first served admission of expensive requests: at most `limit` run at once, the others wait in
 * arrival order. Under load a request then waits once, at the door, and runs without queueing again for each of its
 * queries behind requests that came later, so response times stay close together.
 */
export class Admission {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
