import { activityDaySchema, activitySchema } from '../../activity-log/activity';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { optionalEmailAddressSchema } from '../../user/email-address';
import { z } from '../../zod';
import { FUNNEL_STAGES, INVESTOR_STAGES } from './investor-stages';

export const INVESTOR_CRM_LIMITS = {
  pipelineName: 80,
  pipelines: 50,
  investors: 500,
  activities: 200,
  name: 120,
  firm: 120,
  focus: 200,
  warmIntro: 120,
  notes: 4000,
  nextStep: 200,
  /** The largest amount, in the currency's units: more than any round a founder raises. */
  amount: 1_000_000_000_000,
  id: 64,
} as const;

const L = INVESTOR_CRM_LIMITS;

/** Shown by the field it is about, so it need not name it. */
const tooLong = (max: number) =>
  say({ id: 'core.tools.investorCrm.tooLong', defaultMessage: 'At most {max} characters' }, { max });

const AMOUNT_MESSAGE = say(
  {
    id: 'core.tools.investorCrm.invalidAmount',
    defaultMessage: 'Enter an amount from 0 to {max}, with at most 2 decimals',
  },
  { max: L.amount },
);
const hasCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/** An amount of money in the pipeline's currency, or null when not known. */
export const amountSchema = z.nullable(
  z
    .number({ error: AMOUNT_MESSAGE })
    .check(z.gte(0, AMOUNT_MESSAGE), z.lte(L.amount, AMOUNT_MESSAGE), z.refine(hasCents, AMOUNT_MESSAGE)),
);

/** An e-mail address, or '' for none: an address given must be one. */
const idSchema = trimmedText(L.id, { required: true });

/** What to do next with an investor, and the day to do it (null: no day set). */
export const nextStepSchema = z.object({
  text: trimmedText(L.nextStep, { tooLong: tooLong(L.nextStep) }),
  on: z.nullable(activityDaySchema),
});

const NAME_REQUIRED = say({ id: 'core.tools.investorCrm.nameRequired', defaultMessage: 'Name is required' });

/** An investor's record: who, what they invest in, where they stand in the round, and what happened so far. */
export const investorSchema = z.object({
  id: idSchema,
  name: trimmedText(L.name, { required: NAME_REQUIRED, notText: NAME_REQUIRED, tooLong: tooLong(L.name) }),
  firm: trimmedText(L.firm, { tooLong: tooLong(L.firm) }),
  email: optionalEmailAddressSchema,
  /** The cheque expected (or, once committed, promised). */
  cheque: amountSchema,
  stageFocus: trimmedText(L.focus, { tooLong: tooLong(L.focus) }),
  sectorFocus: trimmedText(L.focus, { tooLong: tooLong(L.focus) }),
  warmIntro: trimmedText(L.warmIntro, { tooLong: tooLong(L.warmIntro) }),
  notes: trimmedText(L.notes, { tooLong: tooLong(L.notes) }),
  nextStep: nextStepSchema,
  stage: z.enum(INVESTOR_STAGES, say({ id: 'core.tools.investorCrm.chooseStage', defaultMessage: 'Choose a stage' })),
  /** The furthest funnel stage reached (the funnel's conversion counts an investor who passed where they got to). */
  reached: z.enum(FUNNEL_STAGES, say({ id: 'core.tools.investorCrm.chooseStage', defaultMessage: 'Choose a stage' })),
  activities: z
    .array(activitySchema)
    .check(
      z.maxLength(
        L.activities,
        say(
          { id: 'core.tools.investorCrm.tooManyActivities', defaultMessage: 'At most {max} activities per investor' },
          { max: L.activities },
        ),
      ),
    ),
  /** The Investor Directory entry it was added from, if any (its slug). */
  directoryEntry: z.nullable(trimmedText(L.id)),
});
export type Investor = z.infer<typeof investorSchema>;

/** A new investor's record in `stage`, with nothing else known yet but what is given. */
export const newInvestor = (id: string, fields: Partial<Omit<Investor, 'id'>> = {}): Investor => {
  const stage = fields.stage ?? 'researching';
  return {
    id,
    name: '',
    firm: '',
    email: '',
    cheque: null,
    stageFocus: '',
    sectorFocus: '',
    warmIntro: '',
    notes: '',
    nextStep: { text: '', on: null },
    activities: [],
    directoryEntry: null,
    ...fields,
    stage,
    reached: fields.reached ?? (stage === 'passed' ? 'researching' : stage),
  };
};
