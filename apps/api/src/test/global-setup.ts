import type { TestProject } from 'vitest/node';
import { buildTestTemplates } from './test-databases';

/**
 * Vitest globalSetup of the api project: migrate and seed once per run (it used to happen in every test
 * file), then each file opens a copy (createTestApp). Removes the templates when the run ends.
 */
export async function setup(project: TestProject) {
  const started = Date.now();
  // The api-postgres project names its server in its own env (vitest.config.ts); otherwise the shell's, if any.
  const { templates, dispose } = await buildTestTemplates(project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  console.log(`${project.name}: ${templates.kind} templates built in ${Date.now() - started} ms`);
  project.provide('testTemplates', templates);
  return dispose;
}
