import type { ScenarioFounder } from '@core/tools/equity-split/equity-scenarios';
import { DEFAULT_FOUNDERS, createFounder, type Founder } from '@core/tools/equity-split/equity-split';
import { useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useFounderDisplay } from '../components/founder-display';
import { DEFAULT_VESTING_DRAFT, parseVestingDraft, vestingDraftOf, type VestingDraft } from '../components/vesting-draft';

/** The scenario open in the calculator, as last saved or opened: the version the next save is made from. */
export type OpenScenario = { id: string; name: string; version: number };

type Draft = {
  founders: Founder[];
  vesting: Record<string, VestingDraft>;
  /** The founders as they were when 'Calculate Equity Split' was last pressed (or a scenario opened); null before. */
  calculated: readonly Founder[] | null;
  open: OpenScenario | null;
  /** What was last saved or opened, to tell unsaved changes. */
  baseline: string;
};

const FOUNDER_NUMBER = /^founder-(\d+)$/;

/** N of a 'founder-N' id (0 for any other id). */
const founderNumber = (founder: Pick<Founder, 'id'>) => Number(FOUNDER_NUMBER.exec(founder.id)?.[1] ?? 0);

/** The number the next added founder gets: above every 'founder-N' id and the count. */
const nextNumberAfter = (founders: readonly Founder[]) => Math.max(founders.length, ...founders.map(founderNumber)) + 1;

const toFounder = ({ vesting: _vesting, ...founder }: ScenarioFounder): Founder => founder;

const snapshot = (founders: readonly Founder[], vesting: Record<string, VestingDraft>) =>
  JSON.stringify(founders.map((founder) => [founder, vesting[founder.id] ?? DEFAULT_VESTING_DRAFT]));

/** Names the default founders in the page's language ('Founder 1' in English, as core has them). */
type NameFounder = (number: number) => string;

function draftOf(founders: readonly ScenarioFounder[] | null, open: OpenScenario | null, nameFounder: NameFounder): Draft {
  const plain = founders ? founders.map(toFounder) : DEFAULT_FOUNDERS.map((founder) => ({ ...founder, name: nameFounder(founderNumber(founder)) }));
  const vesting = Object.fromEntries((founders ?? []).map((founder) => [founder.id, vestingDraftOf(founder.vesting)]));
  return { founders: plain, vesting, calculated: founders ? plain : null, open, baseline: snapshot(plain, vesting) };
}

export type ScenarioFounders = { founders: ScenarioFounder[]; error?: undefined } | { founders?: undefined; error: string };

/**
 * The equity calculator's working state: the founders being edited, their vesting inputs, the last
 * calculation, and the saved scenario they came from (with whether anything changed since).
 */
export function useEquityDraft() {
  const t = useT();
  const { defaultFounderName } = useFounderDisplay();
  const [draft, setDraft] = useState<Draft>(() => draftOf(null, null, defaultFounderName));
  const patch = (change: (current: Draft) => Partial<Draft>) => setDraft((current) => ({ ...current, ...change(current) }));

  return {
    ...draft,
    isDirty: snapshot(draft.founders, draft.vesting) !== draft.baseline,
    update: (id: string, changes: Partial<Founder>) =>
      patch(({ founders }) => ({ founders: founders.map((founder) => (founder.id === id ? { ...founder, ...changes } : founder)) })),
    add: () =>
      patch(({ founders }) => {
        const number = nextNumberAfter(founders);
        return { founders: [...founders, { ...createFounder(number), name: defaultFounderName(number) }] };
      }),
    remove: (id: string) => patch(({ founders }) => ({ founders: founders.filter((founder) => founder.id !== id) })),
    calculate: () => patch(({ founders }) => ({ calculated: founders })),
    setVesting: (id: string, value: VestingDraft) => patch(({ vesting }) => ({ vesting: { ...vesting, [id]: value } })),
    /** Opens founders from a scenario (or a shared link, with no id); null starts again from the defaults. */
    load: (founders: readonly ScenarioFounder[] | null, open: OpenScenario | null) => setDraft(draftOf(founders, open, defaultFounderName)),
    /** What is on the calculator now, to tell later whether it changed (see `saved`). */
    snapshot: () => snapshot(draft.founders, draft.vesting),
    /** After a save of `sent` (the snapshot taken when saving): the open scenario; later edits stay unsaved. */
    saved: (open: OpenScenario, sent: string) => patch(() => ({ open, baseline: sent })),
    /** The open scenario is gone (deleted): what is on screen stays, unsaved. */
    closeScenario: () => patch(() => ({ open: null, baseline: '' })),
    /** The founders with their vesting schedules, as a scenario saves them; or why they cannot be saved yet. */
    toScenarioFounders: (): ScenarioFounders => {
      const founders: ScenarioFounder[] = [];
      for (const founder of draft.founders) {
        const { schedule } = parseVestingDraft(draft.vesting[founder.id] ?? DEFAULT_VESTING_DRAFT);
        if (!schedule) return { error: t({ id: 'equitySplit.scenarios.fixVesting', defaultMessage: 'Fix the vesting schedules before saving.' }) };
        founders.push({ ...founder, vesting: schedule });
      }
      return { founders };
    },
  };
}

export type EquityDraft = ReturnType<typeof useEquityDraft>;
