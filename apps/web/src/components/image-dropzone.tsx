import type { CSSProperties } from 'react';
import { Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';

/** Why a dropped file was refused: too large, more than one, or not an accepted image type. */
export const rejectionMessage = (rejections: FileRejection[], maxBytes: number, typesLabel: string) => {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return `File must be at most ${maxBytes / 1024 / 1024} MB.`;
  if (codes.includes('too-many-files')) return 'Please choose one file.';
  return `File must be a ${typesLabel} image.`;
};

/** One image file, dropped or chosen, in a labelled drop zone; a refused file is reported through onError. */
export function ImageDropzone({
  id,
  label,
  prompt,
  types,
  typesLabel,
  maxBytes,
  error,
  onDrop,
  onError,
  loading,
  disabled = false,
  style,
}: {
  id: string;
  label: string;
  /** 'Drag an image here or click to choose a file'. */
  prompt: string;
  types: readonly string[];
  /** The accepted types as people read them: 'PNG, JPEG or WebP'. */
  typesLabel: string;
  maxBytes: number;
  error: string | null;
  onDrop: (file: File) => void;
  onError: (message: string) => void;
  loading: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Input.Wrapper label={label} id={id} error={error} style={style}>
      <Dropzone
        onDrop={(files) => files[0] && onDrop(files[0])}
        onReject={(r) => onError(rejectionMessage(r, maxBytes, typesLabel))}
        maxSize={maxBytes}
        accept={[...types]}
        multiple={false}
        loading={loading}
        disabled={disabled}
        inputProps={{ id }}
        mt={4}
        // Disabled (the demo) shows as a greyed box, not by fading it: its texts keep their 4.5:1 contrast.
        style={disabled ? { cursor: 'not-allowed', backgroundColor: 'var(--mantine-color-gray-1)', borderStyle: 'solid' } : undefined}
      >
        <Stack align="center" justify="center" gap={4} mih={100} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={32} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Text size="sm" ta="center">
            {prompt}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {typesLabel}, up to {maxBytes / 1024 / 1024} MB
          </Text>
        </Stack>
      </Dropzone>
    </Input.Wrapper>
  );
}
