import { describe, expect, it } from 'vitest';
import { domain, email, slug, slugify } from './fields';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('slugify (spec 1 §5)', () => {
  it('lower-cases, turns spaces into hyphens and drops other characters', () => {
    expect(slugify('Acme Ltd')).toBe('acme-ltd');
    expect(slugify('  Summer   Gifts 2025 ')).toBe('summer-gifts-2025');
    expect(slugify("Olivia's Café & Co.")).toBe('olivias-caf-co');
    expect(slugify('A -- B')).toBe('a-b');
    expect(slugify('-Edge-')).toBe('edge');
    expect(slugify('!!!')).toBe('');
  });
  it('always yields something the slug rule accepts (or nothing)', () => {
    for (const name of ['Acme Ltd', 'Ünïcödé Team', 'x_y z', '100% Gifts!']) {
      const s = slugify(name);
      if (s) expect(slug('Slug').safeParse(s).success).toBe(true);
    }
  });
});

describe('field rules', () => {
  it('slug: required, then the allowed characters', () => {
    const s = slug('Slug');
    expect(first(s.safeParse(''))).toBe('Slug is required.');
    expect(first(s.safeParse('has space'))).toBe('Slug must only contain (A-Z, a-z, 0-9 and -).');
    expect(first(s.safeParse('under_score'))).toBe('Slug must only contain (A-Z, a-z, 0-9 and -).');
    expect(s.parse('Acme-2')).toBe('Acme-2');
  });
  it('domain: required, then a valid domain, lower-cased', () => {
    const d = domain('Domain');
    expect(first(d.safeParse(''))).toBe('Domain is required.');
    for (const bad of ['acme', 'acme.', '-acme.com', 'acme..com', 'http://acme.com', 'a cme.com', 'acme.c'])
      expect(first(d.safeParse(bad)), bad).toBe('Domain must be valid domain.');
    expect(d.parse('Mail.ACME.co.uk')).toBe('mail.acme.co.uk');
  });
  it('email: required, min length when asked, then valid', () => {
    const e = email('Email', { min: 6 });
    expect(first(e.safeParse(''))).toBe('Email is required.');
    expect(first(e.safeParse('a@b.c'))).toBe('Email minimal length is 6');
    expect(first(e.safeParse('abcdef'))).toBe('Email must be valid.');
    expect(first(e.safeParse(`${'a'.repeat(250)}@b.co`))).toBe('Email maximal length is 254');
  });
});
