import { useState } from 'react';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { surveyTexts, type TCampaignLogicValue } from '@gifthub/shared/survey-rules';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { WriteButton } from '../../../../components/write-button';
import { createPage } from '../../api/page-create';
import { refreshSurvey } from '../../api/page-cache';
import { usePageCampaignMenu } from '../../api/page-campaign-menu';
import { updateQuestion } from '../../api/question-update';
import { errorMessage } from './autosave-field';
import { questionPages } from './editor-model';
import type { TEditor } from './use-editor';

const valueOf = (page: TSurveyPage): TCampaignLogicValue =>
  page.page_logic_value && typeof page.page_logic_value === 'object' ? page.page_logic_value : { campaign: null, email_question: null };

/**
 * The campaign action (spec 2 §4, §5): a campaign and the e-mail question whose answer receives the invitation.
 * Without an e-mail question a hint shows, with a button that adds a required Email page before this page.
 */
export function CampaignLogic({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const menu = usePageCampaignMenu(editor.ref.teamId ?? 0, editor.ref.teamId !== null);
  const value = valueOf(page);
  const emails = questionPages(editor.pages).filter((x) => x.question.type === 'email');
  const set = (next: Partial<TCampaignLogicValue>) => editor.changePage(page.id, { page_logic_value: { ...value, ...next } });
  return (
    <Stack gap="sm">
      {menu.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {surveyTexts.fetchingCampaigns}
        </Text>
      ) : (
        <Select
          label="Campaign"
          placeholder={menu.data?.length ? 'Pick a campaign' : 'No campaigns yet'}
          data={(menu.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={value.campaign ? String(value.campaign) : null}
          allowDeselect={false}
          onChange={(v) => v && set({ campaign: Number(v) })}
        />
      )}
      {emails.length > 0 ? (
        <Select
          label="Email question"
          placeholder="Pick the e-mail question"
          data={emails.map(({ page: p, question: q }) => ({ value: String(q.id), label: `${p.order}. ${q.name || p.name}` }))}
          value={value.email_question ? String(value.email_question) : null}
          allowDeselect={false}
          onChange={(v) => v && set({ email_question: Number(v) })}
        />
      ) : (
        <CreateEmailPage editor={editor} page={page} value={value} />
      )}
    </Stack>
  );
}

function CreateEmailPage({ editor, page, value }: { editor: TEditor; page: TSurveyPage; value: TCampaignLogicValue }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      // Before this page: after the page before it (later pages, this one included, move down).
      const created = await createPage(editor.ref, { type: 'question', question_type: 'email', after_order: Math.max(0, page.order - 1) });
      const question = created.questions[0];
      if (question) {
        await updateQuestion(editor.ref, { questionId: question.id, body: { required: true }, quiet: true });
        await editor.savePage(page.id, { page_logic_value: { ...value, email_question: question.id } });
      }
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      void refreshSurvey(qc, editor.ref);
    }
  };
  return (
    <Stack gap={6}>
      <Alert color="yellow" variant="light">
        {surveyTexts.emailQuestionHint}
      </Alert>
      <WriteButton variant="light" size="xs" w="fit-content" loading={busy} onClick={() => void create()}>
        {surveyTexts.createEmailPage}
      </WriteButton>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
