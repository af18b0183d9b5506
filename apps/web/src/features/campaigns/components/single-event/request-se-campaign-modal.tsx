import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, List, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SE_BOXES_DEFAULT, SE_BOXES_MAX, SE_BOXES_MIN, SE_FILES_MAX, SE_LABELS, ZSeCampaignCreate, type TSeCampaignCreate } from '@gifthub/shared/se-campaigns';
import { GuardedModal, useModalGuard } from '../../../../components/guarded-modal';
import { WriteButton } from '../../../../components/write-button';
import { ApiError } from '../../../../lib/api-client';
import { zodValidate } from '../../../../lib/form';
import { useSession } from '../../../../lib/session';
import { uploadSeCampaignFile, useRequestSeCampaign } from '../../api/se-campaign-mutations';
import { fileSize } from './se-campaign-labels';
import { SeFilesDropzone } from './se-files-dropzone';

type TValues = { name: string; boxes_count: number | string; req_content: string };
const validate = zodValidate(ZSeCampaignCreate);
export const REQUEST_SE_TITLE = 'Request Single-Event Campaign';

/** Request Single-Event Campaign: name, boxes, requirements and files; on success the campaign's page opens. */
export function RequestSeCampaignModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <GuardedModal opened={opened} onClose={onClose} title={REQUEST_SE_TITLE} size="lg">
      {opened && <RequestForm onClose={onClose} />}
    </GuardedModal>
  );
}

function RequestForm({ onClose }: { onClose: () => void }) {
  const { teamId } = useSession();
  const navigate = useNavigate();
  const request = useRequestSeCampaign(teamId);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<TValues>({ initialValues: { name: '', boxes_count: SE_BOXES_DEFAULT, req_content: '' }, validate: (v) => validate(toBody(v)) });
  useModalGuard({ dirty: form.isDirty() || files.length > 0 });
  const busy = request.isPending || uploading;

  /** The files go one by one once the campaign exists; one that is refused is reported and the rest still go. */
  const sendFiles = async (id: number) => {
    setUploading(true);
    const refused: string[] = [];
    for (const f of files) await uploadSeCampaignFile(id, f, true).catch((e: unknown) => refused.push(`${f.name}: ${e instanceof ApiError ? e.message : 'not uploaded'}`));
    setUploading(false);
    if (refused.length) notifications.show({ color: 'red', title: 'Some files were not added', message: refused.join(' ') });
  };

  const submit = form.onSubmit((values) => {
    request.mutate(toBody(values), {
      onSuccess: async ({ id }) => {
        if (files.length) await sendFiles(id);
        setFiles([]);
        form.resetDirty();
        onClose();
        void navigate(`/campaigns/events/${id}`);
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) form.setErrors(e.fieldErrors());
        else form.setErrors({ _: e instanceof ApiError ? e.message : 'The campaign could not be requested. Please try again.' });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="request-se-form">
      <Stack gap="sm">
        {form.errors._ && (
          <Alert color="red" variant="light" role="alert">
            {form.errors._}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Tell us about your event and the boxes you need. We price it and send you a quote to accept.
        </Text>
        <TextInput label={SE_LABELS.name} withAsterisk {...form.getInputProps('name')} />
        <NumberInput
          label={SE_LABELS.boxesCount}
          withAsterisk
          description={`From ${SE_BOXES_MIN} to ${SE_BOXES_MAX.toLocaleString('en-GB')} boxes.`}
          min={SE_BOXES_MIN}
          max={SE_BOXES_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator=","
          {...form.getInputProps('boxes_count')}
        />
        <Textarea
          label={SE_LABELS.reqContent}
          withAsterisk
          description="What the boxes should contain, the date and place of the event, and any notes."
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps('req_content')}
        />
        <SeFilesDropzone
          id="se-request-files"
          room={SE_FILES_MAX - files.length}
          error={fileError}
          onError={setFileError}
          onDrop={(dropped) => {
            setFileError(null);
            setFiles((prev) => [...prev, ...dropped]);
          }}
        />
        {files.length > 0 && (
          <List spacing={4} size="sm" listStyleType="none" data-testid="se-pending-files">
            {files.map((f, i) => (
              <List.Item key={`${f.name}-${i}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {fileSize(f.size)}
                  </Text>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${f.name}`} onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <WriteButton type="submit" loading={busy}>
            Request Campaign
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}

const toBody = (v: TValues): TSeCampaignCreate => ({ name: v.name, boxes_count: v.boxes_count === '' ? '' : Number(v.boxes_count), req_content: v.req_content });
