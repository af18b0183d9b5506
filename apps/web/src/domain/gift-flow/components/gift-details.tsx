import { Button, Group, List, Stack, Text, TextInput, ThemeIcon, Title, type GroupProps } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TInvitationResult } from '@gifthub/shared/registrations';
import { useCopyLink } from '../../registrations/components/copy-link';
import type { TGiftValues } from './gift-form';

export const COPY_LINK = 'COPY GIFT REGISTRATION LINK';

/** Direct send finished: what happens next. */
export function GiftSentDetails({ product, values: v, onClose, inCampaign = false }: { product: TProduct; values: TGiftValues; onClose: () => void; inCampaign?: boolean }) {
  const where = inCampaign ? "the campaign's recipients" : 'Order History';
  const name = `${v.first_name} ${v.last_name}`.trim() || v.email;
  const physical = product.type === 'physical';
  return (
    <Stack align="center" ta="center" gap="md" py="md" data-testid="flow-details">
      <ThemeIcon size={72} radius={36} color="green" variant="light">
        <IconCircleCheck size={44} />
      </ThemeIcon>
      <Title order={3} tabIndex={-1} data-focus-first>
        {physical ? 'Your gift is on its way' : 'Your eGift has been sent'}
      </Title>
      <Text c="dimmed" maw={560}>
        {physical ? `${product.name} for ${name} has been ordered and paid.` : `${product.name} for ${name} has been ordered and paid.`}
      </Text>
      <Stack gap={6} maw={560} ta="left">
        <Text fw={600} size="sm">
          What happens next
        </Text>
        <List size="sm" spacing={4}>
          {physical ? (
            <>
              <List.Item>We pick and pack the gift{v.notecard_type !== 'none' ? ' with its greeting card' : ''} and ship it to {v.city || 'the address you gave'}.</List.Item>
              {v.send_email && <List.Item>{name} gets an e-mail to say a gift is on its way.</List.Item>}
              <List.Item>Follow it in {where}: it shows Processing, then Sent with the tracking link.</List.Item>
            </>
          ) : (
            <>
              <List.Item>The voucher code and how to redeem it are e-mailed to {v.email}.</List.Item>
              <List.Item>The order shows in {where}.</List.Item>
            </>
          )}
        </List>
      </Stack>
      <DetailsActions onClose={onClose} mt="sm" orders={!inCampaign} />
    </Stack>
  );
}

const VERIFY_TEXT = { none: 'Anyone with the link can claim the gift, once.', email: 'The recipient confirms their e-mail address before claiming.', name: 'The recipient confirms their first and last name before claiming.' } as const;

/**
 * Gift link created: the 'Campaign Invitation Created' screen with the link and COPY GIFT REGISTRATION LINK. Without a
 * product it is a campaign's invitation: the recipient picks the option and nothing has been charged yet.
 */
export function InvitationDetails({ result, product, values: v, onClose }: { result: TInvitationResult; product: TProduct | null; values: TGiftValues; onClose: () => void }) {
  const copy = useCopyLink();
  return (
    <Stack gap="md" py="sm" data-testid="invitation-details">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={48} radius={24} color="green" variant="light">
          <IconLink size={28} />
        </ThemeIcon>
        <div>
          <Text fw={600}>{product ? `The gift link for ${product.name} is ready.` : 'The gift registration link is ready.'}</Text>
          <Text size="sm" c="dimmed">
            {product
              ? `Share it with the recipient: they open it, confirm ${product.type === 'physical' ? 'their delivery address' : 'their details'} or decline the gift.`
              : 'Share it with the recipient: they open it, pick their gift from the campaign\'s options or decline it.'}
          </Text>
        </div>
      </Group>
      <TextInput label="Gift registration link" value={result.invite_link} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
      <Group>
        <Button leftSection={<IconCopy size={18} />} onClick={() => copy(result.invite_link)}>
          {COPY_LINK}
        </Button>
      </Group>
      <List size="sm" spacing={4}>
        <List.Item>{VERIFY_TEXT[result.password_type]}</List.Item>
        {result.email_sent ? <List.Item>We have e-mailed the link to {v.email}.</List.Item> : <List.Item>No e-mail was sent: share the link yourself.</List.Item>}
        {product ? (
          <List.Item>The gift has been paid. Unclaimed links stay in Order History, where you can copy them again.</List.Item>
        ) : (
          <List.Item>Your team is charged only when the claim is confirmed. Unclaimed links stay in the recipients list, where you can copy them again.</List.Item>
        )}
      </List>
      <DetailsActions onClose={onClose} justify="flex-end" orders={product !== null} />
    </Stack>
  );
}

/** The way out of a finished flow: to Order History, where the new registration shows, or back to the marketplace. */
function DetailsActions({ onClose, orders, ...group }: { onClose: () => void; orders: boolean } & GroupProps) {
  return (
    <Group {...group}>
      {orders && (
        <Button variant="default" component={Link} to="/marketplace/orders">
          View Order History
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </Group>
  );
}
