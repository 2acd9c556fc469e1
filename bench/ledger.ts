import type { Sample } from './traffic';

/*
 * The load and fault benchmarks' record of what the server acknowledged, its check against the database by id,
 * and the latency figures they print.
 */

/** What the server acknowledged: the ids to look for, and the state the last acknowledged write left. */
export class Ledger {
  readonly ideas = new Set<string>();
  readonly comments = new Set<string>();
  /** Comments acknowledged whose id the answer did not show (it lists the newest 3): looked for by content. */
  readonly commentTexts = new Set<string>();
  /** Idea id → its last acknowledged pin state (each idea is pinned by one client only, one request at a time). */
  readonly pins = new Map<string, boolean>();
  /** Ideas whose last pin request got no answer (a kill cut it off): either state is right. */
  readonly unsurePins = new Set<string>();
  /** Idea id → the highest version a save of its main content was acknowledged with, and that save's marker. */
  readonly edits = new Map<string, { version: number; marker: string }>();
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function latencyFigures(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** pg.Client and PGlite both answer `query(text, params)` with `{ rows }`. */
export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Verification = Record<'ideas' | 'comments' | 'pins' | 'edits', { acknowledged: number; lost: number }>;

/** Looks up every acknowledged write by id, one query per table; a write is lost if its row or state is not there. */
export async function verifyLedger(query: Query, ledger: Ledger): Promise<Verification> {
  const ideaIds = [...ledger.ideas];
  const foundIdeas = await query('select id::text as id from ideas where id = any($1::uuid[])', [ideaIds]);
  const commentIds = [...ledger.comments];
  const foundComments = await query('select id::text as id from idea_comments where id = any($1::uuid[])', [
    commentIds,
  ]);
  const texts = [...ledger.commentTexts];
  const foundTexts = await query('select distinct content from idea_comments where content = any($1::text[])', [texts]);
  const pinned = await query('select id::text as id, is_pinned from ideas where id = any($1::uuid[])', [
    [...ledger.pins.keys()],
  ]);
  const pinOf = new Map(pinned.rows.map((row) => [row.id as string, row.is_pinned as boolean]));
  const saved = await query(
    'select idea_id::text as id, version, content::text as content from idea_main_contents where idea_id = any($1::uuid[])',
    [[...ledger.edits.keys()]],
  );
  const savedOf = new Map(
    saved.rows.map((row) => [row.id as string, { version: Number(row.version), content: String(row.content) }]),
  );
  let lostEdits = 0;
  for (const [ideaId, { version, marker }] of ledger.edits) {
    const row = savedOf.get(ideaId);
    // A later save that was not acknowledged (cut off by a kill) may have raised the version further.
    if (!row || row.version < version || (row.version === version && !row.content.includes(marker))) lostEdits++;
  }
  return {
    ideas: { acknowledged: ideaIds.length, lost: ideaIds.length - foundIdeas.rows.length },
    comments: {
      acknowledged: commentIds.length + texts.length,
      lost: commentIds.length - foundComments.rows.length + texts.length - foundTexts.rows.length,
    },
    pins: {
      acknowledged: ledger.pins.size,
      lost: [...ledger.pins].filter(([id, state]) => !ledger.unsurePins.has(id) && pinOf.get(id) !== state).length,
    },
    edits: { acknowledged: ledger.edits.size, lost: lostEdits },
  };
}

export const totalLost = (verification: Verification) =>
  Object.values(verification).reduce((sum, { lost }) => sum + lost, 0);

export function printVerification(verification: Verification, indent = '  ') {
  console.log(`${indent}${'write'.padEnd(10)}${'acknowledged'.padStart(14)}${'lost'.padStart(8)}`);
  for (const [kind, { acknowledged, lost }] of Object.entries(verification)) {
    console.log(`${indent}${kind.padEnd(10)}${String(acknowledged).padStart(14)}${String(lost).padStart(8)}`);
  }
}
