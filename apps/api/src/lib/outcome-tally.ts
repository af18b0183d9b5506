/**
 * This process's running counts of background outcomes (a webhook attempt's result, an e-mail's), read by the
 * metrics' counters at scrape time. Plain tallies in memory, as Prometheus counters are: each process reports its
 * own and the scraper adds them up, so the module sending the work needs nothing of the metrics module.
 */
export type TOutcome = 'webhook_attempt' | 'mail_send';

const tallies = new Map<TOutcome, Map<string, number>>();

export function tallyOutcome(outcome: TOutcome, result: string) {
  let byResult = tallies.get(outcome);
  if (!byResult) tallies.set(outcome, (byResult = new Map()));
  byResult.set(result, (byResult.get(result) ?? 0) + 1);
}

/** The counts so far by result, e.g. [['succeeded', 12], ['retry', 1]]. */
export const outcomeCounts = (outcome: TOutcome): [string, number][] => [...(tallies.get(outcome) ?? new Map<string, number>())];
