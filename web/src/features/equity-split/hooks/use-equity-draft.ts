import {
  equityScenarioDataSchema,
  equityScenarioDocuments,
  type EquityScenarioData,
  type ScenarioFounder,
} from '@core/tools/equity-split/equity-scenarios';
import { DEFAULT_FOUNDERS, createFounder, type Founder } from '@core/tools/equity-split/equity-split';
import { useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { useFounderDisplay } from '../components/founder-display';
import {
  DEFAULT_VESTING_DRAFT,
  parseVestingDraft,
  vestingDraftOf,
  type VestingDraft,
} from '../components/vesting-draft';

type Draft = {
  founders: Founder[];
  vesting: Record<string, VestingDraft>;
  /** The founders as they were when 'Calculate Equity Split' was last pressed (or a scenario opened); null before. */
  calculated: readonly Founder[] | null;
};

const FOUNDER_NUMBER = /^founder-(\d+)$/;

/** N of a 'founder-N' id (0 for any other id). */
const founderNumber = (founder: Pick<Founder, 'id'>) => Number(FOUNDER_NUMBER.exec(founder.id)?.[1] ?? 0);

/** The number the next added founder gets: above every 'founder-N' id and the count. */
const nextNumberAfter = (founders: readonly Founder[]) => Math.max(founders.length, ...founders.map(founderNumber)) + 1;

const toFounder = ({ vesting: _vesting, ...founder }: ScenarioFounder): Founder => founder;

/** The work of a draft: its founders with their vesting inputs (a calculation is not a change). */
const workOf = ({ founders, vesting }: Draft) =>
  founders.map((founder) => [founder, vesting[founder.id] ?? DEFAULT_VESTING_DRAFT]);

/** Names the default founders in the page's language ('Founder 1' in English, as core has them). */
type NameFounder = (number: number) => string;

function draftOf(founders: readonly ScenarioFounder[] | null, nameFounder: NameFounder): Draft {
  const plain = founders
    ? founders.map(toFounder)
    : DEFAULT_FOUNDERS.map((founder) => ({ ...founder, name: nameFounder(founderNumber(founder)) }));
  const vesting = Object.fromEntries((founders ?? []).map((founder) => [founder.id, vestingDraftOf(founder.vesting)]));
  return { founders: plain, vesting, calculated: founders ? plain : null };
}

/**
 * The equity calculator's working state and its saved scenario (`useToolDocument`): the founders being edited, their
 * vesting inputs, the last calculation, and the scenario they came from (with whether anything changed since). It
 * saves itself with Auto save on, a new one under its default name (ADR 0028, 0069), else with the header's Save.
 */
export function useEquityDraft() {
  const t = useT();
  const { defaultFounderName } = useFounderDisplay();
  /** The founders with their vesting schedules as a scenario keeps them, or why they cannot be saved, in one sentence for the panel. */
  const check = useCallback(
    ({ founders, vesting }: Draft): { data: EquityScenarioData | null; problem?: string } => {
      const scenarioFounders: ScenarioFounder[] = [];
      for (const founder of founders) {
        const { schedule } = parseVestingDraft(vesting[founder.id] ?? DEFAULT_VESTING_DRAFT);
        if (!schedule)
          return {
            data: null,
            problem: t({
              id: 'equitySplit.scenarios.fixVesting',
              defaultMessage: 'Fix the vesting schedules before saving.',
            }),
          };
        scenarioFounders.push({ ...founder, vesting: schedule });
      }
      const checked = equityScenarioDataSchema.safeParse({ founders: scenarioFounders });
      if (checked.success) return { data: checked.data };
      const [issue] = checked.error.issues;
      // Each founder card shows its own name field; the panel says it once.
      if (issue?.path.at(-1) === 'name')
        return {
          data: null,
          problem: t({
            id: 'equitySplit.scenarios.unnamedFounder',
            defaultMessage: 'Give every founder a name before saving.',
          }),
        };
      return {
        data: null,
        problem:
          issue?.message ??
          t({ id: 'equitySplit.scenarios.cannotSave', defaultMessage: 'This scenario cannot be saved.' }),
      };
    },
    [t],
  );
  const document = useToolDocument(equityScenarioDocuments, {
    valuesOf: (scenario: EquityScenarioData | null) => draftOf(scenario?.founders ?? null, defaultFounderName),
    check,
    workOf,
    labels: {
      name: t({ id: 'equitySplit.scenarios.form.name', defaultMessage: 'Scenario name' }),
      startNew: t({ id: 'equitySplit.scenarios.form.new', defaultMessage: 'New Scenario' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'equitySplit.scenarios.defaultName', defaultMessage: 'Equity scenario {number}' }, { number }),
      nameTaken: t({ id: 'equitySplit.scenarios.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'equitySplit.scenarios.goneOnSave',
        defaultMessage: 'This scenario no longer exists. Save it as a new one.',
      }),
      saveError: t({
        id: 'equitySplit.scenarios.saveError',
        defaultMessage: 'Could not save the scenario. Please try again.',
      }),
      gone: t({ id: 'equitySplit.scenarios.gone', defaultMessage: 'This scenario no longer exists.' }),
      openError: t({
        id: 'equitySplit.scenarios.openError',
        defaultMessage: 'Could not open the scenario. Please try again.',
      }),
      deleteError: t({
        id: 'equitySplit.scenarios.deleteError',
        defaultMessage: 'Could not delete the scenario. Please try again.',
      }),
    },
  });
  const { change } = document;

  return {
    ...document,
    ...document.values,
    update: (id: string, changes: Partial<Founder>) =>
      change(({ founders }) => ({
        founders: founders.map((founder) => (founder.id === id ? { ...founder, ...changes } : founder)),
      })),
    add: () =>
      change(({ founders }) => {
        const number = nextNumberAfter(founders);
        return { founders: [...founders, { ...createFounder(number), name: defaultFounderName(number) }] };
      }),
    remove: (id: string) => change(({ founders }) => ({ founders: founders.filter((founder) => founder.id !== id) })),
    calculate: () => change(({ founders }) => ({ calculated: founders })),
    setVesting: (id: string, value: VestingDraft) =>
      change(({ vesting }) => ({ vesting: { ...vesting, [id]: value } })),
  };
}

export type EquityDraft = ReturnType<typeof useEquityDraft>;
