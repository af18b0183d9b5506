import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetTexts, ZForgotPassword, type TForgotPassword } from '@gifthub/shared/auth';
import { ApiError } from '../../../lib/api-client';
import { isDemoMode } from '../../../lib/base';
import { zodValidate } from '../../../lib/form';
import { useForgotPassword } from '../api/password-reset';
import { AuthFrame } from './auth-frame';

/** /forgot-password: asks for a reset link by e-mail. The answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const send = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TForgotPassword>({ initialValues: { email: '' }, validate: zodValidate(ZForgotPassword), validateInputOnBlur: true });
  // Preview mode has one shared demo user and no passwords to reset.
  if (isDemoMode()) return <Navigate to="/login" replace />;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
    } catch (e) {
      if (e instanceof ApiError) {
        form.setErrors(e.fieldErrors());
        setError(e.message);
      } else setError('The request failed. Please try again.');
    }
  });

  return (
    <AuthFrame>
      <Stack>
        <Title order={1} size="h3">
          Reset your password
        </Title>
        {sent ? (
          <Alert color="green" data-testid="reset-link-sent">
            {passwordResetTexts.sent}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Text size="sm" c="dimmed">
                Enter the e-mail address of your account and we will send you a link to set a new password.
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <TextInput label="E-Mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <Button type="submit" loading={send.isPending} fullWidth>
                SEND RESET LINK
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
