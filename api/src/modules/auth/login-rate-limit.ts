/**
 * Failed sign-ins are limited per address and per e-mail: after MAX_FAILURES within WINDOW_MS
 * further attempts are refused until the window passes. A success clears the e-mail's count.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;
const MAX_FAILURES_PER_ADDRESS = 30;

export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Minutes until the next attempt is allowed, or 0 when it is allowed now. */
  blockedForMinutes(address: string, email: string): number {
    const byEmail = this.recent(`e:${email}`);
    const byAddress = this.recent(`a:${address}`);
    const blockedList = byEmail.length >= MAX_FAILURES ? byEmail : byAddress.length >= MAX_FAILURES_PER_ADDRESS ? byAddress : null;
    if (!blockedList) return 0;
    const oldest = blockedList[0]!;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now()) / 60_000));
  }

  recordFailure(address: string, email: string): void {
    const t = this.now();
    for (const key of [`e:${email}`, `a:${address}`]) this.failures.set(key, [...this.recent(key), t]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`e:${email}`);
  }
}
