import type { DashboardTile } from '../dashboard/dashboard-tile';
import { aiAccountantTile } from './ai-accountant/ai-accountant-tile';
import { featurePrioritizationRadarTile } from './feature-prioritization-radar/feature-prioritization-radar-tile';
import { financeModelTile } from './finance-model-creator/finance-model-tile';
import { founderMotivationRadarTile } from './founder-motivation-radar/founder-motivation-radar-tile';
import { growthExperimentLabTile } from './growth-experiment-lab/growth-experiment-lab-tile';
import { ideaGarageTile } from './idea-garage/idea-garage-tile';
import { investorCrmTile } from './investor-crm/investor-crm-tile';
import { personalCrmTile } from './personal-crm/personal-crm-tile';
import { yourAiCaTile } from './your-ai-ca/your-ai-ca-tile';

/**
 * Every tool's tile on the Custom Dashboard (ADR 0111), once, in the order the 'Add a tile' list offers them: the
 * dashboard and the server read this list and never name a tool.
 */
export const TOOL_TILES: readonly DashboardTile[] = [
  financeModelTile,
  investorCrmTile,
  yourAiCaTile,
  aiAccountantTile,
  growthExperimentLabTile,
  featurePrioritizationRadarTile,
  personalCrmTile,
  founderMotivationRadarTile,
  ideaGarageTile,
];

/** The tiles a new dashboard shows (ADR 0111): money and the round first, then what is due. */
export const DEFAULT_TILES: readonly string[] = [
  financeModelTile.toolId,
  investorCrmTile.toolId,
  aiAccountantTile.toolId,
  yourAiCaTile.toolId,
  personalCrmTile.toolId,
  ideaGarageTile.toolId,
];

const byToolId = new Map(TOOL_TILES.map((tile) => [tile.toolId as string, tile]));

/** A tool's tile; undefined for a tool that has none. */
export const findTile = (toolId: string): DashboardTile | undefined => byToolId.get(toolId);
