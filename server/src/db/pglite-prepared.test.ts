import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared';

/* PGlite keeps each statement text it runs parsed and planned, as pg does on Postgres (ADR 0117). */

let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  prepared = withPreparedStatements(client);
});
afterAll(() => client.close());

const statements = async () =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows;

describe('withPreparedStatements', () => {
  it('parses a statement once and runs it again with other values, typed as PGlite types them', async () => {
    const text = 'select $1::int + 1 as n, $2::text[] as words, $3::timestamptz as at';
    const first = await prepared.query(text, [1, ['a', 'b'], new Date('2026-01-02T03:04:05Z')]);
    const second = await prepared.query(text, [41, [], null]);
    expect([first.rows, second.rows]).toEqual([
      [{ n: 2, words: ['a', 'b'], at: new Date('2026-01-02T03:04:05Z') }],
      [{ n: 42, words: [], at: null }],
    ]);
    expect(await statements()).toEqual([{ statement: text }]);
  });

  it("reads a value with the statement's own parser for its type, and the others with PGlite's", async () => {
    // As Drizzle asks for dates: the text Postgres sent (1184 is timestamptz's type id), as rows of arrays.
    const asText = { 1184: (value: string) => value };
    const result = await prepared.query("select $1::int + 1 as n, timestamptz '2026-01-02 03:04:05+00' as at", [1], {
      rowMode: 'array',
      parsers: asText,
    });
    expect(result.rows).toEqual([[2, '2026-01-02 03:04:05+00']]);
    // The client's own parsers are as they were: the next statement without parsers of its own gets a Date.
    expect((await prepared.query("select timestamptz '2026-01-02 03:04:05+00' as at")).rows).toEqual([
      { at: new Date('2026-01-02T03:04:05Z') },
    ]);
  });

  it('answers a failing statement with its error and goes on answering the next ones', async () => {
    await expect(prepared.query('select 1 / $1::int as n', [0])).rejects.toThrow('division by zero');
    expect((await prepared.query('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    await expect(prepared.query('select from nowhere_at_all', [])).rejects.toThrow(
      'relation "nowhere_at_all" does not exist',
    );
    expect((await prepared.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps the 128 most recently used statements and lets the others go', async () => {
    for (let i = 0; i < 130; i++) await prepared.query(`select ${i} as n`);
    const kept = (await statements()).map((row) => row.statement);
    expect(kept).toHaveLength(128);
    expect(kept).toContain('select 129 as n');
    expect(kept).not.toContain('select 0 as n');
  });
});
