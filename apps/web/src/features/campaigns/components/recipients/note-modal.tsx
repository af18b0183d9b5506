import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_MAX } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import type { TCampaignRecipient } from '@gifthub/shared/campaign-registrations';
import { fullDate } from '../../../../lib/dates';

export const NOTE_TITLE = 'Edit Note';

/**
 * The Edit Note modal (spec 1 §2): the team's note on a recipient, at most 1015 characters (spec 1 §9), saved with
 * PUT note-update. Read-only for a member who cannot write.
 */
export function NoteModal({ row, readOnly, onSave, onClose }: { row: TCampaignRecipient | null; readOnly: boolean; onSave: (r: TCampaignRecipient, note: string) => Promise<boolean>; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title={<Text fw={700}>{NOTE_TITLE}</Text>}>
      {row && <NoteForm key={row.id} row={row} readOnly={readOnly} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function NoteForm({ row, readOnly, onSave, onClose }: { row: TCampaignRecipient; readOnly: boolean; onSave: (r: TCampaignRecipient, note: string) => Promise<boolean>; onClose: () => void }) {
  const [text, setText] = useState(row.note?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (text.length > MESSAGE_MAX) return setError(msg.maxLength('Note', MESSAGE_MAX));
    setError(null);
    setSaving(true);
    const saved = await onSave(row, text.trim());
    setSaving(false);
    if (saved) onClose();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`${row.first_name} ${row.last_name}`.trim() || row.email}
        </Text>
        <Textarea
          label="Note"
          description={`${text.length} / ${MESSAGE_MAX} characters`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={4}
          maxRows={12}
          readOnly={readOnly}
          data-autofocus
        />
        {row.note && (
          <Text size="xs" c="dimmed" data-testid="note-meta">
            Last saved {fullDate(row.note.date)} by {row.note.by}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              Save Note
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
