import { AspectRatio, Card, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { TGiftView } from '@gifthub/shared/claims';
import { descriptionParagraphs } from '../../../lib/description';
import { formatPounds } from '../../../lib/money';

/** Who sent it, what it is, and the sender's message and notecard. */
export function GiftSummary({ view }: { view: TGiftView }) {
  const from = view.sender_name ? `${view.sender_name} at ${view.team.name}` : view.team.name;
  const paragraphs = descriptionParagraphs(view.product.description);
  const notecard = view.notecard_type === 'custom' && view.notecard_text?.trim() ? view.notecard_text.trim() : null;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="gift-summary">
      <Card.Section>
        {view.product.image_url ? (
          // Full width on a phone; on wide screens a fixed height so the message stays in view.
          <Image src={view.product.image_url} alt={view.product.name} w="100%" h={{ base: 'auto', md: 380 }} fit="contain" bg="gray.0" />
        ) : (
          <AspectRatio ratio={16 / 9} bg="blue.0">
            <Center>
              <IconGift size={72} stroke={1.3} color="var(--mantine-color-blue-5)" aria-hidden />
            </Center>
          </AspectRatio>
        )}
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Text size="sm" c="dimmed">
          {from} sent you a gift
        </Text>
        <Title order={1} size="h2" lh={1.25}>
          {view.product.name}
          {view.quantity > 1 ? ` × ${view.quantity}` : ''}
        </Title>
        {view.voucher && (
          <Text fw={600} size="lg">
            {formatPounds(view.voucher.value)} eGift{view.voucher.brand_name ? ` to spend at ${view.voucher.brand_name}` : ''}
          </Text>
        )}
        {paragraphs.map((p, i) => (
          <Text key={i} size="sm">
            {p}
          </Text>
        ))}
        {view.message?.trim() && (
          <Paper bg="blue.0" radius="md" p="md" data-testid="sender-message">
            <Text size="xs" fw={700} tt="uppercase" c="blue.8" mb={4}>
              A message from {view.sender_name ?? view.team.name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {view.message.trim()}
            </Text>
          </Paper>
        )}
        {notecard ? (
          <Paper withBorder radius="md" p="md" bg="yellow.0" data-testid="notecard">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              Your notecard
            </Text>
            <Text size="md" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'Georgia, "Times New Roman", serif' }}>
              {notecard}
            </Text>
          </Paper>
        ) : view.notecard_type === 'default' && view.type === 'physical' ? (
          <Text size="sm" c="dimmed" data-testid="notecard">
            A greeting card comes with your gift.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
