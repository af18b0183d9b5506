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
