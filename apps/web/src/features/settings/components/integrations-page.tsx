import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected } from '@tabler/icons-react';
import { crmAlerts } from '@gifthub/shared/crm';
import { PageHeader } from '../../../components/page-header';
import { WriteButton } from '../../../components/write-button';
import { useCrmStatus } from '../../../domain/crm/api/get-crm-status';
import { CrmStatusBadge, crmStatusOf } from '../../../domain/crm/components/crm-status-badge';
import { listDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { fetchCrmStatus, setupCrm, useDisconnectCrm } from '../api/connect-crm';
import { ApiKeysCard } from './api-keys-card';
import { DemoNote, NoAccess } from './no-access';
import { WebhooksCard } from './webhooks-card';

const fail = (title: string, message: string) => notifications.show({ color: 'red', title, message, withBorder: true });
const done = (title: string, message: string) => notifications.show({ color: 'green', title, message, withBorder: true });

/** Leaves the portal for the CRM's install page (the sandbox's comes straight back). Tests spy on it. */
export const crmNavigation = { leave: (url: string) => window.location.assign(url) };

/** /settings/integrations (spec 3 §2.10): the CRM row, and the place of the API keys (issue 17). */
export function IntegrationsPage() {
  const session = useSession();
  if (!session.can('admin')) return <NoAccess />;
  return (
    <>
      <PageHeader title="Integrations" crumbs={[{ label: 'Settings' }, { label: 'Integrations' }]} />
      {session.demo && <DemoNote />}
      <Stack gap="lg" maw={960}>
        <CrmCard />
        <ApiKeysCard />
        <WebhooksCard />
      </Stack>
    </>
  );
}

/** The OAuth return lands here with connection=true|false and a message: said once, then taken off the address. */
function useConnectionReturn() {
  const [params, setParams] = useSearchParams();
  const said = useRef(false);
  useEffect(() => {
    const connection = params.get('connection');
    if (connection === null || said.current) return;
    said.current = true;
    const message = params.get('message');
    if (connection === 'true') done('Connected', message || crmAlerts.connectedDefault);
    else fail('Connection Error', message || crmAlerts.connectFailedDefault);
    setParams({}, { replace: true });
  }, [params, setParams]);
}

function CrmCard() {
  const { teamId, can } = useSession();
  const status = useCrmStatus(teamId);
  const disconnect = useDisconnectCrm(teamId);
  const [connecting, setConnecting] = useState(false);
  const mayChange = can('edit-team-settings');
  useConnectionReturn();
  useEffect(() => {
    if (status.isError) fail(crmAlerts.statusFailed.title, crmAlerts.statusFailed.message);
  }, [status.isError]);

  // Spec 3 §7: setup first (#02 when it fails), then the status's install URL (#03 when there is none).
  const connect = async () => {
    setConnecting(true);
    try {
      await setupCrm(teamId);
    } catch {
      setConnecting(false);
      return fail(crmAlerts.setupFailed.title, crmAlerts.setupFailed.message);
    }
    const url = await fetchCrmStatus(teamId).then((s) => s.installUrl, () => null);
    if (!url) {
      setConnecting(false);
      return fail(crmAlerts.noConnectUrl.title, crmAlerts.noConnectUrl.message);
    }
    crmNavigation.leave(url);
  };
  const stop = () =>
    disconnect.mutate(undefined, {
      onSuccess: (r) => done('Disconnected', r.message || crmAlerts.disconnected),
      onError: () => fail(crmAlerts.disconnectFailed.title, crmAlerts.disconnectFailed.message),
    });

  const state = crmStatusOf(status);
  const data = status.data;
  return (
    <Card withBorder padding="lg" data-testid="crm-row">
      <Title order={3} size="h4" mb="sm">
        CRM
      </Title>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
          <IconPlugConnected aria-hidden size={28} style={{ flexShrink: 0 }} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>HubSpot</Text>
              <CrmStatusBadge status={state} />
            </Group>
            <Text size="sm" c="dimmed">
              {data?.isConnected && data.account
                ? `Connected to ${data.account}${data.connected_at ? ` since ${listDate(data.connected_at)}` : ''}.`
                : 'Send gifts from HubSpot workflows and personalised links, and look contacts up when they claim.'}
            </Text>
            {data?.provider === 'sandbox' && (
              <Text size="xs" c="dimmed" data-testid="crm-sandbox-note">
                Sandbox CRM: no HubSpot account is needed here; Connect comes straight back to this page.
              </Text>
            )}
          </Stack>
        </Group>
        {mayChange &&
          state !== null &&
          (data?.isConnected ? (
            <WriteButton variant="default" color="red" onClick={stop} loading={disconnect.isPending}>
              Disconnect
            </WriteButton>
          ) : (
            <WriteButton onClick={connect} loading={connecting}>
              Connect
            </WriteButton>
          ))}
      </Group>
    </Card>
  );
}
