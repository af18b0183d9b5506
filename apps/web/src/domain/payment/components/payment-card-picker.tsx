import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { billingTexts } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { useSession } from '../../../lib/session';
import { useCards } from '../api/get-cards';
import { cardExpiry, cardLabel } from './card-display';
import { NewPaymentCardModal } from './new-payment-card-modal';

/**
 * The payment card picker inside checkouts (spec 1 §2, §8): the member's saved cards, preferred first,
 * one chosen (the preferred one by default), and Add New Payment Card.
 */
export function PaymentCardPicker({ value, onChange, label = 'Payment card', disabled }: { value: number | null; onChange: (cardId: number | null) => void; label?: string; disabled?: boolean }) {
  const session = useSession();
  const canCards = session.can('use-cards');
  const cards = useCards(session.teamId, canCards);
  const [adding, setAdding] = useState(false);
  const list = cards.data;

  // Default to the preferred card; drop a choice whose card has gone.
  useEffect(() => {
    if (!list || cards.isFetching) return;
    if (value !== null && list.some((c) => c.id === value)) return;
    const next = list[0]?.id ?? null;
    if (next !== value) onChange(next);
  }, [list, cards.isFetching, value, onChange]);

  if (!canCards) {
    if (!session.can('use-balance'))
      return (
        <Alert color="yellow" data-testid="no-payment-methods">
          {texts.noPaymentMethods}
        </Alert>
      );
    return null;
  }

  const addButton = (
    <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={disabled || session.demo}>
      Add New Payment Card
    </Button>
  );

  return (
    <div data-testid="payment-card-picker">
      {cards.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : !list?.length ? (
        <Stack gap="xs" align="flex-start">
          <Alert color="yellow" w="100%" data-testid="no-cards">
            {billingTexts.noCards} Add a payment card to continue.
          </Alert>
          {addButton}
        </Stack>
      ) : (
        <Radio.Group label={label} value={value === null ? null : String(value)} onChange={(v) => onChange(Number(v))}>
          <Stack gap="xs" mt={6}>
            {list.map((c) => (
              <Radio.Card
                key={c.id}
                value={String(c.id)}
                p="sm"
                radius="md"
                disabled={disabled}
                aria-label={`${cardLabel(c)}, expires ${cardExpiry(c)}`}
                style={value === c.id ? { borderColor: 'var(--mantine-primary-color-filled)', background: 'var(--mantine-primary-color-light)' } : undefined}
              >
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <IconCreditCard size={20} />
                  <Text size="sm" fw={500} style={{ flex: 1 }}>
                    {cardLabel(c)}
                  </Text>
                  {c.preferred && (
                    <Badge size="sm" variant="light">
                      Preferred
                    </Badge>
                  )}
                  <Text size="sm" c="dimmed">
                    Expires {cardExpiry(c)}
                  </Text>
                </Group>
              </Radio.Card>
            ))}
            <Group>{addButton}</Group>
          </Stack>
        </Radio.Group>
      )}
      <NewPaymentCardModal opened={adding} onClose={() => setAdding(false)} onSaved={(card) => onChange(card.id)} />
    </div>
  );
}
