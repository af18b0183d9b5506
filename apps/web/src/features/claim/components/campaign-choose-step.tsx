import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { msg } from '@gifthub/shared/messages';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { TextField } from '../../../components/light/field';
import type { TLightForm } from '../../../lib/use-light-form';
import { OptionPicker } from './campaign-options';
import { PerView } from './action-page-style';

/** Who registers on a campaign's own page. */
export type TRegistrant = { email: string; first_name: string; last_name: string };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail, First Name and Last Name required (spec 1 §5, start step); the API applies the same, and the domain rules. */
export function registrantErrors(v: TRegistrant): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.email.trim()) errors.email = msg.required('E-mail');
  else if (!EMAIL_RE.test(v.email.trim())) errors.email = msg.email('E-mail');
  if (!v.first_name.trim()) errors.first_name = msg.required('First Name');
  if (!v.last_name.trim()) errors.last_name = msg.required('Last Name');
  return errors;
}

/** The option picker, and on the campaign's own page the visitor's e-mail and name; Continue validates both. */
export function ChooseStep({
  view,
  optionId,
  optionError,
  error,
  registrant,
  onPick,
  onContinue,
}: {
  view: TCampaignPageView;
  optionId: number | null;
  optionError: string | null;
  error: string | null;
  registrant: TLightForm<TRegistrant> | null;
  onPick: (id: number) => void;
  onContinue: () => void;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }} noValidate className="l-stack l-stack-lg" data-testid="choose-step">
      {error && <Alert testId="claim-error">{error}</Alert>}
      {view.options.length === 0 ? (
        <p data-testid="no-options">There are no gifts left to choose from. Please contact {view.team.name}.</p>
      ) : (
        <OptionPicker options={view.options} value={optionId} error={optionError} onChange={onPick} />
      )}
      {registrant && (
        <div className="l-stack">
          <h2>Your details</h2>
          <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...registrant.field('email')} />
          <div className="l-cols">
            <TextField label="First Name" autoComplete="given-name" required {...registrant.field('first_name')} />
            <TextField label="Last Name" autoComplete="family-name" required {...registrant.field('last_name')} />
          </div>
        </div>
      )}
      <Button type="submit" block disabled={view.options.length === 0}>
        {/* The team's words for a page of several gifts, or for a single gift when the campaign offers one. */}
        <PerView page={view.team.action_page} pick={(s) => (view.options.length === 1 ? s.buttonTextSingle : s.buttonTextMultiple)} />
      </Button>
    </form>
  );
}
