import type { ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TPageMeta } from '@gifthub/shared/paging';
import type { TTheme } from '@gifthub/shared/survey-themes';
import { PagingFooter, queryPaging } from '../../../../components/list-controls';
import { fontStack } from '../../../../domain/survey-page/survey-styles';
import { ThemeFonts } from '../../../../domain/survey-page/theme-fonts';

/** A theme at a glance: a small page in its styles (question, answer, button), its name, category and state; without `to` (a deleted theme) nothing links. */
export function ThemeCard({ theme, to, status, children }: { theme: TTheme; to?: string; status?: { label: string; active: boolean }; children?: ReactNode }) {
  const s = theme.styles;
  const sample = (
    // A drawing, not text: the sample wears the theme's colours whatever their contrast.
    <svg viewBox="0 0 300 110" width="100%" height={120} preserveAspectRatio="xMinYMid meet" aria-hidden="true" style={{ display: 'block', backgroundColor: s.page_bg_color, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <text x="16" y="36" fill={s.question_color} fontFamily={fontStack(s.question_font)} fontSize="20" fontWeight="700">
        How was your gift?
      </text>
      <text x="16" y="62" fill={s.answer_color} fontFamily={fontStack(s.answer_font)} fontSize="16">
        Lovely, thank you
      </text>
      <rect x="16" y="74" width="64" height="26" rx="6" fill={s.button_bg_color} />
      <text x="48" y="92" fill={s.button_color} fontFamily={fontStack(s.button_font)} fontSize="14" textAnchor="middle">
        Next
      </text>
    </svg>
  );
  return (
    <Card withBorder radius="md" padding="md" data-testid="theme-card" component="article" aria-label={theme.name}>
      <Card.Section>
        {to ? (
          <Link to={to} aria-label={`Open ${theme.name}`} style={{ textDecoration: 'none', display: 'block' }}>
            {sample}
          </Link>
        ) : (
          sample
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        {/* After the section: a card's first child is its top section, drawn edge to edge. */}
        <ThemeFonts styles={s} />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {to ? (
            <Text fw={600} truncate component={Link} to={to} c="inherit">
              {theme.name}
            </Text>
          ) : (
            <Text fw={600} truncate>
              {theme.name}
            </Text>
          )}
          {status && (
            <Badge variant="light" color={status.active ? 'green' : 'gray'} style={{ flex: 'none' }}>
              {status.label}
            </Badge>
          )}
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

/** A page of theme cards (the library's, the gallery's). */
export const THEMES_PER_PAGE = 24;

/** The paging under a list of theme cards, when it has more than one page; its page lives in the address. */
export function ThemesPaging({ meta, shown, update }: { meta: TPageMeta; shown: number; update: (changes: Record<string, string | null>) => void }) {
  if (meta.last_page <= 1) return null;
  return (
    <Card withBorder radius="md" mt="md" padding="sm">
      <PagingFooter meta={meta} shown={shown} noun="themes" perPage={THEMES_PER_PAGE} {...queryPaging(update, () => undefined)} sizes={[THEMES_PER_PAGE]} />
    </Card>
  );
}
