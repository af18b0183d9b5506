import type { ReactNode } from 'react';
import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TTheme } from '@gifthub/shared/survey-themes';
import { fontStack } from '../../../../domain/survey-page/survey-styles';
import { ThemeFonts } from '../../../../domain/survey-page/theme-fonts';

/** A theme at a glance: a small page in its styles (question, answer, button), its name, category and state. */
export function ThemeCard({ theme, to, status, children }: { theme: TTheme; to: string; status: { label: string; active: boolean }; children?: ReactNode }) {
  const s = theme.styles;
  return (
    <Card withBorder radius="md" padding="md" data-testid="theme-card" component="article" aria-label={theme.name}>
      <ThemeFonts styles={s} />
      <Card.Section>
        <Link to={to} aria-label={`Open ${theme.name}`} style={{ textDecoration: 'none', display: 'block' }}>
          <Box p="md" mih={120} style={{ backgroundColor: s.page_bg_color, borderBottom: '1px solid var(--mantine-color-gray-3)' }} aria-hidden>
            <Text fw={700} lh={1.2} style={{ fontFamily: fontStack(s.question_font), color: s.question_color, fontSize: 20 }}>
              How was your gift?
            </Text>
            <Text mt={6} style={{ fontFamily: fontStack(s.answer_font), color: s.answer_color, fontSize: 16 }}>
              Lovely, thank you
            </Text>
            <Box mt={10} px={12} py={4} display="inline-block" style={{ backgroundColor: s.button_bg_color, color: s.button_color, borderRadius: 6, fontFamily: fontStack(s.button_font), fontSize: 14 }}>
              Next
            </Box>
          </Box>
        </Link>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate component={Link} to={to} c="inherit">
            {theme.name}
          </Text>
          <Badge variant="light" color={status.active ? 'green' : 'gray'} style={{ flex: 'none' }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[theme.category_name, `${s.question_font} · ${s.answer_font}`].filter(Boolean).join(' · ')}
        </Text>
        {theme.description && (
          <Text size="sm" lineClamp={2}>
            {theme.description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
