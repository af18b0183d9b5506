import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconExternalLink, IconPencil, IconPlugConnected } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { campaignAllows, campaignTexts, PRIVACY_LABELS, type TCampaign } from '@gifthub/shared/campaigns';
import { isId } from '@gifthub/shared/fields';
import { Figure } from '../../../components/figure';
import { lazyModal } from '../../../components/lazy-modal';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { RouteTabs } from '../../../components/route-tabs';
import { ApiError } from '../../../lib/api-client';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useCampaign } from '../api/get-campaign';
import { CampaignAnalytics } from './analytics/campaign-analytics';
import { FeedbackPage } from './feedback/feedback-page';
import type { TEditTab } from './edit-campaign-form';
import { REWARD_LABELS, STATUS_COLORS, STATUS_LABELS, STATUS_NOTES, TYPE_LABELS } from './campaign-labels';
import { NotecardCard } from './notecard-card';
import { OptionCards } from './option-cards';
import { RecipientsSection } from './recipients/recipients-section';
import { WriteButton } from '../../../components/write-button';

const EditCampaignModal = lazyModal(() => import('./edit-campaign-modal').then((m) => m.EditCampaignModal));
const CrmIntegrationModal = lazyModal(() => import('./crm-integration-modal').then((m) => m.CrmIntegrationModal));

export const URL_COPIED = 'The campaign page link has been copied to your clipboard.';

/** /campaigns/{id} (route campaign-detail, spec 1 §2): a campaign that is not found (404) sends the person back to the list. */
export function CampaignDetailPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = isId(raw);
  const campaign = useCampaign(valid ? id : null);
  if (!valid || (campaign.error instanceof ApiError && campaign.error.status === 404)) return <Navigate to="/campaigns" replace />;
  if (!campaign.data) return <LoadState failed={!campaign.isPending} title="This campaign could not be loaded" />;
  return <CampaignDetail campaign={campaign.data} />;
}

type TTab = 'summary' | 'recipients' | 'analytics' | 'feedback';
/** Tabs with a path of their own (/campaigns/{id}/analytics, /feedback); the others are the detail and its #recipients. */
const routed = (t: TTab) => t === 'analytics' || t === 'feedback';

