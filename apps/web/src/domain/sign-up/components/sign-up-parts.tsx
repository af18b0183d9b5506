import type { ReactNode } from 'react';
import { Badge, Button, Group, List, Paper, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { AREAS, openAreas, type TArea, type TAreaStatus } from '@gifthub/shared/areas';
import { REFERENCES } from '@gifthub/shared/auth';
import { PLAN_LABELS } from '@gifthub/shared/plans';
import { PRODUCT_NAME } from '../../../lib/product';
import type { TSignUpValues } from './sign-up-values';

// The sign-up modal's building blocks: the plan choice, the upgrade's start, and the frame of each step.

const FREE_BENEFITS = [`Marketplace of more than 100 curated gifts`, 'Pay as you go with direct card payments', 'One user per team'];
/** What Pro adds, each with the area it opens: an area that is not open yet (areas.ts) is listed as coming soon, never as a link. */
export const PRO_BENEFITS: readonly { text: string; area: TArea }[] = [
  { text: 'Gifting campaigns and invitations', area: 'campaigns' },
  { text: 'Bespoke corporate products', area: 'corporate-products' },
  { text: 'Surveys and audience', area: 'surveys' },
  { text: 'Team balance and credit', area: 'billing' },
  { text: 'Unlimited team members', area: 'settings' },
];

/** Pro's benefits: those of open areas, then the rest under Coming soon. */
export const proBenefits = (areas: TAreaStatus = AREAS) => {
  const open = openAreas(PRO_BENEFITS, areas);
  return { now: open.map((b) => b.text), soon: PRO_BENEFITS.filter((b) => !open.includes(b)).map((b) => b.text) };
};

function ProBenefits() {
  const { now, soon } = proBenefits();
  return (
    <Stack gap={6}>
      <Benefits items={now} />
      {soon.length > 0 && (
        <Stack gap={4} data-testid="pro-coming-soon">
          <Text size="xs" fw={700} tt="uppercase" c="dark.6">
            Coming soon
          </Text>
          <List size="sm" spacing={2} c="dark.6">
            {soon.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

export function PlanChoice({ onChoose }: { onChoose: (plan: TSignUpValues['accountPlan']) => void }) {
  return (
    <Stack data-testid="step-start">
      <Text size="sm" c="dimmed">
        Choose how your team will use {PRODUCT_NAME} HUB. You can upgrade to Pro later.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <PlanCard name={PLAN_LABELS.free} price="Pay as you go" benefits={<Benefits items={FREE_BENEFITS} />} action={<Button variant="default" fullWidth onClick={() => onChoose('free')}>Choose On Demand</Button>} />
        <PlanCard
          name={PLAN_LABELS.pro}
          price="Pricing arranged with a representative"
          benefits={<ProBenefits />}
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

export function UpgradeStart({ onContinue, onClose }: { onContinue: () => void; onClose: () => void }) {
  return (
    <Stack data-testid="step-start">
      <Text>Your team is on the On Demand plan: marketplace only, with direct card payments and one user. Pro adds:</Text>
      <ProBenefits />
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

function PlanCard({ name, price, benefits, action, highlight }: { name: string; price: string; benefits: ReactNode; action: ReactNode; highlight?: boolean }) {
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
          {benefits}
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

export function ReferenceFields({ form }: { form: UseFormReturnType<TSignUpValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select label="How did you hear about us?" placeholder="Choose" data={[...REFERENCES]} clearable {...form.getInputProps('reference')} />
      {form.values.reference === 'Other' && <TextInput label="Please tell us where" maxLength={200} {...form.getInputProps('referenceOther')} />}
    </SimpleGrid>
  );
}

export function StepForm({ onSubmit, testId, children }: { onSubmit: () => void; testId: string; children: ReactNode }) {
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

export function StepHeading({ step, of, title, plan }: { step: number; of: number; title: string; plan: TSignUpValues['accountPlan'] }) {
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

export function StepButtons({ onBack, submitLabel }: { onBack: () => void; submitLabel: string }) {
  return (
    <Group justify="space-between" mt="xs">
      <Button variant="default" onClick={onBack}>
        Back
      </Button>
      <Button type="submit">{submitLabel}</Button>
    </Group>
  );
}

export function Done({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
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
