import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import {
  CAMPAIGN_LABELS,
  CAMPAIGN_PRIVACY,
  CAMPAIGN_TYPES,
  campaignSlug,
  PRIVACY_LABELS,
  REWARD_TYPES,
  ZCampaignCreate,
  type TCampaignCreate,
  type TCampaignPrivacy,
  type TCampaignType,
  type TRewardType,
} from '@gifthub/shared/campaigns';
import { slug } from '@gifthub/shared/fields';
import { GuardedModal, useModalGuard } from '../../../components/guarded-modal';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useRequestCampaign } from '../api/request-campaign';
import { REWARD_LABELS, TYPE_LABELS, selectData } from './campaign-labels';
import { forcedState } from './forced-values';

type TRequestValues = { name: string; type: TCampaignType | ''; reward_type: TRewardType | ''; slug: string; privacy: TCampaignPrivacy | ''; req_content: string };

// Spec 1 §5: on create the slug is required too (the API makes one when none is given; the form always sends it).
const validate = zodValidate(ZCampaignCreate.extend({ slug: slug(CAMPAIGN_LABELS.slug) }));

/** Request New Campaign (spec 1 §5; Pro: requesting campaigns). On success the new campaign's page opens. */
export function RequestCampaignModal({ opened, rewardType = 'physical', onClose }: { opened: boolean; rewardType?: TRewardType; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Request New Campaign" size="lg">
      {opened && <RequestForm key={rewardType} rewardType={rewardType} onClose={onClose} />}
    </GuardedModal>
  );
}

function RequestForm({ rewardType, onClose }: { rewardType: TRewardType; onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const request = useRequestCampaign(teamId);
  // The slug follows the name until it is edited; an emptied slug follows the name again from its next change.
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm<TRequestValues>({
    initialValues: { name: '', type: '', reward_type: rewardType, slug: '', privacy: 'invite', req_content: '' },
    validate: (values) => validate(toBody(values)),
  });
  // Asks before entered values are discarded. Not locked while sending: no money moves, a retry sends the same key, and
  // a lock would block the route change to the new campaign.
  useModalGuard({ dirty: form.isDirty() });
  const v = form.values;
  const forced = forcedState(v);

  const submit = form.onSubmit((values) => {
    request.mutate(toBody(values), {
      onSuccess: ({ id }) => {
        onClose();
        void navigate(`/campaigns/${id}`);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError ? e.message : 'The campaign could not be requested. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="request-campaign-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Your Account Manager confirms the request and sets up the campaign's gift options with you. Invitations can be sent once it is active.
        </Text>
        <TextInput
          label={CAMPAIGN_LABELS.name}
          withAsterisk
          {...form.getInputProps('name')}
          onChange={(e) => {
            const name = e.currentTarget.value;
            form.setFieldValue('name', name);
            if (!slugEdited) form.setFieldValue('slug', campaignSlug(name));
          }}
        />
        <TextInput
          label={CAMPAIGN_LABELS.slug}
          withAsterisk
          description="Part of the campaign page's address: letters, numbers and hyphens."
          {...form.getInputProps('slug')}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setSlugEdited(next !== '');
            form.setFieldValue('slug', next);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select label={CAMPAIGN_LABELS.type} withAsterisk data={selectData(CAMPAIGN_TYPES, TYPE_LABELS)} allowDeselect={false} {...form.getInputProps('type')} value={v.type || null} />
          <Select
            label={CAMPAIGN_LABELS.rewardType}
            withAsterisk
            data={selectData(REWARD_TYPES, REWARD_LABELS)}
            allowDeselect={false}
            {...form.getInputProps('reward_type')}
            value={v.reward_type || null}
          />
          <Select
            label={CAMPAIGN_LABELS.privacy}
            withAsterisk
            data={selectData(CAMPAIGN_PRIVACY, PRIVACY_LABELS)}
            allowDeselect={false}
            {...form.getInputProps('privacy')}
            value={forced.privacy || null}
            disabled={forced.privacyLocked}
          />
        </SimpleGrid>
        {forced.notes.length > 0 && (
          <Alert color="blue" variant="light" data-testid="forced-values">
            {forced.notes.map((n) => (
              <Text key={n} size="sm">
                {n}
              </Text>
            ))}
          </Alert>
        )}
        <Textarea label="Request details" description="What the campaign is for, when it starts, who receives gifts and anything your Account Manager should know." autosize minRows={3} maxRows={8} {...form.getInputProps('req_content')} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={request.isPending}>
            Request Campaign
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}

/** What is sent: the forced privacy, and no empty request details. */
function toBody(v: TRequestValues) {
  const forced = forcedState(v);
  return {
    name: v.name,
    type: v.type,
    reward_type: v.reward_type,
    slug: v.slug,
    privacy: forced.privacy,
    ...(v.req_content.trim() ? { req_content: v.req_content } : {}),
  } as TCampaignCreate;
}
