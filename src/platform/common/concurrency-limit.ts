/**
 * At most `share` pieces of work under way at once; the rest wait their turn, first come first
 * served (docs/decisions/hardening.md, "Heavy back-office reads get a bounded share").
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly share: number) {}

  /** Pieces of work under way, and waiting for a place. */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Resolves once a place is free (at once while fewer than `share` are taken) with the function
   * that gives it back; calling that more than once gives it back once.
   */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const start = () => {
        this.running += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.running -= 1;
          this.waiting.shift()?.();
        });
      };
      if (this.running < this.share) start();
      else this.waiting.push(start);
    });
  }
}
