import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { http } from '../../../../lib/api-client';
import { useGalleryThemes } from '../../api/theme-list';
import type { TEditor } from '../questions/use-editor';

const DEFAULT = 'default';
/** The gallery's published themes offered here (the gallery holds far fewer). */
const THEMES_SHOWN = 100;

/**
 * A template's Theme tab: a template wears a gallery theme (teams get it with the template); PUT /templates/{id}
 * with theme_id, then the editor and its preview wear it.
 */
export function TemplateThemeTab({ editor }: { editor: TEditor }) {
  const qc = useQueryClient();
  const themes = useGalleryThemes({ page: 1, per_page: THEMES_SHOWN });
  const save = useMutation({
    mutationFn: (themeId: number | null) => http.put<unknown>(editor.ref.path, { theme_id: themeId }, { successAlert: false }),
    onSettled: () => qc.invalidateQueries({ queryKey: editor.ref.key }),
  });
  const value = editor.survey.theme_id === null ? DEFAULT : String(editor.survey.theme_id);
  const data = [{ value: DEFAULT, label: 'Default' }, ...(themes.data?.data ?? []).filter((t) => t.active).map((t) => ({ value: String(t.id), label: t.name }))];
  if (!data.some((d) => d.value === value)) data.push({ value, label: 'Current theme' });
  return (
    <Stack gap="sm">
      <Select
        label="Theme"
        description="Teams that activate this template get its theme."
        data={data}
        value={value}
        allowDeselect={false}
        disabled={save.isPending}
        onChange={(v) => v && v !== value && save.mutate(v === DEFAULT ? null : Number(v))}
      />
      {themes.isError && <Text size="xs">The gallery's themes could not be loaded.</Text>}
      <Anchor component={Link} to="/surveys/themes/gallery" size="sm" underline="always">
        Theme Gallery
      </Anchor>
    </Stack>
  );
}
