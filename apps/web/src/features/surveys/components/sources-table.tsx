import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Card, Group, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TSurvey, TSurveySource } from '@gifthub/shared/surveys';
import { DataTable, listStatus } from '../../../components/data-table';
import { lazyModal } from '../../../components/lazy-modal';
import { useSession } from '../../../lib/session';
import { DeletedActions, DeletedSwitch } from '../../../components/deleted-actions';
import { useSourceBin } from '../api/source-bin';
import { useSources } from '../api/source-list';
import { useCopyLink } from './copy-link';
import { count, sourceTypeLabel } from './survey-labels';
import { WriteButton } from '../../../components/write-button';

const SourceModal = lazyModal(() => import('./source-modal').then((m) => m.SourceModal));

export const EMPTY_SOURCES = 'This survey has no sources yet. Add one to share a link of its own and count its responses apart.';
export const EMPTY_DELETED_SOURCES = 'There are no deleted sources.';
/** What Delete permanently says goes with a source. */
export const SOURCE_PERMANENT_DELETE = 'Its link stops for good; its responses stay with the survey. It cannot be restored.';

/** The survey's sources (spec 2 §3): a link each, Active or Disabled, with the responses and completes that came through it. */
export function SourcesTable({ survey, writable }: { survey: TSurvey; writable: boolean }) {
  const { teamId } = useSession();
  // On: the bin's sources, each with Restore and Delete permanently.
  const [deleted, setDeleted] = useState(false);
  const sources = useSources(teamId, survey.id, survey.id > 0, deleted);
  const bin = useSourceBin(teamId, survey.id);
  const copy = useCopyLink();
  // null: closed; { source: null }: a new source.
  const [editing, setEditing] = useState<{ source: TSurveySource | null } | null>(null);
  const rows = sources.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Sources
        </Title>
        {writable && (
          <Group gap="md">
            <DeletedSwitch noun="sources" checked={deleted} onChange={setDeleted} />
            {!deleted && (
              <WriteButton size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ source: null })}>
                Add Source
              </WriteButton>
            )}
          </Group>
        )}
      </Group>
      <DataTable
        label="Sources"
        cols={7}
        minWidth={820}
        status={listStatus(sources, rows.length)}
        texts={{ empty: deleted ? EMPTY_DELETED_SOURCES : EMPTY_SOURCES, emptyTestId: 'sources-empty' }}
        testId="sources-table"
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Public URL</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Responses</Table.Th>
            <Table.Th ta="right">Completes</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
      >
        {rows.map((s) => (
          <Table.Tr key={s.id} data-testid="source-row">
            <Table.Td>
              <Text size="sm" fw={600}>
                {s.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{sourceTypeLabel(s.type, s.platform)}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Anchor href={s.public_url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
                  {s.public_url}
                </Anchor>
                <Tooltip label="Copy link">
                  <ActionIcon variant="subtle" onClick={() => copy(s.public_url)} aria-label={`Copy the link of ${s.name}`}>
                    <IconCopy size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
            <Table.Td>
              <Badge color={s.active ? 'green' : 'gray'} variant="light" data-testid="source-status">
                {s.active ? 'Active' : 'Disabled'}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">{count(s.responses_count)}</Table.Td>
            <Table.Td ta="right">{count(s.complete_responses_count)}</Table.Td>
            <Table.Td>
              {writable && deleted ? (
                <DeletedActions
                  name={s.name}
                  consequence={SOURCE_PERMANENT_DELETE}
                  restoring={bin.restore.isPending && bin.restore.variables === s.id}
                  deleting={bin.purge.isPending && bin.purge.variables === s.id}
                  onRestore={() => bin.restore.mutate(s.id)}
                  onDelete={() => bin.purge.mutate(s.id)}
                />
              ) : writable ? (
                <Group gap={6} wrap="nowrap">
                  <WriteButton size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing({ source: s })} aria-label={`Edit ${s.name}`}>
                    Edit
                  </WriteButton>
                  <WriteButton
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    loading={bin.remove.isPending && bin.remove.variables === s.id}
                    onClick={() => bin.remove.mutate(s.id)}
                    aria-label={`Delete ${s.name}`}
                  >
                    Delete
                  </WriteButton>
                </Group>
              ) : (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      {writable && <SourceModal opened={editing !== null} surveyId={survey.id} source={editing?.source ?? null} onClose={() => setEditing(null)} />}
    </Card>
  );
}
