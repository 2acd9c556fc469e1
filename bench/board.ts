import { sql } from 'drizzle-orm';
import { fmt, pgliteTarget, postgresTarget, verdict, type Target } from './bench-targets';
import { seedBoard, COMMUNITY_IDEAS, OWN_IDEAS } from './board-seed';
import { startBenchServer } from './bench-server';
import { CONNECTIONS, LoadGenerator, MEASURE_S, ROUND_WARM_UP_S, type Figures } from './load-generator';
import { median } from './median';
import { brief, countRoundTrips, statementsOf } from './round-trips';

/*
 * `bench/board`: the board's first page for a user with 10,000 ideas, against a one-row lookup in the same
 * run, on real Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL) and on PGlite. The server runs in this
 * process on 127.0.0.1; autocannon runs in a child process (a load generator of its own on the same box).
 */

const PAGE = 50;
/** Rounds of the routes loaded turn about (LoadGenerator.measureTurnAbout). */
const ROUNDS = 5;

/** Budgets from DESIGN.md 'Performance budgets' (the absolute ones are for Postgres). */
// Round trips: DESIGN's ≤ 3 for the board's own statements; issue 16's ≤ 2 for the whole request, the session's included.
const BUDGET = { reqPerSec: 1_500, p95Ms: 25, ratio: 0.4, roundTrips: 3, requestRoundTrips: 2 };

