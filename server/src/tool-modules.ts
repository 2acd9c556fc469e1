import { advisorsDirectoryModule } from './features/advisors-directory/advisors-directory.module';
import { aiAccountantModule } from './features/ai-accountant/ai-accountant.module';
import { competitionHackathonDirectoryModule } from './features/competition-hackathon-directory/competition-hackathon-directory.module';
import { customDashboardModule } from './features/custom-dashboard/custom-dashboard.module';
import { competitorTrackerModule } from './features/competitor-tracker/competitor-tracker.module';
import { cofounderFitModule } from './features/cofounder-fit/cofounder-fit.module';
import { domainTrackerModule } from './features/domain-tracker/domain-tracker.module';
import { founderNewsBotModule } from './features/founder-news-bot/founder-news-bot.module';
import { founderMotivationRadarModule } from './features/founder-motivation-radar/founder-motivation-radar.module';
import { investorCrmModule } from './features/investor-crm/investor-crm.module';
import { personalCrmModule } from './features/personal-crm/personal-crm.module';
import { teamCulturePulseModule } from './features/team-culture-pulse/team-culture-pulse.module';
import { yourAiCaModule } from './features/your-ai-ca/your-ai-ca.module';

/**
 * Every tool with server parts (ADR 0061). The app, the job runner, the account's export and import, the notifier
 * and the fuzzer compose this list; adding a tool with server parts is its folder and one line here.
 */
export const TOOL_MODULES = [
  cofounderFitModule,
  yourAiCaModule,
  aiAccountantModule,
  domainTrackerModule,
  investorCrmModule,
  personalCrmModule,
  advisorsDirectoryModule,
  competitionHackathonDirectoryModule,
  founderMotivationRadarModule,
  teamCulturePulseModule,
  customDashboardModule,
  founderNewsBotModule,
  competitorTrackerModule,
] as const;
