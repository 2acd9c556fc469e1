import { TOOLS, findTool, type ToolId } from '../core/tools/tool-catalogue';
import { startRdapServer } from '../test-support/rdap-server';
import { paths } from '../web/src/config/paths';
import { COMPETITOR_ANALYSIS } from './competitor-analysis-seed';
import { CONTACT_LIST, INVESTOR_PIPELINE } from './crm-documents-seed';
import { DASHBOARD_LAYOUT } from './custom-dashboard-seed';
import { CHECK_IN_LOG } from './founder-motivation-radar-seed';
import { JOURNAL } from './journal-seed';
import { FEATURE_ROADMAP } from './feature-prioritization-radar-seed';
import { NEWEST_IDEA_TITLE, seedFounder, seedRequest, type SeedRequest } from './founder-seed';
import { NEWS_BOT } from './founder-news-bot-seed';
import { EXPERIMENT_LAB } from './growth-experiment-lab-seed';
import { PULSE_SURVEY } from './team-culture-pulse-seed';
import { WATCHED_PAGES } from './competitor-tracker-seed';
import {
  ADVISOR_PROFILE,
  ASSESSMENTS,
  BOOKS,
  COMPLIANCE,
  INDIAN_COMPANY,
  REGISTERED_DOMAINS,
  TRACKED_DOMAINS,
} from './tool-data-seed';
import {
  BRAND_NAME_LIST,
  EQUITY_SCENARIO,
  ESOP_PLAN,
  FINANCE_MODEL,
  MARKET,
  PITCH_DECK,
  PRICING_ANALYSIS,
  RESEARCH_PLAN,
  TERM_SHEET_ANALYSIS,
  VALIDATION_BOARD,
} from './tool-documents-seed';

/*
 * The pages bench/lighthouse measures, and the work the founder saved for them to show: the app's own pages, then
 * every working tool of the catalogue with the founder's work in it (bench/tool-documents-seed.ts,
 * bench/tool-data-seed.ts).
 */

export type Page = {
  name: string;
  path: string;
  cookie?: string;
  /** Text the page shows only when it rendered what was asked for (not what a visitor would get instead). */
  expect: string;
};

/**
 * A working tool's page: what the founder saved through the tool's API first, and a text only that work makes the
 * page show — a tool that keeps documents opens the one saved last by itself, as it does for a founder coming back.
 */
type ToolPage = {
  tool: ToolId;
  /** The address's query, when the page would otherwise show another part of the work. */
  query?: string;
  seed: readonly SeedRequest[];
  expect: string;
};

