import { checkA11y, expect, test } from './test';
import { shootWidths } from './fixtures';

// The public API's reference (issue 17): /api/docs is rendered on the server from the OpenAPI document that
// /api/v1/openapi.json serves, with every documented operation and its example; no sign-in needed for either.

test('the API reference lists every operation, reads at every width, and its OpenAPI document is served', async ({ page, request }) => {
  test.setTimeout(240_000);
  const res = await request.get('/api/v1/openapi.json');
  expect(res.ok()).toBe(true);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { summary: string; operationId: string }>> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/teams/{teamId}/gb-registrations');

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Gifthub API reference' })).toBeVisible();
  // Every operation of the document is on the page, by its summary.
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) await expect(page.locator(`#${op.operationId}`)).toContainText(op.summary);

  // Found from the contents: the send operation with its path, body fields, example and errors.
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Send a gift', exact: true }).click();
  await expect(page).toHaveURL(/#sendAGift$/);
  const send = page.getByRole('article', { name: /Send a gift/ });
  await expect(send).toBeInViewport();
  await expect(send.getByText('/api/v1/teams/{teamId}/gb-registrations', { exact: true })).toBeVisible();
  await expect(send.getByRole('heading', { name: 'Request body', exact: true })).toBeVisible();
  await expect(send.getByRole('term').filter({ hasText: /^product_id integer required$/ })).toBeVisible();
  await expect(send.getByText('Idempotency-Key', { exact: true }).first()).toBeVisible();
  await expect(send.getByText(/"total_iv": 41\.34/)).toBeVisible();
  await expect(send.getByRole('heading', { name: 'Errors' })).toBeVisible();

  await page.goto('/api/docs');
  await checkA11y(page, 'api docs');
  await shootWidths(page, 'api-docs');
});
