import { useState } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { campaignAllows, type TCampaign } from '@gifthub/shared/campaigns';
import { campaignRegistrationTexts, type TActionContext, type TCampaignRecipient, type TRegistrationsMeta } from '@gifthub/shared/campaign-registrations';
import { listStatus } from '../../../../components/data-table';
import { changeParams, PagingFooter, sortParams } from '../../../../components/list-controls';
import { useCopyLink } from '../../../../domain/registrations/components/copy-link';
import { useSession } from '../../../../lib/session';
import { useUi } from '../../../../lib/ui';
import { useRecipients } from '../../api/get-recipients';
import { CampaignGiftModal } from './campaign-gift-modal';
import { EditDetailsModal } from './edit-details-modal';
import { NoteModal } from './note-modal';
import { useRecipientWrites } from './recipient-actions';
import { RecipientsFilters } from './recipients-filters';
import { isFiltered, readRecipientsState } from './recipients-query';
import { RecipientsTable, type TRowRequest, type TWriteAccess } from './recipients-table';
import { RecipientsToolbar, type TToolbarModal } from './recipients-toolbar';
import { InviteMultipleModal } from './invite-multiple-modal';
import { RegistrationDetailsModal } from './registration-details-modal';
import { ListDetailModal } from '../multi/list-detail-modal';
import { MultiModal, type TMultiTarget } from '../multi/multi-modal';

export const EMPTY_RECIPIENTS = 'No recipients yet. Invite someone or send a gift to see them here.';
export const EMPTY_FILTERED_RECIPIENTS = 'There are no recipients that match your filters.';
type TCountKey = 'invited_count' | 'unconfirmed_count' | 'confirmed_count';
export const COUNT_LABELS: Record<TCountKey, string> = { invited_count: 'Invited', unconfirmed_count: 'Unconfirmed', confirmed_count: 'Confirmed' };
/** The API counts up to this many: a count that reached it (meta counts_capped) reads '10,000+'. */
const COUNT_CAP = 10_000;
const countText = (meta: TRegistrationsMeta, k: TCountKey) =>
  meta.counts_capped && meta[k] >= COUNT_CAP ? `${COUNT_CAP.toLocaleString('en-GB')}+` : meta[k].toLocaleString('en-GB');

/**
 * The campaign detail's Recipients section (#recipients, spec 1 §2, §4): counts, the buttons above the table, search,
 * filters and sort kept in the query string, 10 a page, and each recipient's row actions. Shown for active, paused,
 * leaked and completed campaigns.
 */
export function RecipientsSection({ campaign }: { campaign: TCampaign }) {
  const shown = campaignAllows(campaign.status).recipients;
  return (
    <section id="recipients" aria-labelledby="recipients-heading">
      <Title order={2} size="h3" id="recipients-heading" mb="sm">
        Recipients
      </Title>
      {shown ? (
        <Recipients campaign={campaign} />
      ) : (
        <Text c="dimmed" size="sm" data-testid="recipients-hidden">
          {campaignRegistrationTexts.recipientsHidden}
        </Text>
      )}
    </section>
  );
}

const roleOf = (role: string): TActionContext['role'] => (role === 'manager' || role === 'associate' ? role : 'staff');

function Recipients({ campaign }: { campaign: TCampaign }) {
  const session = useSession();
  const ui = useUi();
  const copy = useCopyLink();
  const [params, setParams] = useSearchParams();
  const state = readRecipientsState(params, session.can('view-others-orders'));
  const list = useRecipients(campaign.id, state.params);
  const writes = useRecipientWrites(campaign.id);
  const [modal, setModal] = useState<TToolbarModal | null>(null);
  const [request, setRequest] = useState<TRowRequest | null>(null);
  // The multi modal: from the toolbar (a new list) or from List Detail (more recipients for that list).
  const [multi, setMulti] = useState<TMultiTarget | null>(null);
  const openToolbar = (m: TToolbarModal) => {
    if (m === 'invite-multiple') setMulti({ kind: 'invite' });
    else if (m === 'send-multiple') setMulti({ kind: 'send' });
    else setModal(m);
  };
  const access: TWriteAccess = session.demo ? 'demo' : session.pro ? 'write' : 'read';
  const ctx: TActionContext = { campaignType: campaign.type, corporationId: session.team.corporation_id, role: roleOf(session.user.role) };

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => changeParams(prev, changes), { preventScrollReset: true });

  const onRequest = (r: TRowRequest) => {
    if (r.kind === 'copy' && r.row.invite_link) copy(r.row.invite_link);
    else setRequest(r);
  };
  const rowOf = (kind: TRowRequest['kind']): TCampaignRecipient | null => (request?.kind === kind ? request.row : null);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  // The counts sit in the page's meta beside its paging, as the list asked for them.
  const counts: TRegistrationsMeta | undefined =
    meta?.invited_count === undefined ? undefined : { invited_count: meta.invited_count, unconfirmed_count: meta.unconfirmed_count ?? 0, confirmed_count: meta.confirmed_count ?? 0, counts_capped: meta.counts_capped };

  return (
    <Stack gap={0}>
      {counts && (
        <Group gap="xl" mb="md" data-testid="recipient-counts">
          {(Object.keys(COUNT_LABELS) as TCountKey[]).map((k) => (
            <div key={k}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {COUNT_LABELS[k]}
              </Text>
              <Text size="xl" fw={700} data-testid={`count-${k}`}>
                {countText(counts, k)}
              </Text>
            </div>
          ))}
        </Group>
      )}
      <RecipientsToolbar campaign={campaign} filters={state.filters} onOpen={openToolbar} />
      <Card withBorder radius="md" padding="md">
        <RecipientsFilters campaign={campaign} state={state} onChange={update} />
        <RecipientsTable
          campaign={campaign}
          rows={rows}
          status={listStatus(list, rows.length)}
          sort={state.sort}
          onSort={(n) => update(sortParams(n))}
          empty={isFiltered(state.filters) ? EMPTY_FILTERED_RECIPIENTS : EMPTY_RECIPIENTS}
          stale={list.isPlaceholderData}
          ctx={ctx}
          access={access}
          writes={writes}
          onRequest={onRequest}
          onSignUp={ui.openSignUp}
        />
        {list.data && <PagingFooter meta={list.data.meta} shown={rows.length} noun="recipients" onPage={(p) => update({ page: p > 1 ? String(p) : null })} perPage={state.params.per_page} />}
      </Card>

      <CampaignGiftModal campaign={campaign} mode={modal === 'invite' ? 'invite' : modal === 'send' ? 'send' : null} onClose={() => setModal(null)} />
      <MultiModal
        campaign={campaign}
        target={multi}
        onClose={() => setMulti(null)}
        onTypeEmails={() => {
          setMulti(null);
          setModal('invite-multiple');
        }}
      />
      <InviteMultipleModal campaignId={campaign.id} opened={modal === 'invite-multiple'} onClose={() => setModal(null)} />
      <ListDetailModal
        campaign={campaign}
        sharedSecret={rowOf('batch')?.shared_secret ?? null}
        canWrite={access === 'write'}
        onAddMore={(t) => {
          setRequest(null);
          setMulti(t);
        }}
        onClose={() => setRequest(null)}
      />
      <NoteModal row={rowOf('note')} readOnly={access !== 'write'} onSave={writes.note} onClose={() => setRequest(null)} />
      <RegistrationDetailsModal id={rowOf('details')?.id ?? null} onClose={() => setRequest(null)} />
      <EditDetailsModal campaign={campaign} row={rowOf('edit')} onClose={() => setRequest(null)} />
    </Stack>
  );
}
