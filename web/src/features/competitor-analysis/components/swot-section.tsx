import { COMPETITOR_LIMITS, SWOT_KEYS, type SwotKey } from '@core/tools/competitor-analysis/competitor-analysis';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useT } from '@/lib/i18n/use-t';
import { issueAt } from '../hooks/analysis-form';
import type { AnalysisDocument } from '../hooks/use-analysis-document';
import { useColumnTitles } from '../hooks/use-column-titles';

/** A SWOT for each column, one at a time: strengths, weaknesses, opportunities and threats, one point a line. */
export function SwotSection({ analysis }: { analysis: AnalysisDocument }) {
  const t = useT();
  const { competitors } = analysis.form;
  const titles = useColumnTitles(competitors);
  const [picked, setPicked] = useState<string | null>(null);
  const column = competitors.find((candidate) => candidate.id === picked) ?? competitors[0];
  const headings: Record<SwotKey, string> = {
    strengths: t({ id: 'competitorAnalysis.swot.strengths', defaultMessage: 'Strengths' }),
    weaknesses: t({ id: 'competitorAnalysis.swot.weaknesses', defaultMessage: 'Weaknesses' }),
    opportunities: t({ id: 'competitorAnalysis.swot.opportunities', defaultMessage: 'Opportunities' }),
    threats: t({ id: 'competitorAnalysis.swot.threats', defaultMessage: 'Threats' }),
  };
  return (
    <SectionCard title={t({ id: 'competitorAnalysis.swot.title', defaultMessage: 'SWOT' })}>
      {!column ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'competitorAnalysis.swot.empty',
            defaultMessage:
              'Add your product or a competitor above to write its strengths, weaknesses, opportunities and threats.',
          })}
        </p>
      ) : (
        <>
          <SelectField
            layout="stacked"
            label={t({ id: 'competitorAnalysis.swot.of', defaultMessage: 'SWOT of' })}
            value={column.id}
            options={competitors.map(({ id }) => ({ value: id, label: titles(id).label }))}
            onChange={setPicked}
          />
          <p className="text-sm text-muted-foreground">
            {t(
              {
                id: 'competitorAnalysis.swot.explain',
                defaultMessage: 'One point a line, at most {max} a list.',
              },
              { max: COMPETITOR_LIMITS.swotItems },
            )}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {SWOT_KEYS.map((key) => (
              <TextAreaField
                key={`${column.id}-${key}`}
                label={headings[key]}
                rows={4}
                value={column.swot[key]}
                error={issueAt(analysis.checked.issues, `competitors.${column.id}.swot.${key}`)}
                onChange={(event) => {
                  const text = event.target.value;
                  analysis.editColumn(column.id, (now) => ({ swot: { ...now.swot, [key]: text } }));
                }}
              />
            ))}
          </div>
        </>
      )}
    </SectionCard>
  );
}
