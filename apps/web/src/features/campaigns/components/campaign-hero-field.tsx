import { useState } from 'react';
import { Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import type { TMediaImage } from '@gifthub/shared/media';
import { ImageDropzone } from '../../../components/image-dropzone';
import { lazyModal } from '../../../components/lazy-modal';
import { WriteButton } from '../../../components/write-button';

const MediaGalleryModal = lazyModal(() => import('../../../domain/media-gallery/components/media-gallery-modal').then((m) => m.MediaGalleryModal));

/** The hero as the edit modal will save it: a new file, an image of the team's media gallery, or unchanged. */
export type THeroChoice = { file: File } | { media: TMediaImage } | null;

/** The campaign's hero image: upload a file, or choose from the media gallery; saved with the campaign's settings. */
export function CampaignHeroField({
  currentUrl,
  choice,
  error,
  onChoice,
  onError,
}: {
  currentUrl: string | null;
  choice: THeroChoice;
  error: string | null;
  onChoice: (c: THeroChoice) => void;
  onError: (m: string) => void;
}) {
  const [gallery, setGallery] = useState(false);
  const preview = choice && 'media' in choice ? choice.media.url : choice ? null : currentUrl;
  return (
    <Stack gap={6}>
      <Group align="stretch" wrap="nowrap" gap="md">
        {preview && <Image src={preview} alt={choice ? 'Chosen hero image' : 'Current hero image'} w={140} h={100} fit="cover" radius="sm" />}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <ImageDropzone
            id="campaign-hero"
            label="Hero image"
            prompt="Drag an image here or click to choose a file"
            types={LOGO_TYPES}
            typesLabel="PNG, JPEG, GIF, WebP or SVG"
            maxBytes={LOGO_MAX_BYTES}
            error={error}
            onDrop={(file) => onChoice({ file })}
            onError={onError}
            loading={false}
          />
        </Stack>
      </Group>
      <Group gap="sm">
        <WriteButton variant="light" size="xs" leftSection={<IconPhoto size={14} />} onClick={() => setGallery(true)} data-testid="hero-from-media">
          Choose from media
        </WriteButton>
        {choice && (
          <Text size="xs" c="dimmed" data-testid="hero-file">
            {'file' in choice ? choice.file.name : 'The chosen image'} is saved with the campaign.
          </Text>
        )}
      </Group>
      <MediaGalleryModal
        opened={gallery}
        onClose={() => setGallery(false)}
        onSelect={(media) => {
          onChoice({ media });
          setGallery(false);
        }}
        purpose="campaign hero"
        selectLabel="Use as hero image"
      />
    </Stack>
  );
}
