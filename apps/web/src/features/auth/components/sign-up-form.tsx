import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZSignUp } from '@gifthub/shared/auth';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSignUp, useSignUpInvite } from '../api/sign-up';

/** Invitation sign-up: Name (min 6), Password (min 6), confirmation must match; the e-mail is fixed. */
export function SignUpForm({ token }: { token: string }) {
  const invite = useSignUpInvite(token);
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { token, name: '', password: '', passwordConfirm: '' }, validate: zodValidate(ZSignUp), validateInputOnBlur: true });

  if (invite.isPending) return <Loader />;
  if (invite.isError)
    return (
      <Alert color="red" title="Invitation" data-testid="invite-invalid">
        {invite.error.message}
      </Alert>
    );

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await signUp.mutateAsync(values);
      navigate('/login?signup=success', { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        form.setErrors(e.fieldErrors());
        setError(e.message);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          Join {invite.data.team_name}
        </Title>
        <Text size="sm" c="dimmed">
          Create your account to join the team.
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <TextInput label="E-Mail" value={invite.data.email} readOnly disabled />
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Password confirmation" autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
        <Button type="submit" loading={signUp.isPending} fullWidth>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
