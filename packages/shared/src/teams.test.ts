import { describe, expect, it } from 'vitest';
import { ZDomain, ZTeamUpdate } from './teams';

const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error!.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
};

describe('ZDomain', () => {
  it('uses the spec wording', () => {
    expect(errors(ZDomain.safeParse({ domain: '' }))).toEqual({ domain: 'Domain is required.' });
    expect(errors(ZDomain.safeParse({ domain: 'not a domain' }))).toEqual({ domain: 'Domain must be valid domain.' });
    expect(ZDomain.parse({ domain: ' Example.COM ' })).toEqual({ domain: 'example.com' });
  });
});

describe('ZTeamUpdate', () => {
  it('needs a team name; the slug is optional but must have the slug format', () => {
    expect(errors(ZTeamUpdate.safeParse({ name: ' ' }))).toEqual({ name: 'Team Name is required.' });
    expect(errors(ZTeamUpdate.safeParse({ name: 'Acme', slug: 'acme ltd' }))).toEqual({ slug: 'Team Slug must only contain (A-Z, a-z, 0-9 and -).' });
    expect(errors(ZTeamUpdate.safeParse({ name: 'Acme', slug: '' }))).toEqual({ slug: 'Team Slug is required.' });
    expect(ZTeamUpdate.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
    expect(errors(ZTeamUpdate.safeParse({ name: 'a'.repeat(101) }))).toEqual({ name: 'Team Name maximal length is 100' });
  });
});
