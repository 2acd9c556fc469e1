import { Agent, request as httpRequest } from 'node:http';
import { APP_URL } from './bench-server';
import type { Ledger } from './ledger';

/*
 * Virtual clients for the load and fault benchmarks: each loops over a weighted mix of the board's read and
 * the writes a founder makes (ideas, comments, pins, page edits) through the HTTP API, and every write the
 * server acknowledged (a 2xx) goes into a ledger that is checked against the database by id afterwards.
 */

export type Op = 'board' | 'create' | 'comment' | 'pin' | 'edit';
export type Weights = Partial<Record<Op, number>>;
export const MIXED: Weights = { board: 40, create: 15, comment: 20, pin: 10, edit: 15 };
export const WRITES: Weights = { create: 40, comment: 30, pin: 15, edit: 15 };

/** One answer (or failure: status 0) as a client saw it; `at` in ms since the run started. */
export type Sample = { op: Op; at: number; ms: number; status: number; retryAfter?: string };

export type Account = { cookie: string; email: string };

/** One virtual client: an account, the ideas it alone comments on and pins, and the ideas its account edits. */
export type VirtualClient = { account: Account; ownIdeas: string[]; sharedIdeas: string[] };

type Answer = { status: number; body: unknown; retryAfter?: string };

const agent = new Agent({ keepAlive: true, maxSockets: 1_000 });
const REQUEST_TIMEOUT_MS = 30_000;

/** One request over a kept-alive connection (`headers` may name another Origin); a network failure or a 30 s timeout throws. */
export function send(
  base: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          cookie,
          origin: APP_URL,
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: kept as text
          }
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body: parsed, ...(retryAfter ? { retryAfter } : {}) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Creates an idea as `account`; its id once acknowledged (and recorded), else undefined. */
export async function createIdea(base: string, account: Account, ledger: Ledger): Promise<Answer & { id?: string }> {
  const answer = await send(base, 'POST', '/api/ideas', account.cookie, {
    title: unique('Load idea'),
    description: 'A marketplace for founders, created under load.',
    priority: 'high',
    tags: ['load', 'bench'],
  });
  const id = answer.status === 201 ? (answer.body as { id: string }).id : undefined;
  if (id) ledger.ideas.add(id);
  return { ...answer, ...(id ? { id } : {}) };
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Main-content versions the clients of one account last saw, shared by them (so their saves can collide). */
type KnownVersions = Map<string, number>;
const knownVersionsOf = new WeakMap<Account, KnownVersions>();

async function editPage(base: string, client: VirtualClient, ledger: Ledger): Promise<Answer> {
  const ideaId = pick(client.sharedIdeas);
  const known = knownVersionsOf.get(client.account) ?? new Map<string, number>();
  knownVersionsOf.set(client.account, known);
  const marker = unique('edit');
  const path = `/api/ideas/${ideaId}/pages/main/content`;
  const answer = await send(base, 'PUT', path, client.account.cookie, {
    content: doc(`Saved under load: ${marker}`),
    version: known.get(ideaId) ?? 0,
  });
  if (answer.status === 200) {
    const { version } = answer.body as { version: number };
    known.set(ideaId, version);
    const before = ledger.edits.get(ideaId);
    if (!before || before.version < version) ledger.edits.set(ideaId, { version, marker });
  } else if (answer.status === 409) {
    // A stale save: the editor reloads the page's version (a read of its own, not counted as another request).
    const latest = await send(base, 'GET', path, client.account.cookie).catch(() => undefined);
    if (latest?.status === 200) known.set(ideaId, (latest.body as { version: number }).version);
  }
  return answer;
}

/** One request of kind `op` by `client`; acknowledged writes go into `ledger`. */
async function act(base: string, op: Op, client: VirtualClient, ledger: Ledger): Promise<Answer> {
  const { cookie } = client.account;
  switch (op) {
    case 'board':
      return send(base, 'GET', '/api/ideas?limit=50', cookie);
    case 'create': {
      const answer = await createIdea(base, client.account, ledger);
      if (answer.id) client.ownIdeas.push(answer.id);
      return answer;
    }
    case 'comment': {
      const content = unique('Comment under load');
      const answer = await send(base, 'POST', `/api/ideas/${pick(client.ownIdeas)}/comments`, cookie, { content });
      if (answer.status === 201) {
        const shown = (answer.body as { comments: { id: string; content: string }[] }).comments.find(
          (comment) => comment.content === content,
        );
        if (shown) ledger.comments.add(shown.id);
        else ledger.commentTexts.add(content);
      }
      return answer;
    }
    case 'pin': {
      const ideaId = pick(client.ownIdeas);
      const isPinned = !(ledger.pins.get(ideaId) ?? false);
      ledger.unsurePins.add(ideaId);
      const answer = await send(base, 'PUT', `/api/ideas/${ideaId}/pin`, cookie, { isPinned });
      if (answer.status === 200) ledger.pins.set(ideaId, isPinned);
      // A 5xx may come after the update committed (reading the idea back failed), and no answer says nothing.
      if (answer.status < 500) ledger.unsurePins.delete(ideaId);
      return answer;
    }
    case 'edit':
      return editPage(base, client, ledger);
  }
}

function chooser(weights: Weights): () => Op {
  const entries = Object.entries(weights) as [Op, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [op, weight] of entries) if ((roll -= weight) < 0) return op;
    return entries[entries.length - 1]![0];
  };
}

