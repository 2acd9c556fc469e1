import type { ToolCategory, ToolId } from '@core/tools/tool-catalogue';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useT } from './i18n/use-t';

/*
 * The catalogue's words (core/tools/tool-catalogue.ts) as messages: core keeps the English, the web says them in
 * the page's language. Each English default is core's text, word for word (tool-text.test.ts holds them equal).
 */

const toolNames: Record<ToolId, MessageDescriptor> = defineMessages({
  'idea-garage': { id: 'tools.catalogue.ideaGarage.name', defaultMessage: 'Idea Garage' },
  'equity-split': { id: 'tools.catalogue.equitySplit.name', defaultMessage: 'Equity Calculator' },
  'cofounder-fit': { id: 'tools.catalogue.cofounderFit.name', defaultMessage: 'Co-founder Fit Assessment' },
  'your-ai-ca': { id: 'tools.catalogue.yourAiCa.name', defaultMessage: 'Your AI CA' },
  'ai-accountant': { id: 'tools.catalogue.aiAccountant.name', defaultMessage: 'AI Accountant' },
  'domain-tracker': { id: 'tools.catalogue.domainTracker.name', defaultMessage: 'Domain Tracker' },
  'brand-name-suggester': { id: 'tools.catalogue.brandNameSuggester.name', defaultMessage: 'Brand Name Suggester' },
  'investor-directory': { id: 'tools.catalogue.investorDirectory.name', defaultMessage: 'Investor Directory' },
  'faqs-of-vc': { id: 'tools.catalogue.faqsOfVc.name', defaultMessage: 'FAQs of VC' },
  'validation-agent': { id: 'tools.catalogue.validationAgent.name', defaultMessage: 'Validation Agent' },
  'esop-planner': { id: 'tools.catalogue.esopPlanner.name', defaultMessage: 'ESOP Planner' },
  'personal-crm': { id: 'tools.catalogue.personalCrm.name', defaultMessage: 'Personal CRM' },
  'finance-model-creator': { id: 'tools.catalogue.financeModelCreator.name', defaultMessage: 'Finance Model Creator' },
  'pitch-maker': { id: 'tools.catalogue.pitchMaker.name', defaultMessage: 'Pitch Maker' },
  'founder-motivation-radar': {
    id: 'tools.catalogue.founderMotivationRadar.name',
    defaultMessage: 'Founder Motivation Radar',
  },
  'term-sheet-translator': { id: 'tools.catalogue.termSheetTranslator.name', defaultMessage: 'Term Sheet Translator' },
  'pitch-deck-directory': { id: 'tools.catalogue.pitchDeckDirectory.name', defaultMessage: 'Pitch Deck Directory' },
  'market-research-agent': { id: 'tools.catalogue.marketResearchAgent.name', defaultMessage: 'Market Research Agent' },
  'competitor-analysis': { id: 'tools.catalogue.competitorAnalysis.name', defaultMessage: 'Competitor Analysis' },
  'competitor-tracker': { id: 'tools.catalogue.competitorTracker.name', defaultMessage: 'Competitor Tracker' },
  'user-research-bot': { id: 'tools.catalogue.userResearchBot.name', defaultMessage: 'User Research Bot' },
  'investor-crm': { id: 'tools.catalogue.investorCrm.name', defaultMessage: 'Investor CRM' },
  'growth-experiment-lab': { id: 'tools.catalogue.growthExperimentLab.name', defaultMessage: 'Growth Experiment Lab' },
  'pricing-strategy-simulator': {
    id: 'tools.catalogue.pricingStrategySimulator.name',
    defaultMessage: 'Pricing Strategy Simulator',
  },
  'grant-incentive-finder': {
    id: 'tools.catalogue.grantIncentiveFinder.name',
    defaultMessage: 'Grant & Incentive Finder',
  },
  'feature-prioritization-radar': {
    id: 'tools.catalogue.featurePrioritizationRadar.name',
    defaultMessage: 'Feature Prioritization Radar',
  },
  'team-culture-pulse': { id: 'tools.catalogue.teamCulturePulse.name', defaultMessage: 'Team Culture Pulse' },
  'advisors-directory': { id: 'tools.catalogue.advisorsDirectory.name', defaultMessage: 'Advisors Directory' },
  'competition-hackathon-directory': {
    id: 'tools.catalogue.competitionHackathonDirectory.name',
    defaultMessage: 'Competition & Hackathon Directory',
  },
  'founder-news-bot': { id: 'tools.catalogue.founderNewsBot.name', defaultMessage: 'Founder News Bot' },
  'mental-health-support': { id: 'tools.catalogue.mentalHealthSupport.name', defaultMessage: 'Mental Health Support' },
  'custom-dashboard': { id: 'tools.catalogue.customDashboard.name', defaultMessage: 'Custom Dashboard' },
});

