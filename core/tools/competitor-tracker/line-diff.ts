/**
 * A line diff (Myers, 'An O(ND) Difference Algorithm and Its Variations', Algorithmica 1, 1986): the fewest lines
 * removed and added that turn `before` into `after`, the lines both keep in between. The Competitor Tracker shows a
 * watched page's change with it (ADR 0109).
 */

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * Past this many lines removed and added (after the lines both ends share), the diff is not searched for: it is the
 * old lines removed and the new ones added, which says as much of a page rewritten from top to bottom. The search's
 * memory grows with the square of it (about 16 MB here).
 */
export const DIFF_EDITS_MAX = 2_000;

const line = (kind: DiffLine['kind']) => (text: string) => ({ kind, text });
const same = line('same');
const added = line('added');
const removed = line('removed');

/** Walks back through each round's furthest points (`trace`) from the end to the start, writing the edits. */
function backtrack(trace: Int32Array[], a: readonly string[], b: readonly string[], offset: number): DiffLine[] {
  const out: DiffLine[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const v = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
    const previousK = down ? k + 1 : k - 1;
    const previousX = v[previousK + offset]!;
    const previousY = previousX - previousK;
    for (; x > previousX && y > previousY; x -= 1, y -= 1) out.push(same(a[x - 1]!));
    if (d > 0) out.push(down ? added(b[y - 1]!) : removed(a[x - 1]!));
    x = previousX;
    y = previousY;
  }
  return out.reverse();
}

/** The shortest edit script from `a` to `b`, or null when it needs more than `maxEdits` edits. */
function shortestEdits(a: readonly string[], b: readonly string[], maxEdits: number): DiffLine[] | null {
  const max = Math.min(a.length + b.length, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
      let x = down ? v[k + 1 + offset]! : v[k - 1 + offset]! + 1;
      let y = x - k;
      while (x < a.length && y < b.length && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[k + offset] = x;
      if (x >= a.length && y >= b.length) return backtrack(trace, a, b, offset);
    }
  }
  return null;
}

/** The lines of `after` against those of `before`: each kept, added or removed, in the order a reader meets them. */
export function diffLines(before: readonly string[], after: readonly string[], maxEdits = DIFF_EDITS_MAX): DiffLine[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  const middle = shortestEdits(a, b, maxEdits) ?? [...a.map(removed), ...b.map(added)];
  return [...before.slice(0, start).map(same), ...middle, ...before.slice(endBefore).map(same)];
}

/** A diff as shown: its changed lines with `context` unchanged lines around each, and how many unchanged lines each gap hides. */
export type ShownDiffLine = DiffLine | { kind: 'skipped'; count: number };

export function foldUnchanged(diff: readonly DiffLine[], context = 2): ShownDiffLine[] {
  const near = diff.map(() => false);
  diff.forEach((entry, index) => {
    if (entry.kind === 'same') return;
    for (let i = Math.max(0, index - context); i <= Math.min(diff.length - 1, index + context); i += 1) near[i] = true;
  });
  const shown: ShownDiffLine[] = [];
  diff.forEach((entry, index) => {
    if (near[index]) return void shown.push(entry);
    const last = shown.at(-1);
    if (last?.kind === 'skipped') last.count += 1;
    else shown.push({ kind: 'skipped', count: 1 });
  });
  return shown;
}
