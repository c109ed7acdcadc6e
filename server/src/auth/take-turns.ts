/**
 * A gate that lets at most `max` pieces of work run at once; the rest wait in line, first come first
 * served, and a finished (or failed) piece hands its place to the next.
 */
export function takeTurns(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
