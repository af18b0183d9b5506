import type { TClock } from '../lib/clock';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** A clock a test moves forward by hand (reminders, expiry): it starts at the real now and only moves on `advance`. */
export function movingClock(): TClock & { advance: (ms: number) => void } {
  const base = Date.now();
  let offset = 0;
  return {
    now: () => new Date(base + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}
