import { Fragment, useState, type ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Input, SegmentedControl, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconMail, IconSend } from '@tabler/icons-react';
import { outboxTexts, type TOutboxMessage, type TOutboxStatus } from '@gifthub/shared/admin';
import { fullDate } from '../../../lib/dates';
import { useAdminOutbox } from '../api/get-admin-outbox';
import { useResendAdminOutbox } from '../api/resend-admin-outbox';
import { AdminTable, useListPaging } from './admin-table';

const COLS = 6;
const STATUS_COLORS: Record<TOutboxMessage['status'], string> = { queued: 'yellow', sent: 'teal', failed: 'red' };
// Narrow tables may squeeze a badge; its short label should rather widen the column than be cut.
const NO_TRUNCATE = { label: { overflow: 'visible' } } as const;
const URL_RE = /(https?:\/\/[^\s<>"]+)/g;
const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
];

/** Plain text with its http(s) links clickable (invitation and sign-up links are what staff look for). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_RE).map((part, i) =>
    i % 2 === 1 ? (
      <Anchor key={i} href={part} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
        {part}
      </Anchor>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** A failed e-mail's Resend: queued again with fresh attempts, confirmed by a notification. */
function ResendButton({ message }: { message: TOutboxMessage }) {
  const resend = useResendAdminOutbox();
  return (
    <Button
      size="compact-xs"
      variant="light"
      mt={4}
      leftSection={<IconSend size={12} />}
      loading={resend.isPending}
      aria-label={`Resend ${message.subject} to ${message.to}`}
      onClick={(e) => {
        e.stopPropagation();
        resend.mutate(message.id, { onSuccess: () => notifications.show({ color: 'green', title: outboxTexts.resent, message: `${message.subject} to ${message.to}` }) });
      }}
    >
      Resend
    </Button>
  );
}

/** Staff: every e-mail the product queued, newest first, filtered by recipient and status; failed ones can be resent. */
export function AdminOutboxPage() {
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<'all' | TOutboxStatus>('all');
  const [recipient] = useDebouncedValue(to.trim(), 400);
  const paging = useListPaging('admin-outbox');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const outbox = useAdminOutbox({ page: paging.page, per_page: paging.perPage, to: recipient || undefined, status: status === 'all' ? undefined : status });

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <Group align="flex-end" mb="md">
        <TextInput
          label="Recipient"
          description="The exact e-mail address"
          placeholder="name@example.com"
          type="email"
          leftSection={<IconMail size={16} />}
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            paging.setPage(1);
          }}
          w={320}
        />
        <Input.Wrapper label="Status" id="outbox-status">
          <SegmentedControl
            aria-labelledby="outbox-status-label"
            data={STATUS_FILTERS}
            value={status}
            onChange={(v) => {
              setStatus(v as typeof status);
              paging.setPage(1);
            }}
          />
        </Input.Wrapper>
      </Group>
      <AdminTable
        query={outbox}
        paging={paging}
        noun="e-mails"
        testId="admin-outbox-table"
        minWidth={760}
        cols={COLS}
        head={
          <>
            <Table.Th w={44}>
              <VisuallyHidden>Body</VisuallyHidden>
            </Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th w={150}>Kind</Table.Th>
            <Table.Th w={100}>Status</Table.Th>
            <Table.Th w={170}>Date</Table.Th>
          </>
        }
        loading="Loading e-mails…"
        failed="The outbox could not be loaded."
        empty={recipient ? `No ${status === 'all' ? '' : `${status} `}e-mails to ${recipient}.` : status === 'all' ? 'No e-mails yet.' : `No ${status} e-mails.`}
        tableProps={{ verticalSpacing: 'sm' }}
      >
        {(rows) =>
          rows.map((m) => {
            const expanded = open.has(m.id);
            return (
              <Fragment key={m.id}>
                <Table.Tr style={{ cursor: 'pointer' }} onClick={() => toggle(m.id)}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={expanded}
                      aria-label={expanded ? `Hide the body of ${m.subject}` : `Show the body of ${m.subject}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        toggle(m.id);
                      }}
                    >
                      {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {m.to}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {m.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="gray" tt="none" styles={NO_TRUNCATE}>
                      {m.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[m.status]} styles={NO_TRUNCATE}>
                      {m.status}
                    </Badge>
                    {m.status !== 'sent' && m.attempts > 0 && (
                      <Text size="xs" c="dimmed">
                        {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
                      </Text>
                    )}
                    {m.status === 'failed' && <ResendButton message={m} />}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {fullDate(m.created_at)}
                    </Text>
                    {m.sent_at && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        sent {fullDate(m.sent_at)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={COLS - 1}>
                      {m.last_error && (
                        <Text size="sm" c="red.8" mb="xs" data-testid="outbox-error">
                          {m.status === 'failed' ? 'Failed' : 'Last attempt failed'}: {m.last_error}
                          {m.next_attempt_at && ` (next try ${fullDate(m.next_attempt_at)})`}
                        </Text>
                      )}
                      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }} bg="gray.0" p="sm" data-testid="outbox-body">
                        {linkify(m.text)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })
        }
      </AdminTable>
    </>
  );
}
