import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../fuzz/fuzz-endpoints';
import type { FuzzRoute } from '../fuzz/fuzz-route';
import { useTestServer } from '../testing/use-test-server';
import { TOOL_MODULES } from '../tool-modules';

/*
 * The visitor's row of every tool's authorization matrix, composed from the modules (ADR 0061): each route a tool
 * declares (its fuzz entries are every route it mounts, tool-modules.test.ts) answers a visitor 401 before it
 * reads anything, unless it is answered by the token in its path — then a token nobody was given is a 404 (or, with
 * an empty body, the 422 of the body's check, which comes first). A new
 * tool's route that forgets requireUser fails here without a line of its own. The owner's and another user's rows
 * need each tool's data, so they stay in the tool's <tool>-authorization.test.ts.
 */
const t = useTestServer();

/** The route's path with each parameter filled: an id nobody has, or a token nobody was given. */
const pathOf = (route: FuzzRoute) => route.route.replace(/:[A-Za-z]+/g, () => randomUUID());

const routes = TOOL_MODULES.flatMap((module) =>
  (module.fuzz?.routes ?? []).map((route) => [module.id, endpointKey(route), route] as const),
);

describe('every tool route, asked by a visitor', () => {
  it.each(routes)('%s: %s', async (_, __, route) => {
    const response = await t.visitor.request(pathOf(route), {
      method: route.method,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
    });
    const refused = route.access !== 'link' ? 401 : route.body ? 422 : 404;
    expect(response.status, await response.clone().text()).toBe(refused);
  });
});
