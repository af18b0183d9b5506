import { Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { RULE_OPERATOR_LABELS, operatorsFor, type TLogicRule, type TRuleOperator } from '@gifthub/shared/survey-rules';
import { LOGIC_RULES_MAX, type TQuestion, type TSurveyPage } from '@gifthub/shared/surveys';
import { AutosaveField } from './autosave-field';
import { firstRule, options, pickedValues, questionPages, ruleFor } from './editor-model';
import type { TEditor } from './use-editor';

/** Dynamic logic's rules (spec 2 §4, §5): when a question's answer passes the operation against the value, go to the page. */
export function DynamicRules({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const rules = page.logic_rules;
  const questions = questionPages(editor.pages);
  const save = (next: TLogicRule[]) => editor.changePage(page.id, { logic_rules: next });
  const setRule = (i: number, rule: TLogicRule) => save(rules.map((r, j) => (j === i ? rule : r)));
  const add = () => {
    const rule = firstRule(editor.pages, page);
    if (rule) save([...rules, rule]);
  };
  if (questions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Rules need a question page.
      </Text>
    );
  return (
    <Stack gap="sm">
      {rules.map((rule, i) => (
        <RuleFields
          key={i}
          index={i}
          rule={rule}
          editor={editor}
          page={page}
          onChange={(r) => setRule(i, r)}
          onSaveValue={(value) => editor.savePage(page.id, { logic_rules: page.logic_rules.map((r, j) => (j === i ? { ...r, value } : r)) })}
          onRemove={() => save(rules.filter((_, j) => j !== i))}
        />
      ))}
      {rules.length === 0 && (
        <Text size="xs" c="dimmed">
          Without rules the button goes to the next page.
        </Text>
      )}
      {rules.length < LOGIC_RULES_MAX && (
        <Button variant="light" size="xs" w="fit-content" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={add}>
          Add rule
        </Button>
      )}
    </Stack>
  );
}

type TRuleProps = {
  index: number;
  rule: TLogicRule;
  editor: TEditor;
  page: TSurveyPage;
  onChange: (rule: TLogicRule) => void;
  onSaveValue: (value: string) => Promise<unknown>;
  onRemove: () => void;
};

function RuleFields({ index, rule, editor, page, onChange, onSaveValue, onRemove }: TRuleProps) {
  const questions = questionPages(editor.pages);
  const question = questions.find((x) => x.question.id === rule.question)?.question ?? null;
  const n = index + 1;
  return (
    <Fieldset legend={`Rule ${n}`} variant="filled" p="xs" data-testid="logic-rule">
      <Stack gap={6}>
        <Select
          label="Question"
          data={questions.map(({ page: p, question: q }) => ({ value: String(q.id), label: `${p.order}. ${q.name || p.name}` }))}
          value={question ? String(question.id) : null}
          placeholder="Pick a question"
          allowDeselect={false}
          onChange={(v) => {
            const next = questions.find((x) => String(x.question.id) === v)?.question;
            if (next) onChange(ruleFor(next, rule.page));
          }}
        />
        {question && (
          <>
            <Select
              label="Operation"
              data={operatorsFor(question.type).map((o) => ({ value: o, label: RULE_OPERATOR_LABELS[o] }))}
              value={rule.operation}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...rule, operation: v as TRuleOperator })}
            />
            <RuleValue key={question.id} rule={rule} question={question} onChange={onChange} onSaveValue={onSaveValue} />
          </>
        )}
        <Select
          label="Go to page"
          data={editor.pages.filter((p) => p.id !== page.id).map((p) => ({ value: String(p.id), label: `${p.order}. ${p.name}` }))}
          value={editor.pages.some((p) => p.id === rule.page) ? String(rule.page) : null}
          placeholder="Pick a page"
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...rule, page: Number(v) })}
        />
        <Button variant="subtle" color="red" size="xs" w="fit-content" leftSection={<IconTrash size={14} aria-hidden="true" />} aria-label={`Remove rule ${n}`} onClick={onRemove}>
          Remove rule
        </Button>
      </Stack>
    </Fieldset>
  );
}

type TValueProps = { rule: TLogicRule; question: TQuestion; onChange: (rule: TLogicRule) => void; onSaveValue: (value: string) => Promise<unknown> };

/** The value: picked from the question's own values where it has them (ranking: an option and its rank), typed otherwise. */
function RuleValue({ rule, question, onChange, onSaveValue }: TValueProps) {
  if (question.type === 'ranking') {
    const places = question.options.map((_, i) => String(i + 1));
    return (
      <Group grow gap={6} align="flex-start">
        <Select label="Option" data={options(question)} value={rule.value || null} allowDeselect={false} onChange={(v) => v && onChange({ ...rule, value: v })} />
        <Select label="Rank" data={places} value={rule.rank ? String(rule.rank) : null} allowDeselect={false} onChange={(v) => v && onChange({ ...rule, rank: Number(v) })} />
      </Group>
    );
  }
  const picked = pickedValues(question);
  if (picked) return <Select label="Value" data={picked} value={rule.value || null} placeholder="Pick a value" allowDeselect={false} onChange={(v) => v !== null && onChange({ ...rule, value: v })} />;
  return <AutosaveField inline={false} label="Value" placeholder={question.type === 'date' ? 'YYYY-MM-DD' : undefined} value={rule.value} maxLength={500} onSave={onSaveValue} />;
}
