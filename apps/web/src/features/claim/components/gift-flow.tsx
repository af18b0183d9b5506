import { useState } from 'react';
import type { TClaimAddress } from '@gifthub/shared/claim-address';
import type { TGiftView, TVoucherReveal } from '@gifthub/shared/claims';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { PublicApiError } from '../../../lib/public-api';
import { useLightForm } from '../../../lib/use-light-form';
import { useClaimGift } from '../api/claim-gift';
import { claimToken, useClaimToken } from '../api/claim-token';
import { useDeclineGift } from '../api/decline-gift';
import { emptyAddress } from './address-lines';
import { AddressConfirm, AddressForm, claimAddressErrors } from './address-step';
import { DeclineAction } from './decline-action';
import { GiftSummary } from './gift-summary';
import { PerView } from './action-page-style';
import { verifyStepPart, voucherScreenPart } from './lazy-parts';
import { useStepScroll } from './use-step-scroll';
import { AlreadyClaimedScreen, AlreadyDeclinedScreen, DeclinedScreen, SentScreen, UnknownLinkScreen } from './outcome-screens';
import { VoucherClaim } from './voucher-claim';

type TOutcome = { kind: 'sent'; address: TClaimAddress } | { kind: 'voucher'; voucher: TVoucherReveal } | { kind: 'declined' };

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/** Verify (when the link asks), then the address and its confirmation, or the eGift; 'No, thanks' beside. */
export function GiftFlow({ secret, view }: { secret: string; view: TGiftView }) {
  // The claim token lives in this tab's storage; when storage refuses it, it lives in the page's state.
  const stored = useClaimToken(secret);
  const [unstored, setUnstored] = useState<string | null>(null);
  const token = stored ?? unstored;
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [step, setStep] = useState<'details' | 'confirm'>('details');
  const [notice, setNotice] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const claim = useClaimGift(secret);
  const decline = useDeclineGift(secret);
  // The form lives here so nothing typed is lost when a step changes or the API refuses.
  const form = useLightForm<TClaimAddress>(emptyAddress(view.recipient), claimAddressErrors);

  const setToken = (t: string | null) => {
    setUnstored(t);
    claimToken.set(secret, t);
  };

  /** What an API refusal means on this page; answers the message to show (null when handled otherwise). */
  const explain = (e: unknown): string | null => {
    if (!(e instanceof PublicApiError)) return SOMETHING_WRONG;
    if (e.status === 403 && e.code === 'verification_required') {
      // The claim token expired: verify again, the address stays as typed.
      setToken(null);
      setNotice(e.message || claimTexts.verificationNeeded);
      return null;
    }
    if (e.status === 429) return e.message || claimTexts.tooManyAttempts;
    return e.message || SOMETHING_WRONG;
  };

  const verified = view.verification === 'none' || Boolean(token);
  const { topRef, panelRef } = useStepScroll(outcome ? `outcome-${outcome.kind}` : `${verified}-${step}`, Boolean(outcome));

  if (outcome?.kind === 'sent') return <SentScreen productName={view.product.name} address={outcome.address} ref={topRef} />;
  if (outcome?.kind === 'voucher') return <voucherScreenPart.Part voucher={outcome.voucher} ref={topRef} />;
  if (outcome?.kind === 'declined') return <DeclinedScreen ref={topRef} />;
  if (view.state === 'claimed') return view.voucher_code ? <voucherScreenPart.Part voucher={view.voucher_code} /> : <AlreadyClaimedScreen />;
  if (view.state === 'declined') return <AlreadyDeclinedScreen />;
  if (view.state === 'unknown') return <UnknownLinkScreen />;

  const submitClaim = () => {
    setClaimError(null);
    const body = view.type === 'physical' ? { ...form.getValues() } : {};
    claim.mutate(
      { ...body, ...(token ? { token } : {}) },
      {
        onSuccess: (r) => {
          if (r.voucher_code) setOutcome({ kind: 'voucher', voucher: r.voucher_code });
          else setOutcome({ kind: 'sent', address: form.getValues() });
        },
        onError: (e) => {
          if (e instanceof PublicApiError && e.status === 422 && Object.keys(e.errors).length) {
            // Field errors belong beside the fields: back to the form, with everything still typed.
            form.setErrors(e.fieldErrors());
            setStep('details');
            setClaimError('Please check the highlighted details.');
            return;
          }
          setClaimError(explain(e));
        },
      },
    );
  };

  const submitDecline = () => {
    setDeclineError(null);
    decline.mutate(token, { onSuccess: () => setOutcome({ kind: 'declined' }), onError: (e) => setDeclineError(explain(e)) });
  };

  const panel = !verified ? (
    <verifyStepPart.Part
      kind={view.verification as 'email' | 'name'}
      secret={secret}
      notice={notice}
      onVerified={(r) => {
        setToken(r.token);
        setNotice(null);
        setClaimError(null);
        // The names the sender gave prefill the address, unless the recipient typed their own already.
        if (!form.getValues().first_name) form.setFieldValue('first_name', r.first_name);
        if (!form.getValues().last_name) form.setFieldValue('last_name', r.last_name);
      }}
    />
  ) : view.type === 'voucher' ? (
    <VoucherClaim view={view} error={claimError} pending={claim.isPending} onClaim={submitClaim} />
  ) : step === 'details' ? (
    <AddressForm
      form={form}
      error={claimError}
      submitLabel={<PerView page={view.team.action_page} pick={(s) => s.buttonTextSingle} />}
      onContinue={() => {
        setClaimError(null);
        setStep('confirm');
      }}
    />
  ) : (
    <AddressConfirm values={form.getValues()} error={claimError} pending={claim.isPending} onEdit={() => setStep('details')} onConfirm={submitClaim} />
  );

  return (
    <div className="l-grid">
      <GiftSummary view={view} />
      <div>
        <section className="l-card" ref={panelRef} style={{ scrollMarginTop: 16 }} aria-label="Your gift">
          {panel}
        </section>
        {verified && <DeclineAction teamName={view.team.name} pending={decline.isPending} error={declineError} onOpen={() => setDeclineError(null)} onDecline={submitDecline} />}
      </div>
    </div>
  );
}
