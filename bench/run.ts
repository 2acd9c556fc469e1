import { benchAiAccountantImport } from './ai-accountant-import';
import { benchAiDrafts } from './ai-drafts';
import { benchBoard } from './board';
import { benchCollab } from './collab';
import { benchDigest } from './digest';
import { benchDirectories } from './directories';
import { benchFuzz } from './fuzz';
import { benchFaults } from './faults';
import { benchFinanceModel } from './finance-model';
import { benchIdeaPage } from './idea-page';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchPages } from './pages';
import { benchResetTiming } from './reset-timing';
import { benchStartup } from './startup';

/**
 * `npm run bench`: every benchmark, printing its figures. Builds first so that it measures what ships.
 * BENCH_ONLY=idea-page (or a comma-separated list of startup, board, idea-page, load, faults, fuzz, digest, reset-timing, lighthouse, inp, pages, finance-model, ai-accountant-import, ai-drafts, directories, collab) runs only those.
 */
const BENCHMARKS = {
  startup: benchStartup,
  board: benchBoard,
  'idea-page': benchIdeaPage,
  load: benchLoad,
  faults: benchFaults,
  fuzz: benchFuzz,
  digest: benchDigest,
  'reset-timing': benchResetTiming,
  lighthouse: benchLighthouse,
  pages: benchPages,
  inp: benchInp,
  'finance-model': benchFinanceModel,
  'ai-accountant-import': benchAiAccountantImport,
  'ai-drafts': benchAiDrafts,
  directories: benchDirectories,
  collab: benchCollab,
};
type Name = keyof typeof BENCHMARKS;

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0)
  throw new Error(
    `BENCH_ONLY: no benchmark named ${unknown.join(', ')} (there are ${Object.keys(BENCHMARKS).join(', ')})`,
  );

for (const [name, bench] of Object.entries(BENCHMARKS) as [Name, () => Promise<void>][]) {
  if (only.length === 0 || only.includes(name)) await bench();
}
