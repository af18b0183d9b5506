import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { hidesButton } from '@gifthub/shared/survey-logic';
import { BUTTON_TEXT_MAX, PAGE_SUBTITLE_MAX, PAGE_TITLE_MAX, QUESTION_DESCRIPTION_MAX, QUESTION_NAME_MAX, type TSurveyPage } from '@gifthub/shared/surveys';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { AutosaveField } from './autosave-field';
import { questionOf } from './editor-model';
import { PageButton, QuestionBody } from './question-body';
import type { TEditor } from './use-editor';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A page's background: its own (an image address or a colour), else the theme's. */
export function backgroundOf(page: TSurveyPage, styles: TSurveyStyles) {
  const bg = page.background_image ?? styles.page_bg_image;
  if (bg && HEX.test(bg)) return { backgroundColor: bg };
  return { backgroundColor: styles.page_bg_color, ...(bg ? { backgroundImage: `url("${bg.replace(/"/g, '%22')}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}) };
}

/** The 16:9 page area with its background (spec 2 §2); it grows when the page's content needs more. */
export function PageFrame({ page, styles, children }: { page: TSurveyPage; styles: TSurveyStyles; children: ReactNode }) {
  return (
    <Box style={{ ...backgroundOf(page, styles), display: 'flex', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }} p={{ base: 'md', sm: 'xl' }}>
      {/* Holds the 16:9 height (padding is a share of the width); content taller than that makes the frame grow. */}
      <div aria-hidden style={{ flex: 'none', width: 0, paddingTop: '56.25%' }} />
      <Stack gap="sm" justify="center" maw={640} mx="auto" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** Editor Mode (spec 2 §2): static pages' title, subtitle and button text, question pages' question, description and choices, edited in place. */
export function PageCanvas({ editor, page }: { editor: TEditor; page: TSurveyPage }) {
  const styles = editor.survey.theme;
  const question = questionOf(page);
  const qStyle = { color: styles.question_color, fontFamily: styles.question_font };
  return (
    <PageFrame page={page} styles={styles}>
      {page.type === 'question' && question ? (
        <div style={qStyle}>
          <AutosaveField
            key={`q${question.id}`}
            label="Question"
            placeholder="Type your question here"
            value={question.name}
            maxLength={QUESTION_NAME_MAX}
            size="lg"
            fw={700}
            multiline
            onSave={(name) => editor.saveQuestion(question.id, { name })}
          />
          <AutosaveField
            key={`d${question.id}`}
            label="Description"
            placeholder="Description (optional)"
            value={question.description}
            maxLength={QUESTION_DESCRIPTION_MAX}
            multiline
            onSave={(description) => editor.saveQuestion(question.id, { description })}
          />
          <QuestionBody key={question.id} question={question} styles={styles} editor={editor} />
        </div>
      ) : (
        <div style={qStyle}>
          <AutosaveField key={`t${page.id}`} label="Title" placeholder="Title" value={page.title} maxLength={PAGE_TITLE_MAX} size="xl" fw={700} multiline onSave={(title) => editor.savePage(page.id, { title })} />
          <AutosaveField key={`s${page.id}`} label="Subtitle" placeholder="Subtitle (optional)" value={page.subtitle} maxLength={PAGE_SUBTITLE_MAX} multiline onSave={(subtitle) => editor.savePage(page.id, { subtitle })} />
        </div>
      )}
      {hidesButton(page) ? (
        <Text size="xs" c="dimmed">
          No button: this page ends the survey.
        </Text>
      ) : page.type === 'question' ? (
        <div>
          <PageButton text={page.button_text} styles={styles} />
        </div>
      ) : (
        <ButtonText editor={editor} page={page} styles={styles} />
      )}
    </PageFrame>
  );
}

function ButtonText({ editor, page, styles }: { editor: TEditor; page: TSurveyPage; styles: TSurveyStyles }) {
  const look = { backgroundColor: styles.button_bg_color, color: styles.button_color, fontFamily: styles.button_font, borderRadius: 6, paddingInline: 16, maxWidth: 260 };
  return (
    <AutosaveField key={`b${page.id}`} label="Button text" value={page.button_text} maxLength={BUTTON_TEXT_MAX} inputStyle={look} onSave={(button_text) => editor.savePage(page.id, { button_text })} />
  );
}
