import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The SQL round trips a request makes: every statement the pg clients and PGlite send while one is measured, but
 * the job runner's (pg-boss polls its queues in the `pgboss` schema on the same pool whatever the request does).
 */

export type Statement = { text: string; values: unknown[] };

/** Every statement sent to the database while `recording` (pg clients and PGlite): one each = one round trip. */
const sqlLog: { recording: boolean; statements: Statement[] } = { recording: false, statements: [] };
let wrapped = false;

export function countRoundTrips() {
  if (wrapped) return;
  wrapped = true;
  type AnyFn = (this: unknown, ...args: unknown[]) => unknown;
  const wrap = (target: object, name: string, toStatement: (args: unknown[]) => Statement) => {
    const owner = target as Record<string, AnyFn>;
    const original = owner[name]!;
    owner[name] = function (this: unknown, ...args: unknown[]) {
      if (sqlLog.recording) sqlLog.statements.push(toStatement(args));
      return original.apply(this, args);
    };
  };
  // pg.Pool#query checks a client out and calls Client#query, so wrapping the client alone counts each once.
  wrap(pg.Client.prototype, 'query', ([first, second]) =>
    typeof first === 'string'
      ? { text: first, values: Array.isArray(second) ? second : [] }
      : {
          text: String((first as { text?: string }).text),
          values: (first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : []),
        },
  );
  wrap(PGlite.prototype, 'query', ([text, values]) => ({
    text: String(text),
    values: Array.isArray(values) ? values : [],
  }));
  wrap(PGlite.prototype, 'exec', ([text]) => ({ text: String(text), values: [] }));
}

export async function statementsOf(request: () => Promise<Response>): Promise<Statement[]> {
  sqlLog.statements = [];
  sqlLog.recording = true;
  try {
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw new Error(`${response.url}: ${response.status}`);
  } finally {
    sqlLog.recording = false;
  }
  return sqlLog.statements.filter(({ text }) => !JOB_RUNNER_STATEMENT.test(text));
}

const JOB_RUNNER_STATEMENT = /\bpgboss\./;

export const brief = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 110 ? `${flat.slice(0, 107)}...` : flat;
};
