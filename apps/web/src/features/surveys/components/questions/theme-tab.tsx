import { Anchor, Box, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';

const SWATCHES = [DEFAULT_STYLES.page_bg_color, DEFAULT_STYLES.question_color, DEFAULT_STYLES.answer_color, DEFAULT_STYLES.button_bg_color];

/** The Theme tab: the survey's theme among the team's; for now every survey uses the default theme (issue 14 adds themes). */
export function ThemeTab() {
  return (
    <Stack gap="sm">
      <Radio.Group label="Theme" value="default">
        <Stack gap={6} mt={6}>
          <Radio.Card value="default" p="sm" radius="md" checked>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <div>
                <Text size="sm" fw={600}>
                  Default
                </Text>
                <Text size="xs" c="dimmed">
                  {DEFAULT_STYLES.question_font}, {DEFAULT_STYLES.question_size}
                </Text>
              </div>
              <Group gap={4} ml="auto" aria-hidden="true">
                {SWATCHES.map((c, i) => (
                  <Box key={i} w={14} h={14} style={{ backgroundColor: c, borderRadius: 3, border: '1px solid var(--mantine-color-gray-4)' }} />
                ))}
              </Group>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
      <Anchor component={Link} to="/surveys/themes" size="sm" underline="always">
        Manage Themes
      </Anchor>
    </Stack>
  );
}
