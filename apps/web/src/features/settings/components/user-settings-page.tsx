import { Alert, Box, Button, Card, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@gifthub/shared/messages';
import { ROLE_LABELS } from '@gifthub/shared/permissions';
import { currentUserTexts, EMAIL_PREFERENCES, EMAIL_PREFERENCE_LABELS, ZCurrentUserUpdate, type TCurrentUserUpdate, type TEmailPreference } from '@gifthub/shared/users';
import { useSearchParams } from 'react-router';
import { billingTexts } from '@gifthub/shared/billing';
import { ApiError } from '../../../lib/api-client';
import { SavedCardsSection } from '../../../domain/payment/components/saved-cards-section';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { useUpdateCurrentUser } from '../api/update-current-user';
import { DemoNote } from './no-access';
import { WriteButton } from '../../../components/write-button';

type TValues = { name: string; currentPassword: string; password: string; passwordConfirm: string; email_preferences: TEmailPreference[] };

/**
 * The shared contract, plus the match and current-password rules reported even while another field fails
 * (zod skips an object's refinements until its fields pass).
 */
export function validateUserSettings(values: TValues) {
  const errors = zodValidate(ZCurrentUserUpdate)(values);
  if (!errors.passwordConfirm && values.password !== values.passwordConfirm) errors.passwordConfirm = msg.match('Password confirmation');
  if (!errors.currentPassword && values.password && !values.currentPassword) errors.currentPassword = currentUserTexts.currentPasswordRequired;
  return errors;
}

/** /settings, spec 3 §2.10 User: name, read-only e-mail and role, a new password, e-mail preferences (pro). */
export function UserSettingsPage() {
  const { user, teamId, pro, demo } = useSession();
  const ui = useUi();
  const update = useUpdateCurrentUser(teamId);
  const [params] = useSearchParams();
  const withPreferences = pro && !demo;
  const form = useForm<TValues>({
    initialValues: { name: user.name, currentPassword: '', password: '', passwordConfirm: '', email_preferences: user.email_preferences },
    validate: validateUserSettings,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    const body: TCurrentUserUpdate = { name: values.name };
    if (values.password) Object.assign(body, { password: values.password, passwordConfirm: values.passwordConfirm, currentPassword: values.currentPassword });
    // The API accepts preferences from pro teams only (422 otherwise).
    if (withPreferences) body.email_preferences = values.email_preferences;
    try {
      const saved = await update.mutateAsync(body);
      form.setValues({ name: saved.name, currentPassword: '', password: '', passwordConfirm: '', email_preferences: saved.email_preferences });
      form.resetDirty();
    } catch (e) {
      if (e instanceof ApiError) form.setErrors(e.fieldErrors());
    }
  });

  return (
    <>
      <PageHeader title="Your Account" crumbs={[{ label: 'Settings' }, { label: 'Your Account' }]} />
      {demo && <DemoNote />}
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={880}>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="md">
              Account details
            </Title>
            <Stack>
              <TextInput label="Name" autoComplete="name" required disabled={demo} {...form.getInputProps('name')} />
              <div>
                <TextInput label="E-Mail" value={user.email} readOnly variant="filled" data-testid="user-email" />
                <Group gap="xs" mt={6} wrap="nowrap" align="center">
                  <Text size="sm" c="dimmed">
                    Changing your e-mail address requires contacting us.
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={ui.openContact}>
                    Contact Us
                  </Button>
                </Group>
              </div>
              <TextInput label="Role" value={ROLE_LABELS[user.role]} readOnly variant="filled" />
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb={4}>
              Change password
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Leave the new password empty to keep your current one. A new password needs your current password.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput label="Current Password" autoComplete="current-password" disabled={demo} {...form.getInputProps('currentPassword')} />
              <Box visibleFrom="sm" />
              <PasswordInput label="New Password" autoComplete="new-password" disabled={demo} {...form.getInputProps('password')} />
              <PasswordInput label="New Password Confirmation" autoComplete="new-password" disabled={demo} {...form.getInputProps('passwordConfirm')} />
            </SimpleGrid>
          </Card>

          {withPreferences ? (
            <Card withBorder radius="md" padding="lg" data-testid="email-preferences">
              <Checkbox.Group
                label={
                  <Title order={2} size="h4" component="span">
                    E-mail preferences
                  </Title>
                }
                description="Choose which e-mail notifications you receive."
                {...form.getInputProps('email_preferences')}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                  {EMAIL_PREFERENCES.map((p) => (
                    <Checkbox key={p} value={p} label={EMAIL_PREFERENCE_LABELS[p]} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            </Card>
          ) : (
            !demo && <ProGate feature="emailPreferences" />
          )}

          <Group>
            <WriteButton type="submit" loading={update.isPending}>
              Update Account Settings
            </WriteButton>
          </Group>
        </Stack>
      </form>

      {/* Direct payment cards (spec 3 §2.10 User, only with use-cards). A card-setup return URL
          carrying stripe_method=not_allowed means the gateway refused that method. */}
      {params.get('stripe_method') === 'not_allowed' && (
        <Alert color="red" mt="lg" data-testid="stripe-method-not-allowed">
          {billingTexts.cardFailed}
        </Alert>
      )}
      <Box mt="lg">
        <SavedCardsSection />
      </Box>
    </>
  );
}
