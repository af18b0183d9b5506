import type { Reporter, TestCase } from 'vitest/node';

/**
 * Under CI each test gets one retry (vitest.config.ts), as the journeys do: a test that failed once and then passed
 * does not fail npm test, but is named here at the end of the run (and again under npm test's summary), so it is
 * seen and fixed rather than hidden.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase) {
    if ((test.diagnostic()?.retryCount ?? 0) > 0 && test.result().state === 'passed')
      this.flaky.push(`${test.project.name} ${test.module.relativeModuleId} > ${test.fullName}`);
  }

  onTestRunEnd() {
    if (this.flaky.length) console.log(`\nPassed on its retry:\n${this.flaky.map((name) => `  flaky: ${name}`).join('\n')}`);
  }
}
