import { useState } from 'react';
import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { billingTexts, type TPaymentCard } from '@gifthub/shared/billing';
import { useSession } from '../../../lib/session';
import { useCards } from '../api/get-cards';
import { useMakePreferred } from '../api/make-card-preferred';
import { useRemoveCard } from '../api/remove-card';
import { brandName, cardExpiry } from './card-display';
import { NewPaymentCardModal } from './new-payment-card-modal';
import { DataTable } from '../../../components/data-table';

/**
 * Direct payment cards in user settings (spec 3 §2.10, only with use-cards): list, Make Preferred,
 * Remove (the preferred card stays while others exist; the last card asks the spec's confirm), Add New Payment Card.
 */
export function SavedCardsSection() {
  const session = useSession();
  const allowed = session.can('use-cards');
  const cards = useCards(session.teamId, allowed);
  const prefer = useMakePreferred(session.teamId);
  const remove = useRemoveCard(session.teamId);
  const [adding, setAdding] = useState(false);
  const readOnly = session.demo;

  if (!allowed) return null;
  const list = cards.data ?? [];

  const askRemove = (card: TPaymentCard) => {
    const last = list.length === 1;
    modals.openConfirmModal({
      title: 'Remove payment card',
      children: <Text size="sm">{last ? billingTexts.lastCard : `Are you sure you want to remove ${brandName(card.card_brand)} ending ${card.last4}?`}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(card.id),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="saved-cards">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Direct payment cards
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={readOnly}>
          Add New Payment Card
        </Button>
      </Group>
      <DataTable
        label="Direct payment cards"
        minWidth={520}
        cols={4}
        status={{ pending: cards.isPending, failed: cards.isError, empty: list.length === 0 }}
        texts={{ loading: 'Loading cards…', failed: 'The cards could not be loaded. Please try again later.', empty: billingTexts.noCards, emptyTestId: 'no-cards' }}
        head={
          <>
            <Table.Th>Card</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
      >
        {list.map((c) => {
          const name = `${brandName(c.card_brand)} ending ${c.last4}`;
          // The API refuses to remove the preferred card while others exist (spec 3 §4).
          const blocked = c.preferred && list.length > 1;
          return (
            <Table.Tr key={c.id} data-testid={`card-row-${c.id}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {brandName(c.card_brand)} •••• {c.last4}
                </Text>
              </Table.Td>
              <Table.Td>{cardExpiry(c)}</Table.Td>
              <Table.Td>
                {c.preferred ? (
                  <Badge variant="light" color="green">
                    Preferred
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {!c.preferred && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => prefer.mutate(c.id)}
                      loading={prefer.isPending && prefer.variables === c.id}
                      disabled={readOnly}
                      aria-label={`Make ${name} preferred`}
                    >
                      Make Preferred
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => askRemove(c)}
                    loading={remove.isPending && remove.variables === c.id}
                    disabled={readOnly || blocked}
                    title={blocked ? 'Make another card preferred before removing this one.' : undefined}
                    aria-label={`Remove ${name}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
      {list.length > 1 && (
        <Text size="xs" c="dimmed" mt="xs">
          The preferred card can be removed once another card is preferred.
        </Text>
      )}
      <NewPaymentCardModal opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
