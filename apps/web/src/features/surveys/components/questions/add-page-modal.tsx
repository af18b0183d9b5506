import { useState } from 'react';
import { Button, Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import { PAGE_CHOICE_GROUPS, pageDefaults, type TPageChoice } from '@gifthub/shared/survey-rules';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { useCreatePage } from '../../api/page-create';
import { errorMessage } from './autosave-field';
import { choiceValue } from './editor-model';
import { PageForm } from './page-form';
import { PageIcon } from './page-icon';
import type { TEditor } from './use-editor';

type TProps = { opened: boolean; editor: TEditor; after: TSurveyPage | null; onClose: () => void; onAdded: (page: TSurveyPage) => void };

/** Add New Survey Page (spec 2 §2): the four groups of choices, then the page's settings with Cancel and Add. */
export function AddPageModal({ opened, editor, after, onClose, onAdded }: TProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Survey Page" size="lg">
      {opened && <AddPage editor={editor} after={after} onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function AddPage({ editor, after, onClose, onAdded }: Omit<TProps, 'opened'>) {
  const [choice, setChoice] = useState<TPageChoice | null>(null);
  const create = useCreatePage(editor.ref);
  if (!choice)
    return (
      <Stack gap="md">
        {PAGE_CHOICE_GROUPS.map((g) => (
          <section key={g.label} aria-label={g.label}>
            <Title order={3} size="h6" mb={6}>
              {g.label}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={8}>
              {g.choices.map((c) => (
                <Button key={choiceValue(c)} variant="default" justify="flex-start" leftSection={<PageIcon type={c.type} questionType={c.question_type} />} onClick={() => setChoice(c)}>
                  {c.label}
                </Button>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    );
  return (
    <PageForm
      initial={{ choice: choiceValue(choice), name: pageDefaults(choice.type, choice.question_type).name }}
      submitLabel="Add"
      busy={create.isPending}
      error={create.error ? errorMessage(create.error) : null}
      onCancel={onClose}
      onSubmit={(c, name) =>
        // The new page goes after the selected one (last when none is).
        create.mutate({ type: c.type, question_type: c.question_type, name, ...(after ? { after_order: after.order } : {}) }, { onSuccess: onAdded })
      }
    />
  );
}
