import { useState } from 'react';
import { surveyTexts } from '@gifthub/shared/survey-rules';

/**
 * "Continue on another device": copies the response's resume link (beyond the peers, issue 13). Where the browser
 * will not copy, the link shows in a field to copy by hand.
 */
export function ResumeLink({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const copy = () => {
    const done = () => setState('copied');
    const manual = () => setState('manual');
    try {
      if (navigator.clipboard?.writeText) void navigator.clipboard.writeText(url).then(done, manual);
      else manual();
    } catch {
      manual();
    }
  };
  return (
    <div className="sv-resume">
      <button type="button" className="sv-link-btn" onClick={copy}>
        {surveyTexts.resumeLink}
      </button>
      <span className="sv-resume-note" aria-live="polite">
        {state === 'copied' ? surveyTexts.copied : ''}
      </span>
      {state === 'manual' && (
        <input className="l-input sv-resume-url" readOnly value={url} aria-label="Link to continue this survey" onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}
