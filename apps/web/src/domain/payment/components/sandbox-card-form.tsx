import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@gifthub/shared/messages';
import { confirmSandboxSetup } from '../api/set-up-card';
import type { TCardFormProps } from './card-form-props';

type TValues = { number: string; expiry: string; cvc: string };

const digits = (s: string) => s.replace(/\D/g, '');

/** MM/YY or MM/YYYY → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function validateSandboxCard(v: TValues): Partial<Record<keyof TValues, string>> {
  // "{field} must be valid." is the shared wording (msg.email) for a malformed value.
  const errors: Partial<Record<keyof TValues, string>> = {};
  const n = digits(v.number);
  if (!n) errors.number = msg.required('Card number');
  else if (n.length < 12 || n.length > 19) errors.number = msg.email('Card number');
  if (!v.expiry.trim()) errors.expiry = msg.required('Expiry');
  else if (!parseExpiry(v.expiry)) errors.expiry = msg.email('Expiry');
  const c = digits(v.cvc);
  if (!c) errors.cvc = msg.required('CVC');
  else if (c.length < 3 || c.length > 4) errors.cvc = msg.email('CVC');
  return errors;
}

/** Groups the digits in fours as they are typed. */
const formatNumber = (s: string) => digits(s).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The sandbox gateway's card form (Stripe mode mounts Stripe Elements instead). The card goes only to the
 * sandbox gateway's endpoint, never to the portal's API.
 */
export function SandboxCardForm({ clientSecret, busy, error, onStart, onConfirmed, onFailed, onCancel }: TCardFormProps) {
  const form = useForm<TValues>({ initialValues: { number: '', expiry: '', cvc: '' }, validate: validateSandboxCard });

  const submit = form.onSubmit(async (v) => {
    const exp = parseExpiry(v.expiry)!;
    onStart();
    const res = await confirmSandboxSetup(clientSecret, { number: digits(v.number), exp_month: exp.month, exp_year: exp.year, cvc: digits(v.cvc) });
    if (!res.ok) onFailed(res.message);
    else if (res.status === 'requires_payment_method') onFailed();
    else onConfirmed(res.id);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sandbox-card-form">
      <Stack gap="sm">
        {error && (
          <Alert color="red" data-testid="card-error">
            {error}
          </Alert>
        )}
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          disabled={busy}
          {...form.getInputProps('number')}
          onChange={(e) => form.setFieldValue('number', formatNumber(e.currentTarget.value))}
        />
        <SimpleGrid cols={2}>
          <TextInput label="Expiry" placeholder="MM/YY" autoComplete="cc-exp" required disabled={busy} {...form.getInputProps('expiry')} />
          <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" required disabled={busy} {...form.getInputProps('cvc')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Test mode: use 4242 4242 4242 4242 or 4000 0082 6000 0000 with any future expiry and any CVC.
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            CANCEL
          </Button>
          <Button type="submit" loading={busy}>
            ADD PAYMENT CARD
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