/**
 * Every client loops (one request at a time) until `stop()` says so; every answer and failure is a sample, and
 * every acknowledged write goes into `ledger`.
 */
export async function runTraffic({
  base,
  clients,
  weights,
  ledger,
  stop,
}: {
  base: string;
  clients: VirtualClient[];
  weights: Weights;
  ledger: Ledger;
  stop: () => boolean;
}) {
  const samples: Sample[] = [];
  const failures = new Map<string, number>();
  const choose = chooser(weights);
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (!stop()) {
        const op = choose();
        const at = performance.now();
        try {
          const answer = await act(base, op, client, ledger);
          samples.push({
            op,
            at: at - started,
            ms: performance.now() - at,
            status: answer.status,
            ...(answer.retryAfter ? { retryAfter: answer.retryAfter } : {}),
          });
          if (answer.status >= 400 && answer.status !== 409) {
            const key = `${op} ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        } catch (error) {
          samples.push({ op, at: at - started, ms: performance.now() - at, status: 0 });
          const key = `${op} ${(error as Error).message}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
          // A refused connection answers at once; do not spin on it.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    }),
  );
  return { samples, failures, seconds: (performance.now() - started) / 1000 };
}

/**
 * `users` accounts with `ideasEach` ideas each (created over HTTP, recorded in `ledger`), shared out among
 * `count` virtual clients: each client comments on and pins only ideas of its own (so the last acknowledged
 * pin is the state to find), and edits the main content of its account's first 3 ideas, which the account's
 * other clients edit too (so stale saves, answered 409, happen as they would between two open tabs).
 */
export async function prepareClients(
  base: string,
  accounts: Account[],
  { count, ideasEach, ledger }: { count: number; ideasEach: number; ledger: Ledger },
) {
  const ideasOf = new Map<Account, string[]>();
  await Promise.all(
    accounts.map(async (account) => {
      const ids: string[] = [];
      for (let i = 0; i < ideasEach; i++) {
        const answer = await createIdea(base, account, ledger);
        if (!answer.id) throw new Error(`seeding an idea: ${answer.status} ${JSON.stringify(answer.body)}`);
        ids.push(answer.id);
      }
      ideasOf.set(account, ids);
    }),
  );
  const perAccount = Math.ceil(count / accounts.length);
  return Array.from({ length: count }, (_, i): VirtualClient => {
    const account = accounts[i % accounts.length]!;
    const ids = ideasOf.get(account)!;
    const slot = Math.floor(i / accounts.length);
    const own = ids.filter((_, index) => index >= 3 && index % perAccount === slot);
    if (own.length === 0) throw new Error(`not enough ideas for ${perAccount} clients per account`);
    return { account, ownIdeas: own, sharedIdeas: ids.slice(0, 3) };
  });
}

// ---------------------------------------------------------------------------------------------------------
