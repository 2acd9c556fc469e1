import type { ToolId } from '@core/tools/tool-catalogue';
import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';

type LoadKind = () => Promise<ToolDocumentKind>;

/**
 * The kind of documents each tool keeps (core's `findToolDocuments`), loaded when it is needed. The tool route reads a
 * visitor's shared link with it before it knows which tool page to draw: importing core's registry there put every
 * tool's document schema in every tool page's scripts (the term sheet's page went over its 250 KB budget). A tool's
 * page imports its own kind, so the one loaded here is already in the browser by the time a link is read.
 */
const TOOL_DOCUMENT_LOADERS: Partial<Record<ToolId, LoadKind>> = {
  'brand-name-suggester': async () =>
    (await import('@core/tools/brand-name-suggester/brand-name-lists')).brandNameListDocuments,
  'custom-dashboard': async () =>
    (await import('@core/tools/custom-dashboard/dashboard-layouts')).dashboardLayoutDocuments,
  'competitor-analysis': async () =>
    (await import('@core/tools/competitor-analysis/competitor-analyses')).competitorAnalysisDocuments,
  'equity-split': async () => (await import('@core/tools/equity-split/equity-scenarios')).equityScenarioDocuments,
  'esop-planner': async () => (await import('@core/tools/esop-planner/esop-plans')).esopPlanDocuments,
  'growth-experiment-lab': async () =>
    (await import('@core/tools/growth-experiment-lab/experiment-labs')).experimentLabDocuments,
  'feature-prioritization-radar': async () =>
    (await import('@core/tools/feature-prioritization-radar/feature-roadmaps')).featureRoadmapDocuments,
  'investor-crm': async () => (await import('@core/tools/investor-crm/investor-pipelines')).investorPipelineDocuments,
  'finance-model-creator': async () =>
    (await import('@core/tools/finance-model-creator/finance-model-documents')).financeModelDocuments,
  'founder-motivation-radar': async () =>
    (await import('@core/tools/founder-motivation-radar/check-in-logs')).checkInLogDocuments,
  'market-research-agent': async () =>
    (await import('@core/tools/market-research-agent/market-documents')).marketDocuments,
  'personal-crm': async () => (await import('@core/tools/personal-crm/contact-lists')).contactListDocuments,
  'pitch-maker': async () => (await import('@core/tools/pitch-maker/pitch-decks')).pitchDeckDocuments,
  'pricing-strategy-simulator': async () =>
    (await import('@core/tools/pricing-strategy-simulator/pricing-analyses')).pricingAnalysisDocuments,
  'user-research-bot': async () => (await import('@core/tools/user-research-bot/research-plans')).researchPlanDocuments,
  'term-sheet-translator': async () =>
    (await import('@core/tools/term-sheet-translator/analyses')).termSheetAnalysisDocuments,
  'mental-health-support': async () => (await import('@core/tools/mental-health-support/journal')).journalDocuments,
  'validation-agent': async () =>
    (await import('@core/tools/validation-agent/validation-boards')).validationBoardDocuments,
};

/** How to load the kind of documents a tool keeps; undefined for a tool that keeps none. */
export const toolDocumentLoader = (toolId: ToolId): LoadKind | undefined => TOOL_DOCUMENT_LOADERS[toolId];
