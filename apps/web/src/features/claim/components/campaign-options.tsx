import { IconGift } from '@tabler/icons-react';
import type { TCampaignPageOption } from '@gifthub/shared/campaign-pages';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { descriptionParagraphs } from '../../../lib/description';

/**
 * The options to pick from, as a labelled radio group (fieldset and legend): arrow keys move between them, the
 * first message shows under the legend. Low availability (two or fewer left) is said in words.
 */
export function OptionPicker({ options, value, error, onChange }: { options: TCampaignPageOption[]; value: number | null; error: string | null; onChange: (id: number) => void }) {
  return (
    <fieldset className="l-fieldset" aria-describedby={error ? 'option-error' : undefined} data-testid="option-picker">
      <legend>Choose your gift</legend>
      {error && (
        <p className="l-error" id="option-error" style={{ marginBottom: 8 }}>
          {error}
        </p>
      )}
      <div className="l-options">
        {options.map((o) => {
          const about = descriptionParagraphs(o.description)[0];
          return (
            <label key={o.id} className="l-option">
              <input type="radio" name="gift-option" value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} aria-invalid={error ? true : undefined} />
              <span className="l-option-media" aria-hidden>
                {o.image_url ? <img src={o.image_url} alt="" /> : <IconGift size={30} stroke={1.4} />}
              </span>
              <span className="l-option-text">
                <span className="l-strong l-wrap l-ap-gift-name">{o.name}</span>
                {about && <span className="l-small l-dimmed">{about}</span>}
                {o.low_availability && <span className="l-low">{campaignPageTexts.lowAvailability}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
