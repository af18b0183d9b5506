import { describe, expect, it } from 'vitest';
import { MAX_ID, ZTeamParams, domain, email, intId, isStorableText, pounds, requiredString, slug, slugify, text } from './fields';

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

describe('text every field is built on', () => {
  const name = text('Name', 10);
  it('refuses NUL and lone surrogates with one message, keeps paired ones (emoji)', () => {
    for (const bad of ['a\u0000b', '\u0000', '\ud800', 'x\udfffy', 'ab\ud83d']) expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('Name contains characters that are not allowed.');
    expect(name.parse(' 💝 Ωμέγα ')).toBe('💝 Ωμέγα');
    expect(isStorableText('礼品 😀')).toBe(true);
  });
  it('trims and limits length', () => {
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name maximal length is 10');
    expect(requiredString('Name').safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
  });
});

describe('ids', () => {
  it('take 1 to 2,147,483,647 as a number or digits, and nothing else', () => {
    expect(intId.parse('42')).toBe(42);
    expect(intId.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, MAX_ID + 1, 2 ** 53, 1.5, '1e3', '0x1f', '', ' ', 'abc', true, null, [], {}]) expect(intId.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(ZTeamParams.safeParse({ teamId: '2147483648' }).success).toBe(false);
  });
});

describe('pounds', () => {
  const amount = pounds('Amount', { max: 100 });
  it('is a whole number of pence, at least 1p, given as a number or a decimal string', () => {
    expect(amount.parse('12.50')).toBe(12.5);
    expect(amount.parse(0.01)).toBe(0.01);
    expect(amount.safeParse(0.004).error?.issues[0]?.message).toBe('Amount must be a whole number of pence');
    expect(amount.safeParse(1e-9).error?.issues[0]?.message).toBe('Amount must be greater than 0');
    expect(amount.safeParse(0).error?.issues[0]?.message).toBe('Amount must be greater than 0');
    expect(amount.safeParse(100.01).error?.issues[0]?.message).toBe('Amount must be at most 100');
  });
  it('refuses what z.coerce would read as 0 or 1', () => {
    for (const bad of [null, true, false, '', [], 'abc', 'NaN', 'Infinity', Infinity]) expect(amount.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(amount.safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required.');
  });
});
