import type { Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import {
  featureRoadmapDataSchema,
  type FeatureRoadmapData,
} from '@core/tools/feature-prioritization-radar/feature-roadmaps';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';

/** A new roadmap: reach counted per quarter (as Intercom counts it), ranked by RICE, no features yet. */
export const NEW_ROADMAP: FeatureRoadmapData = { reachPeriod: 'quarter', scoring: 'rice', features: [] };

/** The roadmap checked by core's schema: its data, or each problem's message under its field. */
export const checkRoadmap = (roadmap: FeatureRoadmapData) =>
  checkedBy(featureRoadmapDataSchema, roadmap, { features: roadmap.features });

/** The features with `feature` put in its place (a new one last). */
export const withFeature = (features: readonly Feature[], feature: Feature): Feature[] =>
  features.some((kept) => kept.id === feature.id)
    ? features.map((kept) => (kept.id === feature.id ? feature : kept))
    : [...features, feature];
