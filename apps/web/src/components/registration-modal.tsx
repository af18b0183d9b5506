import { useContext, useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import {
  REFERENCES,
  TARGET_USES,
  TEAM_SIZES,
  ZProDetails,
  ZTeamSignUpAccount,
  type TProDetails,
  type TTeamSignUp,
} from '@gifthub/shared/auth';
import { texts } from '@gifthub/shared/messages';
import { PLAN_LABELS } from '@gifthub/shared/plans';
import type { TTeam } from '@gifthub/shared/teams';
import { ApiError, clearSession, http } from '../lib/api-client';
import { zodValidate } from '../lib/form';
import { navigateTo } from '../lib/navigation';
import { PRODUCT_NAME } from '../lib/product';
import { SessionContext } from '../lib/session';

export type TRegistrationStep = 'start' | 'form' | 'form-pro' | 'processing' | 'upgrade-done' | 'trial-pending' | 'already-pro';

type TValues = {
  accountPlan: 'free' | 'pro';
  name: string;
  teamName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  size: string | null;
  sizeOther: number | string;
  targetUse: string[];
  brandedGifts: '' | 'yes' | 'no';
  reference: string | null;
  referenceOther: string;
};

const ACCOUNT_FIELDS = ['name', 'teamName', 'email', 'password', 'passwordConfirm'];
const MODAL_SIZE = 600;

const account = (v: TValues) => ({ accountPlan: v.accountPlan, name: v.name, teamName: v.teamName, email: v.email, password: v.password, passwordConfirm: v.passwordConfirm });
const reference = (v: TValues) => ({
  reference: (v.reference || undefined) as TProDetails['reference'],
  referenceOther: v.reference === 'Other' ? v.referenceOther : undefined,
});
const proDetails = (v: TValues): TProDetails => ({
  phone: v.phone,
  size: (v.size ?? '') as TProDetails['size'],
  sizeOther: v.size === '10+' && v.sizeOther !== '' ? Number(v.sizeOther) : undefined,
  targetUse: v.targetUse as TProDetails['targetUse'],
  brandedGifts: v.brandedGifts === '' ? undefined : v.brandedGifts === 'yes',
  ...reference(v),
});
/** The free plan removes phone, size, targetUse and brandedGifts from the submission (spec 3 §5). */
const signUpPayload = (v: TValues): TTeamSignUp => (v.accountPlan === 'pro' ? { ...account(v), ...proDetails(v) } : { ...account(v), ...reference(v) });

const teamSignUp = (body: TTeamSignUp) => http.post<{ team_id: number; plan: string }>('/team-sign-up', body, { quiet: true, successAlert: false });
const requestUpgrade = (teamId: number, body: TProDetails) => http.post<TTeam>(`/teams/${teamId}/request-plan-upgrade`, body, { quiet: true, successAlert: false });

/**
 * Registration and upgrade modal (spec 3 §2.12). Signed out (login page) and in preview mode it signs up a new
 * team; a signed-in free team requests the Pro upgrade; trial and pro teams see where they stand.
 * Rendered on the login page too, so the session comes from the context and may be absent.
 */
export function RegistrationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useContext(SessionContext);
  const upgrading = session !== null && !session.demo;
  const title = upgrading ? `Upgrade to ${PRODUCT_NAME} HUB Pro` : `Create your ${PRODUCT_NAME} HUB team account`;
  // The body unmounts while closed, so every opening starts at the step the plan calls for.
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={MODAL_SIZE}>
      <RegistrationFlow onClose={onClose} />
    </Modal>
  );
}

