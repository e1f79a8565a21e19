// A job on the clock: every instance ticks on a timer (or a test's call); a tick still running is
// not started twice, and stop() waits for it (app.close calls it before the database closes). The
// subclasses take a lease inside run() so only one instance does the work at a time.
import { randomUUID } from 'node:crypto';

export abstract class PeriodicJob<Report> {
  readonly instanceId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Report> | undefined;
  private stopped = false;

  /** One pass of the work. */
  protected abstract run(): Promise<Report>;

  /** Ticks every `intervalMs` until stop(). */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.tick().catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  /** Whether the timer is running. */
  get active(): boolean {
    return this.timer !== undefined;
  }

  /** Stops the timer and waits for a running tick. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass; concurrent calls on one instance share the pass in progress. */
  tick(): Promise<Report> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
