/**
 * Spec 2 §2: the first visit of a survey just made from a template (surveys-details-new) opens its settings modal;
 * which surveys have had that visit is remembered in local storage (the latest ones, so the list stays small).
 */
const KEY = 'surveys_new_settings_shown';
const KEEP = 50;

const read = (): number[] => {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
};

/** Whether this survey's first visit is still to come (read only: the caller marks it once the modal shows). */
export const isFirstVisit = (surveyId: number) => !read().includes(surveyId);

export const markVisited = (surveyId: number) => {
  const ids = read().filter((x) => x !== surveyId);
  window.localStorage.setItem(KEY, JSON.stringify([...ids, surveyId].slice(-KEEP)));
};
