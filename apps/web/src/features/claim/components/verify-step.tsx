import { useState } from 'react';
import type { TVerifyResult } from '@gifthub/shared/claims';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { msg } from '@gifthub/shared/messages';
import { Alert } from '../../../components/light/alert';
import { Button } from '../../../components/light/button';
import { TextField } from '../../../components/light/field';
import { PublicApiError } from '../../../lib/public-api';
import { useLightForm } from '../../../lib/use-light-form';
import { useVerifyGift } from '../api/verify-gift';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A link with a password type: the recipient confirms the e-mail, or the first and last name, the sender gave. */
export function VerifyStep({ kind, secret, notice, onVerified }: { kind: 'email' | 'name'; secret: string; notice?: string | null; onVerified: (r: TVerifyResult) => void }) {
  const verify = useVerifyGift(secret);
  const [error, setError] = useState<string | null>(null);
  const form = useLightForm({ email: '', first_name: '', last_name: '' }, (v) => {
    const errors: Record<string, string> = {};
    if (kind === 'email') {
      if (!v.email.trim()) errors.email = msg.required('E-mail');
      else if (!EMAIL_RE.test(v.email.trim())) errors.email = msg.email('E-mail');
    } else {
      if (!v.first_name.trim()) errors.first_name = msg.required('First Name');
      if (!v.last_name.trim()) errors.last_name = msg.required('Last Name');
    }
    return errors;
  });

  const submit = form.onSubmit((v) => {
    setError(null);
    const body = kind === 'email' ? { email: v.email.trim() } : { first_name: v.first_name.trim(), last_name: v.last_name.trim() };
    verify.mutate(body, {
      onSuccess: onVerified,
      onError: (e) => {
        if (!(e instanceof PublicApiError)) return setError('Something went wrong. Please try again.');
        // A mismatch names one field; the message says it for both, so it is shown once, above the fields.
        if (e.code === 'verification_failed') return setError(e.message || claimTexts.verifyFailed);
        if (e.status === 422 && Object.keys(e.errors).length) return form.setErrors(e.fieldErrors());
        setError(e.status === 429 ? e.message || claimTexts.tooManyAttempts : e.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="verify-step" className="l-stack l-stack-lg">
      <div>
        <h2>Confirm it's you</h2>
        <p className="l-small l-dimmed" style={{ marginTop: 4 }}>
          {kind === 'email'
            ? 'To open your gift, enter the e-mail address this gift was sent to.'
            : 'To open your gift, enter your first and last name as the sender knows them.'}
        </p>
      </div>
      {(error || notice) && <Alert testId="verify-error">{error ?? notice}</Alert>}
      {kind === 'email' ? (
        <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      ) : (
        <div className="l-cols">
          <TextField label="First Name" autoComplete="given-name" required {...form.field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" required {...form.field('last_name')} />
        </div>
      )}
      <Button type="submit" block loading={verify.isPending}>
        Continue
      </Button>
    </form>
  );
}
