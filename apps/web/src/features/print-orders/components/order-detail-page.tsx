import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconRepeat } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { formatQuoteMoney, reorderPrefill, type TCustomerPack, type TOmsJob } from '@gifthub/shared/print-orders';
import { DataTable } from '../../../components/data-table';
import { LoadState } from '../../../components/load-state';
import { PageHeader } from '../../../components/page-header';
import { WriteButton } from '../../../components/write-button';
import { ApiError } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { downloadOmsFile, useJob } from '../api/get-jobs';
import { EnquiryModal } from './enquiry-modal';
import { NoCustomerLink, listTitle } from './orders-page';
import { CompletionDate, InvoiceBadge, itemType, OmsStatusBadge, packDate, PackStatusBadge, ProgressRing } from './print-order-labels';

function InfoTable({ job }: { job: TOmsJob }) {
  const rows: [string, ReactNode][] =
    job.state === 'enquiry'
      ? [
          ['Enquiry ID', `#${job.id}`],
          ['Quantity', job.quantity.toLocaleString('en-GB')],
          ['Status', <OmsStatusBadge key="s" status={job.status} />],
          ['Details', <Text key="d" size="sm" style={{ whiteSpace: 'pre-wrap' }}>{job.enquiry_details.message || '—'}</Text>],
        ]
      : [
          ['Job ID', `#${job.id}`],
          ['Order', [job.order_name, job.order_id].filter(Boolean).join(' · ') || '—'],
          ['Status', <OmsStatusBadge key="s" status={job.status} />],
          ['Quantity', job.quantity.toLocaleString('en-GB')],
          ['Completion Date', <CompletionDate key="c" job={job} />],
          ['Production Progress', <ProgressRing key="p" steps={job.production_steps} />],
        ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="oms-info">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function QuotePanel({ job }: { job: TOmsJob }) {
  const pack: TCustomerPack | undefined = job.customer_packs[0];
  if (!pack)
    return (
      <Alert color="blue" variant="light" title="Quote" data-testid="no-quote">
        There is no quote for this {itemType(job.state)} yet... Your Account Manager is preparing one, and we will e-mail you as soon as it is ready.
      </Alert>
    );
  const q = pack.quote;
  const money = (n: number) => formatQuoteMoney(n, q.currency);
  const lines: [string, string][] = [
    ['Price per unit', money(q.ppu)],
    ['Quantity', q.quantity.toLocaleString('en-GB')],
    ['Subtotal', money(q.subtotal)],
    ['Shipping', money(q.shipping)],
    ['Extra', money(q.extra)],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid="quote-panel">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Quote v{pack.version}
        </Title>
        <PackStatusBadge status={pack.status} />
      </Group>
      <Stack gap={4}>
        {lines.map(([label, value]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </Group>
        ))}
        <Group justify="space-between" pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="quote-total">
            {money(q.total)}
          </Text>
        </Group>
      </Stack>
      {pack.reply && (
        <Text size="sm" mt="sm" fs="italic">
          “{pack.reply}”{pack.replied_by ? ` — ${pack.replied_by}` : ''}
        </Text>
      )}
      <Button component={Link} to={`/docs/pack/${pack.key}`} variant="light" fullWidth mt="md">
        View Customer Pack
      </Button>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** An empty list reads as one calm sentence, not an empty table. */
const Empty = ({ children, testId }: { children: ReactNode; testId: string }) => (
  <Text size="sm" c="dimmed" data-testid={testId}>
    {children}
  </Text>
);

function PacksTable({ job }: { job: TOmsJob }) {
  if (job.customer_packs.length === 0) return <Empty testId="no-packs">No customer packs have been sent for this {itemType(job.state)} yet.</Empty>;
  return (
    <DataTable
      label="Customer packs"
      minWidth={480}
      cols={5}
      testId="packs-table"
      texts={{ empty: '' }}
      head={
        <>
          <Table.Th>Version</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Sent</Table.Th>
          <Table.Th>Total</Table.Th>
          <Table.Th>Pack</Table.Th>
        </>
      }
    >
      {job.customer_packs.map((p) => (
        <Table.Tr key={p.id}>
          <Table.Td>v{p.version}</Table.Td>
          <Table.Td>
            <PackStatusBadge status={p.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{packDate(p.created_at)}</Table.Td>
          <Table.Td>{formatQuoteMoney(p.quote.total, p.quote.currency)}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/docs/pack/${p.key}`} size="sm">
              View pack v{p.version}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

function FilesTable({ job, kind }: { job: TOmsJob; kind: 'attachments' | 'invoices' }) {
  const { teamId } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (file: { public_key: string; name: string }, extension?: string) => {
    setBusy(file.public_key);
    try {
      await downloadOmsFile(teamId, file, extension);
    } catch {
      // The alert catalogue has told the user.
    } finally {
      setBusy(null);
    }
  };
  const rows = kind === 'attachments' ? job.attachments : job.invoices;
  if (rows.length === 0)
    return (
      <Empty testId={`no-${kind}`}>
        {kind === 'attachments' ? `No files have been attached to this ${itemType(job.state)} yet. Artwork proofs and documents appear here.` : `There are no invoices for this ${itemType(job.state)} yet.`}
      </Empty>
    );
  return (
    <DataTable
      label={kind === 'attachments' ? 'Attachments' : 'Invoices'}
      minWidth={420}
      cols={4}
      testId={`${kind}-table`}
      texts={{ empty: '' }}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>{kind === 'attachments' ? 'Added' : 'Status'}</Table.Th>
          <Table.Th>{kind === 'attachments' ? 'Type' : 'Issued'}</Table.Th>
          <Table.Th>Download</Table.Th>
        </>
      }
    >
      {kind === 'attachments'
        ? job.attachments.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{packDate(a.created_at)}</Table.Td>
              <Table.Td tt="uppercase">{a.file_info.extension}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={busy === a.public_key} onClick={() => void download(a, a.file_info.extension)} aria-label={`Download ${a.name}`}>
                  Download
                </Button>
              </Table.Td>
            </Table.Tr>
          ))
        : job.invoices.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.name}</Table.Td>
              <Table.Td>
                <InvoiceBadge status={i.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{packDate(i.created_at)}</Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={busy === i.public_key} onClick={() => void download(i)} aria-label={`Download ${i.name}`}>
                  Download
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
    </DataTable>
  );
}

/** A job or enquiry (/orders/{id}, spec 3 §2.11); an unknown id goes back to /orders. */
export function OrderDetailPage() {
  const session = useSession();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const job = useJob(session.teamId, valid ? id : 0);
  const [reordering, setReordering] = useState(false);
  if (!session.team.features.oms) return <NoCustomerLink />;
  if (!valid || (job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 422))) return <Navigate to="/orders" replace />;
  if (!job.data) return <LoadState failed={job.isError} title="This order could not be loaded." />;
  const j = job.data;
  const list = j.state === 'job' ? { label: listTitle('job'), to: '/orders' } : { label: listTitle('enquiry'), to: '/orders/enquiries' };

  return (
    <>
      <PageHeader
        title={j.name}
        crumbs={[list, { label: `${j.state === 'job' ? 'Job' : 'Enquiry'} #${j.id}` }]}
        description={`${j.state === 'job' ? 'Job' : 'Enquiry'} created ${fullDate(j.created_at)}`}
        actions={
          j.state === 'job' && (
            <WriteButton leftSection={<IconRepeat size={16} />} onClick={() => setReordering(true)} data-testid="reorder">
              Reorder This Item
            </WriteButton>
          )
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <InfoTable job={j} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <QuotePanel job={j} />
        </Grid.Col>
      </Grid>
      <Stack gap="lg" mt="lg">
        <Section title="Customer Packs">
          <PacksTable job={j} />
        </Section>
        <Section title="Attachments">
          <FilesTable job={j} kind="attachments" />
        </Section>
        <Section title="Invoices">
          <FilesTable job={j} kind="invoices" />
        </Section>
      </Stack>
      {j.state === 'job' && <EnquiryModal opened={reordering} onClose={() => setReordering(false)} reorder={reorderPrefill(j)} />}
    </>
  );
}
