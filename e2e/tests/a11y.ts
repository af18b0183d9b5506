/**
 * The accessibility check of every journey (WCAG 2.2 AA with axe-core).
 *
 * A small init script in every page watches the route (pathname) and the topmost open dialog (its title and the
 * steps or headings it shows). When the state changes and the page has been quiet for QUIET_MS (no DOM mutation,
 * no fetch in flight, no finite animation running, no spinner shown), it asks Node whether that state was already checked in this
 * test; if not, axe runs in the page (over the dialog only when one is open) and the violations come back through
 * a binding. A state that changed while axe ran (a click, a navigation) is checked again once it is quiet; a full
 * navigation in the middle loses nothing, since the new document asks again. At the end of the test the current
 * state of every open page is checked too, and the test fails on any critical or serious violation.
 *
 * It is on by default (A11Y_CHECK=fail); A11Y_CHECK=report lists the violations without failing, A11Y_CHECK=off
 * skips the check. The violations of a test are attached to its report as `a11y-violations.json`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** More axe tags to run (e.g. A11Y_EXTRA_TAGS=best-practice with A11Y_CHECK=report, to read heading and landmark advice). */
const RUN_TAGS = [...A11Y_TAGS, ...(process.env.A11Y_EXTRA_TAGS ?? '').split(',').filter(Boolean)];
const FAILING_IMPACTS = ['critical', 'serious'];
const QUIET_MS = 250;
/** A page that never settles (a fetch that hangs, a mutation loop) is checked after this long all the same. */
const MAX_WAIT_MS = 3_000;
const MODE = (process.env.A11Y_CHECK ?? 'fail') as 'fail' | 'report' | 'off';

/**
 * axe reaches a page once, with its init scripts, as a function a document calls when it is first checked: Chromium
 * then adds it to each new document itself, which only parses it until it is called (~10 ms when it is). Sent with
 * each check instead (frame.evaluate), its 550 KB crossed the protocol for every document: ~120 ms of CPU in Node,
 * the browser and the page each time.
 */
const AXE_LOADER = `window.__a11yAxe = function () {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n};`;

export type TA11yViolation = { id: string; impact: string; help: string; helpUrl: string; targets: string[]; url: string; state: string };

type TPageViolation = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: unknown[] }[] };
type TA11yHandle = { flush: (timeoutMs: number) => Promise<void> };