const TOOL_PAGES: readonly ToolPage[] = [
  {
    tool: 'equity-split',
    seed: [EQUITY_SCENARIO],
    // Points 230, 225 and 135 of 590: 38.98 %, 38.14 %, 22.88 %; the two points left to the largest remainders.
    expect: 'Priya Raman · 39%',
  },
  {
    tool: 'cofounder-fit',
    seed: ASSESSMENTS,
    // The older of the two results: 353 of 425 weighted points (the other, 325: 76 %).
    expect: '83%',
  },
  // A payment, in rupees grouped in lakhs.
  { tool: 'your-ai-ca', seed: COMPLIANCE, expect: '₹1,42,560.00' },
  // The financial year 2025-26, whose books were imported (the page opens on the current one): its revenue.
  { tool: 'ai-accountant', query: '?period=fy&year=2025', seed: BOOKS, expect: '₹49,20,000.00' },
  // The registry's answer for clinicdesk.com (REGISTERED_DOMAINS), in the company's day-first dates.
  { tool: 'domain-tracker', seed: TRACKED_DOMAINS, expect: 'Expires 14 Aug 2027' },
  // A name the list keeps, liked and saved.
  { tool: 'brand-name-suggester', seed: [BRAND_NAME_LIST], expect: 'Carenest' },
  {
    tool: 'validation-agent',
    seed: [VALIDATION_BOARD],
    // The board's tally (the statements themselves are in fields, which the page's text leaves out).
    expect: 'Validated\n2\nInvalidated\n1\nOpen\n1',
  },
  {
    tool: 'esop-planner',
    seed: [ESOP_PLAN],
    // The effective pre-money (ADR 0080, Venture Hacks): the 9,00,000 shares outside the pool at the round's price —
    // ₹16 crore over 10,58,824 shares (the pool topped up by 58,824 to 12 % after the round) — ₹13,59,99,939.55.
    expect: '₹13,59,99,940',
  },
  {
    tool: 'finance-model-creator',
    seed: [FINANCE_MODEL],
    // Month 1's closing cash: ₹60,00,000 + revenue ₹4,50,000 − payroll ₹3,80,000 − fixed costs ₹3,00,000 − 2 % fees
    // ₹9,000 − 15 % cost of revenue ₹67,500.
    expect: '₹56,93,500',
  },
  { tool: 'pitch-maker', seed: [PITCH_DECK], expect: 'Slide 7: Traction: ₹3 lakh MRR' },
  {
    tool: 'term-sheet-translator',
    seed: [TERM_SHEET_ANALYSIS],
    expect: 'The investors own 20% as converted: ₹4,00,00,000 of a ₹20,00,00,000 post-money valuation.',
  },
  {
    tool: 'market-research-agent',
    seed: [MARKET],
    // TAM: 2,00,000 clinics × ₹48,000 a year.
    expect: '₹9,60,00,00,000',
  },
  {
    tool: 'competitor-analysis',
    seed: [COMPETITOR_ANALYSIS],
    // The positioning map's summary line: the two axes the founder named (on a phone the sections are folded, and
    // the map's text alternative is inside its section).
    expect: 'Price · Ease of use',
  },
  {
    tool: 'user-research-bot',
    seed: [RESEARCH_PLAN],
    // The synthesis: the tag 'reminders' on two quotes, both from the first interview.
    expect: '2 quotes from 1 interviewee',
  },
  {
    tool: 'pricing-strategy-simulator',
    seed: [PRICING_ANALYSIS],
    // ARPU 45 % × ₹999 + 40 % × ₹2,000 + 15 % × ₹4,999 = ₹1,999.40, × 320 customers.
    expect: 'Today: 320 customers, ₹6,39,808 a month.',
  },
  {
    tool: 'investor-crm',
    seed: [INVESTOR_PIPELINE],
    // Committed: ₹80,00,000 + ₹40,00,000 = ₹1,20,00,000 of the ₹4,00,00,000 target.
    expect: '₹1,20,00,000 of ₹4,00,00,000 committed',
  },
  {
    tool: 'growth-experiment-lab',
    seed: [EXPERIMENT_LAB],
    // The trial experiment (bench/growth-experiment-lab-seed.ts): cprior's Beta(1000, 900) against Beta(1200, 800).
    expect: 'Free trial, no card converts 14.0 % better; over 99.9 % likely to beat control; significant at 95 %',
  },
  // A contact of the founder's list.
  { tool: 'personal-crm', seed: [CONTACT_LIST], expect: 'Dr. Ananya Gupta' },
  // The saved log's line: its four check-ins (on a phone the past weeks, with their notes, are folded).
  { tool: 'founder-motivation-radar', seed: [CHECK_IN_LOG], expect: '4 check-ins' },
  {
    tool: 'feature-prioritization-radar',
    seed: [FEATURE_ROADMAP],
    // The first-ranked feature's inputs (RICE 300 × 3 × 0.8 ÷ 2 = 360, bench/feature-prioritization-radar-seed.ts).
    expect: 'Reach 300 a quarter · impact 3 · confidence 80% · effort 2 person-months',
  },
  // The founder's own published profile.
  {
    tool: 'advisors-directory',
    seed: [ADVISOR_PROFILE],
    expect: 'Healthcare SaaS founder, selling to clinics in India',
  },
  // The journal's newest check-in (14 November, mood 4 of the 7-day cycle 3, 4, 2, 3, 5, 4, 3: i = 13 → 13 % 7 = 6 → 3).
  { tool: 'mental-health-support', seed: [JOURNAL], expect: '14 Nov 2026 · Okay' },
  // The founder's pulse survey, by its team's name.
  { tool: 'team-culture-pulse', seed: [PULSE_SURVEY], expect: 'ClinicDesk product team' },
  // The founder's reading list, newest first: the saved item of 29 November.
  { tool: 'founder-news-bot', seed: [NEWS_BOT], expect: 'ClinicDesk raises ₹12 Cr seed round' },
  { tool: 'competitor-tracker', seed: WATCHED_PAGES, expect: 'ClinicFlow' },
  // Reference content, no work of the founder's: the first question of the first topic.
  { tool: 'faqs-of-vc', seed: [], expect: 'What is a SAFE?' },
  // The shipped investors (ADR 0096), the first page by name.
  { tool: 'investor-directory', seed: [], expect: '60 entries' },
  { tool: 'competition-hackathon-directory', seed: [], expect: '27 entries' },
  { tool: 'grant-incentive-finder', seed: [], expect: '32 entries' },
  { tool: 'pitch-deck-directory', seed: [], expect: '18 entries' },
  // Last: its tiles read the work saved above. Round progress: ₹1,20,00,000 committed of the ₹4,00,00,000 target.
  { tool: 'custom-dashboard', seed: [DASHBOARD_LAYOUT], expect: '30%' },
];

