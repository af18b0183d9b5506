import { useContext, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Modal, NumberInput, PasswordInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { TARGET_USES, TEAM_SIZES, ZProDetails, ZTeamSignUpAccount } from '@gifthub/shared/auth';
import { texts } from '@gifthub/shared/messages';
import { ApiError, clearSession } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { navigateTo } from '../../../lib/navigation';
import { PRODUCT_NAME } from '../../../lib/product';
import { SessionContext } from '../../../lib/session';
import { useRequestPlanUpgrade } from '../api/request-plan-upgrade';
import { useTeamSignUp } from '../api/team-sign-up';
import { Done, PlanChoice, ReferenceFields, StepButtons, StepForm, StepHeading, UpgradeStart } from './sign-up-parts';
import { ACCOUNT_FIELDS, INITIAL_VALUES, account, proDetails, signUpPayload, type TSignUpValues } from './sign-up-values';

export type TSignUpStep = 'start' | 'form' | 'form-pro' | 'processing' | 'upgrade-done' | 'trial-pending' | 'already-pro';

const MODAL_SIZE = 600;

/**
 * The team sign-up and upgrade modal (spec 3 §2.12). Signed out (login page) and in preview mode it signs up a new
 * team; a signed-in free team requests the Pro upgrade; trial and pro teams see where they stand.
 * Rendered on the login page too, so the session comes from the context and may be absent.
 */
export function SignUpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useContext(SessionContext);
  const upgrading = session !== null && !session.demo;
  const title = upgrading ? `Upgrade to ${PRODUCT_NAME} HUB Pro` : `Create your ${PRODUCT_NAME} HUB team account`;
  // The body unmounts while closed, so every opening starts at the step the plan calls for.
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_SIZE}>
      <SignUpFlow onClose={onClose} />
    </Modal>
  );
}

