import { useState } from 'react';
import { Button, ColorInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { STYLE_SWATCHES } from '@gifthub/shared/survey-rules';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { WriteButton } from '../../../../components/write-button';
import type { TEditor } from './use-editor';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * Add/Change Background (spec 2 §2): an image address or a colour, kept in the page's background_image (a colour as
 * its #rrggbb value). Uploads come with themes (issue 14).
 */
export function BackgroundSettings({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const current = page.background_image;
  const [open, setOpen] = useState(false);
  const id = `background-heading-${page.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        Background
      </Title>
      {current && (
        <Text size="xs" c="dimmed" truncate>
          {HEX.test(current) ? `Colour ${current}` : `Image ${current}`}
        </Text>
      )}
      {open ? (
        <BackgroundForm
          key={page.id}
          initial={current}
          onCancel={() => setOpen(false)}
          onSave={(bg) => {
            editor.changePage(page.id, { background_image: bg });
            setOpen(false);
          }}
        />
      ) : (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPhoto size={14} aria-hidden="true" />} onClick={() => setOpen(true)}>
          {current ? 'Change Background' : 'Add Background'}
        </Button>
      )}
    </Stack>
  );
}

function BackgroundForm({ initial, onCancel, onSave }: { initial: string | null; onCancel: () => void; onSave: (bg: string | null) => void }) {
  const [url, setUrl] = useState(initial && !HEX.test(initial) ? initial : '');
  const [colour, setColour] = useState(initial && HEX.test(initial) ? initial : '');
  const badColour = colour !== '' && !HEX.test(colour);
  return (
    <Stack gap={6}>
      <TextInput type="url" label="Image URL" placeholder="https://" value={url} onChange={(e) => setUrl(e.currentTarget.value)} maxLength={2000} />
      <ColorInput
        label="Background colour"
        description="Used when there is no image."
        format="hex"
        swatches={[...STYLE_SWATCHES, '#FFFFFF']}
        value={colour}
        onChange={setColour}
        error={badColour ? 'Background colour must be a colour like #2f65b4.' : undefined}
      />
      <Group gap="xs">
        <WriteButton size="xs" disabled={badColour} onClick={() => onSave(url.trim() || colour || null)}>
          Save background
        </WriteButton>
        {initial && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onSave(null)}>
            Remove background
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
