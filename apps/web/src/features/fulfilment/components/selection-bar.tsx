import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { warehouseTexts, type TWarehouseRequestType } from '@gifthub/shared/warehouse';
import { WriteButton } from '../../../components/write-button';
import { useSession } from '../../../lib/session';
import { useDeleteOrders } from '../api/warehouse-actions';
import { WarehouseRequestModal } from './warehouse-request-modal';

/** The selection bar (spec 3 §2.6): how many are chosen, a bulk warehouse request, Delete (orders: due only) and Clear. */
export function SelectionBar({ type, ids, onClear }: { type: TWarehouseRequestType; ids: number[]; onClear: () => void }) {
  const [requesting, setRequesting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!ids.length && !requesting) return null;
  return (
    <>
      {ids.length > 0 && (
        <Paper withBorder p="xs" mb="sm" bg="var(--gh-selected-bg)" data-testid="selection-bar" role="region" aria-label="Selection">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" fw={600} data-testid="selection-count">
              {ids.length.toLocaleString('en-GB')} selected
            </Text>
            <Group gap="xs">
              <WriteButton size="xs" onClick={() => setRequesting(true)} data-testid="bulk-request">
                WH Request
              </WriteButton>
              {type === 'orders' && (
                <WriteButton size="xs" color="red" variant="light" onClick={() => setDeleting(true)} data-testid="bulk-delete">
                  Delete
                </WriteButton>
              )}
              <Button size="xs" variant="default" onClick={onClear}>
                Clear
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <WarehouseRequestModal type={type} items={ids} opened={requesting} onClose={() => setRequesting(false)} />
      {type === 'orders' && <DeleteOrdersModal ids={ids} opened={deleting} onClose={() => setDeleting(false)} onDeleted={onClear} />}
    </>
  );
}

/** Delete asks first: it cannot be undone and only due orders are deleted (spec 3 §2.6). */
function DeleteOrdersModal({ ids, opened, onClose, onDeleted }: { ids: number[]; opened: boolean; onClose: () => void; onDeleted: () => void }) {
  const { teamId } = useSession();
  const remove = useDeleteOrders(teamId);
  const confirm = async () => {
    try {
      const res = await remove.mutateAsync(ids);
      notifications.show({ color: res.deleted ? 'green' : 'yellow', title: 'Delete orders', message: res.message });
      onDeleted();
      onClose();
    } catch {
      // The alert catalogue has shown the failure.
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Delete orders">
      <Stack>
        <Text size="sm" data-testid="delete-confirm-text">
          {warehouseTexts.deleteConfirm}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <WriteButton color="red" loading={remove.isPending} onClick={() => void confirm()} data-testid="confirm-delete">
            Delete
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
