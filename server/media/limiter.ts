/**
 * At most `concurrency` tasks run at once; up to `maxWaiting` more wait their turn in order, and
 * beyond that `run` answers null at once (the caller says "try again") instead of queueing without end.
 */
export function createLimiter(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T | null> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return null;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return running;
    },
  };
}
