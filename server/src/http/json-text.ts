import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

declare const holds: unique symbol;

/** JSON written elsewhere (by Postgres) as text, and, for the types only, the value it holds. */
export type JsonText<Value> = string & { readonly [holds]: Value };

/** Text the caller knows to be the JSON of a Value. */
export const asJsonText = <Value>(text: string) => text as JsonText<Value>;

/**
 * Sends JSON text as it is, with the headers c.json's answer gets, without parsing or writing it again in Node;
 * typed as c.json's answer, so the typed client (hc) reads the value it holds. `Vary: Accept-Encoding` is what
 * compress() adds to every JSON answer; said here, compress() leaves the answer alone when it does not compress,
 * where adding a header to a finished answer makes its text a stream that Node then encodes and writes in chunks.
 */
export const sendJsonText = <Value>(c: Context, text: JsonText<Value>) => {
  const response: Response = c.body(text, 200, { 'content-type': 'application/json', vary: 'Accept-Encoding' });
  return response as Response & TypedResponse<JSONParsed<Value>, 200, 'json'>;
};
