import { isIsoDate } from '../../dates/iso-date';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';

/** The lab's bounds: what one founder's log of experiments holds, and counts a browser sums in a blink. */
export const LAB_LIMITS = {
  experiments: 50,
  /** Control and up to four variants. */
  variants: 5,
  name: 80,
  hypothesis: 1_000,
  metric: 100,
  learnings: 2_000,
  variantName: 40,
  /** Visitors per variant: P(B > A)'s exact sum stays a fraction of a second. */
  visitors: 10_000_000,
  labs: 100,
  labName: 100,
} as const;

/** Where an experiment stands. */
export const EXPERIMENT_STATUSES = ['planned', 'running', 'finished', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

const tooLong = (max: number) =>
  say({ id: 'core.tools.growthLab.tooLong', defaultMessage: 'At most {max} characters' }, { max });
const text = (max: number) => trimmedText(max, { tooLong: tooLong(max) });

const VARIANT_NAME_REQUIRED = say({
  id: 'core.tools.growthLab.variantNameRequired',
  defaultMessage: 'Name the variant',
});
const VISITORS_MESSAGE = say(
  {
    id: 'core.tools.growthLab.visitorsOutOfRange',
    defaultMessage: 'Enter a whole number of visitors from 0 to {max}',
  },
  { max: LAB_LIMITS.visitors },
);
const CONVERSIONS_MESSAGE = say({
  id: 'core.tools.growthLab.conversionsInvalid',
  defaultMessage: 'Enter a whole number of conversions of 0 or more',
});

const wholeCount = (max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(max, message));

export const variantSchema = z
  .object({
    id: trimmedText(64, { required: true }),
    name: trimmedText(LAB_LIMITS.variantName, {
      required: VARIANT_NAME_REQUIRED,
      notText: VARIANT_NAME_REQUIRED,
      tooLong: tooLong(LAB_LIMITS.variantName),
    }),
    visitors: wholeCount(LAB_LIMITS.visitors, VISITORS_MESSAGE),
    conversions: wholeCount(LAB_LIMITS.visitors, CONVERSIONS_MESSAGE),
  })
  .check(
    z.refine((variant) => variant.conversions <= variant.visitors, {
      path: ['conversions'],
      message: say({
        id: 'core.tools.growthLab.conversionsAboveVisitors',
        defaultMessage: 'Conversions cannot be more than visitors',
      }),
    }),
  );

export type Variant = z.infer<typeof variantSchema>;

const DAY_MESSAGE = say({ id: 'core.tools.growthLab.dayInvalid', defaultMessage: 'Enter a date, or leave it empty' });
/** A day ('2026-03-01'), or '' while there is none. */
const daySchema = z.string({ error: DAY_MESSAGE }).check(z.refine((day) => day === '' || isIsoDate(day), DAY_MESSAGE));

const NAME_REQUIRED = say({ id: 'core.tools.growthLab.nameRequired', defaultMessage: 'Name the experiment' });

export const experimentSchema = z
  .object({
    id: trimmedText(64, { required: true }),
    name: trimmedText(LAB_LIMITS.name, {
      required: NAME_REQUIRED,
      notText: NAME_REQUIRED,
      tooLong: tooLong(LAB_LIMITS.name),
    }),
    hypothesis: text(LAB_LIMITS.hypothesis),
    metric: text(LAB_LIMITS.metric),
    status: z.enum(
      EXPERIMENT_STATUSES,
      say({ id: 'core.tools.growthLab.statusInvalid', defaultMessage: 'Choose a status' }),
    ),
    startOn: daySchema,
    endOn: daySchema,
    /** The control first, then the variants tried against it. */
    variants: z.array(variantSchema).check(
      z.minLength(
        2,
        say({ id: 'core.tools.growthLab.tooFewVariants', defaultMessage: 'Add a control and at least one variant' }),
      ),
      z.maxLength(
        LAB_LIMITS.variants,
        say(
          {
            id: 'core.tools.growthLab.tooManyVariants',
            defaultMessage: 'At most {max} variants, the control included',
          },
          { max: LAB_LIMITS.variants },
        ),
      ),
      z.refine(
        (variants) => new Set(variants.map((variant) => variant.id)).size === variants.length,
        say({ id: 'core.tools.growthLab.variantRepeated', defaultMessage: 'Each variant must appear once' }),
      ),
    ),
    learnings: text(LAB_LIMITS.learnings),
  })
  .check(
    z.refine((experiment) => !experiment.startOn || !experiment.endOn || experiment.endOn >= experiment.startOn, {
      path: ['endOn'],
      message: say({
        id: 'core.tools.growthLab.endBeforeStart',
        defaultMessage: 'The end cannot be before the start',
      }),
    }),
  );

export type Experiment = z.infer<typeof experimentSchema>;

/** A new experiment: planned, a control and one variant with no figures yet. */
export const newExperiment = (id: string, names: { control: string; variant: string }): Experiment => ({
  id,
  name: '',
  hypothesis: '',
  metric: '',
  status: 'planned',
  startOn: '',
  endOn: '',
  variants: [
    { id: 'control', name: names.control, visitors: 0, conversions: 0 },
    { id: 'variant-1', name: names.variant, visitors: 0, conversions: 0 },
  ],
  learnings: '',
});
