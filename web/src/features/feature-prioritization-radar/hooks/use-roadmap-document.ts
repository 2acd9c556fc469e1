import type { Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import {
  featureRoadmapDocuments,
  type FeatureRoadmapData,
} from '@core/tools/feature-prioritization-radar/feature-roadmaps';
import type { ReachPeriod, Scoring } from '@core/tools/feature-prioritization-radar/feature-scores';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkRoadmap, NEW_ROADMAP, withFeature } from './roadmap-form';

const valuesOf = (data: FeatureRoadmapData | null) => data ?? NEW_ROADMAP;

/**
 * The roadmap on the page and its saved document (the tool documents' actions, ADR 0045): its features added, edited
 * and removed, the score it is ranked by and the period reach is counted in — saved by itself with Auto save on.
 */
export function useRoadmapDocument() {
  const t = useT();
  const roadmapDocument = useToolDocument(featureRoadmapDocuments, {
    valuesOf,
    check: checkRoadmap,
    labels: {
      name: t({ id: 'featureRadar.roadmaps.name', defaultMessage: 'Roadmap name' }),
      startNew: t({ id: 'featureRadar.roadmaps.new', defaultMessage: 'New roadmap' }),
    },
    texts: {
      defaultName: (number) =>
        t({ id: 'featureRadar.roadmaps.defaultName', defaultMessage: 'Roadmap {number}' }, { number }),
      nameTaken: t({ id: 'featureRadar.roadmaps.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'featureRadar.roadmaps.goneOnSave',
        defaultMessage: 'This roadmap no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'featureRadar.roadmaps.saveError',
        defaultMessage: 'Could not save the roadmap. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'featureRadar.roadmaps.gone', defaultMessage: 'This roadmap no longer exists.' }),
      openError: t({
        id: 'featureRadar.roadmaps.openError',
        defaultMessage: 'Could not open the roadmap. Please try again.',
      }),
      deleteError: t({
        id: 'featureRadar.roadmaps.deleteError',
        defaultMessage: 'Could not delete the roadmap. Please try again.',
      }),
      fixFields: t({
        id: 'featureRadar.roadmaps.fixFields',
        defaultMessage: 'Correct the features marked below before saving.',
      }),
    },
  });
  const { change } = roadmapDocument;
  return {
    ...roadmapDocument,
    roadmap: roadmapDocument.values,
    saveFeature: (feature: Feature) => change((roadmap) => ({ features: withFeature(roadmap.features, feature) })),
    removeFeature: (id: string) =>
      change((roadmap) => ({ features: roadmap.features.filter((feature) => feature.id !== id) })),
    rankBy: (scoring: Scoring) => change(() => ({ scoring })),
    countReachPer: (reachPeriod: ReachPeriod) => change(() => ({ reachPeriod })),
  };
}

export type RoadmapDocument = ReturnType<typeof useRoadmapDocument>;
