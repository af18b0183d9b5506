import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { paymentOutcomeTexts as T, type TPaymentAttempt } from '@gifthub/shared/payments';
import { formatPounds } from '../../../lib/money';
import { endAttemptWithKey, forgetOpenPayment, openPayments, type TAttemptScope, type TOpenPayment } from '../../../lib/payment-attempt';
import { useSession } from '../../../lib/session';
import { getPaymentAttempt } from '../api/get-payment-attempt';

type TFlow = TAttemptScope['flow'];
export type TOutcomeNotice = { title: string; message: string; color: 'green' | 'blue' | 'yellow' | 'red' };

/** What to tell the person about a payment whose screen they left: by outcome, in the words of the flow. */
export function paymentOutcomeNotice(flow: TFlow, a: TPaymentAttempt, startedAmount?: number): TOutcomeNotice {
  const amount = formatPounds(a.amount ?? startedAmount ?? 0);
  const topUp = flow === 'top-up';
  const link = flow === 'gift-invite';
  switch (a.outcome) {
    case 'succeeded':
      if (topUp) return a.kind === 'top-up-request' ? { title: 'Top-up requested', message: T.topUpRequested(amount), color: 'blue' } : { title: 'Top-up complete', message: T.topUpSucceeded(amount), color: 'green' };
      return { title: link ? 'Gift link created' : 'Gift sent', message: link ? T.giftLinkSucceeded : T.giftSucceeded, color: 'green' };
    case 'processing':
      return { title: 'Payment still processing', message: topUp ? T.topUpProcessing(amount) : T.giftProcessing, color: 'blue' };
    case 'refunded':
      return { title: 'Payment refunded', message: T.refunded(amount), color: 'yellow' };
    default:
      return { title: topUp ? 'Top-up not completed' : link ? 'Gift link not created' : 'Gift not sent', message: [a.message, T.failed].filter(Boolean).join(' '), color: 'red' };
  }
}

/** Shown until closed: the person was not there when it happened. */
export function showPaymentOutcome(flow: TFlow, a: TPaymentAttempt, startedAmount?: number, id?: string) {
  const n = paymentOutcomeNotice(flow, a, startedAmount);
  notifications.show({ id, ...n, autoClose: false, withBorder: true, closeButtonProps: { 'aria-label': 'Close notification' } });
}

/** Whether the screen that started a payment is still shown when its answer comes (else a notification tells it). */
export function useStillShown() {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}

// One question per attempt at a time, also when the shell mounts twice (StrictMode, a team switch back).
const asking = new Set<string>();

async function report(p: TOpenPayment) {
  const attempt = await getPaymentAttempt(p.teamId, p.key);
  showPaymentOutcome(p.flow, attempt, p.amount, `payment-${p.key}`);
  forgetOpenPayment(p.key);
  // A settled attempt is over: paying the same again is a new payment. One still processing keeps its key,
  // so paying the same again before it ends is answered by the server instead of charged twice.
  if (attempt.outcome !== 'processing') endAttemptWithKey(p, p.key);
}

/**
 * Mounted once in the portal's shell: the payments of this person in this team whose page was left while
 * they ran (lib/payment-attempt keeps them) are asked about once, shown as a notification, then forgotten.
 * An attempt the API cannot answer now (offline) is asked about again at the next load.
 */
export function PaymentOutcomeCheck() {
  const { teamId, user } = useSession();
  useEffect(() => {
    for (const p of openPayments(teamId, user.user_id)) {
      if (asking.has(p.key)) continue;
      asking.add(p.key);
      void report(p)
        .catch(() => undefined)
        .finally(() => asking.delete(p.key));
    }
  }, [teamId, user.user_id]);
  return null;
}
