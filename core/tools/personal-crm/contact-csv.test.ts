import { describe, expect, it } from 'vitest';
import { csvTableOf, guessColumns, previewImport } from '../../csv-import/csv-records';
import { messageSaid } from '../../i18n/say';
import { CONTACT_CSV_FIELDS, contactKey, contactsCsv, readContactRecord } from './contact-csv';
import { newContact } from './contact-record';

let counter = 0;
const reading = { today: '2026-12-01', newId: () => `c${++counter}` };

describe('importing contacts', () => {
  // Written by hand: a repeated address (any case), a link that is no web address, a phone with letters, and a row
  // with 'keep in touch' that is no number.
  const FILE = [
    'Name,Company,Job Title,E-mail Address,Mobile Phone,Where met,Labels,LinkedIn,Keep in touch,Notes',
    'Asha Rao,Blume,Partner,asha@blume.example,+91 98200 00000,TiE Mumbai,"Investors, Mumbai",https://www.linkedin.com/in/asha,30,',
    'ASHA again,Blume,,ASHA@blume.example,,,,,,',
    'Ben Ode,,,ben@ode.example,,,,javascript:alert(1),,',
    'Chen Li,,,,call me,,,,,',
    'Dev Shah,,,,,,,,monthly,',
  ].join('\n');
  const table = csvTableOf(FILE);
  const columns = guessColumns(table.header, CONTACT_CSV_FIELDS);

  it('guesses the columns of a Google/Outlook-like header', () =>
    expect(columns).toEqual({
      name: 0,
      company: 1,
      role: 2,
      email: 3,
      phone: 4,
      metAt: 5,
      tags: 6,
      links: 7,
      keepInTouchDays: 8,
      notes: 9,
    }));

  it('sorts each row into ready, duplicate or problem', () => {
    const preview = previewImport({
      rows: table.rows,
      columns,
      read: (values) => readContactRecord(values, reading),
      keyOf: contactKey,
      existingKeys: new Set(),
    });
    expect(
      preview.ready.map(({ line, item }) => [
        line,
        item.name,
        item.tags,
        item.links,
        item.keepInTouchDays,
        item.addedOn,
      ]),
    ).toEqual([[2, 'Asha Rao', ['Investors', 'Mumbai'], ['https://www.linkedin.com/in/asha'], 30, '2026-12-01']]);
    expect(preview.duplicates.map(({ line, of }) => [line, of])).toEqual([[3, 'file']]);
    expect(
      preview.problems.map(({ line, issues }) => [
        line,
        issues.map(({ field, message }) => [field, messageSaid(message)?.id]),
      ]),
    ).toEqual([
      [4, [['links', 'core.tools.personalCrm.invalidLink']]],
      [5, [['phone', 'core.tools.personalCrm.invalidPhone']]],
      [6, [['keepInTouchDays', 'core.tools.personalCrm.csvDaysUnreadable']]],
    ]);
  });
});

describe('exporting contacts', () => {
  it('writes each contact with its last interaction, read back by the import', () => {
    const contact = newContact('a', '2026-11-01', {
      name: 'Asha Rao',
      company: 'Blume',
      phone: '+91 98200 00000',
      tags: ['Investors', 'Mumbai'],
      links: ['https://www.linkedin.com/in/asha'],
      keepInTouchDays: 30,
      interactions: [{ id: 'i', kind: 'call', on: '2026-11-20', text: 'Catch-up' }],
    });
    const csv = contactsCsv([contact]);
    expect(csv).toBe(
      'Name,Company,Role,Email,Phone,Where met,Tags,Links,Keep in touch (days),Notes,Last interaction\r\n' +
        // The phone starts with '+': a spreadsheet would run it as a formula, so it is written after an apostrophe
        // (OWASP "CSV injection"), which the import takes off again.
        'Asha Rao,Blume,,,\'+91 98200 00000,,"Investors, Mumbai",https://www.linkedin.com/in/asha,30,,2026-11-20\r\n',
    );
    const table = csvTableOf(csv);
    const [row] = previewImport({
      rows: table.rows,
      columns: guessColumns(table.header, CONTACT_CSV_FIELDS),
      read: (values) => readContactRecord(values, reading),
      keyOf: contactKey,
      existingKeys: new Set(),
    }).ready;
    expect(row!.item).toMatchObject({
      name: 'Asha Rao',
      company: 'Blume',
      phone: '+91 98200 00000',
      tags: ['Investors', 'Mumbai'],
      keepInTouchDays: 30,
    });
  });
});
