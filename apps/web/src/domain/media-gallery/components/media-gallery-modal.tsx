import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { MEDIA_MAX_BYTES, MEDIA_MODAL_WIDTH, MEDIA_PAGE_SIZE, MEDIA_TYPES, mediaTexts, type TMediaImage } from '@gifthub/shared/media';
import { ImageDropzone } from '../../../components/image-dropzone';
import { PagingFooter } from '../../../components/list-controls';
import { WriteButton } from '../../../components/write-button';
import { LoadState } from '../../../components/load-state';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUi } from '../../../lib/ui';
import { useDeleteMedia, useMedia, useUploadMedia } from '../api/media';
import { MediaTile } from './media-tile';

export type TMediaGalleryModalProps = {
  opened: boolean;
  onClose: () => void;
  /**
   * The image the user chose (its url to show, its filename to save: PUT /teams/{teamId}/images, or a campaign's
   * hero_media). The caller saves it and closes the modal; a thrown ApiError shows its message in the modal.
   */
  onSelect: (image: TMediaImage) => void | Promise<void>;
  /** What the image is for, in the title: 'Media gallery: team logo'. */
  purpose?: string;
  /** The select button's text ('Use as logo'); default 'Use selected image'. */
  selectLabel?: string;
  /** A size hint shown above the grid ('Hero image: 1040 × 306 px'). */
  hint?: string;
};

const TYPES_LABEL = 'PNG, JPEG, GIF, WebP or SVG';

/**
 * The media gallery (spec 3 §2.5, 750 px wide): the team's images newest first, one chosen with onSelect, new ones
 * uploaded by drop or picker (checked and re-encoded by the API), deleted after asking (edit-team-settings). The
 * demo shows the gallery read-only: upload and delete open the sign-up prompt.
 */
export function MediaGalleryModal({ opened, onClose, onSelect, purpose, selectLabel = 'Use selected image', hint }: TMediaGalleryModalProps) {
  const { teamId, demo, can } = useSession();
  const ui = useUi();
  const [page, setPage] = useState(1);
  const q = { page, per_page: MEDIA_PAGE_SIZE };
  const media = useMedia(teamId, q, opened);
  const upload = useUploadMedia(teamId);
  const remove = useDeleteMedia(teamId);
  const [selected, setSelected] = useState<TMediaImage | null>(null);
  const [confirming, setConfirming] = useState<{ image: TMediaImage; position: string } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const canDelete = can('edit-team-settings');

  const close = () => {
    setSelected(null);
    setConfirming(null);
    setUploadError(null);
    setError(null);
    onClose();
  };

  const onDrop = async (file: File) => {
    setUploadError(null);
    try {
      const image = await upload.mutateAsync(file);
      setPage(1);
      setSelected(image);
      setAnnouncement(mediaTexts.uploaded);
    } catch (e) {
      if (e instanceof ApiError) setUploadError(e.fieldErrors().file ?? e.message);
    }
  };

  const onDelete = async (image: TMediaImage) => {
    setError(null);
    try {
      const list = await remove.mutateAsync({ filename: image.filename, q });
      setPage(list.meta.current_page);
      if (selected?.filename === image.filename) setSelected(null);
      setConfirming(null);
      setAnnouncement(mediaTexts.deleted);
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  const choose = async () => {
    if (!selected) return;
    setError(null);
    setSaving(true);
    try {
      await onSelect(selected);
      setSelected(null);
    } catch (e) {
      if (e instanceof ApiError) setError(Object.values(e.fieldErrors())[0] ?? e.message);
    } finally {
      setSaving(false);
    }
  };

  const images = media.data?.data ?? [];
  return (
    <Modal opened={opened} onClose={close} size={MEDIA_MODAL_WIDTH} title={purpose ? `${mediaTexts.title}: ${purpose}` : mediaTexts.title} data-testid="media-gallery">
      <Stack gap="md">
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        <ImageDropzone
          id="media-upload"
          label="Upload an image"
          prompt="Drag an image here or click to choose a file"
          types={MEDIA_TYPES}
          typesLabel={TYPES_LABEL}
          maxBytes={MEDIA_MAX_BYTES}
          error={uploadError}
          onDrop={(file) => (demo ? ui.openSignUp() : void onDrop(file))}
          onError={setUploadError}
          loading={upload.isPending}
          disabled={demo}
        />
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!media.data ? (
          <LoadState failed={media.isError} title="The media gallery could not be loaded" />
        ) : images.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="media-empty">
            {mediaTexts.empty}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" role="list" aria-label="Your images" data-testid="media-grid">
            {images.map((image, i) => {
              const position = `${(page - 1) * MEDIA_PAGE_SIZE + i + 1} of ${media.data.meta.total}`;
              return (
                <MediaTile
                  key={image.filename}
                  image={image}
                  position={position}
                  selected={selected?.filename === image.filename}
                  onSelect={() => setSelected(selected?.filename === image.filename ? null : image)}
                  onDelete={canDelete ? () => (demo ? ui.openSignUp() : setConfirming({ image, position })) : undefined}
                />
              );
            })}
          </SimpleGrid>
        )}
        {media.data && media.data.meta.last_page > 1 && <PagingFooter meta={media.data.meta} shown={images.length} noun="images" onPage={setPage} perPage={MEDIA_PAGE_SIZE} />}
        {confirming ? (
          <Alert color="red" variant="light" title={`Delete image ${confirming.position}`} data-testid="media-delete-confirm">
            <Text size="sm">{mediaTexts.deleteConfirm}</Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => void onDelete(confirming.image)} ref={(el) => el?.focus()}>
                Delete
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            {/* In the demo choosing saves nothing: the button opens the sign-up prompt (WriteButton). */}
            <WriteButton disabled={!selected} loading={saving} onClick={() => void choose()} data-testid="media-select">
              {selectLabel}
            </WriteButton>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
