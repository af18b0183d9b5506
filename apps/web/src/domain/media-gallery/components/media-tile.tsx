import { ActionIcon, AspectRatio, Box, Image, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import type { TMediaImage } from '@gifthub/shared/media';
import { fullDate } from '../../../lib/dates';

const sizeText = (image: TMediaImage) => (image.width && image.height ? `${image.width} × ${image.height} px` : image.content_type.replace('image/', '').toUpperCase());

/** One image of the gallery: a toggle button (aria-pressed) that selects it, and its delete button when allowed. */
export function MediaTile({
  image,
  position,
  selected,
  onSelect,
  onDelete,
}: {
  image: TMediaImage;
  /** '3 of 12', read with the image's name. */
  position: string;
  selected: boolean;
  onSelect: () => void;
  onDelete?: () => void;
}) {
  const label = `Image ${position}, ${sizeText(image)}, uploaded ${fullDate(image.created_at)}`;
  return (
    <Box role="listitem" pos="relative" data-testid="media-tile" data-filename={image.filename}>
      <UnstyledButton
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={label}
        w="100%"
        p={4}
        style={{
          borderRadius: 8,
          border: `2px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
          background: selected ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
        }}
      >
        <AspectRatio ratio={1}>
          <Image src={image.url} alt="" aria-hidden fit="contain" loading="lazy" />
        </AspectRatio>
        <Text size="xs" c="dimmed" ta="center" mt={4} truncate>
          {sizeText(image)}
        </Text>
      </UnstyledButton>
      {selected && (
        <Box pos="absolute" top={8} left={8} bg="blue.6" c="white" style={{ borderRadius: '50%', display: 'flex', padding: 2, pointerEvents: 'none' }} aria-hidden>
          <IconCheck size={16} />
        </Box>
      )}
      {onDelete && (
        <Tooltip label="Delete image" withArrow>
          <ActionIcon pos="absolute" top={8} right={8} color="red" variant="filled" size="md" onClick={onDelete} aria-label={`Delete image ${position}`}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Box>
  );
}
