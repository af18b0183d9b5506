import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pageDataPath, pageTitle } from '../../../public/server';
import { hydratePage, removeServerPages, serverPage } from '../../../public/ssr-test-utils';

const TOKEN = 'u1.NDI6YmlsbGluZw.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const path = `/unsubscribe?token=${TOKEN}`;

afterEach(removeServerPages);

describe('the unsubscribe page on the server', () => {
  it('asks the API what the link is for, and is drawn with the answer and hydrated without a mismatch', async () => {
    expect(pageDataPath(path)).toBe(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(pageDataPath('/unsubscribe')).toBeNull();
    expect(pageTitle(path, undefined)).toMatch(/^E-mail notifications · .+ HUB$/);
    const data = { status: 200, body: { category: 'billing', label: 'Billing' } };
    const { html, container } = await serverPage(path, data);
    expect(html).toContain('Unsubscribe from Billing e-mails?');
    await hydratePage(container, path, data);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
