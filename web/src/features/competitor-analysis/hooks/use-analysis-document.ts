import { competitorAnalysisDocuments } from '@core/tools/competitor-analysis/competitor-analyses';
import type { CompetitorAnalysisData, FeatureSupport } from '@core/tools/competitor-analysis/competitor-analysis';
import { withoutFeature, withSupport, type MapPosition } from '@core/tools/competitor-analysis/competitor-matrix';
import { useCallback } from 'react';
import { useCompanySettings } from '@/lib/company-settings';
import { useT } from '@/lib/i18n/use-t';
import { useToolDocument } from '@/lib/tool-documents/use-tool-document';
import { checkAnalysis, formOf, newAnalysis, newColumn, type AnalysisForm, type ColumnForm } from './analysis-form';

/**
 * The analysis on the page and its saved document (the tool documents' actions, ADR 0045): edit the columns, the
 * features and their cells, the map and the SWOTs; it saves by itself with Auto save on (else with Save).
 */
export function useAnalysisDocument() {
  const t = useT();
  // A new analysis is in the company's currency (ADR 0070); a saved one in its own.
  const { currency } = useCompanySettings();
  const axes = {
    x: t({ id: 'competitorAnalysis.map.defaultX', defaultMessage: 'Price' }),
    y: t({ id: 'competitorAnalysis.map.defaultY', defaultMessage: 'Ease of use' }),
  };
  const valuesOf = (data: CompetitorAnalysisData | null) => (data ? formOf(data) : newAnalysis(currency, axes));
  const analysis = useToolDocument(competitorAnalysisDocuments, {
    valuesOf,
    check: checkAnalysis,
    labels: {
      name: t({ id: 'competitorAnalysis.analyses.name', defaultMessage: 'Analysis name' }),
      startNew: t({ id: 'competitorAnalysis.analyses.new', defaultMessage: 'New analysis' }),
    },
    texts: {
      defaultName: (number) =>
        t(
          { id: 'competitorAnalysis.analyses.defaultName', defaultMessage: 'Competitor analysis {number}' },
          { number },
        ),
      nameTaken: t({ id: 'competitorAnalysis.analyses.nameTaken', defaultMessage: 'That name is taken.' }),
      goneOnSave: t({
        id: 'competitorAnalysis.analyses.goneOnSave',
        defaultMessage: 'This analysis no longer exists. Save it again to keep it.',
      }),
      saveError: t({
        id: 'competitorAnalysis.analyses.saveError',
        defaultMessage: 'Could not save the analysis. Your changes are kept here; please try again.',
      }),
      gone: t({ id: 'competitorAnalysis.analyses.gone', defaultMessage: 'This analysis no longer exists.' }),
      openError: t({
        id: 'competitorAnalysis.analyses.openError',
        defaultMessage: 'Could not open the analysis. Please try again.',
      }),
      deleteError: t({
        id: 'competitorAnalysis.analyses.deleteError',
        defaultMessage: 'Could not delete the analysis. Please try again.',
      }),
      fixFields: t({
        id: 'competitorAnalysis.analyses.fixFields',
        defaultMessage: 'Correct the fields marked below before saving.',
      }),
    },
  });
  const { change } = analysis;
  const setColumns = useCallback(
    (update: (columns: ColumnForm[]) => ColumnForm[]) => change((form) => ({ competitors: update(form.competitors) })),
    [change],
  );
  const editColumn = useCallback(
    (id: string, patch: (column: ColumnForm) => Partial<ColumnForm>) =>
      setColumns((columns) => columns.map((column) => (column.id === id ? { ...column, ...patch(column) } : column))),
    [setColumns],
  );
  return {
    ...analysis,
    form: analysis.values,
    /** Adds a column (the founder's product first), unnamed; its id. */
    addColumn: (isOwn: boolean) => {
      const id = crypto.randomUUID();
      setColumns((columns) => (isOwn ? [newColumn(id, true), ...columns] : [...columns, newColumn(id, false)]));
      return id;
    },
    editColumn,
    removeColumn: (id: string) => setColumns((columns) => columns.filter((column) => column.id !== id)),
    /** Adds a feature, unnamed; its id. */
    addFeature: () => {
      const id = crypto.randomUUID();
      change((form) => ({ features: [...form.features, { id, name: '' }] }));
      return id;
    },
    renameFeature: (id: string, name: string) =>
      change((form) => ({ features: form.features.map((feature) => (feature.id === id ? { id, name } : feature)) })),
    removeFeature: (id: string) =>
      change((form) => ({
        features: form.features.filter((feature) => feature.id !== id),
        competitors: withoutFeature(form.competitors, id),
      })),
    setSupport: (columnId: string, featureId: string, support: FeatureSupport) =>
      editColumn(columnId, (column) => ({ features: withSupport(column.features, featureId, support) })),
    place: useCallback((id: string, position: MapPosition) => editColumn(id, () => ({ position })), [editColumn]),
    nameAxis: (axis: keyof AnalysisForm['axes'], label: string) =>
      change((form) => ({ axes: { ...form.axes, [axis]: label } })),
  };
}

export type AnalysisDocument = ReturnType<typeof useAnalysisDocument>;
