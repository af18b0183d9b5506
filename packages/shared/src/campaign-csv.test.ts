import { describe, expect, it } from 'vitest';
import { ZBulkFields } from './campaign-batches';
import { CSV_TEMPLATE_HEADERS, csvTexts, isCsvFile, parseCampaignCsv, templateExample } from './campaign-csv';

const SEND = CSV_TEMPLATE_HEADERS.send.join(',');
const INVITE = CSV_TEMPLATE_HEADERS.invite.join(',');

describe('campaign CSV templates', () => {
  it('have the issue headers exactly', () => {
    expect(INVITE).toBe('email,first_name,last_name');
    expect(SEND).toBe('email,first_name,last_name,address_line_1,address_line_2,city,region,postcode,country,phone');
  });

  it('parse their own example line without an error', () => {
    for (const kind of ['send', 'invite'] as const) expect(parseCampaignCsv(templateExample[kind], kind)).toMatchObject({ count: 1, errors: [] });
  });
});

describe('parseCampaignCsv', () => {
  it('reads a file that starts with a UTF-8 byte-order mark (as Excel saves, and our exports write) like one without', () => {
    for (const kind of ['send', 'invite'] as const) expect(parseCampaignCsv(`\uFEFF${templateExample[kind]}`, kind)).toEqual(parseCampaignCsv(templateExample[kind], kind));
  });

  it('reads rows with their file lines, skipping blank lines but counting them', () => {
    const out = parseCampaignCsv(`${INVITE}\r\nann@example.com,Ann,Lee\r\n\r\nbob@example.com, Bob ,Hart\r\n`, 'invite');
    expect(out.errors).toEqual([]);
    expect(out.rows.map((r) => [r.line, r.first_name])).toEqual([
      [2, 'Ann'],
      [4, 'Bob'],
    ]);
  });

  it('keeps line numbers right after a quoted value spanning lines', () => {
    const out = parseCampaignCsv(`${SEND}\n"a@example.com",Ann,Lee,"1 High Street\nBlock B",,London,,SW1A 1AA,GB,\nbad,Bo,Hart,2 Road,,Leeds,,LS1 1AA,GB,`, 'send');
    expect(out.errors).toEqual([
      { line: 2, field: 'address_line_1', message: csvTexts.characters('Address line 1') },
      { line: 4, field: 'email', message: 'E-mail must be valid.' },
    ]);
  });

  it('refuses accents in an e-mail address as special characters, as in names', () => {
    const out = parseCampaignCsv(`${INVITE}\nzoë@example.com,Zoe,Lee\nann@exämple.com,Ann,Lee\nbob@example.com,Bob,Hart`, 'invite');
    expect(out.errors).toEqual([
      { line: 2, field: 'email', message: csvTexts.characters('E-mail') },
      { line: 3, field: 'email', message: csvTexts.characters('E-mail') },
    ]);
  });

  it('requires the template header as line 1', () => {
    expect(parseCampaignCsv('mail,first,last\nann@example.com,Ann,Lee', 'invite').errors).toEqual([{ line: 1, field: 'header', message: csvTexts.header('invite') }]);
    expect(parseCampaignCsv('ann@example.com,Ann,Lee', 'invite').errors[0]).toMatchObject({ line: 1, field: 'header' });
    // The invite header on a Multi Send upload is the wrong template.
    expect(parseCampaignCsv(`${INVITE}\nann@example.com,Ann,Lee`, 'send').errors[0]).toMatchObject({ line: 1, field: 'header' });
  });

  it('refuses a file separated by semicolons', () => {
    expect(parseCampaignCsv('email;first_name;last_name\nann@example.com;Ann;Lee', 'invite').errors).toEqual([{ line: 1, field: 'header', message: csvTexts.notComma }]);
    expect(parseCampaignCsv(`${INVITE}\nann@example.com;Ann;Lee`, 'invite').errors).toEqual([{ line: 2, field: 'row', message: csvTexts.notComma }]);
  });

  it('reports a line with the wrong number of values', () => {
    expect(parseCampaignCsv(`${INVITE}\nann@example.com,Ann`, 'invite').errors).toEqual([{ line: 2, field: 'row', message: csvTexts.columns(2, 3) }]);
  });

  it('reports each required field by line and field', () => {
    const out = parseCampaignCsv(`${SEND}\n,,,,Flat 2,,,,,`, 'send');
    expect(out.errors.map((e) => e.field)).toEqual(['email', 'first_name', 'last_name', 'address_line_1', 'city', 'postcode', 'country']);
    expect(out.errors[0]).toEqual({ line: 2, field: 'email', message: 'E-mail is required.' });
    expect(out.errors[6]).toEqual({ line: 2, field: 'country', message: 'Country is required.' });
    expect(out.rows).toEqual([]);
    expect(out.count).toBe(1);
  });

  it('checks e-mails, ISO countries, lengths, characters and phones abroad', () => {
    const lines = [
      'not-an-email,Ann,Lee,1 High Street,,London,,SW1A 1AA,GB,',
      'b@example.com,Zoë,Lee,1 High Street,,London,,SW1A 1AA,GB,',
      'c@example.com,Ann,Lee,1 High Street,,London,,SW1A 1AA,UK,',
      'd@example.com,Ann,Lee,1 High Street,,Paris,,75001,FR,',
      'e@example.com,Ann,Lee,1 High Street,,Paris,,75001,fr,+33 1 23 45 67',
      `f@example.com,${'x'.repeat(101)},Lee,1 High Street,,London,,SW1A 1AA,GB,`,
      'g@example.com,Ann,Lee,1 High Street,,London,,SW1A 1AA,GB,07700 9001x',
      'h@example.com,Ann,Lee,1 Rue de l’Église,,Paris,,75001,FR,0123',
    ];
    const out = parseCampaignCsv([SEND, ...lines].join('\n'), 'send');
    expect(out.errors).toEqual([
      { line: 2, field: 'email', message: 'E-mail must be valid.' },
      { line: 3, field: 'first_name', message: csvTexts.characters('First Name') },
      { line: 4, field: 'country', message: csvTexts.country },
      { line: 5, field: 'phone', message: 'Phone is required.' },
      { line: 7, field: 'first_name', message: 'First Name maximal length is 100' },
      { line: 8, field: 'phone', message: csvTexts.characters('Phone') },
      { line: 9, field: 'address_line_1', message: csvTexts.characters('Address line 1') },
    ]);
    expect(out.rows.map((r) => [r.line, r.country])).toEqual([[6, 'FR']]);
  });

  it('reports a repeated e-mail on its later line', () => {
    const out = parseCampaignCsv(`${INVITE}\nann@example.com,Ann,Lee\nAnn@Example.com,Ann,Lee`, 'invite');
    expect(out.errors).toEqual([{ line: 3, field: 'email', message: csvTexts.duplicate(2) }]);
  });

  it('says so when no recipient follows the header', () => {
    expect(parseCampaignCsv(`${INVITE}\n\n`, 'invite').errors).toEqual([{ line: 2, field: 'file', message: csvTexts.empty }]);
  });

  it('stops at 10,000 rows', () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `p${i}@example.com,Ann,Lee`);
    const out = parseCampaignCsv([INVITE, ...rows].join('\n'), 'invite');
    expect(out.errors).toEqual([{ line: 10_002, field: 'file', message: csvTexts.tooMany }]);
    expect(out.count).toBe(10_000);
  });
});

describe('isCsvFile', () => {
  it('takes text/csv and a .csv named file the way spreadsheets label it', () => {
    expect(isCsvFile('a.csv', 'text/csv')).toBe(true);
    expect(isCsvFile('a.csv', 'application/vnd.ms-excel')).toBe(true);
    expect(isCsvFile('a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(false);
    expect(isCsvFile('a.txt', 'text/plain')).toBe(false);
  });
});

describe('ZBulkFields', () => {
  it('requires the list label (max 100) and clears the notecard text unless custom', () => {
    expect(ZBulkFields.safeParse({}).error?.issues[0]?.message).toBe('List Label is required.');
    expect(ZBulkFields.safeParse({ batch_label: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('List Label maximal length is 100');
    expect(ZBulkFields.parse({ batch_label: ' Q3 ', notecard_text: 'hi', send_email: 'false' })).toMatchObject({ batch_label: 'Q3', notecard_text: '', send_email: false });
  });
});
