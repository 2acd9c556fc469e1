import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * JSON written by Postgres exactly as JSON.stringify writes the same values in Node, so that an answer built where
 * the data is can be sent as it is (ADR 0033). row_to_json and array_to_json write compactly and escape strings
 * as JSON.stringify does (json_build_object and json_agg would add spaces); numbers, booleans, nulls, texts and
 * text arrays come out the same. A time must first become the string Node would make of it (isoTime).
 */

/** A constant text as an SQL literal. */
export const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * An object with these keys in this order, each value an SQL expression (a json value is embedded as it is);
 * `from` names what the expressions read besides the outer query.
 */
export function jsonObject(fields: Record<string, SQLWrapper>, from?: SQL): SQL<string> {
  const columns = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`(select row_to_json(o) from (select ${columns}${from ? sql` from ${from}` : sql``}) o)`;
}

/** The values of a query's one column, in its order, as an array (`[]` when it has no rows). */
export const jsonArray = (query: SQL): SQL<string> => sql`array_to_json(array(${query}))`;

/** A timestamptz as Date#toISOString writes it: UTC, milliseconds (the microseconds cut, as new Date() cuts them), 'Z'. */
export const isoTime = (time: SQLWrapper): SQL<string> =>
  sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every character String#trim removes (ECMAScript's WhiteSpace and LineTerminator: tab to carriage return, space,
 * no-break space, the Unicode space separators, the line and paragraph separators, the byte order mark).
 */
const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** String#trim's SQL form: Postgres's trim() removes spaces only. */
export const jsTrim = (text: SQLWrapper): SQL<string> => sql`btrim(${text}, ${literal(JS_WHITESPACE)})`;
