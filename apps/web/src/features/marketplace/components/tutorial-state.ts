import { getCookie, setCookie } from '../../../lib/cookies';

/** The marketplace tutorial's state cookie: closed as 'paused' (with the step to return to) or 'done'. */
export const TUTORIAL_COOKIE = 'WSMarketplaceTutorial';
export const TUTORIAL_MIN_WIDTH = 768;

export type TTutorialState = { status: 'paused' | 'done'; step: number };

export function readTutorial(): TTutorialState | null {
  const raw = getCookie(TUTORIAL_COOKIE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TTutorialState>;
    if (v.status !== 'paused' && v.status !== 'done') return null;
    return { status: v.status, step: Number.isInteger(v.step) && (v.step ?? 0) >= 0 ? (v.step as number) : 0 };
  } catch {
    return null;
  }
}

export const writeTutorial = (state: TTutorialState) => setCookie(TUTORIAL_COOKIE, JSON.stringify(state));

/**
 * Spec 3 §2.2: the tutorial opens by itself on the first visit (no cookie yet) when the window is wider
 * than 768 px and the team is not pro or is in demo mode.
 */
export const shouldAutoOpenTutorial = (o: { state: TTutorialState | null; width: number; pro: boolean; demo: boolean }) =>
  o.state === null && o.width > TUTORIAL_MIN_WIDTH && (!o.pro || o.demo);
