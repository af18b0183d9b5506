import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { BATCH_LABEL_MAX, ZBatchRename, type TBatch } from '@gifthub/shared/campaign-batches';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { fullDate } from '../../../../lib/dates';
import { useBatch } from '../../api/get-batch';
import { useRenameBatch } from '../../api/rename-batch';
import { BatchLink } from './batch-link';
import type { TMultiTarget } from './multi-modal';

export const LIST_DETAIL_TITLE = 'List Detail';
export const ADD_MORE = { 'multiple-link': 'Add More Leads', multiple: 'Add More To This List' } as const;
const STATS = [
  ['total', 'Total'],
  ['registered', 'Registered'],
  ['confirmed', 'Confirmed'],
  ['sent', 'Sent'],
] as const;

/** The List Detail modal (spec 1 §2): rename, the list's figures, and adding more recipients to it. */
export function ListDetailModal({ campaign, sharedSecret, canWrite, onAddMore, onClose }: { campaign: TCampaign; sharedSecret: string | null; canWrite: boolean; onAddMore: (t: TMultiTarget) => void; onClose: () => void }) {
  const batch = useBatch(campaign.id, sharedSecret);
  return (
    <Modal opened={sharedSecret !== null} onClose={onClose} size="lg" title={<Text fw={700}>{LIST_DETAIL_TITLE}</Text>}>
      {batch.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : batch.data ? (
        <ListDetail key={batch.data.shared_secret} campaign={campaign} batch={batch.data} canWrite={canWrite} onAddMore={onAddMore} />
      ) : (
        <Alert color="red">This list could not be loaded. Please try again later.</Alert>
      )}
    </Modal>
  );
}

function ListDetail({ campaign, batch, canWrite, onAddMore }: { campaign: TCampaign; batch: TBatch; canWrite: boolean; onAddMore: (t: TMultiTarget) => void }) {
  const [label, setLabel] = useState(batch.label);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rename = useRenameBatch(campaign.id, batch.shared_secret);
  const save = async () => {
    const found = zodValidate(ZBatchRename)({ label });
    setError(found.label ?? null);
    if (found.label) return;
    try {
      await rename.mutateAsync({ label: label.trim() });
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors().label ?? e.message) : 'The list could not be renamed. Please try again.');
    }
  };
  const kind = batch.method === 'multiple' ? 'send' : 'invite';
  return (
    <Stack gap="md" data-testid="list-detail">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label="List Label"
            withAsterisk
            style={{ flex: 1 }}
            maxLength={BATCH_LABEL_MAX + 20}
            value={label}
            onChange={(e) => {
              setLabel(e.currentTarget.value);
              setError(null);
              setSaved(false);
            }}
            error={error}
            readOnly={!canWrite}
          />
          {canWrite && (
            <Button type="submit" variant="light" loading={rename.isPending} disabled={label.trim() === batch.label}>
              Rename
            </Button>
          )}
        </Group>
      </form>
      {saved && (
        <Text size="sm" c="green.9" role="status">
          The list has been renamed.
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {batch.method === 'multiple' ? 'Multi Send' : 'Multi Invite'} list, created {fullDate(batch.created)}.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        {STATS.map(([k, name]) => (
          <div key={k} data-testid={`list-${k}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {name}
            </Text>
            <Text size="xl" fw={700}>
              {batch[k].toLocaleString('en-GB')}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {batch.method === 'multiple-link' && (
        <BatchLink registrationPage={campaign.registration_page} sharedSecret={batch.shared_secret} />
      )}
      <Group justify="flex-end">
        <WriteButton leftSection={<IconPlus size={16} />} onClick={() => onAddMore({ kind, batch: { shared_secret: batch.shared_secret, label: batch.label } })}>
          {ADD_MORE[batch.method]}
        </WriteButton>
      </Group>
    </Stack>
  );
}
