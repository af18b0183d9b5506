import { afterEach, beforeEach } from 'vitest';

/*
 * A console.error is a failed test: React reports invalid markup (a <div> inside a <p>), updates outside
 * act(), missing keys and failed renders through it, and they would otherwise scroll by unnoticed. A test
 * whose error path logs on purpose spies on console.error itself and asserts the call. The guard goes back
 * in before every test, so a spy left behind never hides the next test's errors.
 */

const printError = console.error.bind(console);
const show = (a: unknown) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : String(a));
/** React passes printf-style arguments ('%s cannot be a descendant of <%s>'): fill them in. */
const format = (first: unknown, ...rest: unknown[]) => {
  if (typeof first !== 'string') return [first, ...rest].map(show).join(' ');
  const text = first.replace(/%[sdifoOc]/g, () => (rest.length ? show(rest.shift()) : ''));
  return [text, ...rest.map(show)].join(' ');
};

let logged: string[] = [];
const recordError = (first?: unknown, ...rest: unknown[]) => {
  logged.push(format(first, ...rest));
  printError(first, ...rest);
};

/** The errors logged since the test began, taken (so they no longer fail it). */
export function takeConsoleErrors() {
  const taken = logged;
  logged = [];
  return taken;
}

/** Registers the hooks: every test starts with the guard in place and fails after it if anything was logged. */
export function failOnConsoleError() {
  beforeEach(() => {
    logged = [];
    console.error = recordError;
  });
  afterEach(() => {
    const errors = takeConsoleErrors();
    if (errors.length > 0) throw new Error(`console.error was called ${errors.length} time(s) during the test:\n\n${errors.join('\n\n')}`);
  });
}
