import { useEffect } from 'react';
import { ColorInput, Fieldset, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { FONT_CATALOGUE, FONT_CATEGORIES, FONT_CATEGORY_LABELS, PICKER_DEFAULT_FONT, findFont } from '@gifthub/shared/fonts';
import { FONT_SIZES, STYLE_SWATCHES, type TSurveyStyles } from '@gifthub/shared/survey-rules';

// The theme details' pickers (spec 2 §2 Themes, §3 Styles, §9): font (the catalogue by category, searchable), size
// (Small 24px, Medium 30px, Large 36px), question and answer colours with the spec's swatches, the button's
// background and text, and the page's background colour or image.

/** The font list grouped by category; safe fonts say so. */
const FONT_GROUPS = FONT_CATEGORIES.map((c) => ({
  group: FONT_CATEGORY_LABELS[c],
  items: FONT_CATALOGUE.filter((f) => f.category === c).map((f) => ({ value: f.name, label: f.local ? `${f.name} (on every device)` : f.name })),
}));
const SIZE_DATA = FONT_SIZES.map((s) => ({ value: s.value, label: `${s.label} ${s.value}` }));

type TChange = (changes: Partial<TSurveyStyles>) => void;

/** A font of the catalogue; an unknown one is logged (spec 2 §8: no message) and the picker shows its default. */
export function FontPicker({ label, value, onChange, disabled }: { label: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const known = findFont(value);
  useEffect(() => {
    if (!known) console.warn(`Unknown font "${value}": the picker shows ${PICKER_DEFAULT_FONT}.`);
    else if (!known.variants.length) console.warn(`Font "${value}" has no variants.`);
  }, [known, value]);
  return (
    <Select
      label={label}
      data={FONT_GROUPS}
      value={known?.name ?? PICKER_DEFAULT_FONT}
      onChange={(v) => v && onChange(v)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No font of that name"
      maxDropdownHeight={280}
      disabled={disabled}
      styles={{ input: { fontFamily: `'${known?.name ?? PICKER_DEFAULT_FONT}', sans-serif` } }}
    />
  );
}

function SizePicker({ label, value, onChange, disabled }: { label: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Group gap="md" mt={6} wrap="wrap">
        {SIZE_DATA.map((s) => (
          <Radio key={s.value} value={s.value} label={s.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function ColourPicker({ label, value, onChange, disabled }: { label: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  return (
    <ColorInput
      label={label}
      format="hex"
      swatches={[...STYLE_SWATCHES]}
      swatchesPerRow={4}
      eyeDropperButtonProps={{ 'aria-label': `Pick the ${label.toLowerCase()} from the screen` }}
      // Its own text while typing (a partial value stays in the field); only whole #rrggbb values are sent.
      defaultValue={value}
      disabled={disabled}
      onChange={(v) => /^#[0-9a-fA-F]{6}$/.test(v) && onChange(v)}
    />
  );
}

/** Every picker of a theme; `onChange` gets each change as it is made (the details screen saves after a pause). */
export function ThemePickers({ styles, onChange, disabled }: { styles: TSurveyStyles; onChange: TChange; disabled?: boolean }) {
  return (
    <Stack gap="md">
      <Fieldset legend="Questions" radius="md">
        <Stack gap="sm">
          <FontPicker label="Question font" value={styles.question_font} onChange={(v) => onChange({ question_font: v })} disabled={disabled} />
          <SizePicker label="Question size" value={styles.question_size} onChange={(v) => onChange({ question_size: v })} disabled={disabled} />
          <ColourPicker label="Question colour" value={styles.question_color} onChange={(v) => onChange({ question_color: v })} disabled={disabled} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Answers" radius="md">
        <Stack gap="sm">
          <FontPicker label="Answer font" value={styles.answer_font} onChange={(v) => onChange({ answer_font: v })} disabled={disabled} />
          <SizePicker label="Answer size" value={styles.answer_size} onChange={(v) => onChange({ answer_size: v })} disabled={disabled} />
          <ColourPicker label="Answer colour" value={styles.answer_color} onChange={(v) => onChange({ answer_color: v })} disabled={disabled} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Button" radius="md">
        <Stack gap="sm">
          <FontPicker label="Button font" value={styles.button_font} onChange={(v) => onChange({ button_font: v })} disabled={disabled} />
          <ColourPicker label="Button background" value={styles.button_bg_color} onChange={(v) => onChange({ button_bg_color: v })} disabled={disabled} />
          <ColourPicker label="Button text colour" value={styles.button_color} onChange={(v) => onChange({ button_color: v })} disabled={disabled} />
        </Stack>
      </Fieldset>
      <Fieldset legend="Background" radius="md">
        <Stack gap="sm">
          <ColourPicker label="Page background" value={styles.page_bg_color} onChange={(v) => onChange({ page_bg_color: v })} disabled={disabled} />
          <BackgroundImage value={styles.page_bg_image} onChange={(v) => onChange({ page_bg_image: v })} disabled={disabled} />
        </Stack>
      </Fieldset>
    </Stack>
  );
}

const IMAGE = /^(https?:\/\/[^\s"'()<>\\]+|\/(?!\/)[^\s"'()<>\\]*)$/i;
/** The page's background image: a web address; an empty field removes it. Only a valid address is sent. */
function BackgroundImage({ value, onChange, disabled }: { value: string | null; onChange: (v: string | null) => void; disabled?: boolean }) {
  return (
    <TextInput
      label="Background image"
      description="A picture's web address (https://…); leave empty for the colour alone."
      placeholder="https://"
      defaultValue={value ?? ''}
      disabled={disabled}
      onChange={(e) => {
        const v = e.currentTarget.value.trim();
        if (!v) onChange(null);
        else if (IMAGE.test(v)) onChange(v);
      }}
    />
  );
}
