import type { ReactNode, Ref } from 'react';
import { Button, Card, CopyButton, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconExternalLink, IconGift, IconHeartHandshake, IconLinkOff, IconTruckDelivery } from '@tabler/icons-react';
import { claimTexts, type TVoucherReveal } from '@gifthub/shared/claims';
import { formatPounds } from '../../../lib/money';
import { type TAddressValues, AddressLines } from './address-lines';

/** One centred card: every final or dead-end state of the gift page (no form). */
export function OutcomeCard({ icon, color, title, children, testId, ref }: { icon: ReactNode; color: string; title: string; children: ReactNode; testId: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" data-testid={testId} ref={ref} style={{ scrollMarginTop: 16 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function SentScreen({ productName, address, ref }: { productName: string; address: TAddressValues; ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-sent" icon={<IconTruckDelivery size={34} />} color="teal" title="Your gift is on its way">
      <Text>{claimTexts.claimed}</Text>
      <Text size="sm" c="dimmed">
        We will deliver {productName} to:
      </Text>
      <Paper withBorder radius="md" p="md" w="100%" ta="left">
        <AddressLines values={address} />
      </Paper>
    </OutcomeCard>
  );
}

export function VoucherScreen({ voucher, ref }: { voucher: TVoucherReveal; ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-voucher" icon={<IconGift size={34} />} color="blue" title={`Your ${voucher.brand_name ?? ''} eGift`.replace(/\s+/g, ' ')}>
      <Text>{claimTexts.voucherClaimed}</Text>
      <Text fw={700} size="xl">
        {formatPounds(voucher.value)}
      </Text>
      <Stack gap={6} w="100%">
        <Text size="sm" fw={500} id="voucher-code-label">
          Your eGift code
        </Text>
        <Paper withBorder radius="md" p="md" bg="gray.0" aria-labelledby="voucher-code-label">
          <Text ff="monospace" fw={700} fz={{ base: 'lg', sm: 'xl' }} style={{ letterSpacing: 1, overflowWrap: 'anywhere' }} data-testid="voucher-code">
            {voucher.code}
          </Text>
        </Paper>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} w="100%" spacing="sm">
        <CopyButton value={voucher.code}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy code'}
            </Button>
          )}
        </CopyButton>
        <Button component="a" href={voucher.redeem_url} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={16} />}>
          Redeem
        </Button>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Keep this code safe: it works like cash at checkout.
      </Text>
    </OutcomeCard>
  );
}

export function DeclinedScreen({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-declined" icon={<IconHeartHandshake size={34} />} color="gray" title="You declined this gift">
      <Text>{claimTexts.declined}</Text>
    </OutcomeCard>
  );
}

export function AlreadyClaimedScreen() {
  return (
    <OutcomeCard testId="outcome-already-claimed" icon={<IconCheck size={34} />} color="teal" title="Gift already claimed">
      <Text>{claimTexts.alreadyClaimed}</Text>
      <Text size="sm" c="dimmed">
        If you claimed it, it is on its way. If you think this is a mistake, please contact the person who sent you the link.
      </Text>
    </OutcomeCard>
  );
}

export function AlreadyDeclinedScreen() {
  return (
    <OutcomeCard testId="outcome-already-declined" icon={<IconHeartHandshake size={34} />} color="gray" title="Gift declined">
      <Text>{claimTexts.alreadyDeclined}</Text>
    </OutcomeCard>
  );
}

export function UnknownLinkScreen() {
  return (
    <OutcomeCard testId="outcome-unknown" icon={<IconLinkOff size={34} />} color="orange" title="Gift link not found">
      <Text>{claimTexts.notFound}</Text>
    </OutcomeCard>
  );
}

export function LoadFailedScreen({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <OutcomeCard testId="outcome-load-failed" icon={<IconAlertTriangle size={34} />} color="red" title="Your gift could not be loaded">
      <Text>{message}</Text>
      <Button onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </OutcomeCard>
  );
}
