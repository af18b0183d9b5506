import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useAdminUsers, type TAdminUsersParams } from '../api/get-admin-users';
import { EmptyRow, ListFooter, SortableTh, listDate, usePerPage, type TSort } from './list-controls';

type TSortKey = NonNullable<TAdminUsersParams['sort']>;
const COLS = 6;

/** Staff: every user, searchable by name or e-mail. */
export function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<TSort<TSortKey>>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = usePerPage('admin-users');
  const users = useAdminUsers({ page, per_page: perPage, q: q || undefined, ...sort });
  const onSort = (s: TSort<TSortKey>) => {
    setSort(s);
    setPage(1);
  };

  return (
    <>
      <Group align="flex-end" mb="md">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
      </Group>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="admin-users-table">
            <Table.Thead>
              <Table.Tr>
                <SortableTh label="ID" sortKey="id" sort={sort} onSort={onSort} />
                <SortableTh label="Name" sortKey="name" sort={sort} onSort={onSort} />
                <SortableTh label="Email" sortKey="email" sort={sort} onSort={onSort} />
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
                <SortableTh label="Created" sortKey="created_at" sort={sort} onSort={onSort} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.isPending ? (
                <EmptyRow cols={COLS}>Loading users…</EmptyRow>
              ) : users.isError ? (
                <EmptyRow cols={COLS}>The users could not be loaded.</EmptyRow>
              ) : users.data.data.length === 0 ? (
                <EmptyRow cols={COLS}>No users match this search.</EmptyRow>
              ) : (
                users.data.data.map((u) => (
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
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <ListFooter
        meta={users.data?.meta}
        noun="users"
        perPage={perPage}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </>
  );
}
