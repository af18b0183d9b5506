import { useState } from 'react';
import type { TCampaignClaimResult, TCampaignPageView } from '@gifthub/shared/campaign-pages';
import type { TClaimAddress } from '@gifthub/shared/claim-address';
import { campaignAddressErrors } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { PublicApiError } from '../../../lib/public-api';
import { useLightForm } from '../../../lib/use-light-form';
import { useClaimCampaign, type TCampaignTarget } from '../api/campaign-page';
import { claimToken, useClaimToken } from '../api/claim-token';
import { useDeclineGift } from '../api/decline-gift';
import { emptyAddress } from './address-lines';
import { AddressConfirm, AddressForm } from './address-step';
import { ChooseStep, registrantErrors, type TRegistrant } from './campaign-choose-step';
import { CampaignClosedScreen, CampaignSummary, ReceivedScreen } from './campaign-screens';
import { VoucherStep, voucherValueError, type TVoucherValues } from './campaign-voucher';
import { DeclineAction } from './decline-action';
import { ReviewStep } from './review-step';
import { useCrmLink } from './crm-link';
import { verifyStepPart, voucherScreenPart } from './lazy-parts';
import { useStepScroll } from './use-step-scroll';
import { AlreadyClaimedScreen, AlreadyDeclinedScreen, DeclinedScreen, SentScreen } from './outcome-screens';

type TOutcome = { kind: 'claimed'; result: TCampaignClaimResult; address: TClaimAddress | null } | { kind: 'declined' };
type TStep = 'choose' | 'details' | 'confirm';
const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * The campaign's choice: verify (a personal link that asks), pick one option from the radio group (and, on the
 * campaign's own page, say who you are), then the address and its confirmation, or the eGift's value. 'No,
 * thanks' beside it on a personal link. The same labels and buttons as the marketplace's gift page.
 */
