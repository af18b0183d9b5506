import { useNavigate } from 'react-router';
import { useSession } from '../../../../lib/session';
import { useUi } from '../../../../lib/ui';
import { useActivateTemplate } from '../../api/template-activate';
import { newSurveyPath } from './template-labels';

/**
 * Activate Template (spec 2 §2): a new survey of the team from the template, then its summary (surveys-details-new).
 * In preview mode (the demo) the sign-up modal opens instead; refusals show the alert catalogue's notice.
 */
export function useActivate() {
  const { teamId, demo } = useSession();
  const ui = useUi();
  const navigate = useNavigate();
  const activate = useActivateTemplate(teamId);
  return {
    pending: activate.isPending,
    activate: (templateId: number) => {
      if (demo) return ui.openSignUp();
      activate.mutate(templateId, { onSuccess: ({ id }) => void navigate(newSurveyPath(id)) });
    },
  };
}