async function benchOn(target: Target, load: LoadGenerator) {
  const postgres = target.database.kind === 'postgres';
  // As in production (server/src/index.ts): the API from one app.
  const { base, drained, signUpFounder, close } = await startBenchServer(target.database);
  try {
    const { cookie, userId } = await signUpFounder();
    const counts = await seedBoard(target.database.db, userId);
    // As autovacuum leaves a table after bulk inserts (its insert threshold): statistics, and the visibility map
    // that lets Postgres count a card's comments from the index alone.
    await target.database.db.execute(sql`vacuum analyze`);

    const withSession = { cookie };
    const boardUrl = `${base}/api/ideas?limit=${PAGE}`;
    const first = (await (await fetch(boardUrl, { headers: withSession })).json()) as {
      ideas: { id: string; tags: string[]; comments: unknown[]; commentCount: number }[];
    };
    if (first.ideas.length !== PAGE) throw new Error(`board returned ${first.ideas.length} ideas, not ${PAGE}`);
    const ideaUrl = `${base}/api/ideas/${first.ideas[0]!.id}`;
    const healthUrl = `${base}/api/health`;

    // Round trips of one request each, on an idle server: the board, and the session lookup alone (an id that
    // is no UUID: the route answers 404 after the viewer's session lookup, before any idea query).
    const boardStatements = await statementsOf(() => fetch(boardUrl, { headers: withSession }));
    const sessionOnly = await statementsOf(() => fetch(`${base}/api/ideas/not-an-id`, { headers: withSession }));
    const ownStatements = boardStatements.slice(sessionOnly.length);

    const routes = [
      { name: `board           GET /api/ideas?limit=${PAGE}`, url: boardUrl, headers: withSession },
      { name: 'single idea     GET /api/ideas/{id}', url: ideaUrl, headers: withSession },
      { name: 'one-row lookup  GET /api/health', url: healthUrl, headers: {} },
    ];
    const measured = await load.measureTurnAbout(routes, drained, ROUNDS);
    const figures = measured.map((route) => route.figures);
    const [board, idea] = figures as [Figures, Figures, Figures];
    // Round by round: the board against the lookup loaded just after it, on the machine as it was then.
    const ratios = measured[0]!.perRound.map((boardReqPerSec, i) => boardReqPerSec / measured[2]!.perRound[i]!);

    const shown = first.ideas;
    console.log(`\nboard on ${target.label}`);
    console.log(
      `  seeded in ${fmt(counts.ms / 1000, 1)} s: ${fmt(counts.ideas)} ideas (${fmt(OWN_IDEAS)} of the user, ${fmt(COMMUNITY_IDEAS)} community),` +
        ` ${fmt(counts.ideaTags)} idea tags, ${fmt(counts.comments)} comments`,
    );
    console.log(
      `  first page: ${shown.length} cards, ${fmt(shown.reduce((sum, card) => sum + card.tags.length, 0))} tags,` +
        ` ${fmt(shown.reduce((sum, card) => sum + card.comments.length, 0))} newest comments of ${fmt(shown.reduce((sum, card) => sum + card.commentCount, 0))}`,
    );
    console.log(
      `  autocannon: ${CONNECTIONS} connections, ${MEASURE_S} s each, in ${ROUNDS} rounds of ${fmt(MEASURE_S / ROUNDS, 1)} s` +
        ` turn about, each after a ${ROUND_WARM_UP_S} s warm-up on its connections; 127.0.0.1, separate process`,
    );
    console.log(
      `  ${'route'.padEnd(38)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}` +
        `${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'of them timeouts'.padStart(18)}`,
    );
    routes.forEach((route, i) => {
      const f = figures[i]!;
      console.log(
        `  ${route.name.padEnd(38)}${fmt(f.reqPerSec).padStart(9)}${fmt(f.p50, 1).padStart(9)}${fmt(f.p95, 1).padStart(9)}` +
          `${fmt(f.p99, 1).padStart(9)}${fmt(f.non2xx).padStart(9)}${fmt(f.errors).padStart(8)}${fmt(f.timeouts).padStart(18)}`,
      );
    });
    const ratio = median(ratios);
    console.log(
      `  board / one-row lookup: ${fmt(ratio * 100)} % of its req/s, the median of its rounds` +
        ` (${ratios.map((each) => `${fmt(each * 100)} %`).join(', ')}; budget >= ${BUDGET.ratio * 100} %: ${verdict(ratio >= BUDGET.ratio)})`,
    );
    console.log(
      `  board / single idea:    ${fmt((board.reqPerSec / idea.reqPerSec) * 100)} % of its req/s (for information)`,
    );
    if (postgres) {
      console.log(
        `  board budget: >= ${fmt(BUDGET.reqPerSec)} req/s: ${verdict(board.reqPerSec >= BUDGET.reqPerSec)};` +
          ` p95 < ${BUDGET.p95Ms} ms: ${verdict(board.p95 < BUDGET.p95Ms)}`,
      );
    }
    console.log(
      `  SQL round trips per board request: ${boardStatements.length} (board ${ownStatements.length}, session lookup ${sessionOnly.length};` +
        ` budget <= ${BUDGET.roundTrips} for the board: ${verdict(ownStatements.length <= BUDGET.roundTrips)};` +
        ` <= ${BUDGET.requestRoundTrips} with the session: ${verdict(boardStatements.length <= BUDGET.requestRoundTrips)})`,
    );
    boardStatements.forEach((statement, i) =>
      console.log(`    ${i < sessionOnly.length ? 'session' : 'board  '} ${brief(statement.text)}`),
    );

    if (target.explain && process.env.BENCH_EXPLAIN === '1') {
      for (const statement of ownStatements) {
        console.log(`\n  EXPLAIN ANALYZE ${brief(statement.text)}`);
        for (const line of await target.explain(statement))
          console.log(`    ${line.replace(/'\{[0-9a-f,-]{200,}\}'/g, "'{...50 ids...}'")}`);
      }
    }
  } finally {
    await close();
  }
}

export async function benchBoard() {
  countRoundTrips();
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const load = new LoadGenerator();
  try {
    if (serverUrl) {
      const target = await postgresTarget(serverUrl);
      try {
        await benchOn(target, load);
      } finally {
        await target.dispose();
      }
    } else {
      console.log(
        '\nboard on Postgres: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
      );
    }
    const target = await pgliteTarget();
    try {
      await benchOn(target, load);
    } finally {
      await target.dispose();
    }
  } finally {
    load.close();
  }
}
