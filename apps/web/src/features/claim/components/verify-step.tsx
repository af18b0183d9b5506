import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { claimTexts, type TVerifyResult } from '@gifthub/shared/claims';
import { msg } from '@gifthub/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useVerifyGift } from '../api/verify-gift';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A link with a password type: the recipient confirms the e-mail, or the first and last name, the sender gave. */
export function VerifyStep({ kind, secret, notice, onVerified }: { kind: 'email' | 'name'; secret: string; notice?: string | null; onVerified: (r: TVerifyResult) => void }) {
  const verify = useVerifyGift(secret);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', first_name: '', last_name: '' },
    validate: (v) => {
      const errors: Record<string, string> = {};
      if (kind === 'email') {
        if (!v.email.trim()) errors.email = msg.required('E-mail');
        else if (!EMAIL_RE.test(v.email.trim())) errors.email = msg.email('E-mail');
      } else {
        if (!v.first_name.trim()) errors.first_name = msg.required('First Name');
        if (!v.last_name.trim()) errors.last_name = msg.required('Last Name');
      }
      return errors;
    },
  });

  const submit = form.onSubmit((v) => {
    setError(null);
    const body = kind === 'email' ? { email: v.email.trim() } : { first_name: v.first_name.trim(), last_name: v.last_name.trim() };
    verify.mutate(body, {
      onSuccess: onVerified,
      onError: (e) => {
        if (!(e instanceof ApiError)) return setError('Something went wrong. Please try again.');
        // A mismatch names one field; the message says it for both, so it is shown once, above the fields.
        if (e.code === 'verification_failed') return setError(e.message || claimTexts.verifyFailed);
        if (e.status === 422 && Object.keys(e.errors).length) return form.setErrors(e.fieldErrors());
        setError(e.status === 429 ? e.message || claimTexts.tooManyAttempts : e.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="verify-step">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Confirm it's you
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {kind === 'email'
              ? 'To open your gift, enter the e-mail address this gift was sent to.'
              : 'To open your gift, enter your first and last name as the sender knows them.'}
          </Text>
        </div>
        {(error || notice) && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="verify-error">
            {error ?? notice}
          </Alert>
        )}
        {kind === 'email' ? (
          <TextInput label="E-mail" type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First Name" autoComplete="given-name" withAsterisk {...form.getInputProps('first_name')} />
            <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.getInputProps('last_name')} />
          </SimpleGrid>
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
