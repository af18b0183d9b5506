import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TGiftView } from '@gifthub/shared/claims';
import { formatPounds } from '../../../lib/money';

/** An eGift needs no address: claiming shows its code and redeem link straight away. */
export function VoucherClaim({ view, error, pending, onClaim }: { view: TGiftView; error: string | null; pending: boolean; onClaim: () => void }) {
  const brand = view.voucher?.brand_name;
  return (
    <Stack gap="md" data-testid="voucher-claim">
      <div>
        <Title order={2} size="h3">
          Claim your eGift
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          Your {view.voucher ? formatPounds(view.voucher.value) : ''} {brand ? `${brand} ` : ''}eGift code appears here straight away, with a link to redeem it.
        </Text>
      </div>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="claim-error">
          {error}
        </Alert>
      )}
      <Button size="md" fullWidth loading={pending} onClick={onClaim}>
        Claim my eGift
      </Button>
    </Stack>
  );
}
