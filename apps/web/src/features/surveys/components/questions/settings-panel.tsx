import { Divider, Select, Stack, Tabs } from '@mantine/core';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { BackgroundSettings } from './background-settings';
import { PAGE_TYPE_SELECT, choiceOf, pageChoiceValue, questionOf, typeChangeBody } from './editor-model';
import { PageLogicSettings } from './page-logic-settings';
import { confirmTypeChange } from './page-settings-modal';
import { QuestionSettings } from './question-settings';
import { TemplateThemeTab } from '../templates/template-theme-tab';
import { ThemeTab } from './theme-tab';
import type { TEditor } from './use-editor';

/** The right-hand bar (spec 2 §2): Settings of the selected page, and Theme. */
export function SettingsPanel({ editor, page }: { editor: TEditor; page: TSurveyPage | null }) {
  return (
    <Tabs defaultValue="settings" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="settings">Settings</Tabs.Tab>
        <Tabs.Tab value="theme">Theme</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="settings" pt="md">
        {page ? <PageSettings key={page.id} editor={editor} page={page} /> : null}
      </Tabs.Panel>
      <Tabs.Panel value="theme" pt="md">
        {/* A template (no team) wears a gallery theme. */}
        {editor.ref.teamId === null ? <TemplateThemeTab editor={editor} /> : <ThemeTab survey={editor.survey} />}
      </Tabs.Panel>
    </Tabs>
  );
}

function PageSettings({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const question = questionOf(page);
  const changeType = (value: string | null) => {
    const to = value ? choiceOf(value) : undefined;
    if (!to || value === pageChoiceValue(page)) return;
    confirmTypeChange(page, to, () => editor.changePage(page.id, typeChangeBody(page, to)));
  };
  return (
    <Stack gap="md">
      <Select label="Page type" data={PAGE_TYPE_SELECT} value={pageChoiceValue(page)} allowDeselect={false} onChange={changeType} />
      {page.type === 'question' && question && <QuestionSettings editor={editor} question={question} />}
      <Divider />
      <PageLogicSettings editor={editor} page={page} />
      <Divider />
      <BackgroundSettings editor={editor} page={page} />
    </Stack>
  );
}
