import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { PASSWORD_RESET_INVALID, passwordResetTexts, ZResetPassword } from '@gifthub/shared/auth';
import { ApiError, clearSession } from '../../../lib/api-client';
import { isDemoMode } from '../../../lib/base';
import { zodValidate } from '../../../lib/form';
import { useResetPassword, useResetPasswordLink } from '../api/password-reset';
import { AuthFrame } from './auth-frame';

/** /reset-password?token=…: the link from the e-mail; sets a new password once, then back to login. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useResetPasswordLink(token);
  const [usedUp, setUsedUp] = useState(false);
  if (isDemoMode()) return <Navigate to="/login" replace />;

  const body =
    !token || link.isError || usedUp ? <InvalidLink /> : link.isPending ? <Loader mx="auto" /> : <ResetForm token={token} email={link.data.email} onInvalid={() => setUsedUp(true)} />;
  return (
    <AuthFrame>
      <Stack>
        <Title order={1} size="h3">
          Set a new password
        </Title>
        {body}
      </Stack>
    </AuthFrame>
  );
}

function InvalidLink() {
  return (
    <Alert color="red" data-testid="reset-link-invalid">
      <Stack gap="xs">
        <Text size="sm">{passwordResetTexts.invalid}</Text>
        {/* The alert's own text colour, underlined: the primary blue on the red alert falls short of 4.5:1. */}
        <Anchor component={Link} to="/forgot-password" size="sm" c="inherit" underline="always" fw={600}>
          Request a new link
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ResetForm({ token, email, onInvalid }: { token: string; email: string; onInvalid: () => void }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { token, password: '', passwordConfirm: '' }, validate: zodValidate(ZResetPassword), validateInputOnBlur: true });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await reset.mutateAsync(values);
      // Every session of the account has ended, this browser's included.
      clearSession();
      qc.clear();
      navigate('/login?reset=success', { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code === PASSWORD_RESET_INVALID) onInvalid();
      else if (e instanceof ApiError) {
        form.setErrors(e.fieldErrors());
        setError(e.message);
      } else setError('The request failed. Please try again.');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="E-Mail" value={email} readOnly variant="filled" autoComplete="username" />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Password confirmation" autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
        <Button type="submit" loading={reset.isPending} fullWidth>
          SET NEW PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
