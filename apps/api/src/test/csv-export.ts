import { expect } from 'vitest';

/** The text of a CSV export after the UTF-8 byte-order mark every export starts with (checked here). */
export function csvBody(res: { rawPayload: Buffer }): string {
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return res.rawPayload.subarray(3).toString('utf8');
}
