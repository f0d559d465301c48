import type { Clock } from '../src/platform/clock.ts';

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-22T12:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
