import '@testing-library/jest-dom/vitest';
import { failOnConsoleError } from './console-guard';

// Mantine reads these browser APIs; jsdom lacks them.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

failOnConsoleError();

// Test files share one module graph per worker (isolate: false, see vitest.config.ts): each starts from a clean page.
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
for (const c of document.cookie.split(';')) {
  const name = c.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
