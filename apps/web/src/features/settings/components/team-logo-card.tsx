import { useState } from 'react';
import { Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import type { TMediaImage } from '@gifthub/shared/media';
import { ImageDropzone } from '../../../components/image-dropzone';
import { lazyModal } from '../../../components/lazy-modal';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useChooseTeamImages } from '../api/choose-team-images';
import { useUploadTeamLogo } from '../api/upload-team-logo';
import { WriteButton } from '../../../components/write-button';

const MediaGalleryModal = lazyModal(() => import('../../../domain/media-gallery/components/media-gallery-modal').then((m) => m.MediaGalleryModal));

const LOGO_TYPES_LABEL = 'PNG, JPEG, GIF, WebP or SVG';

/** Team logo: PNG, JPEG, GIF, WebP or SVG up to 2 MB, uploaded as soon as it is dropped, or chosen from the media gallery. */
export function TeamLogoCard() {
  const { team, teamId, demo } = useSession();
  const upload = useUploadTeamLogo(teamId);
  const choose = useChooseTeamImages(teamId);
  const [error, setError] = useState<string | null>(null);
  const [gallery, setGallery] = useState(false);

  // Errors are thrown back to the modal, which shows them.
  const onChoose = async (image: TMediaImage) => {
    await choose.mutateAsync({ logo_url: image.filename });
    setGallery(false);
  };

  const onDrop = async (file: File) => {
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
        <ImageDropzone
          id="team-logo"
          label="Team Logo"
          prompt="Drag a logo here or click to choose a file"
          types={LOGO_TYPES}
          typesLabel={LOGO_TYPES_LABEL}
          maxBytes={LOGO_MAX_BYTES}
          error={error}
          onDrop={(file) => void onDrop(file)}
          onError={setError}
          loading={upload.isPending}
          disabled={demo}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
      <Stack align="flex-start" mt="md">
        <WriteButton variant="light" leftSection={<IconPhoto size={16} />} onClick={() => setGallery(true)} data-testid="logo-from-media">
          Choose from media
        </WriteButton>
      </Stack>
      <MediaGalleryModal opened={gallery} onClose={() => setGallery(false)} onSelect={onChoose} purpose="team logo" selectLabel="Use as logo" hint="A logo shows best on a transparent background." />
    </Card>
  );
}