/** A tool's name as a message, for text that names a tool by its id outside a component (the import's places). */
export const toolNameMessage = (id: ToolId): MessageDescriptor => toolNames[id];

const toolDescriptions: Record<ToolId, MessageDescriptor> = defineMessages({
  'idea-garage': {
    id: 'tools.catalogue.ideaGarage.description',
    defaultMessage: 'Collect, organize and share your startup ideas',
  },
  'equity-split': {
    id: 'tools.catalogue.equitySplit.description',
    defaultMessage: 'Split founder equity fairly by contribution, commitment and experience',
  },
  'cofounder-fit': {
    id: 'tools.catalogue.cofounderFit.description',
    defaultMessage: 'Find out how well you and a co-founder fit, in ten questions',
  },
  'your-ai-ca': {
    id: 'tools.catalogue.yourAiCa.description',
    defaultMessage: 'Track GST, income tax and TDS filings and payments in one place',
  },
  'ai-accountant': {
    id: 'tools.catalogue.aiAccountant.description',
    defaultMessage: 'See revenue, expenses, budgets and transactions at a glance',
  },
  'domain-tracker': {
    id: 'tools.catalogue.domainTracker.description',
    defaultMessage: 'Check domain availability and keep an eye on the names you want',
  },
  'brand-name-suggester': {
    id: 'tools.catalogue.brandNameSuggester.description',
    defaultMessage: 'Generate brand names for your business, with domain availability',
  },
  'investor-directory': {
    id: 'tools.catalogue.investorDirectory.description',
    defaultMessage: 'Find investors by stage, sector and geography',
  },
  'faqs-of-vc': {
    id: 'tools.catalogue.faqsOfVc.description',
    defaultMessage: 'Plain answers to the questions founders ask about venture capital',
  },
  'validation-agent': {
    id: 'tools.catalogue.validationAgent.description',
    defaultMessage: 'Test your idea against real demand before you build',
  },
  'esop-planner': {
    id: 'tools.catalogue.esopPlanner.description',
    defaultMessage: 'Plan an employee stock option pool and its vesting',
  },
  'personal-crm': {
    id: 'tools.catalogue.personalCrm.description',
    defaultMessage: 'Keep track of the people in your founder network',
  },
  'finance-model-creator': {
    id: 'tools.catalogue.financeModelCreator.description',
    defaultMessage: 'Build revenue, cost and runway models for your startup',
  },
  'pitch-maker': {
    id: 'tools.catalogue.pitchMaker.description',
    defaultMessage: 'Turn your idea into a clear, compelling pitch',
  },
  'founder-motivation-radar': {
    id: 'tools.catalogue.founderMotivationRadar.description',
    defaultMessage: 'Notice your energy and motivation before burnout does',
  },
  'term-sheet-translator': {
    id: 'tools.catalogue.termSheetTranslator.description',
    defaultMessage: 'Understand every clause of a term sheet in plain language',
  },
  'pitch-deck-directory': {
    id: 'tools.catalogue.pitchDeckDirectory.description',
    defaultMessage: 'Learn from the pitch decks of startups that raised',
  },
  'market-research-agent': {
    id: 'tools.catalogue.marketResearchAgent.description',
    defaultMessage: 'Size your market and learn who your customers are',
  },
  'competitor-analysis': {
    id: 'tools.catalogue.competitorAnalysis.description',
    defaultMessage: 'Compare your startup with its competitors, feature by feature',
  },
  'competitor-tracker': {
    id: 'tools.catalogue.competitorTracker.description',
    defaultMessage: "Follow your competitors' launches, pricing and hiring",
  },
  'user-research-bot': {
    id: 'tools.catalogue.userResearchBot.description',
    defaultMessage: 'Plan user interviews and turn the answers into insights',
  },
  'investor-crm': {
    id: 'tools.catalogue.investorCrm.description',
    defaultMessage: 'Manage your fundraising pipeline, investor by investor',
  },
  'growth-experiment-lab': {
    id: 'tools.catalogue.growthExperimentLab.description',
    defaultMessage: 'Design, run and learn from growth experiments',
  },
  'pricing-strategy-simulator': {
    id: 'tools.catalogue.pricingStrategySimulator.description',
    defaultMessage: 'See how pricing choices change revenue and conversion',
  },
  'grant-incentive-finder': {
    id: 'tools.catalogue.grantIncentiveFinder.description',
    defaultMessage: 'Find grants, credits and incentives your startup qualifies for',
  },
  'feature-prioritization-radar': {
    id: 'tools.catalogue.featurePrioritizationRadar.description',
    defaultMessage: 'Decide what to build next by impact and effort',
  },
  'team-culture-pulse': {
    id: 'tools.catalogue.teamCulturePulse.description',
    defaultMessage: "Take the pulse of your team's morale and culture",
  },
  'advisors-directory': {
    id: 'tools.catalogue.advisorsDirectory.description',
    defaultMessage: 'Find advisors and mentors who have done it before',
  },
  'competition-hackathon-directory': {
    id: 'tools.catalogue.competitionHackathonDirectory.description',
    defaultMessage: 'Find startup competitions and hackathons worth entering',
  },
  'founder-news-bot': {
    id: 'tools.catalogue.founderNewsBot.description',
    defaultMessage: 'The startup and funding news that matters to you',
  },
  'mental-health-support': {
    id: 'tools.catalogue.mentalHealthSupport.description',
    defaultMessage: 'Resources and support for the founder behind the startup',
  },
  'custom-dashboard': {
    id: 'tools.catalogue.customDashboard.description',
    defaultMessage: 'Your key startup metrics, on one page',
  },
});

