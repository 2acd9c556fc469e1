import { featureSchema, type Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import type { PickedIdea } from '@/components/idea-select';
import { issuesById, type FieldIssues } from '@/lib/tool-documents/issues-by-id';

/** A feature as the dialog's inputs hold it: numbers as typed, so a wrong one can be shown and corrected. */
export type FeatureFields = {
  name: string;
  idea: PickedIdea | null;
  reach: string;
  impact: string;
  confidence: string;
  effort: string;
  iceImpact: string;
  iceConfidence: string;
  ease: string;
};

/** A new feature's fields: medium impact and medium confidence chosen, every number for the founder to type. */
export const NEW_FEATURE_FIELDS: FeatureFields = {
  name: '',
  idea: null,
  reach: '',
  impact: '1',
  confidence: '80',
  effort: '',
  iceImpact: '',
  iceConfidence: '',
  ease: '',
};

export const fieldsOf = (feature: Feature): FeatureFields => ({
  name: feature.name,
  idea: feature.idea,
  reach: String(feature.rice.reach),
  impact: String(feature.rice.impact),
  confidence: String(feature.rice.confidence),
  effort: String(feature.rice.effort),
  iceImpact: String(feature.ice.impact),
  iceConfidence: String(feature.ice.confidence),
  ease: String(feature.ice.ease),
});

/** A number typed in an input; '' is no number at all (the schema then says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The fields checked by core's feature schema: the feature, or each problem's message under its field ('name',
 * 'rice.effort', 'ice.ease').
 */
export function checkFeature(
  id: string,
  fields: FeatureFields,
): { feature: Feature; issues: FieldIssues } | { feature: null; issues: FieldIssues } {
  const checked = featureSchema.safeParse({
    id,
    name: fields.name,
    idea: fields.idea,
    rice: {
      reach: numberOf(fields.reach),
      impact: numberOf(fields.impact),
      confidence: numberOf(fields.confidence),
      effort: numberOf(fields.effort),
    },
    ice: {
      impact: numberOf(fields.iceImpact),
      confidence: numberOf(fields.iceConfidence),
      ease: numberOf(fields.ease),
    },
  });
  return checked.success
    ? { feature: checked.data, issues: {} }
    : { feature: null, issues: issuesById(checked.error.issues, {}) };
}