function RegistrationFlow({ onClose }: { onClose: () => void }) {
  const session = useContext(SessionContext);
  const qc = useQueryClient();
  // Preview mode is signed in as the shared demo user, which is no real account: it signs up like a visitor.
  const upgrading = session !== null && !session.demo;
  const plan = session?.team.plan;
  const [step, setStep] = useState<TRegistrationStep>(upgrading && plan === 'trial' ? 'trial-pending' : upgrading && plan === 'pro' ? 'already-pro' : 'start');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TValues>({
    initialValues: {
      accountPlan: 'free',
      name: '',
      teamName: '',
      email: '',
      password: '',
      passwordConfirm: '',
      phone: '',
      size: null,
      sizeOther: '',
      targetUse: [],
      brandedGifts: '',
      reference: null,
      referenceOther: '',
    },
  });
  const signUp = useMutation({ mutationFn: teamSignUp });
  const upgrade = useMutation({ mutationFn: (body: TProDetails) => requestUpgrade(session?.teamId ?? 0, body) });

  const check = (errors: Record<string, string>) => {
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const submit = async (from: TRegistrationStep) => {
    setError(null);
    setStep('processing');
    try {
      if (upgrading && session) {
        await upgrade.mutateAsync(proDetails(form.values));
        // The team is now on trial: the shell's banner and team list follow.
        await Promise.all([qc.invalidateQueries({ queryKey: ['teams', session.teamId] }), qc.invalidateQueries({ queryKey: ['current-user', 'teams'] })]);
      } else await signUp.mutateAsync(signUpPayload(form.values));
      setStep('upgrade-done');
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors() : {};
      form.setErrors(fields);
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
      // Back to the step the submission came from, or to the account step when its fields were rejected.
      setStep(from === 'form-pro' && !upgrading && Object.keys(fields).some((f) => ACCOUNT_FIELDS.includes(f)) ? 'form' : from);
    }
  };

  const choosePlan = (accountPlan: TValues['accountPlan']) => {
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

const FREE_BENEFITS = [`Marketplace of more than 100 curated gifts`, 'Pay as you go with direct card payments', 'One user per team'];
const PRO_BENEFITS = ['Gifting campaigns and invitations', 'Bespoke corporate products', 'Surveys and audience', 'Team balance and credit', 'Unlimited team members'];

function PlanChoice({ onChoose }: { onChoose: (plan: TValues['accountPlan']) => void }) {
  return (
    <Stack data-testid="step-start">
      <Text size="sm" c="dimmed">
        Choose how your team will use {PRODUCT_NAME} HUB. You can upgrade to Pro later.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <PlanCard name={PLAN_LABELS.free} price="Pay as you go" benefits={FREE_BENEFITS} action={<Button variant="default" fullWidth onClick={() => onChoose('free')}>Choose On Demand</Button>} />
        <PlanCard
          name={PLAN_LABELS.pro}
          price="Pricing arranged with a representative"
          benefits={PRO_BENEFITS}
          highlight
          action={
            <Button fullWidth onClick={() => onChoose('pro')}>
              Choose Pro
            </Button>
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

function UpgradeStart({ onContinue, onClose }: { onContinue: () => void; onClose: () => void }) {
  return (
    <Stack data-testid="step-start">
      <Text>Your team is on the On Demand plan: marketplace only, with direct card payments and one user. Pro adds:</Text>
      <Benefits items={PRO_BENEFITS} />
      <Text size="sm" c="dimmed">
        Pricing is variable and arranged by a representative, who will contact you after your request.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button onClick={onContinue}>Request Pro upgrade</Button>
      </Group>
    </Stack>
  );
}

function PlanCard({ name, price, benefits, action, highlight }: { name: string; price: string; benefits: string[]; action: ReactNode; highlight?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" style={highlight ? { borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 } : undefined}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h4">
              {name}
            </Title>
            {highlight && <Badge variant="light">Recommended</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {price}
          </Text>
          <Benefits items={benefits} />
        </Stack>
        {action}
      </Stack>
    </Paper>
  );
}

function Benefits({ items }: { items: string[] }) {
  return (
    <List
      size="sm"
      spacing={4}
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color="teal">
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {items.map((b) => (
        <List.Item key={b}>{b}</List.Item>
      ))}
    </List>
  );
}

function ReferenceFields({ form }: { form: UseFormReturnType<TValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select label="How did you hear about us?" placeholder="Choose" data={[...REFERENCES]} clearable {...form.getInputProps('reference')} />
      {form.values.reference === 'Other' && <TextInput label="Please tell us where" maxLength={200} {...form.getInputProps('referenceOther')} />}
    </SimpleGrid>
  );
}

function StepForm({ onSubmit, testId, children }: { onSubmit: () => void; testId: string; children: ReactNode }) {
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

function StepHeading({ step, of, title, plan }: { step: number; of: number; title: string; plan: TValues['accountPlan'] }) {
  return (
    <Group justify="space-between">
      <Text fw={600}>
        Step {step} of {of}: {title}
      </Text>
      <Badge variant="light" color={plan === 'pro' ? 'blue' : 'gray'}>
        {PLAN_LABELS[plan]}
      </Badge>
    </Group>
  );
}

function StepButtons({ onBack, submitLabel }: { onBack: () => void; submitLabel: string }) {
  return (
    <Group justify="space-between" mt="xs">
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );
}

function Done({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light" color="teal">
          <IconCheck size={20} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
