import { FULFILMENT_ACTIONS, type TFulfilmentAction, type TFulfilmentItem } from './registrations';

/**
 * The staff fulfilment state machine of a confirmed physical gift (spec 1 §4): where a gift is, which step may
 * start from where, and what the API says when a step is refused. The API's conditional updates and the staff
 * screen's buttons both read it.
 */
export const FULFILMENT_ROW_STATES = ['to-process', 'processing', 'sent', 'delivered', 'return', 'lost', 'resolved'] as const;
export type TFulfilmentRowState = (typeof FULFILMENT_ROW_STATES)[number];

/** Where a gift is on its way, from its dates and delivery columns. */
export function fulfilmentRowState(r: Pick<TFulfilmentItem, 'processed_at' | 'sent_at' | 'delivery_status' | 'delivery_resolution'>): TFulfilmentRowState {
  if (r.delivery_resolution) return 'resolved';
  if (r.delivery_status) return r.delivery_status;
  if (r.sent_at) return 'sent';
  if (r.processed_at) return 'processing';
  return 'to-process';
}

/** The states each step starts from; a step applies once, so the gift leaves them. */
export const STEP_FROM: Record<TFulfilmentAction, readonly TFulfilmentRowState[]> = {
  processed: ['to-process'],
  sent: ['processing'],
  delivered: ['sent'],
  return: ['sent'],
  lost: ['sent'],
  resolve: ['return', 'lost'],
};

/** The steps open from each state, in FULFILMENT_ACTIONS order. */
export const ACTIONS_BY_STATE = Object.fromEntries(
  FULFILMENT_ROW_STATES.map((s) => [s, FULFILMENT_ACTIONS.filter((a) => STEP_FROM[a].includes(s))]),
) as Record<TFulfilmentRowState, TFulfilmentAction[]>;

/** The API's answer (409) to a step asked from another state. */
export const STEP_REFUSED: Record<TFulfilmentAction, string> = {
  processed: 'Only a confirmed gift that is not yet processed can be marked processed.',
  sent: 'Only a processed gift that is not yet sent can be marked sent.',
  delivered: 'Only a sent gift can be marked delivered.',
  return: 'Only a sent gift can be marked returned.',
  lost: 'Only a sent gift can be marked lost.',
  resolve: 'Only a returned or lost gift that is not yet resolved can be resolved.',
};