function SignUpFlow({ onClose }: { onClose: () => void }) {
  const session = useContext(SessionContext);
  const qc = useQueryClient();
  // Preview mode is signed in as the shared demo user, which is no real account: it signs up like a visitor.
  const upgrading = session !== null && !session.demo;
  const plan = session?.team.plan;
  const [step, setStep] = useState<TSignUpStep>(upgrading && plan === 'trial' ? 'trial-pending' : upgrading && plan === 'pro' ? 'already-pro' : 'start');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TSignUpValues>({ initialValues: INITIAL_VALUES });
  const signUp = useTeamSignUp();
  const upgrade = useRequestPlanUpgrade(session?.teamId ?? 0);

  const check = (errors: Record<string, string>) => {
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const submit = async (from: TSignUpStep) => {
    setError(null);
    setStep('processing');
    try {
      // An upgrade puts the team on trial: the mutation refreshes the shell's banner and team list before it settles.
      if (upgrading) await upgrade.mutateAsync(proDetails(form.values));
      else await signUp.mutateAsync(signUpPayload(form.values));
      setStep('upgrade-done');
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors() : {};
      form.setErrors(fields);
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
      // Back to the step the submission came from, or to the account step when its fields were rejected.
      setStep(from === 'form-pro' && !upgrading && Object.keys(fields).some((f) => ACCOUNT_FIELDS.includes(f)) ? 'form' : from);
    }
  };

  const choosePlan = (accountPlan: TSignUpValues['accountPlan']) => {
    form.setFieldValue('accountPlan', accountPlan);
    setError(null);
    setStep(upgrading ? 'form-pro' : 'form');
  };

  const continueFromAccount = () => {
    if (!check(zodValidate(ZTeamSignUpAccount)(account(form.values)))) return;
    if (form.values.accountPlan === 'pro') {
      setError(null);
      setStep('form-pro');
    } else void submit('form');
  };

  const continueFromPro = () => {
    if (check(zodValidate(ZProDetails)(proDetails(form.values)))) void submit('form-pro');
  };

  const goToLogin = () => {
    onClose();
    if (session?.demo) {
      // Leave preview mode so the new account can sign in.
      clearSession();
      qc.clear();
      window.location.assign('/pro/login?signup=success');
    } else navigateTo('/login?signup=success');
  };

  const errorAlert = error && (
    <Alert color="red" role="alert" data-testid="registration-error">
      {error}
    </Alert>
  );

  switch (step) {
    case 'start':
      return upgrading ? <UpgradeStart onContinue={() => choosePlan('pro')} onClose={onClose} /> : <PlanChoice onChoose={choosePlan} />;
    case 'form':
      return (
        <StepForm onSubmit={continueFromAccount} testId="step-form">
          <StepHeading step={1} of={form.values.accountPlan === 'pro' ? 2 : 1} title="Your account" plan={form.values.accountPlan} />
          {errorAlert}
          <TextInput label="Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput label="Team Name" withAsterisk autoComplete="organization" {...form.getInputProps('teamName')} />
          <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label="Password confirmation" withAsterisk autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
          </SimpleGrid>
          <ReferenceFields form={form} />
          <StepButtons onBack={() => setStep('start')} submitLabel={form.values.accountPlan === 'pro' ? 'Continue' : 'Create account'} />
        </StepForm>
      );
    case 'form-pro':
      return (
        <StepForm onSubmit={continueFromPro} testId="step-form-pro">
          {upgrading ? (
            <Text size="sm" c="dimmed">
              Tell us about your team and a representative will contact you to arrange your Pro plan.
            </Text>
          ) : (
            <StepHeading step={2} of={2} title="About your team" plan="pro" />
          )}
          {errorAlert}
          <TextInput label="Phone Number" withAsterisk type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Team Size"
              withAsterisk
              placeholder="Choose"
              data={TEAM_SIZES.map((s) => ({ value: s, label: s === '10+' ? '10 or more' : s }))}
              allowDeselect={false}
              {...form.getInputProps('size')}
            />
            {form.values.size === '10+' && <NumberInput label="Exact team size" withAsterisk min={10} allowDecimal={false} allowNegative={false} {...form.getInputProps('sizeOther')} />}
          </SimpleGrid>
          <Checkbox.Group label="What will you use it for?" {...form.getInputProps('targetUse')}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
              {TARGET_USES.map((u) => (
                <Checkbox key={u} value={u} label={u} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Radio.Group label="Are you interested in bespoke or branded gifts?" {...form.getInputProps('brandedGifts')}>
            <Group mt={6}>
              <Radio value="yes" label="Yes" />
              <Radio value="no" label="No" />
            </Group>
          </Radio.Group>
          {/* Signing up asks this on the account step; an upgrade has no account step. */}
          {upgrading && <ReferenceFields form={form} />}
          <StepButtons onBack={() => setStep(upgrading ? 'start' : 'form')} submitLabel={upgrading ? 'Request upgrade' : 'Create account'} />
        </StepForm>
      );
    case 'processing':
      return (
        <Stack align="center" py="xl" data-testid="step-processing">
          <Loader />
          <Text>{upgrading ? 'Sending your request…' : 'Creating your account…'}</Text>
        </Stack>
      );
    case 'upgrade-done':
      return (
        <Done testId="step-upgrade-done" title={upgrading ? 'Request received' : 'Your account has been created'}>
          {upgrading ? (
            <Text>Thank you. Your Pro plan request has been sent. A representative will contact you shortly to arrange your Pro plan; until then your team is on a trial.</Text>
          ) : (
            <>
              <Text>
                Your team <b>{form.values.teamName}</b> is ready. Log in with <b>{form.values.email}</b> and your new password.
              </Text>
              {form.values.accountPlan === 'pro' && <Text>A representative will contact you shortly to arrange your Pro plan.</Text>}
            </>
          )}
          <Group justify="flex-end">{upgrading ? <Button onClick={onClose}>Close</Button> : <Button onClick={goToLogin}>Log in</Button>}</Group>
        </Done>
      );
    case 'trial-pending':
      return (
        <Done testId="step-trial-pending" title="Your Pro plan request is pending">
          <Text>A representative will contact you shortly to arrange your Pro plan. Until then your team is on a trial.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Done>
      );
    case 'already-pro':
      return (
        <Done testId="step-already-pro" title={texts.alreadySignedIn}>
          <Text>Your team {session?.team.name} is already on the {PRODUCT_NAME} HUB Pro plan, so there is nothing to sign up for.</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Done>
      );
  }
}

