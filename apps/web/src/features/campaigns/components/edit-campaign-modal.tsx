import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CAMPAIGN_LABELS,
  CAMPAIGN_PRIVACY,
  CAMPAIGN_TYPES,
  DISABLED_DOMAINS_MAX,
  PAGE_TITLE_MAX,
  PRIVACY_LABELS,
  REVIEW_BUTTONS_DEFAULT,
  type TCampaign,
  type TCampaignReviews,
  type TCampaignType,
} from '@gifthub/shared/campaigns';
import { expiryTexts, INVITATION_EXPIRY_MAX_DAYS } from '@gifthub/shared/campaign-expiry';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePublicUrl } from '../../../lib/site';
import { useUpdateCampaign } from '../api/update-campaign';
import { TYPE_LABELS, selectData } from './campaign-labels';
import { groupReminderErrors, initialEditValues, reviewsForType, tabOf, toSettings, validateEdit, type TEditTab, type TEditValues } from './edit-campaign-form';
import { forcedState } from './forced-values';
import { ThresholdSelect } from './feedback/threshold-select';
import { CampaignHeroField, type THeroChoice } from './campaign-hero-field';

const REVIEW_TEXTS: { key: keyof TCampaignReviews['texts']; label: string }[] = [
  { key: 'invite', label: 'Invite text' },
  { key: 'rating', label: 'Rating text' },
  { key: 'feedback', label: 'Feedback text' },
  { key: 'review_top', label: 'Review top text' },
  { key: 'review_bottom', label: 'Review bottom text' },
  { key: 'gift_claim', label: 'Gift claim text' },
];
/** The hero as the settings form sends it: the new file, or the gallery image's filename. */
const heroValues = (hero: THeroChoice) => (!hero ? {} : 'file' in hero ? { file: hero.file } : { hero_media: hero.media.filename });
const money = { decimalScale: 2, min: 0, prefix: '£', thousandSeparator: ',' } as const;

/** The campaign edit modal (spec 1 §2, §5; Pro: changing campaign settings): settings, sales values, reviews and the hero image. */
export function EditCampaignModal({ opened, campaign, tab = 'settings', onClose }: { opened: boolean; campaign: TCampaign; tab?: TEditTab; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Edit Campaign" size="xl">
      {opened && <EditForm campaign={campaign} initialTab={tab} onClose={onClose} />}
    </GuardedModal>
  );
}

function EditForm({ campaign, initialTab, onClose }: { campaign: TCampaign; initialTab: TEditTab; onClose: () => void }) {
  const { teamId } = useSession();
  const host = usePublicUrl();
  const update = useUpdateCampaign(teamId, campaign.id);
  const initial = useMemo(() => initialEditValues(campaign), [campaign]);
  const form = useForm<TEditValues>({ initialValues: initial, validate: (v) => validateEdit(v, campaign.reward_type, host) });
  const [tab, setTab] = useState<TEditTab>(initialTab);
  const [hero, setHero] = useState<THeroChoice>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  useModalGuard({ locked: update.isPending, dirty: form.isDirty() || hero !== null });
  const v = form.values;
  const forced = forcedState({ type: v.type, reward_type: campaign.reward_type, privacy: v.privacy });

  const showErrors = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first && first !== 'file' && first !== 'hero_media') setTab(tabOf(first));
  };
  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { kind: 'settings', values: { ...toSettings(values, campaign.reward_type, campaign), ...heroValues(hero) } },
        {
          onSuccess: onClose,
          onError: (e) => {
            if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
              const errors = groupReminderErrors(e.fieldErrors());
              if (errors.file ?? errors.hero_media) setFileError(errors.file ?? errors.hero_media ?? null);
              form.setErrors(errors);
              showErrors(errors);
            } else form.setErrors({ _: e instanceof ApiError ? e.message : 'The campaign could not be saved.' });
          },
        },
      ),
    showErrors,
  );
  const setType = (type: TCampaignType) => {
    form.setFieldValue('type', type);
    form.setFieldValue('reviews', reviewsForType(type, v.reviews, campaign));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="edit-campaign-form">
      {form.errors._ && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {form.errors._}
        </Alert>
      )}
      <Tabs value={tab} onChange={(t) => t && setTab(t as TEditTab)}>
        {/* Sales values and review settings have tabs of their own for those types; other campaigns have settings only. */}
        {(v.type === 'sales' || v.type === 'reviews') && (
          <Tabs.List mb="md">
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
            {v.type === 'sales' && <Tabs.Tab value="sales">Sales</Tabs.Tab>}
            {v.type === 'reviews' && <Tabs.Tab value="reviews">Reviews</Tabs.Tab>}
          </Tabs.List>
        )}
        <Tabs.Panel value="settings">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={CAMPAIGN_LABELS.name} withAsterisk {...form.getInputProps('name')} />
              <TextInput label={CAMPAIGN_LABELS.slug} withAsterisk description="Part of the campaign page's address." {...form.getInputProps('slug')} />
              <Select label={CAMPAIGN_LABELS.type} withAsterisk data={selectData(CAMPAIGN_TYPES, TYPE_LABELS)} allowDeselect={false} {...form.getInputProps('type')} onChange={(t) => t && setType(t as TCampaignType)} />
              <Select
                label={CAMPAIGN_LABELS.privacy}
                withAsterisk
                data={selectData(CAMPAIGN_PRIVACY, PRIVACY_LABELS)}
                allowDeselect={false}
                {...form.getInputProps('privacy')}
                value={forced.privacy || v.privacy}
                disabled={forced.privacyLocked}
              />
            </SimpleGrid>
            <Group gap="lg">
              <Checkbox label="Auto approve claims" {...form.getInputProps('auto_approve', { type: 'checkbox' })} checked={forced.approval?.auto_approve ?? v.auto_approve} disabled={forced.approval !== null} />
              <Checkbox label="Restrict the page to invited recipients" {...form.getInputProps('page_restricted', { type: 'checkbox' })} checked={forced.approval?.page_restricted ?? v.page_restricted} disabled={forced.approval !== null} />
            </Group>
            {forced.notes.length > 0 && (
              <Alert color="blue" variant="light" p="xs" data-testid="forced-values">
                {forced.notes.map((n) => (
                  <Text key={n} size="sm">
                    {n}
                  </Text>
                ))}
              </Alert>
            )}
            <TextInput label={CAMPAIGN_LABELS.pageTitle} description={`At most ${PAGE_TITLE_MAX} characters.`} {...form.getInputProps('page_title')} />
            <Textarea label={CAMPAIGN_LABELS.pageText} autosize minRows={3} maxRows={8} {...form.getInputProps('page_text')} />
            <TextInput
              label={CAMPAIGN_LABELS.disabledDomains}
              description={`Space-separated, at most ${DISABLED_DOMAINS_MAX} characters: people with these e-mail domains cannot claim.`}
              placeholder="gmail.com hotmail.com"
              {...form.getInputProps('disabled_domains')}
            />
            <CampaignHeroField currentUrl={campaign.hero_url} choice={hero} error={fileError} onChoice={(c) => (setHero(c), setFileError(null))} onError={setFileError} />
            <ExpiryFields form={form} />
          </Stack>
        </Tabs.Panel>
        {v.type === 'sales' && (
          <Tabs.Panel value="sales">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                What a sales opportunity, a booked demo and a closed deal are worth to you: the campaign's analytics work out its return from them.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NumberInput label="Opportunity value" {...money} {...form.getInputProps('opportunity_value')} />
                <NumberInput label="Demo value" {...money} {...form.getInputProps('demo_value')} />
                <NumberInput label="Deal value" {...money} {...form.getInputProps('deal_value')} />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
        )}
        {v.type === 'reviews' && (
          <Tabs.Panel value="reviews">
            <ReviewsFields form={form} host={host} />
          </Tabs.Panel>
        )}
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <WriteButton type="submit" loading={update.isPending}>
          Save Changes
        </WriteButton>
      </Group>
    </form>
  );
}