/**
 * The registry the server looks domains up in (test-support/rdap-server.ts, on loopback), so that tracking a domain
 * asks no one on the internet: the server's environment for it, and its stop.
 */
export async function startRegistry() {
  const registry = await startRdapServer();
  for (const [name, answer] of Object.entries(REGISTERED_DOMAINS)) registry.answer(name, answer);
  return {
    env: { RDAP_BOOTSTRAP_URL: registry.bootstrapUrl, OUTBOUND_ALLOW_LOOPBACK: 'true' },
    stop: () => registry.close(),
  };
}

/**
 * Signs the founder up, saves their ideas (bench/founder-seed.ts), their company setting and each tool's work, in the
 * order of the table (a tool's documents list opens the one saved last): the pages to measure.
 */
export async function seedPages(
  base: string,
  signUp: (base: string, email: string) => Promise<string>,
): Promise<Page[]> {
  const unmeasured = TOOLS.filter(
    (tool) => tool.kind === 'working' && !TOOL_PAGES.some((page) => page.tool === tool.id),
  );
  if (unmeasured.length > 0)
    throw new Error(`bench/lighthouse-pages.ts: no page for ${unmeasured.map((tool) => tool.id).join(', ')}`);
  const { cookie, ideaId } = await seedFounder(base, signUp);
  await seedRequest(base, cookie, INDIAN_COMPANY);
  for (const { seed } of TOOL_PAGES) for (const request of seed) await seedRequest(base, cookie, request);
  return [
    { name: 'landing (visitor)', path: paths.home.getHref(), expect: 'Founder Toolkit' },
    { name: 'dashboard', path: paths.dashboard.getHref(), cookie, expect: 'Welcome back, Bench Founder' },
    // The Idea Garage. (The newest idea: the board draws only the cards near the window.)
    { name: 'board', path: paths.ideaGarage.getHref(), cookie, expect: NEWEST_IDEA_TITLE },
    { name: 'idea detail', path: paths.idea.getHref(ideaId), cookie, expect: 'Drone delivery: part 1' },
    // The signed-in page of the account itself (the form's values are not text: its data section is).
    { name: 'profile', path: paths.profile.getHref(), cookie, expect: 'Export my data' },
    ...TOOL_PAGES.map(({ tool, query = '', expect }) => ({
      name: findTool(tool)!.name,
      path: `${paths.tool.getHref(tool)}${query}`,
      cookie,
      expect,
    })),
  ];
}
