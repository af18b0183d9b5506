import type { ReactNode } from 'react';
import { Alert, ColorInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ACTION_PAGE_LABELS,
  ACTION_PAGE_TEXT_MAX,
  contrastWarnings,
  type TActionPageSettings,
  type TActionPageView,
  type TResolvedActionPage,
} from '@gifthub/shared/action-pages';

export type TActionPageForm = UseFormReturnType<TResolvedActionPage>;

const DISPLAY = ['displayHero', 'displayLogo', 'displayTeamName', 'displayCampaignName', 'displayCampaignDescription', 'displayGiftNameMultiple'] as const;
const COLOURS = ['textColour', 'backgroundColour', 'buttonColour', 'buttonBackground'] as const;
const SWATCHES = ['#1f2328', '#ffffff', '#f6f7f9', '#1864ab', '#0b5d4b', '#7b2cbf', '#c92a2a', '#e8590c', '#2b8a3e', '#000000'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Every setting of spec 3 §2.4 for one view (its tab): what shows, the colours (with a warning when text would be
 * hard to read), the buttons and the marketplace's words. `disabled`: preview mode.
 */
export function ViewSettings({ form, view, disabled }: { form: TActionPageForm; view: TActionPageView; disabled: boolean }) {
  const path = (key: keyof TActionPageSettings) => `${view}.${key}`;
  const text = (key: 'buttonTextSingle' | 'buttonTextMultiple' | 'marketplaceTitle') => (
    <TextInput
      label={ACTION_PAGE_LABELS[key]}
      description={`Up to ${ACTION_PAGE_TEXT_MAX[key]} characters`}
      required={key !== 'marketplaceTitle'}
      disabled={disabled}
      {...form.getInputProps(path(key))}
    />
  );
  const warnings = contrastWarnings(form.values[view]);
  return (
    <Stack gap="lg" pt="md" data-testid={`view-settings-${view}`}>
      <Section title="Show on the page">
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="xs">
          {DISPLAY.map((key) => (
            <Switch key={key} label={ACTION_PAGE_LABELS[key]} disabled={disabled} {...form.getInputProps(path(key), { type: 'checkbox' })} />
          ))}
        </SimpleGrid>
      </Section>
      <Section title="Colours">
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="sm">
          {COLOURS.map((key) => (
            <ColorInput
              key={key}
              label={ACTION_PAGE_LABELS[key]}
              format="hex"
              swatches={SWATCHES}
              disabled={disabled}
              eyeDropperButtonProps={{ 'aria-label': `Pick the ${ACTION_PAGE_LABELS[key].toLowerCase()} from the screen` }}
              {...form.getInputProps(path(key))}
            />
          ))}
        </SimpleGrid>
        {warnings.map((w) => (
          <Alert key={w} color="yellow" variant="light" p="xs" data-testid="contrast-warning">
            <Text size="sm">{w}</Text>
          </Alert>
        ))}
      </Section>
      <Section title="Buttons">
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="xs">
          <Switch label={ACTION_PAGE_LABELS.buttonRoundedCorners} disabled={disabled} {...form.getInputProps(path('buttonRoundedCorners'), { type: 'checkbox' })} />
          <Switch label={ACTION_PAGE_LABELS.buttonShadow} disabled={disabled} {...form.getInputProps(path('buttonShadow'), { type: 'checkbox' })} />
        </SimpleGrid>
        <SimpleGrid type="container" cols={{ base: 1, '420px': 2 }} spacing="sm">
          {text('buttonTextSingle')}
          {text('buttonTextMultiple')}
        </SimpleGrid>
      </Section>
      <Section title="Marketplace gift page">
        {text('marketplaceTitle')}
        <Textarea
          label={ACTION_PAGE_LABELS.marketplaceDescription}
          description={`Up to ${ACTION_PAGE_TEXT_MAX.marketplaceDescription} characters`}
          autosize
          minRows={2}
          disabled={disabled}
          {...form.getInputProps(path('marketplaceDescription'))}
        />
      </Section>
    </Stack>
  );
}