type TForm = ReturnType<typeof useForm<TEditValues>>;

// No clamping: a value out of range shows the shared message instead of changing under the typist.
const wholeDays = { allowDecimal: false, allowNegative: false, hideControls: true, clampBehavior: 'none' } as const;

/** Expiry and reminders (issue 12): how long an invitation stays open, and up to three reminder e-mails before that. */
function ExpiryFields({ form }: { form: TForm }) {
  const reminderError = form.errors.reminder_days;
  return (
    <Fieldset legend={expiryTexts.section} data-testid="expiry-settings">
      <Stack gap="sm">
        <NumberInput
          label={`${expiryTexts.expiryDays} (days)`}
          description={expiryTexts.expiryHint}
          placeholder={expiryTexts.never}
          max={INVITATION_EXPIRY_MAX_DAYS}
          styles={{ wrapper: { maxWidth: 260 } }}
          {...wholeDays}
          {...form.getInputProps('invitation_expiry_days')}
        />
        <div role="group" aria-labelledby="reminder-days-label" aria-describedby="reminder-days-hint">
          <Text id="reminder-days-label" size="sm" fw={500}>
            {expiryTexts.reminderDays}
          </Text>
          <Text id="reminder-days-hint" size="xs" c="dimmed" mb={6}>
            {expiryTexts.reminderHint}
          </Text>
          <SimpleGrid cols={3} spacing="sm" maw={420}>
            {form.values.reminder_days.map((_, i) => (
              <NumberInput key={i} label={expiryTexts.reminderLabel(i + 1)} placeholder={expiryTexts.off} {...wholeDays} {...form.getInputProps(`reminder_days.${i}`)} error={Boolean(reminderError)} />
            ))}
          </SimpleGrid>
          {reminderError && (
            <Text size="xs" c="red.8" mt={4} data-testid="reminder-days-error">
              {reminderError}
            </Text>
          )}
        </div>
      </Stack>
    </Fieldset>
  );
}

/** The reviews tab (type reviews): submission URL on our host, four rating buttons and the page texts. */
function ReviewsFields({ form, host }: { form: TForm; host: string }) {
  return (
    <Stack gap="sm">
      <TextInput label={CAMPAIGN_LABELS.submissionUrl} withAsterisk description={`Must start with ${host}`} {...form.getInputProps('reviews.submission_url')} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {REVIEW_BUTTONS_DEFAULT.map((placeholder, i) => (
          <TextInput key={placeholder} label={`Button ${i + 1}`} placeholder={placeholder} withAsterisk {...form.getInputProps(`reviews.buttons.${i}`)} />
        ))}
      </SimpleGrid>
      <ThresholdSelect buttons={form.values.reviews.buttons} value={form.values.reviews.treshold} onChange={(n) => form.setFieldValue('reviews.treshold', n)} error={form.errors['reviews.treshold']} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {REVIEW_TEXTS.map((t) => (
          <Textarea key={t.key} label={t.label} withAsterisk autosize minRows={2} maxRows={5} {...form.getInputProps(`reviews.texts.${t.key}`)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
