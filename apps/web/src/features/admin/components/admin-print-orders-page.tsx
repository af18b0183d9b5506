import { useState } from 'react';
import { Anchor, Group, SegmentedControl, Select, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OMS_JOBS_PAGE_SIZE, omsStatusLabel, statusesOf, type TOmsState, type TOmsStatus } from '@gifthub/shared/print-orders';
import { SearchBox } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useAdminJobs } from '../api/admin-print-orders';
import { AdminTable, useListPaging, useListSearch } from './admin-table';
import { AdminOmsStatus, adminProgress } from './admin-print-order-labels';

/** Staff: every team's enquiries (newest first, to answer with a quote) and jobs (to move through production). */
export function AdminPrintOrdersPage() {
  const [type, setType] = useState<TOmsState>('enquiry');
  const [status, setStatus] = useState<TOmsStatus>();
  const paging = useListPaging('admin-print-orders', OMS_JOBS_PAGE_SIZE);
  const search = useListSearch(paging);
  const list = useAdminJobs({ type, status, search: search.q, page: paging.page, per_page: paging.perPage });

  return (
    <>
      <Group align="flex-end" mb="md" wrap="wrap">
        <SegmentedControl
          aria-label="Show"
          value={type}
          onChange={(v) => {
            setType(v as TOmsState);
            setStatus(undefined);
            paging.setPage(1);
          }}
          data={[
            { value: 'enquiry', label: 'Enquiries' },
            { value: 'job', label: 'Jobs' },
          ]}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={statusesOf(type).map((s) => ({ value: s, label: omsStatusLabel(s) }))}
          value={status ?? null}
          onChange={(v) => {
            setStatus((v as TOmsStatus | null) ?? undefined);
            paging.setPage(1);
          }}
          w={200}
        />
        <SearchBox placeholder="Name, order or number" value={search.text} onChange={search.change} testId="admin-oms-search" />
      </Group>
      <AdminTable
        query={list}
        paging={paging}
        noun={type === 'job' ? 'jobs' : 'enquiries'}
        testId="admin-oms-table"
        minWidth={900}
        cols={6}
        head={
          <>
            <Table.Th>{type === 'job' ? 'Job' : 'Enquiry'}</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Units</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>{type === 'job' ? 'Progress' : 'Quote'}</Table.Th>
            <Table.Th>Created</Table.Th>
          </>
        }
        loading="Loading print orders…"
        failed="The print orders could not be loaded."
        empty={status ? `No ${omsStatusLabel(status).toLowerCase()} ${type === 'job' ? 'jobs' : 'enquiries'}.` : `No ${type === 'job' ? 'jobs' : 'enquiries'} yet.`}
      >
        {(rows) =>
          rows.map((j) => (
            <Table.Tr key={j.id} data-testid={`admin-oms-row-${j.id}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/print-orders/${j.id}`} size="sm" fw={600}>
                  {j.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  #{j.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{j.team_name}</Text>
              </Table.Td>
              <Table.Td>{j.quantity.toLocaleString('en-GB')}</Table.Td>
              <Table.Td>
                <AdminOmsStatus status={j.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{type === 'job' ? adminProgress(j.production_steps) : j.last_customer_pack ? `v${j.last_customer_pack.version} sent` : 'To quote'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{listDate(j.created_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
