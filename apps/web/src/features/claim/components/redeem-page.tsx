import { useState } from 'react';
import { useParams } from 'react-router';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconDiscountCheck, IconTicketOff } from '@tabler/icons-react';
import { ClaimFrame } from './claim-frame';
import { OutcomeCard } from './outcome-screens';

// The sandbox provider's codes: four groups of four from an alphabet without 0/O or 1/I/L.
const SANDBOX_CODE_RE = /^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/;
const redeemedKey = (code: string) => `gifthub.sandbox-redeemed.${code}`;

function readRedeemed(code: string) {
  try {
    return window.localStorage.getItem(redeemedKey(code));
  } catch {
    return null;
  }
}

/**
 * /pick-a-gift/redeem/{code}: where the sandbox voucher provider's redeem links lead. A real provider's link
 * goes to the brand's shop; this one checks the code's shape and remembers a redemption in this browser.
 */
export function RedeemPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const valid = SANDBOX_CODE_RE.test(code);
  const [redeemedAt, setRedeemedAt] = useState(() => (valid ? readRedeemed(code) : null));
  useDocumentTitle('Redeem your eGift');

  const redeem = () => {
    const at = new Date().toISOString();
    try {
      window.localStorage.setItem(redeemedKey(code), at);
    } catch {
      // Without storage the redemption shows for this visit only.
    }
    setRedeemedAt(at);
  };

  if (!valid)
    return (
      <ClaimFrame team={{ name: 'Sandbox eGift shop', slug: 'sandbox', logo_url: null }}>
        <OutcomeCard testId="redeem-invalid" icon={<IconTicketOff size={34} />} color="orange" title="This code is not valid">
          <Text>Please check the eGift code and the link you were sent.</Text>
        </OutcomeCard>
      </ClaimFrame>
    );

  return (
    <ClaimFrame team={{ name: 'Sandbox eGift shop', slug: 'sandbox', logo_url: null }}>
      <OutcomeCard testId="redeem-valid" icon={<IconDiscountCheck size={34} />} color={redeemedAt ? 'gray' : 'teal'} title={redeemedAt ? 'eGift redeemed' : 'Redeem your eGift'}>
        <Stack gap={6} w="100%">
          <Text size="sm" fw={500} id="redeem-code-label">
            eGift code
          </Text>
          <Paper withBorder radius="md" p="md" bg="gray.0" aria-labelledby="redeem-code-label">
            <Text ff="monospace" fw={700} fz="xl" style={{ letterSpacing: 1, overflowWrap: 'anywhere' }}>
              {code}
            </Text>
          </Paper>
        </Stack>
        {redeemedAt ? (
          <Badge color="gray" size="lg" variant="light">
            Redeemed on {new Date(redeemedAt).toLocaleDateString('en-GB')}
          </Badge>
        ) : (
          <>
            <Badge color="teal" size="lg" variant="light">
              Valid code
            </Badge>
            <Button size="md" fullWidth onClick={redeem}>
              Redeem now
            </Button>
          </>
        )}
        <Text size="xs" c="dimmed">
          This is the sandbox voucher provider: no real shop or money is involved.
        </Text>
      </OutcomeCard>
    </ClaimFrame>
  );
}
