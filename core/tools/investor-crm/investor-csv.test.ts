import { describe, expect, it } from 'vitest';
import { csvTableOf, guessColumns, previewImport } from '../../csv-import/csv-records';
import { messageSaid } from '../../i18n/say';
import { investorKey, investorsCsv, INVESTOR_CSV_FIELDS, readInvestorRecord } from './investor-csv';
import { newInvestor } from './investor-record';

let counter = 0;
const reading = { language: 'en', dateOrder: 'dmy' as const, newId: () => `i${++counter}` };

// A list as a founder keeps it in a spreadsheet: one investor already in the pipeline (Asha's address, any case), one
// repeated further down, a stage no board has, an unreadable amount and a row with no name.
const FILE = [
  'Investor Name,Fund,Email,Check size,Status,Next step date,Next step,Notes',
  'Asha Rao,Blume Ventures,ASHA@example.com,"₹50L",Contacted,05/12/2026,Send deck,Met at demo day',
  'Tom Lee,Seedcamp,tom@example.com,$250K,Due diligence,,,',
  'Mia Chen,Point Nine,mia@example.com,,Sleeping,,,',
  'Raj Iyer,,raj@example.com,lots,,,,',
  ',Anon Fund,anon@example.com,,,,,',
  'Tom Lee,Seedcamp,tom@example.com,,,,,again',
  'Lena Vogt,Cherry,,€100K,term sheet,2026-12-24,Sign,',
].join('\r\n');

describe('importing an investor list', () => {
  const table = csvTableOf(FILE);
  const columns = guessColumns(table.header, INVESTOR_CSV_FIELDS);

  it('guesses the columns from the usual header names', () =>
    expect(columns).toEqual({
      name: 0,
      firm: 1,
      email: 2,
      cheque: 3,
      stageFocus: null,
      stage: 4,
      sectorFocus: null,
      warmIntro: null,
      nextStepOn: 5,
      nextStep: 6,
      notes: 7,
    }));

  it('sorts every record into ready, duplicate or problem, by line', () => {
    const existing = new Set([investorKey({ email: 'asha@example.com' })!]);
    const preview = previewImport({
      rows: table.rows,
      columns,
      read: (values) => readInvestorRecord(values, reading),
      keyOf: investorKey,
      existingKeys: existing,
    });
    expect(preview.ready.map(({ line, item }) => [line, item.name, item.stage, item.cheque, item.nextStep])).toEqual([
      // $250K = 250,000; 'Due diligence' is the stage by its name in any case.
      [3, 'Tom Lee', 'due-diligence', 250_000, { text: '', on: null }],
      // €100K; the ISO date read as it is whatever the company's order.
      [8, 'Lena Vogt', 'term-sheet', 100_000, { text: 'Sign', on: '2026-12-24' }],
    ]);
    expect(preview.duplicates.map(({ line, item, of }) => [line, item.email, of])).toEqual([
      // Lower-cased before it is compared: the pipeline's asha@example.com.
      [2, 'asha@example.com', 'existing'],
      [7, 'tom@example.com', 'file'],
    ]);
    // ₹50L = 50 lakh = 5,000,000; 05/12/2026 day first = 5 December.
    expect(preview.duplicates[0]!.item).toMatchObject({ cheque: 5_000_000, nextStep: { on: '2026-12-05' } });
    expect(
      preview.problems.map(({ line, issues }) => [
        line,
        issues.map(({ field, message }) => [field, messageSaid(message)?.id]),
      ]),
    ).toEqual([
      [4, [['stage', 'core.tools.investorCrm.csvStageUnknown']]],
      [5, [['cheque', 'core.tools.investorCrm.csvAmountUnreadable']]],
      [6, [['name', 'core.tools.investorCrm.nameRequired']]],
    ]);
  });

  it('reads a semicolon-separated file the same', () => {
    const { header, rows } = csvTableOf('Name;Email;Stage\r\nAsha Rao;asha@example.com;Meeting\r\n');
    expect(header).toEqual(['Name', 'Email', 'Stage']);
    expect(rows[0]!.cells).toEqual(['Asha Rao', 'asha@example.com', 'Meeting']);
  });

  it('refuses an address that is not one', () => {
    const read = readInvestorRecord(
      {
        ...Object.fromEntries(INVESTOR_CSV_FIELDS.map(({ key }) => [key, ''])),
        name: 'X',
        email: 'not-an-address',
      } as never,
      reading,
    );
    expect('issues' in read && read.issues.map(({ field }) => field)).toEqual(['email']);
  });
});

describe('exporting the pipeline', () => {
  it('writes every investor with its stage in English and its last activity, and the import reads it back', () => {
    const investor = newInvestor('a', {
      name: 'Asha Rao',
      firm: 'Blume Ventures',
      email: 'asha@example.com',
      cheque: 5_000_000,
      stage: 'due-diligence',
      nextStep: { text: 'Send data room', on: '2026-12-05' },
      activities: [
        { id: 'x', kind: 'meeting', on: '2026-11-20', text: 'First call' },
        { id: 'y', kind: 'email', on: '2026-11-02', text: 'Intro' },
      ],
    });
    const csv = investorsCsv([investor]);
    expect(csv).toBe(
      'Name,Firm,Email,Cheque,Stage,Stage focus,Sector focus,Warm intro via,Next step date,Next step,Notes,Activities,Last activity\r\n' +
        'Asha Rao,Blume Ventures,asha@example.com,5000000,Due Diligence,,,,2026-12-05,Send data room,,2,2026-11-20\r\n',
    );
    const table = csvTableOf(csv);
    const [row] = previewImport({
      rows: table.rows,
      columns: guessColumns(table.header, INVESTOR_CSV_FIELDS),
      read: (values) => readInvestorRecord(values, reading),
      keyOf: investorKey,
      existingKeys: new Set(),
    }).ready;
    expect(row!.item).toMatchObject({
      name: 'Asha Rao',
      firm: 'Blume Ventures',
      cheque: 5_000_000,
      stage: 'due-diligence',
      nextStep: { text: 'Send data room', on: '2026-12-05' },
    });
  });
});
