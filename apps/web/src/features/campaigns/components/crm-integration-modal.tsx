import { useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Code, CopyButton, Divider, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { TCampaign, TCampaignIntegrations } from '@gifthub/shared/campaigns';
import { campaignTriggerUrl, crmMultiUseLink } from '@gifthub/shared/crm';
import { WriteButton } from '../../../components/write-button';
import { useCrmStatus } from '../../../domain/crm/api/get-crm-status';
import { CrmStatusBadge, crmStatusOf } from '../../../domain/crm/components/crm-status-badge';
import { ApiError } from '../../../lib/api-client';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { usePublicUrl } from '../../../lib/site';
import { useCreateCrmSecret, useCrmSecret } from '../api/crm-secret';
import { useUpdateCampaign } from '../api/update-campaign';

/**
 * CRM Integration modal (spec 1 §2) with UPDATE SETTINGS: the campaign's webhook and multi-use link flags, the webhook
 * URL and the team's CRM secret its calls carry, the multi-use link, and the team's HubSpot connection.
 */
export function CrmIntegrationModal({ opened, campaign, readOnly, onClose }: { opened: boolean; campaign: TCampaign; readOnly: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="CRM Integration" size="lg">
      {opened && <CrmForm campaign={campaign} readOnly={readOnly} onClose={onClose} />}
    </Modal>
  );
}

function CrmForm({ campaign, readOnly, onClose }: { campaign: TCampaign; readOnly: boolean; onClose: () => void }) {
  const { teamId } = useSession();
  const publicUrl = usePublicUrl();
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
      <CrmConnection />
      <Divider />
      <Checkbox label="CRM webhook" description="Accept gift registrations from your CRM's workflows." checked={values.crm_webhook} disabled={readOnly} onChange={(e) => setValues({ ...values, crm_webhook: e.currentTarget.checked })} />
      {values.crm_webhook && (
        <Stack gap="xs" pl="xl">
          <CopyField label="Webhook URL" value={campaignTriggerUrl(publicUrl, campaign.id)} testId="crm-webhook-url" />
          <Text size="xs" c="dimmed">
            POST JSON <Code>{'{ "email", "first_name", "last_name" }'}</Code> with the header <Code>Authorization: Bearer &lt;CRM secret&gt;</Code>. Each e-mail is invited once.
          </Text>
          <CrmSecret />
        </Stack>
      )}
      <Checkbox label="Multi-use link" description="One campaign link your CRM personalises with each contact's e-mail." checked={values.multilink} disabled={readOnly} onChange={(e) => setValues({ ...values, multilink: e.currentTarget.checked })} />
      {values.multilink && (
        <Stack gap="xs" pl="xl">
          <CopyField label="Multi-use link" value={crmMultiUseLink(campaign.registration_page)} testId="crm-multi-use-link" />
          <Text size="xs" c="dimmed">
            Paste it into a HubSpot e-mail or sequence: HubSpot puts each contact's e-mail in place of <Code>{'{{contact.email}}'}</Code>, and their gift is recorded as from your CRM.
          </Text>
        </Stack>
      )}
      {!campaign.integrations.crm_webhook && values.crm_webhook && !readOnly && (
        <Text size="xs" c="dimmed">
          The webhook takes calls once you UPDATE SETTINGS.
        </Text>
      )}
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

/** The team's HubSpot connection, as Settings → Integrations shows it. */
function CrmConnection() {
  const { teamId } = useSession();
  const status = useCrmStatus(teamId);
  return (
    <Group gap="xs" data-testid="crm-connection">
      <Text size="sm" fw={600}>
        HubSpot
      </Text>
      <CrmStatusBadge status={crmStatusOf(status)} />
      {status.data && !status.data.isConnected && (
        <Text size="xs" c="dimmed">
          Connect it in Settings → Integrations.
        </Text>
      )}
    </Group>
  );
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      data-testid={testId}
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** The team's CRM secret: made or regenerated here, shown this once; only whether one exists is read back. */
function CrmSecret() {
  const { teamId, can } = useSession();
  const mayChange = can('edit-team-settings');
  const info = useCrmSecret(teamId, mayChange);
  const create = useCreateCrmSecret(teamId);
  const [confirming, setConfirming] = useState(false);
  const shown = create.data?.secret;
  if (!mayChange) return <Text size="xs" c="dimmed">The CRM secret is managed by members who change team settings.</Text>;
  const exists = info.data?.exists ?? false;
  const make = () => {
    setConfirming(false);
    create.mutate();
  };
  return (
    <Stack gap={6} data-testid="crm-secret">
      {shown ? (
        <>
          <CopyField label="CRM secret" value={shown} testId="crm-secret-value" />
          <Alert color="yellow" variant="light" p="xs">
            Copy it now: it is shown only once. Keep it in your CRM's workflow settings.
          </Alert>
        </>
      ) : (
        <Text size="sm">
          CRM secret:{' '}
          {exists ? (
            <>
              <Code>{info.data?.preview}</Code> made {info.data?.created_at ? listDate(info.data.created_at) : ''}
              {info.data?.created_by_name ? ` by ${info.data.created_by_name}` : ''}
            </>
          ) : (
            'none yet'
          )}
        </Text>
      )}
      {create.isError && (
        <Text size="xs" c="red" role="alert">
          {create.error instanceof ApiError ? create.error.message : 'The CRM secret could not be made.'}
        </Text>
      )}
      {confirming ? (
        <Group gap="xs">
          <Text size="xs">The old secret stops working at once: workflows using it are refused until they have the new one.</Text>
          <WriteButton size="xs" color="red" onClick={make} loading={create.isPending}>
            Regenerate
          </WriteButton>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            Keep the old one
          </Button>
        </Group>
      ) : (
        <Group>
          <WriteButton size="xs" variant="light" onClick={exists ? () => setConfirming(true) : make} loading={create.isPending}>
            {exists ? 'Regenerate Secret' : 'Create Secret'}
          </WriteButton>
        </Group>
      )}
    </Stack>
  );
}
