import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Center, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TRANSACTIONS_PER_PAGE } from '@gifthub/shared/billing';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { PageHeader } from '../../../components/page-header';
import { ProGate } from '../../../components/pro-gate';
import { useBalance } from '../api/get-balance';
import { useBalanceNotifications } from '../api/get-balance-notifications';
import { LedgerTable, type TLedgerKind } from '../../../domain/ledger/components/ledger-table';
import { useRecentTransactions } from '../api/get-transactions';
import { NoPermission } from './no-permission';
import { TopUpModal, type TTopUpStart } from './top-up-modal';
import { WriteButton } from '../../../components/write-button';

function Figure({ title, value, testId, children }: { title: string; value: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      {/* A div, not a p: the value may be a Skeleton (a div) while loading. */}
      <Text component="div" fw={700} fz={28} mt={4} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {children && <Stack gap={6} mt="sm">{children}</Stack>}
    </Card>
  );
}

function RecentTable({ kind, title, viewAll }: { kind: TLedgerKind; title: string; viewAll: string }) {
  const { teamId } = useSession();
  const recent = useRecentTransactions(teamId, kind);
  const total = recent.data?.meta.total ?? 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`recent-${kind}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {total > TRANSACTIONS_PER_PAGE && (
          <Anchor component={Link} to={viewAll} size="sm" data-testid={`view-all-${kind}`}>
            View all {total} transactions
          </Anchor>
        )}
      </Group>
      {recent.isPending ? (
        <Center py="lg">
          <Loader aria-label="Loading" />
        </Center>
      ) : (
        <LedgerTable kind={kind} rows={(recent.data?.data ?? []).slice(0, TRANSACTIONS_PER_PAGE)} compact />
      )}
    </Card>
  );
}

/**
 * /billing, spec 3 §2.7: Team Resources (balance), Team Credit Available (of the limit; contact us, REPAY),
 * Total Available To Spend, TOP UP, payment documents, and the recent team and direct transactions.
 */
export function BillingOverviewPage() {
  const session = useSession();
  const ui = useUi();
  const finance = session.can('team-finance');
  const showBalance = finance && session.pro;
  const balance = useBalance(session.teamId, showBalance);
  const notes = useBalanceNotifications(session.teamId, showBalance && !session.demo);
  const [topUp, setTopUp] = useState<TTopUpStart | null>(null);
  const canTopUp = session.can('use-balance') || session.can('use-cards');

  const header = (
    <PageHeader
      title="Team Account Overview"
      crumbs={[{ label: 'Billing', to: '/billing' }, { label: 'Team Account Overview' }]}
      actions={
        finance ? (
          <Button component={Link} to="/billing/payment-documents" variant="light" leftSection={<IconFileInvoice size={18} />}>
            Payment Documents
          </Button>
        ) : undefined
      }
    />
  );

  if (!finance)
    return (
      <>
        {header}
        <NoPermission />
      </>
    );

  const b = balance.data;
  const money = (n: number | undefined) => (n === undefined ? <Skeleton h={34} w={140} /> : formatPounds(n));
  const topUpButton = (
    <WriteButton onClick={() => setTopUp({})} disabled={!canTopUp} fullWidth>
      TOP UP
    </WriteButton>
  );

  return (
    <>
      {header}
      <Stack gap="lg">
        {(notes.data?.data ?? []).map((n) => (
          <Alert key={n.id} color="orange" icon={<IconBell />} title={n.title} data-testid="balance-notification">
            {n.text}
          </Alert>
        ))}

        {session.pro ? (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Figure title="Team Resources" value={money(b?.balance)} testId="team-resources">
              {topUpButton}
            </Figure>
            <Figure title="Team Credit Available" testId="team-credit" value={money(b?.credit_available)}>
              <Text size="sm" c="dimmed" mt={-6} data-testid="team-credit-limit">
                {b ? `of ${formatPounds(b.credit_limit)} credit limit` : '\u00a0'}
              </Text>
              <Text size="sm" c="dimmed">
                Need a higher credit limit?{' '}
                <Anchor component="button" type="button" size="sm" onClick={ui.openContact}>
                  Contact us
                </Anchor>
              </Text>
              {b && b.credit_used > 0 && (
                <WriteButton variant="outline" color="orange" onClick={() => setTopUp({ amount: b.credit_used, repay: true })} disabled={!canTopUp} fullWidth>
                  REPAY {formatPounds(b.credit_used)}
                </WriteButton>
              )}
            </Figure>
            <Figure title="Total Available To Spend" value={money(b?.total_available)} testId="total-available">
              {topUpButton}
            </Figure>
          </SimpleGrid>
        ) : (
          <ProGate feature="teamCredit" />
        )}

        {session.pro && <RecentTable kind="team" title="Recent Team Balance Transactions" viewAll="/billing/transaction-history" />}
        {session.pro && session.can('use-cards') && <RecentTable kind="direct" title="Recent Direct Payment Transactions" viewAll="/billing/transaction-history-direct" />}
      </Stack>
      <TopUpModal opened={topUp !== null} onClose={() => setTopUp(null)} start={topUp ?? undefined} />
    </>
  );
}