const categoryNames: Record<ToolCategory, MessageDescriptor> = defineMessages({
  Planning: { id: 'tools.catalogue.category.planning', defaultMessage: 'Planning' },
  Legal: { id: 'tools.catalogue.category.legal', defaultMessage: 'Legal' },
  Team: { id: 'tools.catalogue.category.team', defaultMessage: 'Team' },
  Finance: { id: 'tools.catalogue.category.finance', defaultMessage: 'Finance' },
  Branding: { id: 'tools.catalogue.category.branding', defaultMessage: 'Branding' },
  Funding: { id: 'tools.catalogue.category.funding', defaultMessage: 'Funding' },
  Networking: { id: 'tools.catalogue.category.networking', defaultMessage: 'Networking' },
  Research: { id: 'tools.catalogue.category.research', defaultMessage: 'Research' },
  Growth: { id: 'tools.catalogue.category.growth', defaultMessage: 'Growth' },
  Strategy: { id: 'tools.catalogue.category.strategy', defaultMessage: 'Strategy' },
  Product: { id: 'tools.catalogue.category.product', defaultMessage: 'Product' },
  Personal: { id: 'tools.catalogue.category.personal', defaultMessage: 'Personal' },
  Opportunities: { id: 'tools.catalogue.category.opportunities', defaultMessage: 'Opportunities' },
  Information: { id: 'tools.catalogue.category.information', defaultMessage: 'Information' },
  Analytics: { id: 'tools.catalogue.category.analytics', defaultMessage: 'Analytics' },
});

export type ToolText = {
  toolName: (id: ToolId) => string;
  toolDescription: (id: ToolId) => string;
  categoryName: (category: ToolCategory) => string;
};

/** A tool's name and description, and a category's name, in the page's language (English outside the provider). */
export function useToolText(): ToolText {
  const t = useT();
  return useMemo(
    () => ({
      toolName: (id) => t(toolNames[id]),
      toolDescription: (id) => t(toolDescriptions[id]),
      categoryName: (category) => t(categoryNames[category]),
    }),
    [t],
  );
}
