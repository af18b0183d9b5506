import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { TCampaign, TCampaignIntegrations } from '@gifthub/shared/campaigns';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateCampaign } from '../api/update-campaign';

/** CRM Integration modal (spec 1 §2) with UPDATE SETTINGS: the campaign's integration flags. */
export function CrmIntegrationModal({ opened, campaign, readOnly, onClose }: { opened: boolean; campaign: TCampaign; readOnly: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="CRM Integration">
      {opened && <CrmForm campaign={campaign} readOnly={readOnly} onClose={onClose} />}
    </Modal>
  );
}

function CrmForm({ campaign, readOnly, onClose }: { campaign: TCampaign; readOnly: boolean; onClose: () => void }) {
  const { teamId } = useSession();
  const update = useUpdateCampaign(teamId, campaign.id);
  const [values, setValues] = useState<TCampaignIntegrations>({ ...campaign.integrations });
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    update.mutate(
      { kind: 'integrations', integrations: values },
      { onSuccess: onClose, onError: (e) => setError(e instanceof ApiError ? e.message : 'The settings could not be saved.') },
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Connect this campaign to your CRM: send gifts from CRM workflows through the campaign's webhook, or share one multi-use link that your CRM fills with each contact's e-mail.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Checkbox label="CRM webhook" description="Accept gift registrations from your CRM's workflows." checked={values.crm_webhook} disabled={readOnly} onChange={(e) => setValues({ ...values, crm_webhook: e.currentTarget.checked })} />
      <Checkbox label="Multi-use link" description="One campaign link your CRM personalises with each contact's e-mail." checked={values.multilink} disabled={readOnly} onChange={(e) => setValues({ ...values, multilink: e.currentTarget.checked })} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <WriteButton onClick={save} loading={update.isPending}>
            UPDATE SETTINGS
          </WriteButton>
        )}
      </Group>
    </Stack>
  );
}
