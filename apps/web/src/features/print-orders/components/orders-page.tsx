import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TABLE_PAGE_SIZES } from '@gifthub/shared/constants';
import {
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_SOURCES,
  OMS_JOBS_PAGE_SIZE,
  omsStatusLabel,
  printOrderTexts,
  statusesOf,
  type TEnquirySource,
  type TOmsJobListItem,
  type TOmsState,
} from '@gifthub/shared/print-orders';
import { DataTable, listStatus } from '../../../components/data-table';
import { changeParams, PagingFooter, QuerySearchBox, queryPaging, readPerPage, usePerPage } from '../../../components/list-controls';
import { PageHeader } from '../../../components/page-header';
import { RouteTabs } from '../../../components/route-tabs';
import { WriteButton } from '../../../components/write-button';
import { listDate } from '../../../lib/dates';
import { PRODUCT_NAME } from '../../../lib/product';
import { useSession } from '../../../lib/session';
import { useJobs } from '../api/get-jobs';
import { EnquiryModal } from './enquiry-modal';
import { CompletionDate, InvoiceBadge, LastPack, OmsStatusBadge, ProgressRing, sourceLabel } from './print-order-labels';

export const listTitle = (type: TOmsState) => (type === 'job' ? `${PRODUCT_NAME} Orders & Jobs` : `${PRODUCT_NAME} Enquiries`);
const TABS = [
  { value: 'job', label: 'Orders & Jobs' },
  { value: 'enquiry', label: 'Enquiries' },
] as const;

/** The page of a team without the order-management customer link (the menu hides it; a typed address lands here). */
export function NoCustomerLink() {
  return (
    <Alert color="blue" title="Print orders" data-testid="no-oms">
      {printOrderTexts.noCustomerLink}
    </Alert>
  );
}

