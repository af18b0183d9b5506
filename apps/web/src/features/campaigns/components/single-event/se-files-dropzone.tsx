import { Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { SE_FILE_MAX_BYTES, SE_FILE_TYPES, SE_FILE_TYPES_LABEL, seCampaignTexts } from '@gifthub/shared/se-campaigns';

/** Why dropped files were refused, in the API's words (seCampaignTexts). */
export const seRejection = (rejections: FileRejection[]) => {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return seCampaignTexts.fileTooLarge;
  if (codes.includes('too-many-files')) return seCampaignTexts.tooManyFiles;
  return seCampaignTexts.fileType;
};

/**
 * The files of a single-event campaign (a brief, artwork), dropped or chosen: PDF, PNG, JPEG or WebP up to 10 MB each.
 * The browser's check is a first pass; the API checks the bytes.
 */
export function SeFilesDropzone({
  id,
  label = 'Files',
  room,
  error,
  onDrop,
  onError,
  loading = false,
  disabled = false,
}: {
  id: string;
  label?: string;
  /** How many more files the campaign may take. */
  room: number;
  error: string | null;
  onDrop: (files: File[]) => void;
  onError: (message: string) => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Input.Wrapper label={label} description="A brief, artwork or anything that helps us price your event." id={id} error={error}>
      <Dropzone
        onDrop={(files) => (files.length > room ? onError(seCampaignTexts.tooManyFiles) : onDrop(files))}
        onReject={(r) => onError(seRejection(r))}
        maxSize={SE_FILE_MAX_BYTES}
        accept={[...SE_FILE_TYPES]}
        multiple
        loading={loading}
        disabled={disabled || room <= 0}
        inputProps={{ id }}
        mt={6}
        style={disabled || room <= 0 ? { cursor: 'not-allowed', backgroundColor: 'var(--mantine-color-gray-1)', borderStyle: 'solid' } : undefined}
        data-testid="se-dropzone"
      >
        <Stack align="center" justify="center" gap={4} mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={30} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={30} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={30} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Text size="sm" ta="center">
            {room > 0 ? 'Drag files here or click to choose them' : seCampaignTexts.tooManyFiles}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {SE_FILE_TYPES_LABEL}, up to {SE_FILE_MAX_BYTES / 1024 / 1024} MB each
          </Text>
        </Stack>
      </Dropzone>
    </Input.Wrapper>
  );
}
