import { useState } from 'react';
import { Button, Card, Center, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ACTION_PAGE_HINTS } from '@gifthub/shared/action-pages';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import type { TMediaImage } from '@gifthub/shared/media';
import { ImageDropzone } from '../../../components/image-dropzone';
import { lazyModal } from '../../../components/lazy-modal';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useChooseActionImage, useUploadActionImage, type TActionImage } from '../api/action-page-images';
import { WriteButton } from '../../../components/write-button';

const MediaGalleryModal = lazyModal(() => import('../../../domain/media-gallery/components/media-gallery-modal').then((m) => m.MediaGalleryModal));
const TYPES_LABEL = 'PNG, JPEG, GIF, WebP or SVG';

const IMAGES: Record<TActionImage, { label: string; hint: string; purpose: string; id: string }> = {
  hero_url: { label: 'Hero Image', hint: ACTION_PAGE_HINTS.hero, purpose: 'hero image', id: 'action-hero' },
  action_logo_url: { label: 'Logo', hint: ACTION_PAGE_HINTS.logo, purpose: 'action page logo', id: 'action-logo' },
};

/**
 * One image of the action pages: what is in use, a drop zone that uploads at once, the media gallery, and remove.
 * Setting one is Pro like the look (the API refuses others with the pro banner the page shows); the demo is read-only.
 */
function ActionImage({ type }: { type: TActionImage }) {
  const { team, teamId, demo, pro } = useSession();
  const upload = useUploadActionImage(teamId);
  const choose = useChooseActionImage(teamId);
  const [error, setError] = useState<string | null>(null);
  const [gallery, setGallery] = useState(false);
  const meta = IMAGES[type];
  const url = team[type];

  const onDrop = async (file: File) => {
    setError(null);
    try {
      await upload.mutateAsync({ type, file });
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors().file ?? e.message) : 'The image could not be uploaded.');
    }
  };
  // The gallery shows its own errors: they are thrown back to it.
  const onChoose = async (image: TMediaImage) => {
    await choose.mutateAsync({ [type]: image.filename });
    setGallery(false);
  };

  return (
    <Stack gap="xs" data-testid={`image-${type}`}>
      <Center h={type === 'hero_url' ? 96 : 72} bg="gray.0" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)', overflow: 'hidden' }}>
        {url ? (
          <Image src={url} alt={`${meta.label} in use`} h="100%" w="100%" fit={type === 'hero_url' ? 'cover' : 'contain'} />
        ) : (
          <Text size="xs" c="dimmed">
            {type === 'hero_url' ? 'No hero image yet' : 'No logo yet: the team logo is used'}
          </Text>
        )}
      </Center>
      <ImageDropzone
        id={meta.id}
        label={meta.label}
        prompt={`Drag an image here or click to choose a file. ${meta.hint}`}
        types={LOGO_TYPES}
        typesLabel={TYPES_LABEL}
        maxBytes={LOGO_MAX_BYTES}
        error={error}
        onDrop={(file) => void onDrop(file)}
        onError={setError}
        loading={upload.isPending}
        disabled={demo || !pro}
      />
      <Group gap="xs">
        <WriteButton size="xs" variant="light" leftSection={<IconPhoto size={14} />} onClick={() => setGallery(true)} disabled={!pro}>
          Choose from media
        </WriteButton>
        {url && !demo && (
          <Button size="xs" variant="subtle" color="red" loading={choose.isPending} onClick={() => choose.mutate({ [type]: null })}>
            Remove
          </Button>
        )}
      </Group>
      <MediaGalleryModal opened={gallery} onClose={() => setGallery(false)} onSelect={onChoose} purpose={meta.purpose} selectLabel={`Use as ${meta.purpose}`} hint={meta.hint} />
    </Stack>
  );
}

/** The hero image (1040x306 px) and logo (100 px high, transparent) the action pages show; saved as soon as chosen. */
export function ActionImagesCard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Images
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="lg">
        <ActionImage type="hero_url" />
        <ActionImage type="action_logo_url" />
      </SimpleGrid>
    </Card>
  );
}
