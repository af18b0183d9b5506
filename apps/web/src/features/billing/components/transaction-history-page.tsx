import { useState } from 'react';
import { Button, Card, Center, Loader } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { TRANSACTIONS_PER_PAGE } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { PagingFooter, usePerPage } from '../../../components/list-controls';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { LedgerTable, type TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { useTransactions } from '../api/get-transactions';
import { ExportModal } from './export-modal';
import { NoPermission } from './no-permission';

const TITLES: Record<TLedgerKind, string> = { team: 'Team Transaction History', direct: 'Direct Transaction History' };

/**
 * /billing/transaction-history (team-finance) and /billing/transaction-history-direct (use-cards, pro):
 * 10 rows per page unless the WSPerPage-transactions[-direct] cookie says otherwise; Generate CSV Export.
 */
export function TransactionHistoryPage({ kind }: { kind: TLedgerKind }) {
  const session = useSession();
  const allowed = kind === 'team' ? session.can('team-finance') : session.can('use-cards');
  // The team balance and direct card history are pro features (spec 3 §6).
  const gated = !session.pro;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [perPage, setPerPage] = usePerPage(kind === 'team' ? 'transactions' : 'transactions-direct', undefined, TRANSACTIONS_PER_PAGE);
  const list = useTransactions(session.teamId, kind, page, perPage, allowed && !gated);
  const [exporting, setExporting] = useState(false);

  const goTo = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });

  const header = (
    <PageHeader
      title={TITLES[kind]}
      crumbs={[{ label: 'Billing', to: '/billing' }, { label: TITLES[kind] }]}
      actions={
        allowed && !gated && list.data && list.data.meta.total > 0 ? (
          <Button leftSection={<IconFileSpreadsheet size={18} />} variant="light" onClick={() => setExporting(true)}>
            Generate CSV Export
          </Button>
        ) : undefined
      }
    />
  );

  if (!allowed)
    return (
      <>
        {header}
        <NoPermission text={kind === 'team' ? texts.noCreditPermission : texts.forbidden} />
      </>
    );
  if (gated)
    return (
      <>
        {header}
        <ProGate feature={kind === 'team' ? 'teamCredit' : 'directHistory'} />
      </>
    );

  return (
    <>
      {header}
      <Card withBorder radius="md" padding="md">
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading" />
          </Center>
        ) : list.data ? (
          <>
            <LedgerTable kind={kind} rows={list.data.data} testId="transactions-table" />
            {list.data.meta.total > 0 && (
              <PagingFooter
                meta={list.data.meta}
                shown={list.data.data.length}
                onPage={goTo}
                perPage={perPage}
                onPerPage={(n) => {
                  setPerPage(n);
                  goTo(1);
                }}
              />
            )}
          </>
        ) : null}
      </Card>
      <ExportModal kind={kind} opened={exporting} onClose={() => setExporting(false)} />
    </>
  );
}
