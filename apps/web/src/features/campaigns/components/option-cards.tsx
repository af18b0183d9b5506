import { useState } from 'react';
import { Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { optionUnitsLeft, type TCampaign, type TGiftOption } from '@gifthub/shared/campaigns';
import { lazyModal } from '../../../components/lazy-modal';
import { formatPounds } from '../../../lib/money';
import { availability } from './campaign-labels';

const OptionModal = lazyModal(() => import('./option-modal').then((m) => m.OptionModal));

export const NO_OPTIONS = 'This campaign has no gift options yet: your Account Manager adds them when the campaign is set up.';

/** What an option costs as shown on its card: a voucher's value, or the gift's price inc. VAT. */
export const optionPrice = (o: TGiftOption) => (o.type === 'voucher' ? (o.voucher_value === null ? 'Value chosen by the recipient' : `${formatPounds(o.voucher_value)} voucher`) : formatPounds(o.price));

/** The campaign's gift options as cards (spec 1 §2); each opens the Option modal. */
export function OptionCards({ campaign, canEdit }: { campaign: TCampaign; canEdit: boolean }) {
  const [open, setOpen] = useState<TGiftOption | null>(null);
  return (
    <section aria-labelledby="gift-options-title">
      <Title order={2} size="h4" mb="sm" id="gift-options-title">
        Gift options
      </Title>
      {campaign.options.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-options">
          {NO_OPTIONS}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {campaign.options.map((o) => (
            <OptionCard key={o.id} option={o} onOpen={() => setOpen(o)} />
          ))}
        </SimpleGrid>
      )}
      <OptionModal opened={open !== null} option={open} canEdit={canEdit} onClose={() => setOpen(null)} />
    </section>
  );
}

function OptionCard({ option: o, onOpen }: { option: TGiftOption; onOpen: () => void }) {
  const a = availability(optionUnitsLeft(o));
  return (
    <Card withBorder radius="md" padding={0} data-testid="option-card" style={{ opacity: o.enabled ? 1 : 0.75 }}>
      <UnstyledButton onClick={onOpen} aria-label={`${o.name}: show option details`} style={{ display: 'block', width: '100%' }}>
        {o.image_url ? (
          <Image src={o.image_url} alt="" h={140} fit="cover" />
        ) : (
          <Group h={140} justify="center" bg="gray.0">
            <IconGift size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          </Group>
        )}
        <Stack gap={4} p="md">
          <Text fw={600} size="sm" lineClamp={2}>
            {o.name}
          </Text>
          <Group gap={6}>
            <Badge size="sm" variant="outline" color="gray">
              {o.type === 'voucher' ? 'Voucher' : 'Physical'}
            </Badge>
            <Badge size="sm" variant="light" color={a.color} data-testid="option-availability">
              {a.label}
            </Badge>
            {!o.enabled && (
              <Badge size="sm" variant="light" color="gray">
                Disabled
              </Badge>
            )}
          </Group>
          <Text size="sm">{optionPrice(o)}</Text>
          <Text size="xs" c="dimmed" data-testid="option-reg-count">
            {(o.reg_count ?? 0).toLocaleString('en-GB')} {o.reg_count === 1 ? 'registration' : 'registrations'}
          </Text>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
