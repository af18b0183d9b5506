import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RESOURCE_POST_TYPES, RESOURCE_STATUS_LABELS, RESOURCE_STATUSES, RESOURCE_TYPE_LABELS, type TResourcePostType, type TResourceStatus } from '@gifthub/shared/resources';
import { listDate } from '../../../lib/dates';
import { useAdminResources } from '../api/admin-resources';
import { AdminTable, useListPaging, useListSearch } from './admin-table';

export function ResourceStatusBadge({ status }: { status: TResourceStatus }) {
  return (
    <Badge color={status === 'published' ? 'green' : 'gray'} variant="light">
      {RESOURCE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Staff: every guide and walkthrough, drafts too, recently changed first; each opens in the editor. */
export function AdminResourcesPage() {
  const paging = useListPaging('admin-resources');
  const search = useListSearch(paging);
  const [status, setStatus] = useState<TResourceStatus>();
  const [type, setType] = useState<TResourcePostType>();
  const list = useAdminResources({ page: paging.page, per_page: paging.perPage, status, type, q: search.q });
  const filtered = Boolean(status || type || search.q);
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Search" placeholder="Title or slug" leftSection={<IconSearch size={16} />} value={search.text} onChange={(e) => search.change(e.currentTarget.value)} w={220} />
          <Select
            label="Type"
            placeholder="Any type"
            clearable
            data={RESOURCE_POST_TYPES.map((t) => ({ value: t, label: RESOURCE_TYPE_LABELS[t] }))}
            value={type ?? null}
            onChange={(v) => {
              setType((v as TResourcePostType | null) ?? undefined);
              paging.setPage(1);
            }}
            w={160}
          />
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={RESOURCE_STATUSES.map((s) => ({ value: s, label: RESOURCE_STATUS_LABELS[s] }))}
            value={status ?? null}
            onChange={(v) => {
              setStatus((v as TResourceStatus | null) ?? undefined);
              paging.setPage(1);
            }}
            w={160}
          />
        </Group>
        <Button component={Link} to="/admin/resources/new" leftSection={<IconPlus size={16} />} data-testid="new-resource">
          New resource
        </Button>
      </Group>
      <AdminTable
        query={list}
        paging={paging}
        noun="resources"
        testId="admin-resources-table"
        minWidth={860}
        cols={6}
        head={
          <>
            <Table.Th>Title</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tags</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Author</Table.Th>
          </>
        }
        loading="Loading resources…"
        failed="The resources could not be loaded."
        empty={filtered ? 'No resources match these filters.' : 'No resources yet. Write the first guide.'}
      >
        {(rows) =>
          rows.map((r) => (
            <Table.Tr key={r.ID} data-testid={`admin-resource-row-${r.post_name}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/resources/${r.ID}`} size="sm" fw={600}>
                  {r.post_title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  /resources/{r.post_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{RESOURCE_TYPE_LABELS[r.post_type]}</Text>
              </Table.Td>
              <Table.Td>
                <ResourceStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.tags.map((t) => t.name).join(', ') || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{listDate(r.updated_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.author_name ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
