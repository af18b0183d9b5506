import { Select, Stack, Text, Title } from '@mantine/core';
import { LOGIC_BY_PAGE_TYPE, LOGIC_TYPE_LABELS, type TLogicType } from '@gifthub/shared/survey-rules';
import type { TPageUpdate, TSurveyPage } from '@gifthub/shared/surveys';
import { AutosaveField } from './autosave-field';
import { CampaignLogic } from './campaign-logic';
import { DynamicRules } from './dynamic-rules';
import { firstRule, logicReset } from './editor-model';
import type { TEditor } from './use-editor';

const HINTS: Partial<Record<TLogicType, string>> = {
  next_page: 'The button goes to the next page.',
  hide: 'No button: reaching this page completes the response.',
};

/** Page Logic Settings, or Action on Complete on a final page (spec 2 §2, §4): the logic types this page type may have. */
export function PageLogicSettings({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const heading = page.type === 'final' ? 'Action on Complete' : 'Page Logic Settings';
  // A template has no team, so no campaign to invite to (the API refuses it too).
  const allowed = LOGIC_BY_PAGE_TYPE[page.type].filter((t) => t !== 'campaign' || editor.ref.teamId !== null);
  const choose = (type: TLogicType) => {
    if (type === page.page_logic_type) return;
    // A new type starts its value over; dynamic starts with one rule.
    const body: TPageUpdate = logicReset(type);
    const rule = type === 'dynamic' ? firstRule(editor.pages, page) : null;
    if (rule) body.logic_rules = [rule];
    editor.changePage(page.id, body);
  };
  const id = `logic-heading-${page.id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h6" id={id}>
        {heading}
      </Title>
      <Select
        label={page.type === 'final' ? 'Action' : 'Logic type'}
        data={allowed.map((t) => ({ value: t, label: LOGIC_TYPE_LABELS[t] }))}
        value={page.page_logic_type}
        allowDeselect={false}
        onChange={(v) => v && choose(v as TLogicType)}
      />
      {HINTS[page.page_logic_type] && (
        <Text size="xs" c="dimmed">
          {HINTS[page.page_logic_type]}
        </Text>
      )}
      <LogicValue editor={editor} page={page} />
    </Stack>
  );
}

function LogicValue({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const value = typeof page.page_logic_value === 'string' ? page.page_logic_value : '';
  switch (page.page_logic_type) {
    case 'specific_page':
      return (
        <Select
          label="Go to page"
          placeholder="Pick a page"
          data={editor.pages.filter((p) => p.id !== page.id).map((p) => ({ value: String(p.id), label: `${p.order}. ${p.name}` }))}
          value={value || null}
          allowDeselect={false}
          onChange={(v) => v && editor.changePage(page.id, { page_logic_value: v })}
        />
      );
    case 'external_url':
      return (
        <AutosaveField
          key={`url${page.id}`}
          inline={false}
          type="url"
          label="Web address"
          placeholder="https://"
          value={value}
          maxLength={2000}
          onSave={(url) => editor.savePage(page.id, { page_logic_value: url.trim() || null })}
        />
      );
    case 'dynamic':
      return <DynamicRules editor={editor} page={page} />;
    case 'campaign':
      return <CampaignLogic editor={editor} page={page} />;
    default:
      return null;
  }
}
