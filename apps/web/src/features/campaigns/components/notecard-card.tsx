import { useState } from 'react';
import { Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { CAMPAIGN_LABELS, campaignNotecardMax, type TCampaign } from '@gifthub/shared/campaigns';
import { msg } from '@gifthub/shared/messages';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateCampaign } from '../api/update-campaign';

/** The notecard limit of a campaign: 240 characters when an enabled option prints a portrait card, else 1015 (as the API checks). */
export const notecardLimit = (campaign: TCampaign) => campaignNotecardMax(campaign.options.some((o) => o.enabled && o.notecard_format === 'portrait'));

/** The campaign's notecard (spec 1 §7: notecard_text or notecard_enabled); Pro: notecard editing. */
export function NotecardCard({ campaign, canEdit }: { campaign: TCampaign; canEdit: boolean }) {
  const { teamId } = useSession();
  const update = useUpdateCampaign(teamId, campaign.id);
  const toggle = useUpdateCampaign(teamId, campaign.id);
  const [text, setText] = useState(campaign.notecard_text);
  const [error, setError] = useState<string | null>(null);
  const max = notecardLimit(campaign);
  const tooLong = text.length > max;

  const save = () => {
    if (tooLong) return setError(msg.maxLength(CAMPAIGN_LABELS.notecardText, max));
    setError(null);
    update.mutate(
      { kind: 'notecard_text', notecard_text: text },
      { onError: (e) => setError(e instanceof ApiError ? (e.fieldErrors().notecard_text ?? e.message) : 'The notecard could not be saved.') },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="notecard-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Notecard
        </Title>
        <Switch
          label="Include a notecard"
          checked={campaign.notecard_enabled}
          disabled={!canEdit || toggle.isPending}
          onChange={(e) => toggle.mutate({ kind: 'notecard_enabled', notecard_enabled: e.currentTarget.checked })}
        />
      </Group>
      {canEdit ? (
        <Stack gap="xs">
          <Textarea
            label={CAMPAIGN_LABELS.notecardText}
            description={max < 1015 ? `A gift option prints a portrait card: at most ${max} characters.` : `At most ${max} characters.`}
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="space-between">
            <Text size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="notecard-count">
              {text.length} / {max}
            </Text>
            <WriteButton size="xs" onClick={save} loading={update.isPending} disabled={text === campaign.notecard_text}>
              Save Notecard
            </WriteButton>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c={campaign.notecard_text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {campaign.notecard_text || 'No notecard text.'}
        </Text>
      )}
    </Card>
  );
}
