/** A page of the web app and the modules it loads on demand, as keys of Vite's manifest (`src/…`, from web/). */
export type PageModules = { pattern: RegExp; modules: readonly string[] };

const SHELL = 'src/app/layouts/shell-layout.tsx';
const TOOL = 'src/app/routes/tool.tsx';

/** The tools built so far and their pages (web/src/app/tool-registry.ts loads them on demand; page-modules.test.ts keeps the two in step). */
const TOOL_PAGES: Record<string, string> = {
  'equity-split': 'src/features/equity-split/components/equity-calculator.tsx',
  'faqs-of-vc': 'src/features/faqs-of-vc/components/faqs-of-vc.tsx',
  'investor-directory': 'src/features/investor-directory/components/investor-directory.tsx',
  'competition-hackathon-directory':
    'src/features/competition-hackathon-directory/components/competition-directory.tsx',
  'grant-incentive-finder': 'src/features/grant-incentive-finder/components/grant-finder.tsx',
  'pitch-deck-directory': 'src/features/pitch-deck-directory/components/pitch-deck-directory.tsx',
  'finance-model-creator': 'src/features/finance-model-creator/components/finance-model-creator.tsx',
  'term-sheet-translator': 'src/features/term-sheet-translator/components/term-sheet-translator.tsx',
  'cofounder-fit': 'src/features/cofounder-fit/components/cofounder-fit-assessment.tsx',
  'your-ai-ca': 'src/features/your-ai-ca/components/your-ai-ca.tsx',
  'ai-accountant': 'src/features/ai-accountant/components/ai-accountant.tsx',
  'domain-tracker': 'src/features/domain-tracker/components/domain-tracker.tsx',
  'advisors-directory': 'src/features/advisors-directory/components/advisors-directory.tsx',
  'brand-name-suggester': 'src/features/brand-name-suggester/components/brand-name-suggester.tsx',
  'pricing-strategy-simulator': 'src/features/pricing-strategy-simulator/components/pricing-simulator.tsx',
  'user-research-bot': 'src/features/user-research-bot/components/user-research-bot.tsx',
  'validation-agent': 'src/features/validation-agent/components/validation-agent.tsx',
  'mental-health-support': 'src/features/mental-health-support/components/mental-health-support.tsx',
  'feature-prioritization-radar':
    'src/features/feature-prioritization-radar/components/feature-prioritization-radar.tsx',
  'esop-planner': 'src/features/esop-planner/components/esop-planner.tsx',
  'investor-crm': 'src/features/investor-crm/components/investor-crm.tsx',
  'growth-experiment-lab': 'src/features/growth-experiment-lab/components/growth-experiment-lab.tsx',
  'personal-crm': 'src/features/personal-crm/components/personal-crm.tsx',
  'pitch-maker': 'src/features/pitch-maker/components/pitch-maker.tsx',
  'market-research-agent': 'src/features/market-research-agent/components/market-research-agent.tsx',
  'founder-motivation-radar': 'src/features/founder-motivation-radar/components/founder-motivation-radar.tsx',
  'competitor-analysis': 'src/features/competitor-analysis/components/competitor-analysis.tsx',
  'team-culture-pulse': 'src/features/team-culture-pulse/components/team-culture-pulse.tsx',
  'custom-dashboard': 'src/features/custom-dashboard/components/custom-dashboard.tsx',
  'founder-news-bot': 'src/features/founder-news-bot/components/founder-news-bot.tsx',
  'competitor-tracker': 'src/features/competitor-tracker/components/competitor-tracker.tsx',
};

/**
 * The pages a visitor opens without an account: the landing, signing in, an emailed link's page. The app's shared chunk
 * (scripts/start-chunks.ts, ADR 0124) is never among what they load; the build checks it (scripts/check-bundle-budget.ts).
 */
export const VISITOR_PAGES: readonly PageModules[] = [
  // The app at / (a visitor back with ?error=…, or a signed-in user on their way to the dashboard).
  { pattern: /^\/$/, modules: ['src/app/routes/landing.tsx'] },
  { pattern: /^\/(auth|login|forgot-password)$/, modules: ['src/app/routes/auth.tsx'] },
  { pattern: /^\/reset-password$/, modules: ['src/app/routes/reset-password.tsx'] },
  { pattern: /^\/unsubscribe$/, modules: ['src/app/routes/unsubscribe.tsx'] },
  { pattern: /^\/expired-link$/, modules: ['src/app/routes/expired-link.tsx'] },
  { pattern: /^\/assessment-invite\/[^/]+$/, modules: ['src/app/routes/assessment-invite.tsx'] },
  { pattern: /^\/pulse\/[^/]+$/, modules: ['src/app/routes/pulse.tsx'] },
];

/** The pages of the app a founder works in once signed in (a tool's page also opens from a shared link). */
export const APP_PAGES: readonly PageModules[] = [
  { pattern: /^\/dashboard$/, modules: [SHELL, 'src/app/routes/dashboard.tsx'] },
  { pattern: /^\/profile$/, modules: [SHELL, 'src/app/routes/profile.tsx'] },
  { pattern: /^\/preferences$/, modules: [SHELL, 'src/app/routes/preferences.tsx'] },
  { pattern: /^\/tool\/idea-garage$/, modules: ['src/app/routes/idea-garage.tsx'] },
  { pattern: /^\/tool\/idea-garage\/idea\/[^/]+$/, modules: ['src/app/routes/idea-detail.tsx'] },
  ...Object.entries(TOOL_PAGES).map(([id, page]) => ({ pattern: new RegExp(`^/tool/${id}$`), modules: [TOOL, page] })),
  { pattern: /^\/tool\/[^/]+$/, modules: [TOOL] },
];

/**
 * Which on-demand modules each page of the app needs, first match wins. The server preloads their chunks with
 * the page (server/src/http/page-preloads.ts), so they download beside the app's entry instead of after it has
 * run. web/src/app/router.tsx is the truth; web/src/app/page-modules.test.ts keeps this list in step with it.
 */
export const PAGE_MODULES: readonly PageModules[] = [...VISITOR_PAGES, ...APP_PAGES];

/** The on-demand modules the page at `path` needs (none for an address no route of the list knows). */
export const pageModules = (path: string): readonly string[] =>
  PAGE_MODULES.find(({ pattern }) => pattern.test(path))?.modules ?? [];
