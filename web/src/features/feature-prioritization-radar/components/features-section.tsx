import type { RankedFeature } from '@core/tools/feature-prioritization-radar/feature-ranking';
import { REACH_PERIODS, type Scoring } from '@core/tools/feature-prioritization-radar/feature-scores';
import { Plus } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import type { RoadmapDocument } from '../hooks/use-roadmap-document';
import type { ScoreWords } from '../hooks/use-score-words';
import { RankedFeatures } from './ranked-features';
import type { SortDirection } from './sort-header';

type FeaturesSectionProps = {
  roadmap: RoadmapDocument;
  rows: readonly RankedFeature[];
  direction: SortDirection;
  words: ScoreWords;
  canAdd: boolean;
  onAdd: (opener: HTMLElement | null) => void;
  /** Ranks by a score, highest or lowest first. */
  onRank: (scoring: Scoring, direction: SortDirection) => void;
  onOpen: (feature: RankedFeature['feature'], opener: HTMLElement) => void;
};

/** The roadmap's features ranked, 'Add feature', and the period reach is counted in; an invitation while empty. */
export function FeaturesSection({
  roadmap,
  rows,
  direction,
  words,
  canAdd,
  onAdd,
  onRank,
  onOpen,
}: FeaturesSectionProps) {
  const t = useT();
  const { reachPeriod, scoring } = roadmap.roadmap;
  const addLabel = t({ id: 'featureRadar.features.add', defaultMessage: 'Add feature' });
  // A column's header ranks by its score, highest first; pressed again, the other way round.
  const sortBy = (by: Scoring) => onRank(by, by === scoring && direction === 'descending' ? 'ascending' : 'descending');
  const orders = [
    ['rice', 'descending', t({ id: 'featureRadar.features.riceHighest', defaultMessage: 'RICE, highest first' })],
    ['rice', 'ascending', t({ id: 'featureRadar.features.riceLowest', defaultMessage: 'RICE, lowest first' })],
    ['ice', 'descending', t({ id: 'featureRadar.features.iceHighest', defaultMessage: 'ICE, highest first' })],
    ['ice', 'ascending', t({ id: 'featureRadar.features.iceLowest', defaultMessage: 'ICE, lowest first' })],
  ] as const;
  return (
    <SectionCard title={t({ id: 'featureRadar.features.title', defaultMessage: 'Features' })}>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <SelectField
          label={t({ id: 'featureRadar.features.period', defaultMessage: 'Count reach per' })}
          value={reachPeriod}
          options={REACH_PERIODS.map((period) => ({ value: period, label: words.periods[period] }))}
          onChange={roadmap.countReachPer}
        />
        {rows.length > 0 && (
          <SelectField
            label={t({ id: 'featureRadar.features.rankBy', defaultMessage: 'Rank by' })}
            value={`${scoring} ${direction}`}
            options={orders.map(([by, to, label]) => ({ value: `${by} ${to}`, label }))}
            onChange={(order) => {
              const [by, to] = orders.find(([one, other]) => `${one} ${other}` === order) ?? orders[0];
              onRank(by, to);
            }}
          />
        )}
        {rows.length > 0 && (
          <Button variant="outline" disabled={!canAdd} onClick={(event) => onAdd(event.currentTarget)}>
            <Plus className="size-4" aria-hidden="true" />
            {addLabel}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState
          title={t({ id: 'featureRadar.features.emptyTitle', defaultMessage: 'No features yet' })}
          description={t({
            id: 'featureRadar.features.emptyDescription',
            defaultMessage:
              'Add the features you are weighing. Each gets a RICE and an ICE score, and this list ranks them.',
          })}
          actions={[{ label: addLabel, onClick: () => onAdd(null) }]}
        />
      ) : (
        <RankedFeatures
          rows={rows}
          scoring={scoring}
          direction={direction}
          reachPeriod={reachPeriod}
          words={words}
          onSort={sortBy}
          onOpen={onOpen}
        />
      )}
    </SectionCard>
  );
}