function CampaignDetail({ campaign }: { campaign: TCampaign }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const allows = campaignAllows(campaign.status);
  // Writes are Pro's (spec 1 §6): a team without Pro sees the campaign as a read-only preview.
  const canWrite = session.pro;
  const [editing, setEditing] = useState<TEditTab | null>(null);
  const [crm, setCrm] = useState(false);
  const sales = campaign.type === 'sales';
  const reviews = campaign.type === 'reviews';
  const tab: TTab = sales && location.pathname.endsWith('/analytics') ? 'analytics' : reviews && location.pathname.endsWith('/feedback') ? 'feedback' : location.hash === '#recipients' && allows.recipients ? 'recipients' : 'summary';

  // Recipients (#recipients) scrolls to the recipients section once it is drawn.
  useEffect(() => {
    if (tab === 'recipients') document.getElementById('recipients')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [tab, campaign.id]);

  const tabs = [
    { value: 'summary' as const, label: 'Summary' },
    ...(allows.recipients ? [{ value: 'recipients' as const, label: 'Recipients' }] : []),
    ...(sales ? [{ value: 'analytics' as const, label: 'Analytics' }] : []),
    ...(reviews ? [{ value: 'feedback' as const, label: 'Feedback' }] : []),
  ];
  const note = STATUS_NOTES[campaign.status];

  return (
    <>
      <PageHeader
        title={campaign.name}
        crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: campaign.name }]}
        actions={
          canWrite ? (
            <Group gap="xs">
              <WriteButton variant="default" leftSection={<IconPlugConnected size={16} />} onClick={() => setCrm(true)}>
                CRM Integration
              </WriteButton>
              {allows.editSettings && (
                // Opening the modal writes nothing: in preview mode it opens too, and its Save asks to sign up.
                <WriteButton leftSection={<IconPencil size={16} />} onClick={() => setEditing('settings')}>
                  Edit Campaign
                </WriteButton>
              )}
            </Group>
          ) : undefined
        }
      />
      <Group gap="xs" mb="md" data-testid="campaign-labels">
        <Badge color={STATUS_COLORS[campaign.status]} variant="light">
          {STATUS_LABELS[campaign.status]}
        </Badge>
        <Badge variant="outline" color="gray">
          {TYPE_LABELS[campaign.type]}
        </Badge>
        <Badge variant="outline" color="gray">
          {REWARD_LABELS[campaign.reward_type]}
        </Badge>
        <Badge variant="outline" color="gray">
          {PRIVACY_LABELS[campaign.privacy]}
        </Badge>
      </Group>
      {!session.pro && <ProGate feature="campaigns" />}
      {note && (
        <Alert color={campaign.status === 'leaked' ? 'red' : 'blue'} variant="light" mb="md" data-testid="status-note">
          {note}
        </Alert>
      )}
      <RouteTabs
        value={tab}
        tabs={tabs}
        onChange={(t) => void navigate(routed(t) ? `/campaigns/${campaign.id}/${t}` : { pathname: `/campaigns/${campaign.id}`, hash: t === 'recipients' ? 'recipients' : '' }, { replace: !routed(t) && !routed(tab) })}
      >
        {tab === 'feedback' ? (
          <FeedbackPage campaign={campaign} />
        ) : tab === 'analytics' ? (
          <CampaignAnalytics campaign={campaign} mode="analytics" onConfigureSales={canWrite && allows.editSettings ? () => setEditing('sales') : undefined} />
        ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ClaimPageCard campaign={campaign} />
            {sales ? <CampaignAnalytics campaign={campaign} mode="statistics" /> : <StatisticsCard campaign={campaign} />}
          </SimpleGrid>
          <OptionCards campaign={campaign} canEdit={canWrite} />
          {campaign.reward_type !== 'voucher' && <NotecardCard campaign={campaign} canEdit={canWrite && allows.editSettings} />}
          {!allows.editSettings && (
            <Text size="sm" c="dimmed" data-testid="read-only-note">
              {campaignTexts.completedReadOnly}
            </Text>
          )}
          {allows.recipients && <RecipientsSection campaign={campaign} />}
        </Stack>
        )}
      </RouteTabs>
      {canWrite && allows.editSettings && <EditCampaignModal opened={editing !== null} campaign={campaign} tab={editing ?? 'settings'} onClose={() => setEditing(null)} />}
      {canWrite && <CrmIntegrationModal opened={crm} campaign={campaign} readOnly={!allows.editSettings} onClose={() => setCrm(false)} />}
    </>
  );
}

/**
 * The campaign page's address with a copy action (spec 1 §2): for open and internal campaigns anyone with the link
 * may claim; a private campaign's recipients come through their own invitation links.
 */
function ClaimPageCard({ campaign }: { campaign: TCampaign }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const shared = campaign.privacy !== 'invite';
  const copy = () => {
    clipboard.copy(campaign.registration_page);
    notifications.show({ title: 'Link copied', message: URL_COPIED, color: 'green', withBorder: true });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        {campaign.type === 'reviews' ? 'Review page' : 'Claim page'}
      </Title>
      {shared ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label="Campaign page URL" value={campaign.registration_page} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <Tooltip label="Copy link">
              <ActionIcon variant="light" size="lg" onClick={copy} aria-label="Copy campaign page URL">
                <IconCopy size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Open in a new tab">
              <ActionIcon component="a" href={campaign.registration_page} target="_blank" rel="noopener noreferrer" variant="default" size="lg" aria-label="Open the campaign page (opens in a new tab)">
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {campaign.privacy === 'public' ? 'Anyone with this link can claim a gift.' : "People with your team's e-mail domains can claim a gift with this link."}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          This campaign is private: each recipient opens the campaign page through their own invitation link.
        </Text>
      )}
    </Card>
  );
}

function StatisticsCard({ campaign }: { campaign: TCampaign }) {
  const s = campaign.statistics;
  const stat = (label: string, value: string) => <Figure label={label} value={value} />;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-statistics">
      <Title order={2} size="h4" mb="md">
        Statistics
      </Title>
      <Group gap="xl">
        {stat('Invites', s.sends.toLocaleString('en-GB'))}
        {stat(s.claims_label, s.confirmed.toLocaleString('en-GB'))}
        {stat('Total Spent', formatPounds(s.spent_ev))}
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        Total Spent is shown ex. VAT ({formatPounds(s.spent_iv)} inc. VAT).
      </Text>
    </Card>
  );
}
