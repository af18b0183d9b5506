import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Divider, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import type { TLogin } from '@gifthub/shared/auth';
import { passwordResetTexts } from '@gifthub/shared/auth-texts';
import { ApiError } from '../../../lib/api-client';
import { isDemoMode } from '../../../lib/base';
import { lazySchema } from '../../../lib/form';
import { storage } from '../../../lib/storage';
import { useLogin } from '../api/login';
import { AuthFrame } from './auth-frame';

// The login page's own load stays small (its bundle budget): the two modals load when opened, the invitation's
// sign-up form when the link has one, and the form's zod schema when the form is first focused.
const SignUpForm = lazy(() => import('./sign-up-form').then((m) => ({ default: m.SignUpForm })));
const ContactModal = lazy(() => import('../../../domain/contact/components/contact-modal').then((m) => ({ default: m.ContactModal })));
const SignUpModal = lazy(() => import('../../../domain/sign-up/components/sign-up-modal').then((m) => ({ default: m.SignUpModal })));
const loginSchema = lazySchema(() => import('@gifthub/shared/auth').then((m) => m.ZLogin));

/** /login: the login form, or the invitation sign-up form when the query has t. */
export function LoginPage() {
  const [params] = useSearchParams();
  const inviteToken = params.get('t');
  const [modal, setModal] = useState<null | 'contact' | 'sign-up'>(null);
  if (storage.apiToken() && !inviteToken) return <Navigate to="/dashboard" replace />;

  return (
    <AuthFrame>
      {inviteToken ? (
        <Suspense fallback={<Loader />}>
          <SignUpForm token={inviteToken} />
        </Suspense>
      ) : (
        <LoginForm created={params.get('signup') === 'success'} passwordChanged={params.get('reset') === 'success'} />
      )}
      <Divider my="lg" />
      <Stack gap={6} align="center">
        <Text size="sm">
          New to us?{' '}
          <Anchor component="button" type="button" onClick={() => setModal('sign-up')}>
            Create a team account
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          Need help?{' '}
          <Anchor component="button" type="button" onClick={() => setModal('contact')}>
            Contact us
          </Anchor>
        </Text>
      </Stack>
      <Suspense fallback={null}>
        {modal === 'contact' && <ContactModal opened onClose={() => setModal(null)} location="login" />}
        {modal === 'sign-up' && <SignUpModal opened onClose={() => setModal(null)} />}
      </Suspense>
    </AuthFrame>
  );
}

function LoginForm({ created, passwordChanged }: { created: boolean; passwordChanged: boolean }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TLogin>({ initialValues: { email: '', password: '' }, validate: loginSchema.validate, validateInputOnBlur: true, enhanceGetInputProps: loginSchema.enhanceGetInputProps });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      qc.clear();
      const to = storage.redirect();
      storage.setRedirect(null);
      navigate(to && to !== '/login' ? to : '/dashboard', { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        form.setErrors(e.fieldErrors());
        setError(e.message);
      } else setError('Login failed. Please try again.');
    }
  });

  return (
    <form {...loginSchema.formProps(submit, form)} noValidate>
      <Stack>
        <Title order={1} size="h3">
          Log in
        </Title>
        {created && (
          <Alert color="green" data-testid="signup-success">
            Your account has been created. You can now log in.
          </Alert>
        )}
        {passwordChanged && (
          <Alert color="green" data-testid="reset-success">
            {passwordResetTexts.changed}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="E-Mail" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        {/* Preview mode signs in as the shared demo user: there is no password to reset. */}
        {!isDemoMode() && (
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
        )}
        <Button type="submit" loading={login.isPending} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
