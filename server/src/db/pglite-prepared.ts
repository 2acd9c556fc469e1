import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept parsed and planned, the most recently used (each is a few kB of PGlite's memory). */
const KEPT_STATEMENTS = 128;

/**
 * `client` with a `query` that keeps each statement text it runs parsed and planned as a named prepared statement
 * (ADR 0117), as `pg` does on Postgres for a statement Drizzle prepared: PGlite's own `query` sends every statement
 * unnamed, so the board's statement was parsed and planned on every request (2.3 ms of planning for 0.3 ms of
 * execution), on the one thread every request waits for. Runs each statement as PGlite's `query` does (both of its
 * locks; Bind, Describe, Execute, Sync), only without Parse once the text is known; the rest of `client` is as it was.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const kept = new Map<string, { name: string; types: number[] }>();
  let made = 0;
  const send = async (message: Uint8Array) => (await client.execProtocol(message)).messages;

  async function prepare(text: string, options?: QueryOptions) {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const name = `ft_${++made}`;
    await send(protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }));
    const types = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
    const statement = { name, types };
    kept.set(text, statement);
    for (const [oldest, { name: dropped }] of kept) {
      if (kept.size <= KEPT_STATEMENTS) break;
      kept.delete(oldest);
      await send(protocol.serialize.close({ type: 'S', name: dropped }));
    }
    return statement;
  }

  /**
   * The client's parsers with the statement's own (Drizzle's, for dates) in front of them. PGlite's parseResults
   * copies all ~320 of the client's into a new object for each statement given parsers of its own (88 µs a statement
   * here, on every request's every statement); the client's here are the prototype of an object holding the few.
   */
  const parsersOf = (options?: QueryOptions): typeof client.parsers =>
    options?.parsers
      ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)
      : client.parsers;

  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = [];
        try {
          const { name, types } = await prepare(text, options);
          const values = params.map((param, i) => {
            if (param === null || param === undefined) return null;
            const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
            return serialize ? serialize(param) : String(param);
          });
          messages.push(
            ...(await send(protocol.serialize.bind({ statement: name, values }))),
            ...(await send(protocol.serialize.describe({ type: 'P' }))),
            ...(await send(protocol.serialize.execute({}))),
          );
        } finally {
          messages.push(...(await send(protocol.serialize.sync())));
        }
        return parse.parseResults(messages, parsersOf(options), { ...options, parsers: undefined })[0] as Results<T>;
      }),
    );

  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
