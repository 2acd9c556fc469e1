import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { currencySchema } from '../money';

/** An analysis's bounds: a matrix that fits a screen and a spreadsheet, SWOT lists of a few short points. */
export const COMPETITOR_LIMITS = {
  /** Columns: the founder's product and its competitors. */
  competitors: 10,
  features: 30,
  name: 60,
  featureName: 80,
  plan: 60,
  price: 1_000_000_000_000,
  notes: 500,
  axis: 40,
  swotItems: 8,
  swotItem: 200,
  analyses: 100,
  analysisName: 100,
} as const;

/** How far a column offers a feature: it has it, in part, or not. */
export const FEATURE_SUPPORT = ['yes', 'partial', 'no'] as const;
export type FeatureSupport = (typeof FEATURE_SUPPORT)[number];

/** The four lists of a SWOT, in the order it is read. */
export const SWOT_KEYS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
export type SwotKey = (typeof SWOT_KEYS)[number];

/** Where a positioning map's axes run: 0 (low) to 100 (high). */
export const MAP_RANGE = { min: 0, max: 100 } as const;

const tooLong = (max: number) =>
  say({ id: 'core.tools.competitorAnalysis.tooLong', defaultMessage: 'At most {max} characters' }, { max });

const text = (max: number) => trimmedText(max, { tooLong: tooLong(max) });

const swotList = z
  .array(text(COMPETITOR_LIMITS.swotItem))
  .check(
    z.maxLength(
      COMPETITOR_LIMITS.swotItems,
      say(
        { id: 'core.tools.competitorAnalysis.tooManySwotItems', defaultMessage: 'At most {max} points' },
        { max: COMPETITOR_LIMITS.swotItems },
      ),
    ),
  );

const offMap = say({ id: 'core.tools.competitorAnalysis.mapValue', defaultMessage: 'A place from 0 to 100' });
const mapValue = z
  .number({ error: offMap })
  .check(z.int(offMap), z.gte(MAP_RANGE.min, offMap), z.lte(MAP_RANGE.max, offMap));

const priceInvalid = say({
  id: 'core.tools.competitorAnalysis.priceInvalid',
  defaultMessage: 'Enter a price of 0 or more',
});

/** One column of the matrix: the founder's product (`isOwn`) or a competitor. */
export const competitorSchema = z.object({
  id: trimmedText(64, { required: true }),
  name: trimmedText(COMPETITOR_LIMITS.name, {
    required: say({ id: 'core.tools.competitorAnalysis.nameRequired', defaultMessage: 'Enter a name' }),
    tooLong: tooLong(COMPETITOR_LIMITS.name),
  }),
  isOwn: z.boolean(),
  /** Its plan compared and that plan's price, in the analysis's currency (null: not known). */
  plan: text(COMPETITOR_LIMITS.plan),
  price: z.nullable(
    z.number({ error: priceInvalid }).check(z.gte(0, priceInvalid), z.lte(COMPETITOR_LIMITS.price, priceInvalid)),
  ),
  notes: text(COMPETITOR_LIMITS.notes),
  /** Its place on the positioning map, each axis 0–100 (null: not placed yet). */
  position: z.nullable(z.object({ x: mapValue, y: mapValue })),
  swot: z.object({ strengths: swotList, weaknesses: swotList, opportunities: swotList, threats: swotList }),
  /** Each feature's support by id; a feature left out is 'no'. */
  features: z.record(z.string(), z.enum(FEATURE_SUPPORT)),
});

export type Competitor = z.infer<typeof competitorSchema>;

export const featureSchema = z.object({
  id: trimmedText(64, { required: true }),
  name: trimmedText(COMPETITOR_LIMITS.featureName, {
    required: say({ id: 'core.tools.competitorAnalysis.featureRequired', defaultMessage: 'Name the feature' }),
    tooLong: tooLong(COMPETITOR_LIMITS.featureName),
  }),
});

export type Feature = z.infer<typeof featureSchema>;

/** A name as two names are compared: trimmed, in any case. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** The second and later items of a list that repeat a name, each named at its own name field. */
function flagRepeatedNames(
  items: readonly { name: string }[],
  list: string,
  message: string,
  context: z.core.$RefinementCtx,
) {
  const seen = new Set<string>();
  items.forEach(({ name }, index) => {
    const key = nameKey(name);
    if (key !== '' && seen.has(key)) context.addIssue({ code: 'custom', message, path: [list, index, 'name'] });
    seen.add(key);
  });
}

/** What a saved analysis holds: its currency, the map's axes, the columns and the features compared. */
export const competitorAnalysisDataSchema = z
  .object({
    currency: currencySchema,
    axes: z.object({
      x: trimmedText(COMPETITOR_LIMITS.axis, {
        required: say({ id: 'core.tools.competitorAnalysis.axisRequired', defaultMessage: 'Name the axis' }),
        tooLong: tooLong(COMPETITOR_LIMITS.axis),
      }),
      y: trimmedText(COMPETITOR_LIMITS.axis, {
        required: say({ id: 'core.tools.competitorAnalysis.axisRequired', defaultMessage: 'Name the axis' }),
        tooLong: tooLong(COMPETITOR_LIMITS.axis),
      }),
    }),
    competitors: z.array(competitorSchema).check(
      z.maxLength(
        COMPETITOR_LIMITS.competitors,
        say(
          { id: 'core.tools.competitorAnalysis.tooManyCompetitors', defaultMessage: 'At most {max} columns' },
          { max: COMPETITOR_LIMITS.competitors },
        ),
      ),
      z.refine(
        (competitors) => competitors.filter((competitor) => competitor.isOwn).length <= 1,
        say({ id: 'core.tools.competitorAnalysis.oneOwn', defaultMessage: 'Only one column is your product' }),
      ),
    ),
    features: z
      .array(featureSchema)
      .check(
        z.maxLength(
          COMPETITOR_LIMITS.features,
          say(
            { id: 'core.tools.competitorAnalysis.tooManyFeatures', defaultMessage: 'At most {max} features' },
            { max: COMPETITOR_LIMITS.features },
          ),
        ),
      ),
  })
  .check(
    z.superRefine((data, context) => {
      flagRepeatedNames(
        data.competitors,
        'competitors',
        say({ id: 'core.tools.competitorAnalysis.nameRepeated', defaultMessage: 'Another column has this name' }),
        context,
      );
      flagRepeatedNames(
        data.features,
        'features',
        say({ id: 'core.tools.competitorAnalysis.featureRepeated', defaultMessage: 'Another feature has this name' }),
        context,
      );
      const ids = new Set(data.features.map((feature) => feature.id));
      data.competitors.forEach((competitor, index) => {
        if (Object.keys(competitor.features).some((id) => !ids.has(id)))
          context.addIssue({
            code: 'custom',
            message: say({
              id: 'core.tools.competitorAnalysis.featureUnknown',
              defaultMessage: 'A feature that is not in the matrix',
            }),
            path: ['competitors', index, 'features'],
          });
      });
    }),
  );

export type CompetitorAnalysisData = z.infer<typeof competitorAnalysisDataSchema>;
