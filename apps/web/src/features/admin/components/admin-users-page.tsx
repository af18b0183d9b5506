import { useState } from 'react';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { SearchBox, SortableTh, type TSort } from '../../../components/list-controls';
import { listDate } from '../../../lib/dates';
import { useAdminUsers, type TAdminUsersParams } from '../api/get-admin-users';
import { AdminTable, useListPaging, useListSearch } from './admin-table';

type TSortKey = NonNullable<TAdminUsersParams['sort']>;

/** Staff: every user, searchable by name or e-mail. */
export function AdminUsersPage() {
  const [sort, setSort] = useState<TSort<TSortKey>>({});
  const paging = useListPaging('admin-users');
  const search = useListSearch(paging);
  const users = useAdminUsers({ page: paging.page, per_page: paging.perPage, q: search.q, ...sort });
  const onSort = (s: TSort<TSortKey>) => {
    setSort(s);
    paging.setPage(1);
  };

  return (
    <>
      <Group align="flex-end" mb="md">
        <SearchBox placeholder="Name or e-mail" value={search.text} onChange={search.change} w={300} />
      </Group>
      <AdminTable
        query={users}
        paging={paging}
        noun="users"
        testId="admin-users-table"
        minWidth={720}
        cols={6}
        head={
          <>
            <SortableTh label="ID" sortKey="id" sort={sort} onSort={onSort} />
            <SortableTh label="Name" sortKey="name" sort={sort} onSort={onSort} />
            <SortableTh label="Email" sortKey="email" sort={sort} onSort={onSort} />
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <SortableTh label="Created" sortKey="created_at" sort={sort} onSort={onSort} />
          </>
        }
        loading="Loading users…"
        failed="The users could not be loaded."
        empty="No users match this search."
      >
        {(rows) =>
          rows.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>{u.id}</Table.Td>
              <Table.Td>{u.name || <Text c="dimmed" size="sm">—</Text>}</Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${u.email}`} size="sm">
                  {u.email}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {u.is_bb_admin ? (
                  <Badge color="grape" variant="light">
                    Staff
                  </Badge>
                ) : u.is_demo ? (
                  <Badge color="gray" variant="light">
                    Demo
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    Customer
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {/* No password yet means the person was invited and has not signed up. */}
                <Badge color={u.active ? 'teal' : 'gray'} variant="light">
                  {u.active ? 'Active' : 'Invited'}
                </Badge>
              </Table.Td>
              <Table.Td>{listDate(u.created_at)}</Table.Td>
            </Table.Tr>
          ))
        }
      </AdminTable>
    </>
  );
}
