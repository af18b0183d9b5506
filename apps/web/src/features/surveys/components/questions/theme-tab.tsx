import { Alert, Anchor, Box, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_STYLES, type TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import { useSession } from '../../../../lib/session';
import { useUpdateSurvey } from '../../api/survey-update';
import { useThemes } from '../../api/theme-list';
import { useSurveysWritable } from '../surveys-access';

/** The Theme tab lists this many of the team's active themes (newest first); Manage Themes has them all. */
const THEMES_SHOWN = 100;
const DEFAULT = 'default';

function Swatches({ styles }: { styles: TSurveyStyles }) {
  return (
    <Group gap={4} ml="auto" aria-hidden="true" wrap="nowrap">
      {[styles.page_bg_color, styles.question_color, styles.answer_color, styles.button_bg_color].map((c, i) => (
        <Box key={i} w={14} h={14} style={{ backgroundColor: c, borderRadius: 3, border: '1px solid var(--mantine-color-gray-4)' }} />
      ))}
    </Group>
  );
}

function ThemeOption({ value, name, styles }: { value: string; name: string; styles: TSurveyStyles }) {
  return (
    <Radio.Card value={value} p="sm" radius="md" aria-label={name}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {styles.question_font}, {styles.question_size}
          </Text>
        </div>
        <Swatches styles={styles} />
      </Group>
    </Radio.Card>
  );
}

/**
 * The Theme tab (spec 2 §2): the default look and the team's active themes; choosing one sets the survey's theme_id,
 * and the editor and its preview wear it at once (the answer carries the theme's styles).
 */
export function ThemeTab({ survey }: { survey: TSurvey }) {
  const session = useSession();
  const writable = useSurveysWritable();
  const themes = useThemes(session.teamId, { page: 1, per_page: THEMES_SHOWN, active: true });
  const update = useUpdateSurvey(session.teamId, survey.id);
  const value = survey.theme_id === null ? DEFAULT : String(survey.theme_id);
  const list = themes.data?.data ?? [];
  // A survey may wear a theme that is no longer offered (deactivated, or a template's): it shows as its own choice.
  const current = survey.theme_id !== null && !list.some((t) => t.id === survey.theme_id);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Theme"
        value={value}
        onChange={(v) => writable && update.mutate({ theme_id: v === DEFAULT ? null : Number(v) })}
        readOnly={!writable || update.isPending}
      >
        <Stack gap={6} mt={6}>
          <ThemeOption value={DEFAULT} name="Default" styles={DEFAULT_STYLES} />
          {current && <ThemeOption value={value} name="Current theme" styles={survey.theme} />}
          {list.map((t) => (
            <ThemeOption key={t.id} value={String(t.id)} name={t.name} styles={t.styles} />
          ))}
          {themes.isPending && <Loader size="sm" aria-label="Loading themes" />}
        </Stack>
      </Radio.Group>
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          The theme could not be changed. Please try again.
        </Alert>
      )}
      <Anchor component={Link} to="/surveys/themes" size="sm" underline="always">
        Manage Themes
      </Anchor>
    </Stack>
  );
}
