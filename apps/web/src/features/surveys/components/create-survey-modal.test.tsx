import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { CreateSurveyModal } from './create-survey-modal';
import { LIST, fill, mockFetch, renderWithSession, resetDom } from './surveys-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => {
  const onClose = vi.fn();
  const r = renderWithSession(<CreateSurveyModal opened onClose={onClose} />, { url: '/surveys', showLocation: true });
  return { onClose, ...r };
};
const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'POST');

describe('CreateSurveyModal', () => {
  it('asks for both the name and the type with the shared messages before sending', async () => {
    const calls = mockFetch([]);
    open();
    const type = await screen.findByRole('textbox', { name: 'Type' });
    // Research is offered first.
    expect(type).toHaveValue('Research');
    await userEvent.click(screen.getByRole('button', { name: 'Create Survey' }));
    expect(await screen.findByText('Survey name is required.')).toBeInTheDocument();
    expect(screen.queryByText('Type is required.')).not.toBeInTheDocument();
    // Clearing the type leaves it empty: required too.
    await userEvent.click(screen.getByRole('button', { name: 'Clear type' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Survey' }));
    expect(await screen.findByText('Type is required.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('creates the survey with its welcome page and opens its Questions tab', async () => {
    const calls = mockFetch([{ method: 'POST', path: LIST, body: { id: 42 } }]);
    const { onClose } = open();
    await fill(await screen.findByRole('textbox', { name: 'Survey name' }), 'Staff Pulse');
    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Event', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Survey' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/42/questions'));
    expect(posts(calls)[0]!.path).toBe(`/api/v1${LIST}`);
    expect(posts(calls)[0]!.body).toEqual({ name: 'Staff Pulse', category: 'event', type: 'standard', createWelcomePage: true });
    expect(onClose).toHaveBeenCalled();
  });

  it("a refusal says Validation Failed with the server's message and shows the field's message under it", async () => {
    const message = 'Survey name is already used by another survey of your team.';
    mockFetch([{ method: 'POST', path: LIST, status: 422, body: { message, code: 'validation', errors: { name: [message] } } }]);
    open();
    await fill(await screen.findByRole('textbox', { name: 'Survey name' }), 'Staff Pulse');
    await userEvent.click(screen.getByRole('button', { name: 'Create Survey' }));
    expect(await screen.findByText(surveyTexts.validationFailed)).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('textbox', { name: 'Survey name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys$/);
  });
});
