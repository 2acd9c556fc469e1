import { LINK_KEY_HEADER } from '@core/ideas/share-contracts';
import fc from 'fast-check';
import type { TestClient } from '../testing/test-client';
import { contractArbitrary } from './contract-arbitrary';
import type { FuzzEndpoint } from './fuzz-endpoints';
import { VIEWERS, type FuzzFixture, type Viewer } from './fuzz-fixture';
import { mutatedArbitrary } from './mutate-json';
import { nastyStringArbitrary } from './nasty-values';

type Body = { json: unknown } | { text: string; contentType: string };

/** One generated request: who sends it, to which path, with what query, body and headers. */
export type FuzzRequest = {
  viewer: Viewer;
  method: string;
  path: string;
  body: Body | undefined;
  headers: Record<string, string>;
};

/** A path segment of any text: percent-encoded, or the invalid UTF-8 of a lone surrogate when it has one. */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Segments that are not ids: traversal, NUL, broken escapes, SQL, a token-shaped string, very long ones. */
const rawSegmentArbitrary = fc.oneof(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%00',
    '%zz',
    '%',
    '%C0%AE',
    '%ED%A0%80',
    ';',
    '*',
    "'",
    '1',
    '-1',
    'a'.repeat(5_000),
    '-'.repeat(36),
  ),
  fc.stringMatching(/^[\w-]{43}$/),
  nastyStringArbitrary.filter((text) => text.length < 10_000).map(encodeSegment),
);

const queryValue = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A query object as a query string: a list is the same key repeated; anything else becomes one parameter. */
function queryString(value: unknown): string {
  const params = new URLSearchParams();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) params.append('q', queryValue(value));
  else {
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item]) params.append(key, queryValue(one));
    }
  }
  return params.toString();
}

const rawQueryArbitrary = fc.oneof(
  fc.constantFrom(
    'limit=-1&limit=1e9',
    'tag&tag=&tag[]=x',
    '%zz=%',
    'cursor=%00',
    'search=%25%5F%5C',
    'priority=__proto__',
    'limit=0x10',
  ),
  fc
    .dictionary(
      nastyStringArbitrary.filter((text) => text.length < 1_000),
      nastyStringArbitrary.filter((text) => text.length < 1_000),
      { maxKeys: 3 },
    )
    .map(queryString),
);

/** JSON nested far deeper than any contract allows, as a whole body and inside an object's field. */
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const DEEP_BODIES = [
  DEEP_ARRAY,
  `{"data":{"title":${DEEP_ARRAY}},"value":${DEEP_ARRAY}}`,
  `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`,
];

const rawBodyArbitrary = fc.record({
  text: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      'not json',
      '\u0000',
      '{"__proto__":{"isAdmin":true}}',
      'a=1&b=2',
      '<x/>',
      ...DEEP_BODIES,
    ),
    fc.string(),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
  ),
});

/** Cursors: the real ones, well-formed ones around odd times and ids, and junk. */
function cursorArbitrary(real: string[]) {
  const at = fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom(
      '275760-09-13T00:00:00Z',
      '2020-02-30',
      '0',
      'Tue, 1 Jan 10000 00:00:00 GMT',
      '-271821-04-20',
      '2020-01-01 25:00',
    ),
    fc.string(),
  );
  const id = fc.oneof(fc.uuid(), fc.constant('-'.repeat(36)), fc.stringMatching(/^[0-9a-f-]{36}$/));
  const encoded = fc.tuple(at, id).map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url'));
  return fc.oneof(
    fc.constantFrom(...real),
    encoded,
    nastyStringArbitrary.filter((text) => text.length < 1_000),
  );
}

/** Generates requests to one endpoint from its contracts and the fixture's real ids. */
export function fuzzRequestArbitrary(endpoint: FuzzEndpoint, fixture: FuzzFixture): fc.Arbitrary<FuzzRequest> {
  const allIds = Object.values(fixture.pools).flat();
  const param = (kind: string) => {
    const pool = fixture.pools[kind];
    if (!pool?.length) throw new Error(`No real values of the kind '${kind}': its tool module's fuzz seed gives none`);
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: fc.constantFrom(...allIds) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: rawSegmentArbitrary },
    );
  };
  const hints = {
    uuid: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...allIds) }, { weight: 1, arbitrary: fc.uuid() }),
    fields: { cursor: cursorArbitrary(fixture.cursors), ...endpoint.fields },
  };
  const params = fc.record(
    Object.fromEntries(Object.entries(endpoint.params ?? {}).map(([name, kind]) => [name, param(kind)])),
  );
  const query = endpoint.query
    ? mutatedArbitrary(contractArbitrary(endpoint.query, hints)).map(queryString)
    : fc.constant('');
  const isWrite = endpoint.method !== 'GET';
  const jsonBody = endpoint.body
    ? mutatedArbitrary(contractArbitrary(endpoint.body, hints))
    : fc.jsonValue({ maxDepth: 3 });
  const body: fc.Arbitrary<Body | undefined> = isWrite
    ? fc.oneof(
        { weight: 8, arbitrary: jsonBody.map((json) => ({ json })) },
        { weight: 1, arbitrary: rawBodyArbitrary },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  const linkKey = fc.option(fc.oneof(fc.constantFrom(...fixture.linkKeys), fc.stringMatching(/^[ -~]{0,80}$/)), {
    nil: undefined,
  });
  return fc
    .record({
      viewer: fc.constantFrom(...VIEWERS),
      params,
      query: fc.oneof({ weight: 4, arbitrary: query }, { weight: 1, arbitrary: rawQueryArbitrary }),
      body,
      linkKey,
    })
    .map(({ viewer, params: values, query: search, body: sent, linkKey: key }): FuzzRequest => {
      const path = (endpoint.path ?? endpoint.route).replace(/:(\w+)/g, (_, name: string) => values[name] as string);
      return {
        viewer,
        method: endpoint.method,
        path: search ? `${path}?${search}` : path,
        body: sent,
        headers: key === undefined ? {} : { [LINK_KEY_HEADER]: key },
      };
    });
}

/** Sends a request as its viewer, from a copy of the viewer's client, so that no answer changes the viewer's cookies. */
export function sendFuzzRequest(fixture: FuzzFixture, newClient: () => TestClient, request: FuzzRequest) {
  const client = newClient();
  for (const [name, value] of fixture.clients[request.viewer].cookies) client.cookies.set(name, value);
  const { body, headers } = request;
  if (!body) return client.request(request.path, { method: request.method, headers });
  if ('json' in body) return client.request(request.path, { method: request.method, json: body.json, headers });
  return client.request(request.path, {
    method: request.method,
    body: body.text,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

/** A request in a failure message, with long values cut. */
export const describeRequest = (request: FuzzRequest) =>
  JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 300 ? `${value.slice(0, 300)}…(${value.length} chars)` : value,
  );