function NameCell({ job }: { job: TOmsJobListItem }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/orders/${job.id}`} size="sm" fw={600}>
        {job.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        #{job.id}
        {job.order_id ? ` · ${job.order_id}` : ''}
      </Text>
    </Stack>
  );
}

function JobRow({ job, type }: { job: TOmsJobListItem; type: TOmsState }) {
  return (
    <Table.Tr data-testid={`oms-row-${job.id}`}>
      <Table.Td>
        <NameCell job={job} />
      </Table.Td>
      <Table.Td>{job.quantity.toLocaleString('en-GB')}</Table.Td>
      <Table.Td>
        <OmsStatusBadge status={job.status} size="sm" wrap />
      </Table.Td>
      <Table.Td>
        <LastPack pack={job.last_customer_pack} />
      </Table.Td>
      {type === 'job' ? (
        <>
          <Table.Td>
            <ProgressRing steps={job.production_steps} size={36} showSteps={false} />
          </Table.Td>
          <Table.Td>
            <CompletionDate job={job} />
          </Table.Td>
        </>
      ) : (
        <>
          <Table.Td>
            {job.invoices.length === 0 ? (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ) : (
              <Group gap={4}>
                {job.invoices.map((i) => (
                  <InvoiceBadge key={i.id} status={i.status} />
                ))}
              </Group>
            )}
          </Table.Td>
          <Table.Td>{sourceLabel(job.enquiry_source)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{listDate(job.created_at)}</Table.Td>
        </>
      )}
      <Table.Td>
        <Button component={Link} to={`/orders/${job.id}`} size="compact-sm" variant="light" aria-label={`View details of ${job.name}`}>
          View Details
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * '{product} Orders & Jobs' (/orders) and '{product} Enquiries' (/orders/enquiries), spec 3 §2.11: Make New Enquiry,
 * the filters (order status; enquiry status and source), search, 50 a page, and the columns of each list.
 */
export function OrdersPage({ type }: { type: TOmsState }) {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [enquiring, setEnquiring] = useState(false);
  const [remembered, setPerPage] = usePerPage(`oms-${type}`, TABLE_PAGE_SIZES, OMS_JOBS_PAGE_SIZE);
  const perPage = readPerPage(params, TABLE_PAGE_SIZES, remembered);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statuses = statusesOf(type);
  const status = statuses.find((s) => s === params.get('status'));
  const source = type === 'enquiry' ? ENQUIRY_SOURCES.find((s) => s === params.get('source')) : undefined;
  const search = params.get('search')?.trim() || undefined;
  const linked = session.team.features.oms;
  const jobs = useJobs(session.teamId, { type, page, per_page: perPage, status, source, search }, linked);
  const update = (changes: Record<string, string | null>) => setParams((prev) => changeParams(prev, { page: null, ...changes }));
  const rows = jobs.data?.data ?? [];
  const filtered = Boolean(status || source || search);
  const noun = type === 'job' ? 'orders' : 'enquiries';
  const cols = type === 'job' ? 7 : 8;

  return (
    <>
      <PageHeader
        title={listTitle(type)}
        description={type === 'job' ? 'Your print orders in production and delivered: follow each job step by step.' : 'Your requests for new print items and reorders, with their quotes and invoices.'}
        actions={
          linked && (
            <WriteButton leftSection={<IconPlus size={16} />} onClick={() => setEnquiring(true)} data-testid="new-enquiry">
              Make New Enquiry
            </WriteButton>
          )
        }
      />
      <RouteTabs value={type} tabs={TABS} onChange={(v) => void navigate(v === 'job' ? '/orders' : '/orders/enquiries')}>
        {!linked ? (
          <NoCustomerLink />
        ) : (
          <>
            <Card withBorder radius="md" padding="md" mb="lg">
              <Group align="flex-end" gap="md" wrap="wrap">
                <QuerySearchBox placeholder="Name, order or number" w={240} testId="oms-search" value={search ?? ''} onSearch={(v) => update({ search: v || null })} />
                <Select
                  label={type === 'job' ? 'Order status' : 'Enquiry status'}
                  placeholder="All statuses"
                  data={statuses.map((s) => ({ value: s, label: omsStatusLabel(s) }))}
                  value={status ?? null}
                  onChange={(v) => update({ status: v })}
                  clearable
                  w={200}
                  data-testid="oms-status-filter"
                />
                {type === 'enquiry' && (
                  <Select
                    label="Enquiry source"
                    placeholder="All sources"
                    data={ENQUIRY_SOURCES.map((s) => ({ value: s, label: ENQUIRY_SOURCE_LABELS[s] }))}
                    value={source ?? null}
                    onChange={(v) => update({ source: v as TEnquirySource | null })}
                    clearable
                    w={180}
                    data-testid="oms-source-filter"
                  />
                )}
              </Group>
            </Card>
            <Card withBorder radius="md" padding="md">
              <DataTable
                label={listTitle(type)}
                // Beside the menu and the help sidebar at 1440 px the list has about 780 px: names, statuses, packs and (est.) wrap
                // and the badges are small so every column fits; narrower (a phone) it scrolls with the name pinned.
                minWidth={type === 'job' ? 720 : 760}
                tableProps={{ highlightOnHover: true, horizontalSpacing: 'xs' }}
                cols={cols}
                testId="oms-table"
                status={listStatus(jobs, rows.length)}
                busy={jobs.isPlaceholderData}
                texts={{
                  loading: `Loading your ${noun}…`,
                  failed: `Your ${noun} could not be loaded. Please try again later.`,
                  empty: filtered ? `There are no ${noun} that match your filters.` : type === 'job' ? 'You have no print orders yet. Make an enquiry and we will send you a quote.' : 'You have not made any enquiries yet.',
                }}
                head={
                  <>
                    <Table.Th>{type === 'job' ? 'Order' : 'Enquiry'}</Table.Th>
                    <Table.Th>Units</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Last Customer Pack</Table.Th>
                    {type === 'job' ? (
                      <>
                        <Table.Th>Production</Table.Th>
                        <Table.Th>Completion Date</Table.Th>
                      </>
                    ) : (
                      <>
                        <Table.Th>Invoices</Table.Th>
                        <Table.Th>Source</Table.Th>
                        <Table.Th>Date Created</Table.Th>
                      </>
                    )}
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </>
                }
              >
                {rows.map((job) => (
                  <JobRow key={job.id} job={job} type={type} />
                ))}
              </DataTable>
              <PagingFooter meta={jobs.data?.meta} shown={rows.length} noun={noun} perPage={perPage} sizes={TABLE_PAGE_SIZES} {...queryPaging((c) => setParams((prev) => changeParams(prev, c)), setPerPage)} />
            </Card>
          </>
        )}
      </RouteTabs>
      <EnquiryModal opened={enquiring} onClose={() => setEnquiring(false)} />
    </>
  );
}
