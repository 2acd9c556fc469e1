import type { ToolId, WorkingToolId } from '@core/tools/tool-catalogue';
import type { ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute, preloadPage, preloadRoutes } from './lazy-route';

/**
 * The one web registry of the tools' pages: each working tool's page, its own chunk, loaded when the tool is opened.
 * Every working tool has its line (the type says so); adding a tool is adding its line (docs/adding-a-tool.md).
 */
const TOOL_PAGES: Record<WorkingToolId, ComponentType> = {
  'equity-split': lazyRoute(
    async () => (await import('@/features/equity-split/components/equity-calculator')).EquityCalculator,
  ),
  'finance-model-creator': lazyRoute(
    async () => (await import('@/features/finance-model-creator/components/finance-model-creator')).FinanceModelCreator,
  ),
  'term-sheet-translator': lazyRoute(
    async () => (await import('@/features/term-sheet-translator/components/term-sheet-translator')).TermSheetTranslator,
  ),
  'cofounder-fit': lazyRoute(
    async () => (await import('@/features/cofounder-fit/components/cofounder-fit-assessment')).CofounderFitAssessment,
  ),
  'competition-hackathon-directory': lazyRoute(
    async () =>
      (await import('@/features/competition-hackathon-directory/components/competition-directory'))
        .CompetitionDirectory,
  ),
  'grant-incentive-finder': lazyRoute(
    async () => (await import('@/features/grant-incentive-finder/components/grant-finder')).GrantFinder,
  ),
  'pitch-deck-directory': lazyRoute(
    async () => (await import('@/features/pitch-deck-directory/components/pitch-deck-directory')).PitchDeckDirectory,
  ),
  'investor-directory': lazyRoute(
    async () => (await import('@/features/investor-directory/components/investor-directory')).InvestorDirectory,
  ),
  'faqs-of-vc': lazyRoute(async () => (await import('@/features/faqs-of-vc/components/faqs-of-vc')).FaqsOfVc),
  'your-ai-ca': lazyRoute(async () => (await import('@/features/your-ai-ca/components/your-ai-ca')).YourAiCa),
  'ai-accountant': lazyRoute(
    async () => (await import('@/features/ai-accountant/components/ai-accountant')).AiAccountant,
  ),
  'domain-tracker': lazyRoute(
    async () => (await import('@/features/domain-tracker/components/domain-tracker')).DomainTracker,
  ),
  'advisors-directory': lazyRoute(
    async () => (await import('@/features/advisors-directory/components/advisors-directory')).AdvisorsDirectory,
  ),
  'user-research-bot': lazyRoute(
    async () => (await import('@/features/user-research-bot/components/user-research-bot')).UserResearchBot,
  ),
  'validation-agent': lazyRoute(
    async () => (await import('@/features/validation-agent/components/validation-agent')).ValidationAgent,
  ),
  'mental-health-support': lazyRoute(
    async () => (await import('@/features/mental-health-support/components/mental-health-support')).MentalHealthSupport,
  ),
  'feature-prioritization-radar': lazyRoute(
    async () =>
      (await import('@/features/feature-prioritization-radar/components/feature-prioritization-radar'))
        .FeaturePrioritizationRadar,
  ),
  'esop-planner': lazyRoute(async () => (await import('@/features/esop-planner/components/esop-planner')).EsopPlanner),
  'investor-crm': lazyRoute(async () => (await import('@/features/investor-crm/components/investor-crm')).InvestorCrm),
  'growth-experiment-lab': lazyRoute(
    async () => (await import('@/features/growth-experiment-lab/components/growth-experiment-lab')).GrowthExperimentLab,
  ),
  'personal-crm': lazyRoute(async () => (await import('@/features/personal-crm/components/personal-crm')).PersonalCrm),
  'brand-name-suggester': lazyRoute(
    async () => (await import('@/features/brand-name-suggester/components/brand-name-suggester')).BrandNameSuggester,
  ),
  'pricing-strategy-simulator': lazyRoute(
    async () => (await import('@/features/pricing-strategy-simulator/components/pricing-simulator')).PricingSimulator,
  ),
  'pitch-maker': lazyRoute(async () => (await import('@/features/pitch-maker/components/pitch-maker')).PitchMaker),
  'market-research-agent': lazyRoute(
    async () => (await import('@/features/market-research-agent/components/market-research-agent')).MarketResearchAgent,
  ),
  'founder-motivation-radar': lazyRoute(
    async () =>
      (await import('@/features/founder-motivation-radar/components/founder-motivation-radar')).FounderMotivationRadar,
  ),
  'competitor-analysis': lazyRoute(
    async () => (await import('@/features/competitor-analysis/components/competitor-analysis')).CompetitorAnalysis,
  ),
  'custom-dashboard': lazyRoute(
    async () => (await import('@/features/custom-dashboard/components/custom-dashboard')).CustomDashboard,
  ),
  'team-culture-pulse': lazyRoute(
    async () => (await import('@/features/team-culture-pulse/components/team-culture-pulse')).TeamCulturePulse,
  ),
  'founder-news-bot': lazyRoute(
    async () => (await import('@/features/founder-news-bot/components/founder-news-bot')).FounderNewsBot,
  ),
  'competitor-tracker': lazyRoute(
    async () => (await import('@/features/competitor-tracker/components/competitor-tracker')).CompetitorTracker,
  ),
};

/** Each tool's page as the tool route draws it: none for the Idea Garage (its own routes). */
export const TOOL_PAGE_OF: Partial<Record<ToolId, ComponentType>> = TOOL_PAGES;

/**
 * Loads the page of the tool at `pathname`, if it is one of these, so that a tool page the server drew hydrates in
 * one pass, its controls live as soon as the page is (mount-app.tsx).
 */
export function preloadToolPage(pathname: string): Promise<void> {
  const id = matchPath(paths.tool.path, pathname)?.params.toolId as ToolId | undefined;
  return preloadPage(id && TOOL_PAGE_OF[id]);
}

/** The modules of the routes (and tool) at `pathname`, loaded side by side: what a page there needs to draw at once. */
export const preloadPagesAt = (routes: RouteObject[], pathname: string) =>
  Promise.all([preloadRoutes(routes, pathname), preloadToolPage(pathname)]);