/** Runs in every document of an attached context, before the app's own scripts. */
function pageScript({ quietMs, maxWaitMs, tags }: { quietMs: number; maxWaitMs: number; tags: string[] }) {
  type TAxe = { run: (context: Element | Document, options: object) => Promise<{ violations: TPageViolation[] }> };
  type TWin = Window & {
    axe?: TAxe;
    /** Defines window.axe (AXE_LOADER). */
    __a11yAxe?: () => void;
    __a11y?: TA11yHandle;
    __a11yWant: (key: string) => Promise<boolean>;
    __a11yResult: (key: string, url: string, violations: TPageViolation[] | null) => Promise<void>;
  };
  const win = window as unknown as TWin;
  // Only the app's own pages: not the about:blank a new page starts on, nor a frame, nor an API answer under /api/v1/ (a JSON
  // document the journeys open to reach the origin's local storage).
  if (win !== window.top || win.__a11y || !/^https?:$/.test(location.protocol) || location.pathname.startsWith('/api/v1/')) return;

  let inflight = 0;
  let lastChange = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let checkedKey = '';
  let settleSince = 0;

  const nativeFetch = window.fetch;
  window.fetch = function (this: unknown, ...args: Parameters<typeof fetch>) {
    inflight += 1;
    return nativeFetch.apply(this, args).finally(() => {
      inflight -= 1;
      schedule();
    });
  } as typeof fetch;

  const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const topDialog = () => Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog]')).filter(visible).at(-1) ?? null;

  /** The state a check stands for: the page, or its open dialog at one step (step test ids and headings). */
  const stateOf = () => {
    const dialog = topDialog();
    if (!dialog) return { key: location.pathname, dialog };
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const title = (labelledBy ? text(document.getElementById(labelledBy)) : '') || dialog.getAttribute('aria-label') || '';
    const marks = new Set<string>();
    dialog.querySelectorAll('[data-testid^="step-"], h1, h2, h3, h4, h5, h6, [role=heading]').forEach((el: Element) => {
      if (visible(el)) marks.add(el.getAttribute('data-testid') ?? text(el));
    });
    marks.delete(title);
    return { key: `${location.pathname} [dialog "${title}"${marks.size ? `: ${[...marks].join(' · ')}` : ''}]`, dialog };
  };

  // A menu or list dropdown, or a notification, opening or closing is mid-fade while its opacity is below 1, also
  // before its transition has started (Mantine sets the start style a frame before the transition runs).
  const fadingDropdown = () =>
    Array.from(document.querySelectorAll('.mantine-Menu-dropdown, .mantine-Popover-dropdown, .mantine-Combobox-dropdown, .mantine-Notifications-notification')).some(
      (el) => el.checkVisibility() && Number(getComputedStyle(el).opacity) < 1,
    );
  const animating = () =>
    fadingDropdown() || document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
  // A spinner (a lazy screen's, a list's) means the state is not there yet.
  const loading = () => Array.from(document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]')).some(visible);
  const quiet = () =>
    performance.now() - lastChange >= quietMs && inflight === 0 && document.readyState === 'complete' && !animating() && !loading();

  async function check(force: boolean) {
    const { key, dialog } = stateOf();
    if (!force && key === checkedKey) return;
    if (!(await win.__a11yWant(key))) {
      checkedKey = key;
      return;
    }
    const started = performance.now();
    if (!win.axe) win.__a11yAxe!();
    const { violations } = await win.axe!.run(dialog ?? document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      elementRef: false,
    });
    // The page moved on while axe read it: its answer may mix two states, so this state is checked again when quiet.
    if (lastChange > started || stateOf().key !== key) {
      await win.__a11yResult(key, location.href, null);
      schedule();
      return;
    }
    checkedKey = key;
    await win.__a11yResult(key, location.href, violations);
  }

  function tick() {
    timer = undefined;
    if (running) return;
    const now = performance.now();
    if (!quiet() && now - settleSince < maxWaitMs) {
      timer = setTimeout(tick, Math.max(50, quietMs - (now - lastChange)));
      return;
    }
    // A page that never settles is checked all the same, but never halfway through a fade (a menu or modal
    // opening): colours read mid-transition are not the page's.
    if (animating() && now - settleSince < 2 * maxWaitMs) {
      timer = setTimeout(tick, 50);
      return;
    }
    if (stateOf().key === checkedKey) return;
    running = check(false)
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  }

  function schedule() {
    if (!timer) settleSince = performance.now();
    clearTimeout(timer);
    timer = setTimeout(tick, quietMs);
  }

  new MutationObserver(() => {
    lastChange = performance.now();
    schedule();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  win.__a11y = {
    /** Waits for the page to settle (at most timeoutMs) and for a running check, then checks the current state. */
    async flush(timeoutMs: number) {
      const until = performance.now() + timeoutMs;
      while ((running || !quiet()) && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
      while (animating() && performance.now() < until + timeoutMs) await new Promise((r) => setTimeout(r, 50));
      await running;
      running = check(false).finally(() => {
        running = null;
      });
      await running;
    },
  };
  schedule();
}

/** What one test saw: the states checked and every violation, shared by all the contexts it opened. */
export class A11yCollector {
  readonly checked = new Set<string>();
  readonly violations: TA11yViolation[] = [];
  private readonly contexts = new Set<BrowserContext>();

  async attach(context: BrowserContext) {
    if (MODE === 'off' || this.contexts.has(context)) return;
    this.contexts.add(context);
    await context.exposeBinding('__a11yWant', (_source, key: string) => !this.checked.has(key));
    await context.exposeBinding('__a11yResult', (_source, key: string, url: string, violations: TPageViolation[] | null) => {
      if (violations === null || this.checked.has(key)) return;
      this.checked.add(key);
      this.add(key, url, violations);
    });
    await context.addInitScript({ content: AXE_LOADER });
    await context.addInitScript(pageScript, { quietMs: QUIET_MS, maxWaitMs: MAX_WAIT_MS, tags: RUN_TAGS });
    // A journey that closes a context of its own gets that context's last state checked first.
    const close = context.close.bind(context);
    context.close = async (options) => {
      await this.flush(context);
      this.contexts.delete(context);
      return close(options);
    };
  }

  add(state: string, url: string, violations: TPageViolation[]) {
    for (const v of violations)
      this.violations.push({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        helpUrl: v.helpUrl,
        targets: v.nodes.map((n) => n.target.map(String).join(' >>> ')),
        url,
        state,
      });
  }

  /** Checks the current state of every open page of the context (or of every attached context). */
  async flush(context?: BrowserContext) {
    const pages = (context ? [context] : [...this.contexts]).flatMap((c) => c.pages());
    await Promise.all(pages.map((p) => flushPage(p)));
  }

  failing() {
    return this.violations.filter((v) => FAILING_IMPACTS.includes(v.impact));
  }

  /** Attaches the violations to the report and throws on critical or serious ones (A11Y_CHECK=report: only lists them). */
  async finish(testInfo: TestInfo) {
    if (MODE === 'off') return;
    if (this.violations.length) await testInfo.attach('a11y-violations.json', { body: JSON.stringify(this.violations, null, 2), contentType: 'application/json' });
    const footer = `${this.checked.size} page and modal states checked`;
    if (MODE === 'report') {
      if (this.violations.length) console.log(`[a11y] ${testInfo.titlePath.join(' › ')}\n${formatViolations(this.violations, footer)}`);
      return;
    }
    const failing = this.failing();
    if (failing.length) throw new Error(formatViolations(failing, footer));
  }
}

async function flushPage(page: Page, attempt = 0): Promise<void> {
  if (page.isClosed()) return;
  try {
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate((ms) => (window as unknown as { __a11y?: TA11yHandle }).__a11y?.flush(ms), MAX_WAIT_MS);
  } catch (error) {
    // A navigation destroyed the document mid-check: check the next one.
    if (page.isClosed() || attempt >= 2 || !/context was destroyed|navigat/i.test(String(error))) {
      if (!page.isClosed() && attempt >= 2) throw error;
      return;
    }
    await flushPage(page, attempt + 1);
  }
}

export function formatViolations(violations: TA11yViolation[], footer: string) {
  const lines = violations.map((v) => {
    const targets = v.targets.slice(0, 4).join('\n    ') + (v.targets.length > 4 ? `\n    (+${v.targets.length - 4} more)` : '');
    return `- [${v.impact}] ${v.id}: ${v.help}\n    on ${v.state} (${v.url})\n    ${targets}\n    ${v.helpUrl}`;
  });
  return `Accessibility: ${violations.length} axe violation(s) (WCAG 2.2 AA)\n${lines.join('\n')}\n(${footer})`;
}

/** While a test runs, contexts it opens with browser.newContext are checked too. */
export function watchNewContexts(browser: Browser, collector: A11yCollector) {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await original(options);
    await collector.attach(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * Checks the page now (its open dialog if there is one) and throws on any critical or serious violation;
 * `label` names the state in the message.
 */
export async function checkA11y(page: Page, label: string) {
  const builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  const dialogs = page.locator('[role=dialog]:visible, [role=alertdialog]:visible');
  if (await dialogs.count()) {
    const mark = `c${Date.now().toString(36)}`;
    await dialogs.last().evaluate((el, value) => el.setAttribute('data-a11y-check', value), mark);
    builder.include(`[data-a11y-check="${mark}"]`);
  }
  const { violations } = await builder.analyze();
  const collector = new A11yCollector();
  collector.add(label, page.url(), violations);
  const failing = collector.failing();
  if (failing.length) throw new Error(formatViolations(failing, label));
}
