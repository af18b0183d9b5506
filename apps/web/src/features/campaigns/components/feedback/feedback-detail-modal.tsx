import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { TFeedbackItem } from '@gifthub/shared/campaign-feedback';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { fullDate } from '../../../../lib/dates';

const date = (iso: string | null) => (iso ? fullDate(iso) : '—');

/** Feedback Detail (spec 1 §2): the whole feedback, the rating, the customer and the dates of one negative review. */
export function FeedbackDetailModal({ item, onClose }: { item: TFeedbackItem | null; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} size="lg" title={<Text fw={700}>{reviewTexts.detailTitle}</Text>}>
      {item && <Detail item={item} onClose={onClose} />}
    </Modal>
  );
}

function Detail({ item, onClose }: { item: TFeedbackItem; onClose: () => void }) {
  const rows: [string, React.ReactNode][] = [
    ['Customer', [`${item.first_name} ${item.last_name}`.trim() || '—', item.email, item.company].filter(Boolean).join(' · ')],
    [
      'Rating',
      <Badge key="rating" color={item.rating_label === 'Unknown' ? 'gray' : 'red'} variant="light">
        {item.rating_label}
      </Badge>,
    ],
    ['Reviewed At', date(item.visited_at)],
    ['Invited At', date(item.invited_at)],
    ['Gift', item.option_name ?? (item.registered_at ? 'Opted out' : 'Not chosen yet')],
  ];
  return (
    <Stack gap="md" data-testid="feedback-detail">
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={130}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Text size="sm" fw={700}>
          Feedback
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feedback-full">
          {item.feedback || '—'}
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
