import { useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, NumberInput, Radio, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconFileInvoice } from '@tabler/icons-react';
import { MODAL_WIDTH_WIDE } from '@gifthub/shared/constants';
import { TOP_UP_AMOUNTS, TOP_UP_DEFAULT, ZTopUpItem, type TTopUp, type TTopUpItem } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { paymentOutcomeTexts } from '@gifthub/shared/payments';
import { useFocusFirst } from '../../../components/focus-first';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { formatPounds } from '../../../lib/money';
import { endsAttempt } from '../../../lib/payment-attempt';
import { useSession } from '../../../lib/session';
import { PaymentCardPicker } from '../../../domain/payment/components/payment-card-picker';
import { showPaymentOutcome, useStillShown } from '../../../domain/payment/components/payment-outcome';
import { useTopUpPrices } from '../api/get-top-up-prices';
import { useTopUp } from '../api/top-up';

export type TTopUpScreen = 'form' | 'payment' | 'processing' | 'topped-up' | 'top-up-requested';
type TMethod = 'stripe' | 'bank-transfer';

/** Whole pounds without pence for the amount choices: £1,000. */
const wholePounds = (n: number) => formatPounds(n).replace(/\.00$/, '');

const selectedStyle = (on: boolean) => (on ? { borderColor: 'var(--mantine-primary-color-filled)', background: 'var(--mantine-primary-color-light)' } : undefined);

export type TTopUpStart = { amount?: number; repay?: boolean };

/**
 * Top-up modal (spec 3 §2.7, §5, §9): an amount (50 … 10000, default 1000, or a custom amount), card or
 * bank transfer, the prices (top up, fee, total) from the API; screens form → payment (card) or
 * processing (bank transfer) → topped-up or top-up-requested. A failed payment returns to the form.
 * While the payment runs the modal cannot be closed or the page left unasked; a changed form asks before
 * it is discarded (GuardedModal). A page left anyway shows the outcome at the next visit (PaymentOutcomeCheck).
 */
export function TopUpModal({ opened, onClose, start }: { opened: boolean; onClose: () => void; start?: TTopUpStart }) {
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title={start?.repay ? 'Repay Team Credit' : 'Top Up Team Balance'}
      size={MODAL_WIDTH_WIDE}
      closeOnClickOutside={false}
      leaveText={paymentOutcomeTexts.leaveWhilePaying}
    >
      {opened && <TopUpFlow onClose={onClose} start={start} />}
    </GuardedModal>
  );
}

