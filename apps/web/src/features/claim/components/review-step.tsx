import { useId, useState } from 'react';
import { IconExternalLink } from '@tabler/icons-react';
import type { TCampaignPageReview, TReviewResult } from '@gifthub/shared/campaign-feedback';
import { FEEDBACK_MAX, isNegativeRating, reviewTexts } from '@gifthub/shared/campaign-reviews';
import { Alert } from '../../../components/light/alert';
import { Button, LinkButton } from '../../../components/light/button';
import { PublicApiError } from '../../../lib/public-api';
import { useReviewGift } from '../api/review-gift';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

type TProps = {
  review: TCampaignPageReview;
  secret: string;
  token: string | null;
  /** The rating is in (or was already): go on to the gift. */
  onDone: () => void;
  /** The verification expired: the page asks for it again. */
  onUnverified: (message: string) => void;
};

/**
 * A reviews campaign's rating before the gift (shared/campaign-reviews: 0 is the best button; at or past the
 * threshold is negative). The four buttons are a radio group; a negative choice asks what could be better (required)
 * and sends it; a good one is sent and then offers the review submission URL between the review texts.
 */
export function ReviewStep({ review, secret, token, onDone, onUnverified }: TProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; feedback?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<TReviewResult | null>(null);
  const send = useReviewGift(secret);
  const negative = rating !== null && isNegativeRating(rating, review.treshold);

  if (sent && !sent.negative) return <ShareReview review={review} url={sent.submission_url} onContinue={onDone} />;

  const onError = (e: unknown) => {
    if (!(e instanceof PublicApiError)) return setError(SOMETHING_WRONG);
    if (e.status === 403 && e.code === 'verification_required') return onUnverified(e.message);
    // Rated already (another tab): the gift is next.
    if (e.status === 409 && e.message === reviewTexts.alreadyReviewed) return onDone();
    const fields = e.status === 422 ? e.fieldErrors() : {};
    setErrors({ rating: fields.rating, feedback: fields.feedback });
    setError(e.message || SOMETHING_WRONG);
  };

  const submit = () => {
    setError(null);
    const found = { rating: rating === null ? reviewTexts.ratingRequired : undefined, feedback: negative && !feedback.trim() ? reviewTexts.feedbackRequired : undefined };
    setErrors(found);
    if (rating === null || found.feedback) return;
    send.mutate(
      { rating, ...(negative ? { feedback: feedback.trim() } : {}), ...(token ? { token } : {}) },
      { onSuccess: (result) => (result.negative ? onDone() : setSent(result)), onError },
    );
  };

  return (
    <form
      noValidate
      className="l-stack l-stack-lg"
      data-testid="review-step"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {review.texts.invite.trim() && (
        <p className="l-wrap" data-testid="review-invite">
          {review.texts.invite}
        </p>
      )}
      {error && <Alert testId="review-error">{error}</Alert>}
      <RatingPicker review={review} value={rating} error={errors.rating ?? null} onChange={(r) => (setRating(r), setErrors({}))} />
      {negative && <FeedbackField label={review.texts.feedback} value={feedback} error={errors.feedback ?? null} onChange={(v) => (setFeedback(v), setErrors({}))} />}
      <Button type="submit" block loading={send.isPending}>
        {negative ? reviewTexts.sendFeedback : 'Continue'}
      </Button>
    </form>
  );
}

/** The four rating buttons as a labelled radio group (arrow keys move the choice), best first. */
function RatingPicker({ review, value, error, onChange }: { review: TCampaignPageReview; value: number | null; error: string | null; onChange: (rating: number) => void }) {
  return (
    <fieldset className="l-fieldset" aria-describedby={error ? 'rating-error' : undefined} data-testid="rating-picker">
      <legend className="l-wrap">{review.texts.rating}</legend>
      {error && (
        <p className="l-error" id="rating-error" style={{ marginBottom: 8 }}>
          {error}
        </p>
      )}
      <div className="l-options">
        {review.buttons.map((label, i) => (
          <label key={i} className="l-option" style={{ gridTemplateColumns: 'auto 1fr' }}>
            <input type="radio" name="rating" value={i} checked={value === i} onChange={() => onChange(i)} aria-invalid={error ? true : undefined} />
            <span className="l-strong l-wrap">{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FeedbackField({ label, value, error, onChange }: { label: string; value: string; error: string | null; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="l-field">
      <label htmlFor={id}>
        {label}
        <span className="l-req" aria-hidden>
          *
        </span>
      </label>
      <textarea
        id={id}
        name="feedback"
        className="l-input"
        rows={5}
        maxLength={FEEDBACK_MAX}
        value={value}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ resize: 'vertical', minHeight: 110 }}
      />
      {error && (
        <span className="l-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A good rating: the review texts around the submission URL (a new tab, so the gift waits here), then the gift. */
function ShareReview({ review, url, onContinue }: { review: TCampaignPageReview; url: string | null; onContinue: () => void }) {
  return (
    <div className="l-stack l-stack-lg" data-testid="review-share">
      <p className="l-lead l-wrap">{review.texts.review_top}</p>
      {url && (
        <LinkButton href={url} target="_blank" rel="noopener noreferrer" block icon={<IconExternalLink size={18} aria-hidden />}>
          {reviewTexts.writeReview}
        </LinkButton>
      )}
      <p className="l-small l-dimmed l-wrap">{review.texts.review_bottom}</p>
      <Button variant="default" block onClick={onContinue}>
        {reviewTexts.continueToGift}
      </Button>
    </div>
  );
}