export function CampaignFlow({ view, target }: { view: TCampaignPageView; target: TCampaignTarget }) {
  const secret = target.kind === 'invitation' ? target.secret : '';
  const stored = useClaimToken(secret);
  const [unstored, setUnstored] = useState<string | null>(null);
  const token = target.kind === 'invitation' ? (stored ?? unstored) : null;
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const [step, setStep] = useState<TStep>('choose');
  const [optionId, setOptionId] = useState<number | null>(null);
  const [optionError, setOptionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [claimError, setClaimError] = useState<string | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState(false);
  const claim = useClaimCampaign(target);
  const decline = useDeclineGift(secret);
  const option = view.options.find((o) => o.id === optionId) ?? null;
  const ownPage = view.kind === 'campaign';
  const registrant = useLightForm<TRegistrant>({ email: '', first_name: '', last_name: '' }, registrantErrors);
  const fromCrm = useCrmLink(ownPage, (email) => registrant.setFieldValue('email', email));
  const address = useLightForm<TClaimAddress>(emptyAddress(view.recipient), (v) => campaignAddressErrors(v, option?.countries ?? ['GB']));
  const voucher = useLightForm<TVoucherValues>({ voucher_value: '' }, (v): Record<string, string> => {
    const e = voucherValueError(v.voucher_value, option?.voucher);
    return e ? { voucher_value: e } : {};
  });

  const setToken = (t: string | null) => {
    setUnstored(t);
    claimToken.set(secret, t);
  };
  const verified = view.verification === 'none' || Boolean(token);
  // A reviews campaign asks for the rating first (review-step), then the gift.
  const rating = Boolean(view.review && view.review.rating === null && !reviewed);
  const { topRef, panelRef } = useStepScroll(outcome ? `outcome-${outcome.kind}` : `${verified}-${rating}-${step}`, Boolean(outcome));

  if (outcome?.kind === 'declined') return <DeclinedScreen ref={topRef} />;
  if (outcome?.kind === 'claimed') {
    const r = outcome.result;
    if (r.voucher_code) return <voucherScreenPart.Part voucher={r.voucher_code} ref={topRef} />;
    if (r.outcome === 'confirmed' && outcome.address) return <SentScreen productName={r.option_name} address={outcome.address} ref={topRef} />;
    return <ReceivedScreen optionName={r.option_name} message={r.message} ref={topRef} />;
  }
  if (view.state === 'claimed') return <AlreadyClaimedScreen />;
  if (view.state === 'declined') return <AlreadyDeclinedScreen />;
  if (view.state === 'closed') return <CampaignClosedScreen view={view} />;

  /** What a refusal means here: fields go back beside their fields; an expired token asks to verify again. */
  const onClaimError = (e: unknown) => {
    if (!(e instanceof PublicApiError)) return setClaimError(SOMETHING_WRONG);
    if (e.status === 403 && e.code === 'verification_required') {
      setToken(null);
      setNotice(e.message || claimTexts.verificationNeeded);
      return;
    }
    const fields = e.status === 422 ? e.fieldErrors() : {};
    if (Object.keys(fields).length) {
      // Each form shows the messages of its own fields.
      for (const form of [address, voucher, registrant]) form.setErrors(fields);
      setOptionError(fields.option_id ?? null);
      setStep(fields.option_id || fields.email ? 'choose' : 'details');
      setClaimError('Please check the highlighted details.');
      return;
    }
    // 409: the option has gone or the page closed meanwhile: back to the choice, with the reason.
    if (e.status === 409 && e.message === campaignPageTexts.optionUnavailable) setStep('choose');
    setClaimError(e.message || SOMETHING_WRONG);
  };

  const submitClaim = () => {
    if (!option) return;
    setClaimError(null);
    const details: TClaimBody = option.type === 'physical' ? { ...address.getValues() } : option.voucher?.fixed_value === null ? { voucher_value: Number(voucher.getValues().voucher_value.trim().replace(/^£/, '')) } : {};
    const who: TClaimBody = ownPage ? { ...registrant.getValues(), ...(fromCrm ? { integration: 'hubspot' as const } : {}) } : {};
    const sentAddress = option.type === 'physical' ? address.getValues() : null;
    claim.mutate(
      { ...who, ...details, option_id: option.id, ...(token ? { token } : {}) },
      { onSuccess: (result) => setOutcome({ kind: 'claimed', result, address: sentAddress }), onError: onClaimError },
    );
  };

  const chosen = () => {
    setClaimError(null);
    const who = registrant.getValues();
    const whoErrors = ownPage ? registrantErrors(who) : {};
    registrant.setErrors(whoErrors);
    if (!option) setOptionError(campaignPageTexts.optionRequired);
    if (!option || Object.keys(whoErrors).length) return;
    // The names given prefill the address, unless the recipient typed their own already.
    if (ownPage && !address.getValues().first_name) address.setFieldValue('first_name', who.first_name);
    if (ownPage && !address.getValues().last_name) address.setFieldValue('last_name', who.last_name);
    if (option.type === 'physical' && !option.countries.includes(address.getValues().country)) address.setFieldValue('country', 'GB');
    setStep('details');
  };

  const panel = !verified ? (
    <verifyStepPart.Part
      kind={view.verification as 'email' | 'name'}
      secret={secret}
      notice={notice}
      onVerified={(r) => {
        setToken(r.token);
        setNotice(null);
        if (!address.getValues().first_name) address.setFieldValue('first_name', r.first_name);
        if (!address.getValues().last_name) address.setFieldValue('last_name', r.last_name);
      }}
    />
  ) : rating ? (
    <ReviewStep
      review={view.review!}
      secret={secret}
      token={token}
      onDone={() => setReviewed(true)}
      onUnverified={(message) => {
        setToken(null);
        setNotice(message || claimTexts.verificationNeeded);
      }}
    />
  ) : step === 'choose' || !option ? (
    <ChooseStep
      view={view}
      optionId={optionId}
      optionError={optionError}
      error={claimError}
      registrant={ownPage ? registrant : null}
      onPick={(id) => {
        setOptionId(id);
        setOptionError(null);
      }}
      onContinue={chosen}
    />
  ) : option.type === 'voucher' ? (
    <VoucherStep option={option} form={voucher} error={claimError} pending={claim.isPending} onClaim={submitClaim} />
  ) : step === 'details' ? (
    <AddressForm
      form={address}
      error={claimError}
      countries={option.countries}
      phoneOptionalInGb
      onContinue={() => {
        setClaimError(null);
        setStep('confirm');
      }}
    />
  ) : (
    <AddressConfirm values={address.getValues()} error={claimError} pending={claim.isPending} onEdit={() => setStep('details')} onConfirm={submitClaim} />
  );

  return (
    <div className="l-grid">
      <CampaignSummary view={view} />
      <div>
        <section className="l-card" ref={panelRef} style={{ scrollMarginTop: 16 }} aria-label="Your gift">
          {verified && !rating && step === 'choose' && view.review?.texts.gift_claim && <p className="l-lead l-wrap" style={{ marginBottom: 12 }}>{view.review.texts.gift_claim}</p>}
          {panel}
        </section>
        {verified && step !== 'choose' && (
          <div className="l-center" style={{ marginTop: 12 }}>
            <button type="button" className="l-btn l-btn-subtle" disabled={claim.isPending} onClick={() => setStep('choose')}>
              Choose another gift
            </button>
          </div>
        )}
        {verified && !ownPage && (
          <DeclineAction
            teamName={view.team.name}
            pending={decline.isPending}
            error={declineError}
            onOpen={() => setDeclineError(null)}
            onDecline={() => {
              setDeclineError(null);
              decline.mutate(token, {
                onSuccess: () => setOutcome({ kind: 'declined' }),
                onError: (e) => setDeclineError(e instanceof PublicApiError && e.message ? e.message : SOMETHING_WRONG),
              });
            }}
          />
        )}
      </div>
    </div>
  );
}
