import { advisorsDirectoryContracts } from './advisors-directory/advisors-directory-contracts';
import { aiAccountantContracts } from './ai-accountant/ai-accountant-contracts';
import { competitionHackathonDirectoryContracts } from './competition-hackathon-directory/competition-hackathon-directory-contracts';
import { competitorTrackerContracts } from './competitor-tracker/competitor-tracker-contracts';
import { cofounderFitContracts } from './cofounder-fit/cofounder-fit-contracts';
import { domainTrackerContracts } from './domain-tracker/domain-tracker-contracts';
import { founderNewsBotContracts } from './founder-news-bot/founder-news-bot-contracts';
import { founderMotivationRadarContracts } from './founder-motivation-radar/founder-motivation-radar-contracts';
import { investorCrmContracts } from './investor-crm/investor-crm-contracts';
import { personalCrmContracts } from './personal-crm/personal-crm-contracts';
import { teamCulturePulseContracts } from './team-culture-pulse/team-culture-pulse-contracts';
import { yourAiCaContracts } from './your-ai-ca/your-ai-ca-contracts';

/**
 * Every tool that brings shared core code something (ADR 0067): the notifications compose their kinds from it, the
 * account file its parts, and no shared file names a tool. The order is the account file's order of the tools' parts.
 */
export const TOOL_CONTRACTS = [
  cofounderFitContracts,
  yourAiCaContracts,
  aiAccountantContracts,
  domainTrackerContracts,
  investorCrmContracts,
  personalCrmContracts,
  advisorsDirectoryContracts,
  competitionHackathonDirectoryContracts,
  founderMotivationRadarContracts,
  teamCulturePulseContracts,
  founderNewsBotContracts,
  competitorTrackerContracts,
] as const;
