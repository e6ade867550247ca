/**
 * Counts failed sign-ins per client IP and e-mail in a sliding 15-minute window; past 10 the pair is
 * refused until the oldest failure leaves the window. Kept in memory: per process, which still bounds
 * a guesser to 10 x processes tries per window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.maxFailures) return 0;
    const oldest = list[list.length - this.maxFailures] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  recordFailure(key: string, now = Date.now()): void {
    this.recent(key, now).push(now);
    if (!this.failures.has(key)) this.failures.set(key, [now]);
    // Bound memory under a spray of distinct keys.
    if (this.failures.size > 50_000) {
      const first = this.failures.keys().next().value;
      if (first !== undefined) this.failures.delete(first);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
