import { Box, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { scaleValues } from '@gifthub/shared/survey-answers';
import { CHOICE_TYPES, LONG_TEXT_ROWS, RATING_SMALL_STARS_FROM, type TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { TQuestion } from '@gifthub/shared/surveys';
import { ChoicesEditor } from './choices-editor';
import type { TEditor } from './use-editor';

const dateHint = (q: TQuestion) => {
  const parts = { DDMMYYYY: ['DD', 'MM', 'YYYY'], MMDDYYYY: ['MM', 'DD', 'YYYY'], YYYYMMDD: ['YYYY', 'MM', 'DD'] }[q.format];
  return parts.join(q.separator);
};

/** The answer's part of the canvas: choices edited in place, the other types as respondents see them (read-only). */
export function QuestionBody({ question: q, styles, editor }: { question: TQuestion; styles: TSurveyStyles; editor: TEditor }) {
  const color = styles.answer_color;
  if (CHOICE_TYPES.includes(q.type)) return <ChoicesEditor editor={editor} question={q} color={color} />;
  const label = 'Answer (shown to respondents)';
  switch (q.type) {
    case 'boolean':
      return (
        <Group gap="sm">
          {[q.yes_value || 'Yes', q.no_value || 'No'].map((v) => (
            <Box key={v} px="lg" py={6} style={{ border: `1px solid ${color}`, borderRadius: 6, color }}>
              {v}
            </Box>
          ))}
        </Group>
      );
    case 'opinion-scale':
      return (
        <Stack gap={4}>
          <Group gap={6}>
            {scaleValues('opinion-scale', q.start_from_zero, q.max_value).map((n) => (
              <Box key={n} w={36} py={6} ta="center" style={{ border: `1px solid ${color}`, borderRadius: 6, color }}>
                {n}
              </Box>
            ))}
          </Group>
          <Group justify="space-between" maw={42 * ((q.max_value ?? 10) + 1)}>
            <Text size="xs">{q.min_label}</Text>
            <Text size="xs">{q.max_label}</Text>
          </Group>
        </Stack>
      );
    case 'rating': {
      const stars = scaleValues('rating', false, q.max_value);
      const size = stars.length >= RATING_SMALL_STARS_FROM ? 22 : 30;
      return (
        <Group gap={4} role="img" aria-label={`${stars.length} stars`}>
          {stars.map((n) => (
            <IconStarFilled key={n} size={size} color="var(--mantine-color-gray-4)" aria-hidden="true" />
          ))}
        </Group>
      );
    }
    case 'long-text':
      return <Textarea aria-label={label} rows={LONG_TEXT_ROWS} readOnly placeholder="Type your answer here…" />;
    case 'date':
      return <TextInput aria-label={label} readOnly placeholder={dateHint(q)} maw={220} />;
    default:
      return <TextInput aria-label={label} readOnly placeholder={q.type === 'email' ? 'name@example.com' : 'Type your answer here…'} />;
  }
}

/** The page's button, as respondents see it. */
export function PageButton({ text, styles }: { text: string; styles: TSurveyStyles }) {
  return (
    <Button tabIndex={-1} aria-hidden="true" style={{ backgroundColor: styles.button_bg_color, color: styles.button_color, fontFamily: styles.button_font, pointerEvents: 'none' }}>
      {text}
    </Button>
  );
}
