import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { resultsTexts, type TQuestionResult } from '@gifthub/shared/survey-results';
import { focusableScrollArea } from '../../../../components/data-table';
import { count } from '../survey-labels';
import { cssColor, sliceColor } from './answers-chart';

/** The answers' figures: the chart's text alternative (count and percent; a ranking's points and points share). */
export function AnswersTable({ result: q, swatches }: { result: TQuestionResult; swatches: boolean }) {
  const ranking = q.type === 'ranking';
  return (
    // A card narrower than the table scrolls it: the viewport then takes focus, so a keyboard can scroll it too.
    <Table.ScrollContainer minWidth={260} scrollAreaProps={focusableScrollArea(`Answers: ${q.name}`)}>
      <Table verticalSpacing={6} data-testid="result-answers">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text size="xs" c="dimmed" span>
            {ranking ? `${resultsTexts.pointsShare}: the first of n places earns n points` : `Share of the ${count(q.answers_count)} answers`}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Answer</Table.Th>
            <Table.Th ta="right">{ranking ? 'Points' : 'Count'}</Table.Th>
            <Table.Th ta="right">{ranking ? resultsTexts.pointsShare : 'Percent'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.answers.map((a, i) => (
            <Table.Tr key={a.value || '\u0000other'}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {swatches && <ColorSwatch color={cssColor(sliceColor(i))} size={12} aria-hidden="true" style={{ flexShrink: 0 }} />}
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.label}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{count(ranking ? (a.points ?? 0) : a.count)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {a.percent}%
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