function TopUpFlow({ onClose, start }: { onClose: () => void; start?: TTopUpStart }) {
  const session = useSession();
  const canCards = session.can('use-cards');
  const canBalance = session.can('use-balance');
  const startAmount = start?.amount ?? TOP_UP_DEFAULT;
  const preset = (TOP_UP_AMOUNTS as readonly number[]).includes(startAmount);
  const [choice, setChoice] = useState(preset ? String(startAmount) : 'custom');
  // A repay amount in pence shows as £250.50, not £250.5.
  const [custom, setCustom] = useState<number | string>(preset ? '' : Number.isInteger(startAmount) ? startAmount : startAmount.toFixed(2));
  const [method, setMethod] = useState<TMethod>(canCards ? 'stripe' : 'bank-transfer');
  const [initial] = useState({ choice, custom: String(custom), method });
  const [cardId, setCardId] = useState<number | null>(null);
  const [screen, setScreen] = useState<TTopUpScreen>('form');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TTopUp | null>(null);
  const topUp = useTopUp(session.teamId, session.user.user_id);
  const inFlight = useRef(false);
  const shown = useStillShown();
  useModalGuard({
    locked: screen === 'payment' || screen === 'processing',
    dirty: screen === 'form' && (choice !== initial.choice || String(custom) !== initial.custom || method !== initial.method),
  });
  // Each screen starts with focus on its content (the failed form on its error), not on the page body.
  const focusRoot = useFocusFirst<HTMLDivElement>([screen]);

  const amount = choice === 'custom' ? (custom === '' ? NaN : Number(custom)) : Number(choice);
  const item: TTopUpItem = {
    amount,
    payment_method: method,
    ...(method === 'stripe' && cardId ? { payment_method_id: cardId } : {}),
    ...(start?.repay ? { repay: true } : {}),
  };
  const errors = zodValidate(ZTopUpItem)(item);
  const amountError = choice === 'custom' && custom === '' ? undefined : errors.amount;
  const [priceAmount] = useDebouncedValue(amount, 300);
  const methodOk = method === 'bank-transfer' ? canBalance : canCards && cardId !== null;
  const prices = useTopUpPrices(
    session.teamId,
    { amount: priceAmount, payment_method: method, payment_method_id: method === 'stripe' ? cardId : null },
    methodOk && !errors.amount && priceAmount === amount,
  );
  const pricesReady = Boolean(prices.data) && !prices.isPlaceholderData && priceAmount === amount;
  // Spec 3 §5: use-balance or use-cards, bank transfer or a chosen card, and the prices loaded.
  const allowed = (canBalance || canCards) && methodOk && pricesReady && Object.keys(errors).length === 0 && !session.demo;

  const submit = async () => {
    if (!allowed || inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setScreen(method === 'stripe' ? 'payment' : 'processing');
    try {
      // useTopUp sends one Idempotency-Key per payment attempt: Pay Now again after a lost answer is charged once.
      const res = await topUp.mutateAsync(item);
      // The page was left in the portal (the router asked first) while it ran: tell the outcome where the person is now.
      if (!shown.current) showPaymentOutcome('top-up', { outcome: 'succeeded', kind: res.status === 'paid' ? 'top-up' : 'top-up-request', amount: res.amount, message: null });
      setResult(res);
      setScreen(res.status === 'paid' ? 'topped-up' : 'top-up-requested');
    } catch (e) {
      if (!shown.current && endsAttempt(e)) showPaymentOutcome('top-up', { outcome: 'failed', kind: 'top-up', amount, message: e instanceof ApiError ? e.message : null });
      const fields = e instanceof ApiError ? Object.values(e.fieldErrors()).filter((m) => m && m !== e.message) : [];
      setError(e instanceof ApiError ? [e.message, ...fields].join(' ') : 'The top-up could not be completed. Please try again.');
      setScreen('form');
    } finally {
      inFlight.current = false;
    }
  };

  if (!canBalance && !canCards)
    return (
      <Alert color="yellow" data-testid="no-payment-methods">
        {texts.noPaymentMethods}
      </Alert>
    );

  if (screen === 'payment' || screen === 'processing')
    return (
      <Center py="xl" data-testid={`top-up-${screen}`} ref={focusRoot}>
        <Stack align="center" gap="xs" role="status" tabIndex={-1} data-focus-first>
          <Loader />
          <Text>{screen === 'payment' ? 'Taking the card payment…' : 'Sending your invoice request…'}</Text>
          <Text size="sm" c="dimmed">
            Please keep this window open.
          </Text>
        </Stack>
      </Center>
    );

  if (screen === 'topped-up' || screen === 'top-up-requested')
    return (
      <Stack align="center" ta="center" data-testid={`top-up-${screen}`} ref={focusRoot}>
        {screen === 'topped-up' ? <IconCircleCheck size={48} color="var(--mantine-color-green-6)" /> : <IconFileInvoice size={48} color="var(--mantine-color-blue-6)" />}
        <Text fw={600} tabIndex={-1} data-focus-first>{screen === 'topped-up' ? 'Your team balance has been topped up.' : 'Your top-up request has been sent.'}</Text>
        <Text size="sm" c="dimmed">
          {screen === 'topped-up'
            ? `${formatPounds(result?.amount ?? amount)} has been added to your team balance. A receipt is in your payment documents.`
            : `We will send you an invoice for ${formatPounds(result?.total ?? amount)}. Your team balance is credited once it is paid.`}
        </Text>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    );

  return (
    <Stack data-testid="top-up-form" ref={focusRoot}>
      {error && (
        <Alert color="red" data-testid="top-up-error" tabIndex={-1} data-focus-first>
          {error}
        </Alert>
      )}
      {/* One Tab stop: only the chosen amount is tabbable; the arrow keys move the choice (Radio.Card). The modal opens on it. */}
      <Radio.Group label="Top up amount" value={choice} onChange={setChoice}>
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt={6}>
          {TOP_UP_AMOUNTS.map((a) => (
            <Radio.Card key={a} value={String(a)} p="xs" radius="md" ta="center" style={selectedStyle(choice === String(a))} tabIndex={choice === String(a) ? 0 : -1} data-autofocus={choice === String(a) || undefined}>
              <Text size="sm" fw={choice === String(a) ? 700 : 500}>
                {wholePounds(a)}
              </Text>
            </Radio.Card>
          ))}
          <Radio.Card value="custom" p="xs" radius="md" ta="center" style={selectedStyle(choice === 'custom')} tabIndex={choice === 'custom' ? 0 : -1}>
            <Text size="sm" fw={choice === 'custom' ? 700 : 500}>
              Custom
            </Text>
          </Radio.Card>
        </SimpleGrid>
      </Radio.Group>
      {choice === 'custom' && (
        <NumberInput
          label="Custom amount (£)"
          prefix="£"
          decimalScale={2}
          min={0}
          thousandSeparator=","
          allowNegative={false}
          value={custom}
          onChange={setCustom}
          error={amountError}
          data-autofocus
        />
      )}

      <Radio.Group label="Payment method" value={method} onChange={(v) => setMethod(v as TMethod)}>
        <Group mt={6}>
          {canCards && <Radio value="stripe" label="Card" />}
          {canBalance && <Radio value="bank-transfer" label="Bank transfer (invoice)" />}
        </Group>
      </Radio.Group>

      {method === 'stripe' ? (
        <PaymentCardPicker value={cardId} onChange={setCardId} label="Pay with card" />
      ) : (
        <Text size="sm" c="dimmed">
          We will e-mail you an invoice. Your team balance is credited when the payment arrives.
        </Text>
      )}

      <PriceTable loading={methodOk && !errors.amount && !pricesReady} prices={pricesReady ? prices.data! : null} />

      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={!allowed} loading={topUp.isPending}>
          {method === 'stripe' ? 'Pay Now' : 'Request Invoice'}
        </Button>
      </Group>
    </Stack>
  );
}

function PriceTable({ prices, loading }: { prices: { topUp: number; topUpFee: number; total: number } | null; loading: boolean }) {
  if (!prices && !loading) return null;
  const row = (label: string, value: number | undefined, strong = false) => (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={strong ? 700 : 400}>
          {label}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{value === undefined ? <Skeleton h={16} w={80} ml="auto" /> : <Text size="sm" fw={strong ? 700 : 400}>{formatPounds(value)}</Text>}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table withTableBorder data-testid="top-up-prices" aria-label="Top-up prices">
      <Table.Tbody>
        {row('Top up', prices?.topUp)}
        {row('Fee', prices?.topUpFee)}
        {row('Total', prices?.total, true)}
      </Table.Tbody>
    </Table>
  );
}
