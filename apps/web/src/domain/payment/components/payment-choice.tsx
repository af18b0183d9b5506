import { useState } from 'react';
import { Alert, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { billingTexts, type TPaymentMethod } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { paymentEligibility } from '@gifthub/shared/payment-eligibility';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useCheckBalance } from '../api/check-balance';
import { PaymentCardPicker } from './payment-card-picker';

type TMethod = 'team-balance' | 'stripe';

/** The chosen payment of an order, or null when its total needs none. */
export type TPayment = { method: TPaymentMethod; cardId: number | null } | null;

/** How the marketplace order is paid: the methods shared/payment-eligibility allows. A zero total needs no payment. */
export function usePayment(totalPence: number) {
  const session = useSession();
  const { canBalance, canCard, any } = paymentEligibility({
    pro: session.pro,
    demo: session.demo,
    useBalance: session.can('use-balance'),
    useCards: session.can('use-cards'),
    corporationId: session.team.corporation_id,
  });
  const [method, setMethod] = useState<TMethod>(canBalance ? 'team-balance' : 'stripe');
  const [cardId, setCardId] = useState<number | null>(null);
  const needed = totalPence > 0;
  const amount = totalPence / 100;
  const balance = useCheckBalance(session.teamId, amount, needed && canBalance && method === 'team-balance');
  const ready = !needed || (method === 'team-balance' ? canBalance && balance.data?.allowed === true : canCard && cardId !== null);
  const payment: TPayment = needed ? { method, cardId: method === 'stripe' ? cardId : null } : null;
  return { needed, canBalance, canCard, any, method, setMethod, cardId, setCardId, balance, ready, payment, amount };
}

export type TPaymentState = ReturnType<typeof usePayment>;

export function PaymentChoice({ state }: { state: TPaymentState }) {
  if (!state.needed)
    return (
      <Text size="sm" c="dimmed" data-testid="no-payment-needed">
        The total is £0.00: no payment is needed.
      </Text>
    );
  if (!state.any)
    return (
      <Alert color="yellow" data-testid="no-payment-methods">
        {texts.noPaymentMethods}
      </Alert>
    );
  return (
    <Stack gap="sm" data-testid="payment-choice">
      <Radio.Group label="Payment method" value={state.method} onChange={(v) => state.setMethod(v as TMethod)}>
        <Group mt={6}>
          {state.canBalance && <Radio value="team-balance" label="Team balance" />}
          {state.canCard && <Radio value="stripe" label="Card" />}
        </Group>
      </Radio.Group>
      {state.method === 'team-balance' && state.canBalance ? (
        state.balance.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking the team balance…</Text>
          </Group>
        ) : state.balance.data ? (
          state.balance.data.allowed ? (
            <Text size="sm" data-testid="balance-ok">
              {formatPounds(state.amount)} will be paid from the team balance ({formatPounds(state.balance.data.total_available)} available including credit).
            </Text>
          ) : (
            <Alert color="red" data-testid="balance-insufficient">
              {billingTexts.insufficientBalance} Available: {formatPounds(state.balance.data.total_available)}.
            </Alert>
          )
        ) : (
          <Alert color="red">The team balance could not be checked. Please try again.</Alert>
        )
      ) : (
        <PaymentCardPicker value={state.cardId} onChange={state.setCardId} label="Pay with card" />
      )}
    </Stack>
  );
}
