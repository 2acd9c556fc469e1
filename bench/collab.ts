import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_FIELD, COLLAB_PATH, collabDocumentName } from '../core/idea-page/collab-document';
import { createPostgresTestDatabase } from '../server/src/testing/test-database';
import { APP_URL } from './bench-server';
import { fmt, verdict } from './bench-targets';
import { freePort, productionEnv, rssMb, spawnBuiltServer, startSignUps } from './built-server';

/*
 * `bench/collab` (issue 37, ADR 0113): live co-editing on the built server (its own process), on Postgres when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server and on the embedded PGlite, with
 * simulated editors in this process over the collaboration socket, as the browser's provider talks to it:
 * - 50 editors on one page, each typing a paragraph every 500 ms;
 * - 200 pages with 2 editors each, each typing a paragraph every second.
 * Update latency: from the editor whose transaction made an update to each other editor of the page that received it
 * (one process, one clock): p50, p95, p99 (goal p95 < 100 ms). Server memory per open page: the server's RSS with the
 * pages open less before, per page. At the end every editor's copy of a page must be the same.
 */

const GOAL_P95_MS = 100;
const MARKS = 'bench-marks';

type Editor = { doc: Y.Doc; provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket };

/** A simulated editor of a page: the browser's provider, on a socket with the founder's session cookie. */
function openEditor(base: string, cookie: string, ideaId: string, latencies: number[]): Promise<Editor> {
  const doc = new Y.Doc();
  const marks = doc.getMap<number>(MARKS);
  // Each mark is the moment its update was made: when another editor's mark arrives, its latency is now less that.
  marks.observe((event) => {
    if (event.transaction.local) return;
    const now = performance.now();
    for (const key of event.keysChanged) latencies.push(now - marks.get(key)!);
  });
  const socket = new HocuspocusProviderWebsocket({
    url: `${base.replace('http', 'ws')}${COLLAB_PATH}`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(url: string) {
        super(url, { headers: { cookie, origin: APP_URL } });
      }
    },
  });
  return new Promise((resolve, reject) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: collabDocumentName({ ideaId, pageId: 'main' }),
      document: doc,
      onSynced: () => resolve({ doc, provider, socket }),
      onAuthenticationFailed: ({ reason }) => reject(new Error(`refused: ${reason}`)),
    });
    provider.attach();
  });
}

/** One paragraph typed, with its mark, in one transaction (one update on the wire). */
function type(editor: Editor, key: string) {
  editor.doc.transact(() => {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(`Line ${key}.`)]);
    editor.doc.getXmlFragment(COLLAB_FIELD).push([paragraph]);
    editor.doc.getMap<number>(MARKS).set(key, performance.now());
  });
}

/** Every editor types `rounds` times, one every `everyMs` (spread over the interval), then everything settles. */
async function typeRounds(editors: Editor[], rounds: number, everyMs: number) {
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    editors.forEach((editor, index) => {
      setTimeout(() => type(editor, `${index}-${round}-${editor.doc.clientID}`), (index / editors.length) * everyMs);
    });
    await new Promise((resolve) => setTimeout(resolve, everyMs - (performance.now() - started)));
  }
}

/** Waits until every page's editors hold the same document (at most 30 s); whether they did. */
async function converged(pages: Editor[][]): Promise<boolean> {
  const same = () =>
    pages.every((editors) => {
      const first = Y.encodeStateVector(editors[0]!.doc).toString();
      const text = editors[0]!.doc.getXmlFragment(COLLAB_FIELD).toString();
      return editors.every(
        (editor) =>
          Y.encodeStateVector(editor.doc).toString() === first &&
          editor.doc.getXmlFragment(COLLAB_FIELD).toString() === text,
      );
    });
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (same()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return same();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

function report(name: string, latencies: number[], memoryMb: number, pageCount: number, same: boolean) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p));
  console.log(`\n${name}`);
  console.log(`  updates received      ${fmt(sorted.length)}`);
  console.log(
    `  latency p50 / p95 / p99  ${fmt(p50!, 1)} / ${fmt(p95!, 1)} / ${fmt(p99!, 1)} ms   ${verdict(p95! < GOAL_P95_MS)} (p95 < ${GOAL_P95_MS} ms)`,
  );
  console.log(
    `  server memory per open page  ${fmt((memoryMb * 1024) / pageCount, 0)} KB (RSS +${fmt(memoryMb, 1)} MB for ${pageCount})`,
  );
  console.log(`  every editor's copy the same at the end  ${verdict(same)}`);
}

async function newIdeas(base: string, cookie: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await fetch(`${base}/api/ideas`, {
      method: 'POST',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Bench idea ${index}` }),
    });
    if (answer.status !== 201) throw new Error(`idea not made: ${answer.status}`);
    ids.push(((await answer.json()) as { id: string }).id);
  }
  return ids;
}

async function scenario(
  server: { base: string; pid: number },
  cookie: string,
  {
    name,
    pages,
    editorsPerPage,
    rounds,
    everyMs,
  }: { name: string; pages: number; editorsPerPage: number; rounds: number; everyMs: number },
) {
  const ideaIds = await newIdeas(server.base, cookie, pages);
  const before = rssMb(server.pid);
  const latencies: number[] = [];
  const opened: Editor[][] = [];
  for (const ideaId of ideaIds)
    opened.push(
      await Promise.all(
        Array.from({ length: editorsPerPage }, () => openEditor(server.base, cookie, ideaId, latencies)),
      ),
    );
  const memoryMb = rssMb(server.pid) - before;
  await typeRounds(opened.flat(), rounds, everyMs);
  const same = await converged(opened);
  report(name, latencies, memoryMb, pages, same);
  for (const editor of opened.flat()) {
    editor.provider.destroy();
    editor.socket.destroy();
  }
}

/** Both scenarios on the built server with `database`'s environment (DATABASE_URL or DATA_DIR). */
async function benchOn(label: string, database: { DATABASE_URL: string } | { DATA_DIR: string }) {
  const signUps = await startSignUps();
  const server = await spawnBuiltServer(productionEnv(await freePort(), database, signUps.smtpUrl));
  try {
    const cookie = await signUps.signUp(server.base, 'collab@bench.example');
    await scenario(server, cookie, {
      name: `${label}: 50 editors on one page`,
      pages: 1,
      editorsPerPage: 50,
      rounds: 10,
      everyMs: 500,
    });
    await scenario(server, cookie, {
      name: `${label}: 200 pages × 2 editors`,
      pages: 200,
      editorsPerPage: 2,
      rounds: 5,
      everyMs: 1_000,
    });
  } finally {
    await server.stop();
    await signUps.stop();
  }
}

export async function benchCollab() {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresTestDatabase(serverUrl);
    try {
      await benchOn('Postgres', { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  } else console.log('\ncollab on Postgres: skipped (set BENCH_DATABASE_URL)');
  const dataDir = mkdtempSync(join(tmpdir(), 'ft-bench-collab-'));
  try {
    await benchOn('PGlite', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
