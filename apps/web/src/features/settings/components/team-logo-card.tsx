import { useState } from 'react';
import { Card, Center, Group, Image, Input, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUploadTeamLogo } from '../api/upload-team-logo';

const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `File must be at most ${MAX_MB} MB.`;
const WRONG_TYPE = 'File must be a PNG, JPEG, GIF, WebP or SVG image.';

export const rejectionMessage = (rejections: FileRejection[]) => {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return TOO_LARGE;
  if (codes.includes('too-many-files')) return 'Please choose one file.';
  return WRONG_TYPE;
};

/** Team logo: PNG, JPEG, GIF, WebP or SVG up to 2 MB, uploaded as soon as it is dropped. */
export function TeamLogoCard() {
  const { team, teamId, demo } = useSession();
  const upload = useUploadTeamLogo(teamId);
  const [error, setError] = useState<string | null>(null);

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
    } catch (e) {
      if (e instanceof ApiError) setError(e.fieldErrors().file ?? e.message);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Team logo
      </Title>
      <Group align="stretch" wrap="nowrap" gap="lg">
        <Center w={140} h={140} bg="gray.0" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }} data-testid="logo-preview">
          {team.logo_url ? (
            <Image src={team.logo_url} alt={`${team.name} logo`} maw={124} mah={124} fit="contain" />
          ) : (
            <Text size="xs" c="dimmed" ta="center" px="xs">
              No logo yet
            </Text>
          )}
        </Center>
        <Input.Wrapper label="Team Logo" id="team-logo" error={error} style={{ flex: 1, minWidth: 0 }}>
          <Dropzone
            onDrop={onDrop}
            onReject={(r) => setError(rejectionMessage(r))}
            maxSize={LOGO_MAX_BYTES}
            accept={[...LOGO_TYPES]}
            multiple={false}
            loading={upload.isPending}
            disabled={demo}
            inputProps={{ id: 'team-logo' }}
            mt={4}
            style={demo ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
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
                Drag a logo here or click to choose a file
              </Text>
              <Text size="xs" c="dimmed" ta="center">
                PNG, JPEG, GIF, WebP or SVG, up to {MAX_MB} MB
              </Text>
            </Stack>
          </Dropzone>
        </Input.Wrapper>
      </Group>
    </Card>
  );
}
