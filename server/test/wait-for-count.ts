/**
 * Resolves with the first `count` items once `items` holds that many; `waiters` is the peer's set of wake-up
 * calls, each run whenever an item arrives. Rejects after `timeoutMs`, naming what was awaited.
 */
export async function waitForCount<T>(
  items: T[],
  waiters: Set<() => void>,
  count: number,
  timeoutMs: number,
  what: string,
): Promise<T[]> {
  if (items.length >= count) return items.slice(0, count);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`the peer got ${items.length} of ${count} ${what} in ${timeoutMs} ms`));
    }, timeoutMs);
    const check = () => {
      if (items.length < count) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
  });
  return items.slice(0, count);
}
