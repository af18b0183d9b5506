import type { TSurveyRef } from './survey-paths';

// The respondent's response id, kept in this browser per survey so a return resumes it (spec 2 §4); completing
// clears it. Storage may be refused (private modes): the response then lives as long as the page.

const key = ({ team, slug }: TSurveyRef) => `survey-response:${team}/${slug}`;

export const responseStore = {
  get: (s: TSurveyRef): string | null => {
    try {
      return window.localStorage.getItem(key(s));
    } catch {
      return null;
    }
  },
  set: (s: TSurveyRef, id: string) => {
    try {
      window.localStorage.setItem(key(s), id);
    } catch {
      // Not kept: see above.
    }
  },
  clear: (s: TSurveyRef) => {
    try {
      window.localStorage.removeItem(key(s));
    } catch {
      // Nothing kept.
    }
  },
};
