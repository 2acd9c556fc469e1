import type { Feature } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import { rankFeatures } from '@core/tools/feature-prioritization-radar/feature-ranking';
import { FEATURE_LIMITS } from '@core/tools/feature-prioritization-radar/feature-roadmap';
import type { Scoring } from '@core/tools/feature-prioritization-radar/feature-scores';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { fileNameOf } from '@/lib/file-name-of';
import { useT } from '@/lib/i18n/use-t';
import { useRoadmapDocument } from '../hooks/use-roadmap-document';
import { useScoreWords } from '../hooks/use-score-words';
import { ExportRankingButton } from './export-ranking-button';
import { FeatureDialog } from './feature-dialog';
import { FeaturesSection } from './features-section';
import { ImpactChartSection } from './impact-chart-section';
import { SavedRoadmaps } from './saved-roadmaps';
import type { SortDirection } from './sort-header';

/** The feature open in the dialog (a new one: its id to be), and the control that opened it. */
type Opened = ({ feature: Feature } | { newId: string }) & { opener: HTMLElement | null };

/**
 * The /tool/feature-prioritization-radar page (ADR 0103): a roadmap's features, each with RICE and ICE inputs, ranked
 * by either score, drawn as impact against effort, each linked to the idea it serves; saved as named roadmaps and
 * exported as CSV.
 */
export function FeaturePrioritizationRadar() {
  const t = useT();
  const roadmap = useRoadmapDocument();
  const words = useScoreWords();
  const { features, scoring, reachPeriod } = roadmap.roadmap;
  const [direction, setDirection] = useState<SortDirection>('descending');
  const [opened, setOpened] = useState<Opened | null>(null);
  const ranked = rankFeatures(features, scoring);
  const rows = direction === 'descending' ? ranked : [...ranked].reverse();
  const rank = (by: Scoring, to: SortDirection) => {
    if (by !== scoring) roadmap.rankBy(by);
    setDirection(to);
  };
  const add = (opener: HTMLElement | null) => setOpened({ newId: crypto.randomUUID(), opener });

  return (
    <ToolPage
      toolId="feature-prioritization-radar"
      description={t({
        id: 'featureRadar.page.description',
        defaultMessage:
          'Score the features you are weighing with RICE or ICE, see which are quick wins and which are money pits, and build the best first.',
      })}
      width="5xl"
      document={roadmap}
      saved={<SavedRoadmaps roadmap={roadmap} />}
      headerExtras={
        <ExportRankingButton
          ranked={rows}
          reachPeriod={reachPeriod}
          words={words}
          fileName={fileNameOf(roadmap.name, 'roadmap')}
        />
      }
    >
      <FeaturesSection
        roadmap={roadmap}
        rows={rows}
        direction={direction}
        words={words}
        canAdd={features.length < FEATURE_LIMITS.features}
        onAdd={add}
        onRank={rank}
        onOpen={(feature, opener) => setOpened({ feature, opener })}
      />
      {features.length > 0 && <ImpactChartSection features={features} scoring={scoring} words={words} />}
      {opened && (
        <FeatureDialog
          key={'feature' in opened ? opened.feature.id : opened.newId}
          opened={opened}
          reachPeriod={reachPeriod}
          opener={opened.opener}
          onSave={roadmap.saveFeature}
          onDelete={() => 'feature' in opened && roadmap.removeFeature(opened.feature.id)}
          onClose={() => setOpened(null)}
        />
      )}
    </ToolPage>
  );
}
