import { useState } from 'react';
import { ActionIcon, Card, Group, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { SE_FILES_MAX, seFilesOpen, type TSeCampaign, type TSeCampaignFile } from '@gifthub/shared/se-campaigns';
import { listDate } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { useUi } from '../../../../lib/ui';
import { useDeleteSeCampaignFile, useUploadSeCampaignFile } from '../../api/se-campaign-mutations';
import { downloadSeCampaignFile } from '../../api/se-campaigns';
import { fileSize } from './se-campaign-labels';
import { SeFilesDropzone } from './se-files-dropzone';

const TYPE_LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

/** The campaign's files: download any; add and delete while the campaign is open (seFilesOpen) and the team is Pro. */
export function SeCampaignFiles({ c }: { c: TSeCampaign }) {
  const session = useSession();
  const ui = useUi();
  const upload = useUploadSeCampaignFile(session.teamId, c.id);
  const remove = useDeleteSeCampaignFile(session.teamId);
  const [error, setError] = useState<string | null>(null);
  const open = seFilesOpen(c.status) && session.pro;

  const add = async (files: File[]) => {
    setError(null);
    if (session.demo) return ui.openSignUp();
    for (const f of files) await upload.mutateAsync(f).catch(() => undefined);
  };
  const askDelete = (f: TSeCampaignFile) => {
    if (session.demo) return ui.openSignUp();
    modals.openConfirmModal({
      title: 'Delete file',
      children: <Text size="sm">Delete {f.name}? It cannot be brought back.</Text>,
      labels: { confirm: 'Delete', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(f.file_id),
    });
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Files
        </Title>
        <Text size="sm" c="dimmed">
          {c.files.length} of {SE_FILES_MAX}
        </Text>
      </Group>
      <Stack gap="md">
        {c.files.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="se-no-files">
            No files yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300} type="native">
            <Table verticalSpacing="xs" data-testid="se-files">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th visibleFrom="sm">Type</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th visibleFrom="sm">Added</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.files.map((f) => (
                  <Table.Tr key={f.file_id} data-testid="se-file">
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm">{f.name}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{TYPE_LABELS[f.content_type] ?? f.content_type}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{fileSize(f.bytes)}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{listDate(f.created_at)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Download">
                          <ActionIcon variant="subtle" aria-label={`Download ${f.name}`} onClick={() => void downloadSeCampaignFile(f.file_id, f.name).catch(() => undefined)}>
                            <IconDownload size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {open && (
                          <Tooltip label="Delete">
                            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${f.name}`} onClick={() => askDelete(f)} loading={remove.isPending && remove.variables === f.file_id}>
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {open && <SeFilesDropzone id="se-detail-files" label="Add files" room={SE_FILES_MAX - c.files.length} error={error} onError={setError} onDrop={(files) => void add(files)} loading={upload.isPending} />}
      </Stack>
    </Card>
  );
}
