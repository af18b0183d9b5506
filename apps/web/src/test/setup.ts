import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { failOnConsoleError } from './console-guard';

// Mantine reads these browser APIs; the test DOM (happy-dom) may lack them. happy-dom answers media queries from its
// window, and the tests' reader also asks for reduced motion (the theme respects it): modals, menus and notifications
// open and close at once instead of after two animation frames and a transition's timeout each, which left the worker
// waiting. The journeys run with motion.
const nativeMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string) =>
  /prefers-reduced-motion:\s*reduce/.test(query)
    ? ({ matches: true, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false } as MediaQueryList)
    : nativeMatchMedia(query);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

failOnConsoleError();

// findBy… and waitFor give up after 10 s instead of Testing Library's 1 s: npm test runs two workers on two cores beside
// other stages, where a click, its request and the notification after it once took longer than a second (a recipients
// row action, 2026-12-03). A passing wait ends as soon as its element is there, so this only delays a failure; a test
// sets its own timeout only where the time is what it checks (page-canvas.test.tsx's Enter save).
configure({ asyncUtilTimeout: 10_000 });

// The files of a worker share one module cache and one document (isolate: false in vitest.config.ts): each file
// starts on a clean page, as it would in a fresh tab: real clock and globals, nothing rendered, no notification,
// no cookie, empty storage, at /.
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
  // A journey that left the document (a sign-out's location.assign) can leave it at about:blank, where
  // cookies and history do not work: happy-dom's own API puts it back on the test origin.
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL('http://localhost:3000/');
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

// Mantine keeps notifications in a module store that outlives a test's render: a test starts with none, also when
// the previous test's last answer showed one after it ended.
beforeEach(() => notifications.clean());
afterEach(() => notifications.clean());
