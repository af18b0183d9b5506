import { Select } from '@mantine/core';
import { RATING_COUNT } from '@gifthub/shared/campaign-reviews';
import { REVIEW_BUTTONS_DEFAULT } from '@gifthub/shared/campaigns';

export const THRESHOLD_LABEL = 'Negative feedback from';

/**
 * The reviews tab's threshold (treshold, default 2): the button from which a rating is negative (shared/campaign-reviews:
 * 0 is the best button). Named by the campaign's own button texts; every rating negative (0) is not offered.
 */
export function ThresholdSelect({ buttons, value, onChange, error }: { buttons: readonly string[]; value: number; onChange: (treshold: number) => void; error?: React.ReactNode }) {
  const data = Array.from({ length: RATING_COUNT - 1 }, (_, k) => k + 1).map((i) => ({
    value: String(i),
    label: `${buttons[i]?.trim() || REVIEW_BUTTONS_DEFAULT[i]} and below`,
  }));
  return (
    <Select
      label={THRESHOLD_LABEL}
      description="From this rating on, the recipient is asked what could be better and the answer shows on the Negative Feedback page; better ratings are offered the review submission URL."
      data={data}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      error={error}
      maw={320}
    />
  );
}
