import { Badge, Divider, Drawer, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { responsesTexts, ZNoteCreate, type TResponseDetail } from '@gifthub/shared/survey-responses';
import type { TQuestion } from '@gifthub/shared/surveys';
import { fullDate } from '../../../../lib/dates';
import { zodValidate } from '../../../../lib/form';
import { useSession } from '../../../../lib/session';
import { useResponse } from '../../api/response-detail';
import { useAddResponseNote } from '../../api/response-note-add';
import { answerText, questionLabel } from './responses-model';
import { WriteButton } from '../../../../components/write-button';

/**
 * One response in a side panel (spec 2 §2 surveys-details-single-response): its answers, source and notes, and a
 * note to add. The address names the response; closing goes back to the list (the caller's onClose).
 */
export function ResponseDrawer({
  surveyId,
  responseId,
  questions,
  writable,
  onClose,
}: {
  surveyId: number;
  responseId: number | null;
  questions: TQuestion[];
  writable: boolean;
  onClose: () => void;
}) {
  const { teamId } = useSession();
  const response = useResponse(teamId, surveyId, responseId);
  return (
    <Drawer
      opened={responseId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={responseId ? `Response #${responseId}` : 'Response'}
      closeButtonProps={{ 'aria-label': 'Close the response' }}
      data-testid="response-drawer"
    >
      {response.data ? (
        <ResponseBody response={response.data} questions={questions} writable={writable} surveyId={surveyId} />
      ) : response.isError ? (
        <Text c="red.8" role="alert">
          This response could not be found.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading the response" />
      )}
    </Drawer>
  );
}

function ResponseBody({ response, questions, writable, surveyId }: { response: TResponseDetail; questions: TQuestion[]; writable: boolean; surveyId: number }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" color={response.complete ? 'green' : 'gray'}>
          {response.complete ? 'Complete' : 'Incomplete'}
        </Badge>
        <Badge variant="outline" color="gray">
          {response.source?.name ?? responsesTexts.ownLink}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Started {fullDate(response.created_at)}
        {response.completed_at ? ` · completed ${fullDate(response.completed_at)}` : ''}
      </Text>
      <Stack gap="sm" data-testid="response-answers">
        {questions.map((q, i) => {
          const a = response.answers[String(q.id)];
          return (
            <div key={q.id}>
              <Text size="sm" fw={600}>
                {questionLabel(q, i)}
              </Text>
              <Text size="sm" c={a ? undefined : 'dimmed'}>
                {a ? answerText(q, a.value) : 'No answer'}
              </Text>
            </div>
          );
        })}
      </Stack>
      <Divider />
      <Notes response={response} writable={writable} surveyId={surveyId} />
    </Stack>
  );
}

function Notes({ response, writable, surveyId }: { response: TResponseDetail; writable: boolean; surveyId: number }) {
  const { teamId } = useSession();
  const add = useAddResponseNote(teamId, surveyId, response.id);
  const form = useForm({ initialValues: { content: '' }, validate: zodValidate(ZNoteCreate) });
  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset();
    } catch {
      // The alert catalogue has said why; the note stays to try again.
    }
  });
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Notes
      </Title>
      {response.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="response-notes">
          {response.notes.map((n) => (
            <Paper key={n.id} withBorder p="sm" radius="sm" data-testid="response-note">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.content}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {n.added_by?.name ?? 'A former team member'} · {fullDate(n.created_at)}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {writable && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea label="Add a note" autosize minRows={2} maxRows={6} {...form.getInputProps('content')} />
            <Group justify="flex-end">
              <WriteButton type="submit" loading={add.isPending}>
                Add note
              </WriteButton>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
