import { brandNameListDocuments } from './brand-name-suggester/brand-name-lists';
import { competitorAnalysisDocuments } from './competitor-analysis/competitor-analyses';
import { dashboardLayoutDocuments } from './custom-dashboard/dashboard-layouts';
import { equityScenarioDocuments } from './equity-split/equity-scenarios';
import { esopPlanDocuments } from './esop-planner/esop-plans';
import { investorPipelineDocuments } from './investor-crm/investor-pipelines';
import { checkInLogDocuments } from './founder-motivation-radar/check-in-logs';
import { featureRoadmapDocuments } from './feature-prioritization-radar/feature-roadmaps';
import { financeModelDocuments } from './finance-model-creator/finance-model-documents';
import { experimentLabDocuments } from './growth-experiment-lab/experiment-labs';
import { marketDocuments } from './market-research-agent/market-documents';
import { journalDocuments } from './mental-health-support/journal';
import { contactListDocuments } from './personal-crm/contact-lists';
import { pitchDeckDocuments } from './pitch-maker/pitch-decks';
import { pricingAnalysisDocuments } from './pricing-strategy-simulator/pricing-analyses';
import { termSheetAnalysisDocuments } from './term-sheet-translator/analyses';
import type { ToolDocumentKind } from './tool-document-contracts';
import { researchPlanDocuments } from './user-research-bot/research-plans';
import { validationBoardDocuments } from './validation-agent/validation-boards';

/** Every tool that keeps saved documents, once: the server's /api/tools/{toolId}/documents serves these. */
const TOOL_DOCUMENT_KINDS: readonly ToolDocumentKind[] = [
  brandNameListDocuments,
  checkInLogDocuments,
  competitorAnalysisDocuments,
  contactListDocuments,
  dashboardLayoutDocuments,
  equityScenarioDocuments,
  esopPlanDocuments,
  experimentLabDocuments,
  featureRoadmapDocuments,
  financeModelDocuments,
  investorPipelineDocuments,
  journalDocuments,
  marketDocuments,
  pitchDeckDocuments,
  pricingAnalysisDocuments,
  researchPlanDocuments,
  termSheetAnalysisDocuments,
  validationBoardDocuments,
];

const byToolId = new Map(TOOL_DOCUMENT_KINDS.map((kind) => [kind.toolId as string, kind]));

/** The kind of documents a tool keeps; undefined for an unknown tool or one that keeps none. */
export const findToolDocuments = (toolId: string): ToolDocumentKind | undefined => byToolId.get(toolId);

/** The tools that keep documents (the fuzzer tries each). */
export const TOOLS_WITH_DOCUMENTS: readonly string[] = TOOL_DOCUMENT_KINDS.map((kind) => kind.toolId);
