export const TOOL_CATEGORIES = [
  'Planning',
  'Legal',
  'Team',
  'Finance',
  'Branding',
  'Funding',
  'Networking',
  'Research',
  'Growth',
  'Strategy',
  'Product',
  'Personal',
  'Opportunities',
  'Information',
  'Analytics',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** What the route shows: its own app (the Idea Garage, with routes of its own), or a working tool's page. */
export type ToolKind = 'app' | 'working';

type ToolEntry = {
  name: string;
  description: string;
  category: ToolCategory;
  kind: ToolKind;
  /** Visitors see the login-required gate unless this is false. */
  requiresAuth?: boolean;
  /** A visitor with a valid shared link may use the tool. */
  allowsSharedAccess?: boolean;
  /** It has server parts of its own — routes, tables, jobs, news: its module is in server/src/tool-modules.ts (ADR 0061). */
  hasServerModule?: boolean;
  /**
   * Its page picks one of the user's Idea Garage ideas as it opens (an idea select): the server draws it with the
   * board's first page, so the choices are there at first paint (ADR 0136).
   */
  picksIdeas?: boolean;
};

const entries = {
  'idea-garage': {
    name: 'Idea Garage',
    description: 'Collect, organize and share your startup ideas',
    category: 'Planning',
    kind: 'app',
    requiresAuth: false,
    allowsSharedAccess: true,
  },
  'equity-split': {
    name: 'Equity Calculator',
    description: 'Split founder equity fairly by contribution, commitment and experience',
    category: 'Legal',
    kind: 'working',
    allowsSharedAccess: true,
  },
  'cofounder-fit': {
    name: 'Co-founder Fit Assessment',
    description: 'Find out how well you and a co-founder fit, in ten questions',
    category: 'Team',
    kind: 'working',
    hasServerModule: true,
  },
  'your-ai-ca': {
    name: 'Your AI CA',
    description: 'Track GST, income tax and TDS filings and payments in one place',
    category: 'Finance',
    kind: 'working',
    hasServerModule: true,
  },
  'ai-accountant': {
    name: 'AI Accountant',
    description: 'See revenue, expenses, budgets and transactions at a glance',
    category: 'Finance',
    kind: 'working',
    hasServerModule: true,
  },
  'domain-tracker': {
    name: 'Domain Tracker',
    description: 'Check domain availability and keep an eye on the names you want',
    category: 'Branding',
    kind: 'working',
    hasServerModule: true,
  },
  'brand-name-suggester': {
    name: 'Brand Name Suggester',
    description: 'Generate brand names for your business, with domain availability',
    category: 'Branding',
    kind: 'working',
  },
  'investor-directory': {
    name: 'Investor Directory',
    description: 'Find investors by stage, sector and geography',
    category: 'Funding',
    kind: 'working',
  },
  'faqs-of-vc': {
    name: 'FAQs of VC',
    description: 'Plain answers to the questions founders ask about venture capital',
    category: 'Information',
    kind: 'working',
  },
  'validation-agent': {
    name: 'Validation Agent',
    description: 'Test your idea against real demand before you build',
    category: 'Research',
    kind: 'working',
    picksIdeas: true,
  },
  'esop-planner': {
    name: 'ESOP Planner',
    description: 'Plan an employee stock option pool and its vesting',
    category: 'Team',
    kind: 'working',
  },
  'personal-crm': {
    name: 'Personal CRM',
    description: 'Keep track of the people in your founder network',
    category: 'Networking',
    kind: 'working',
    hasServerModule: true,
  },
  'finance-model-creator': {
    name: 'Finance Model Creator',
    description: 'Build revenue, cost and runway models for your startup',
    category: 'Finance',
    kind: 'working',
  },
  'pitch-maker': {
    name: 'Pitch Maker',
    description: 'Turn your idea into a clear, compelling pitch',
    category: 'Funding',
    kind: 'working',
    picksIdeas: true,
  },
  'founder-motivation-radar': {
    name: 'Founder Motivation Radar',
    description: 'Notice your energy and motivation before burnout does',
    category: 'Personal',
    kind: 'working',
    hasServerModule: true,
  },
  'term-sheet-translator': {
    name: 'Term Sheet Translator',
    description: 'Understand every clause of a term sheet in plain language',
    category: 'Legal',
    kind: 'working',
  },
  'pitch-deck-directory': {
    name: 'Pitch Deck Directory',
    description: 'Learn from the pitch decks of startups that raised',
    category: 'Funding',
    kind: 'working',
  },
  'market-research-agent': {
    name: 'Market Research Agent',
    description: 'Size your market and learn who your customers are',
    category: 'Research',
    kind: 'working',
  },
  'competitor-analysis': {
    name: 'Competitor Analysis',
    description: 'Compare your startup with its competitors, feature by feature',
    category: 'Research',
    kind: 'working',
  },
  'competitor-tracker': {
    name: 'Competitor Tracker',
    description: "Follow your competitors' launches, pricing and hiring",
    category: 'Strategy',
    kind: 'working',
    hasServerModule: true,
  },
  'user-research-bot': {
    name: 'User Research Bot',
    description: 'Plan user interviews and turn the answers into insights',
    category: 'Product',
    kind: 'working',
    picksIdeas: true,
  },
  'investor-crm': {
    name: 'Investor CRM',
    description: 'Manage your fundraising pipeline, investor by investor',
    category: 'Networking',
    kind: 'working',
    hasServerModule: true,
  },
  'growth-experiment-lab': {
    name: 'Growth Experiment Lab',
    description: 'Design, run and learn from growth experiments',
    category: 'Growth',
    kind: 'working',
  },
  'pricing-strategy-simulator': {
    name: 'Pricing Strategy Simulator',
    description: 'See how pricing choices change revenue and conversion',
    category: 'Strategy',
    kind: 'working',
  },
  'grant-incentive-finder': {
    name: 'Grant & Incentive Finder',
    description: 'Find grants, credits and incentives your startup qualifies for',
    category: 'Opportunities',
    kind: 'working',
  },
  'feature-prioritization-radar': {
    name: 'Feature Prioritization Radar',
    description: 'Decide what to build next by impact and effort',
    category: 'Product',
    kind: 'working',
  },
  'team-culture-pulse': {
    name: 'Team Culture Pulse',
    description: "Take the pulse of your team's morale and culture",
    category: 'Team',
    kind: 'working',
    hasServerModule: true,
  },
  'advisors-directory': {
    name: 'Advisors Directory',
    description: 'Find advisors and mentors who have done it before',
    category: 'Networking',
    kind: 'working',
    hasServerModule: true,
  },
  'competition-hackathon-directory': {
    name: 'Competition & Hackathon Directory',
    description: 'Find startup competitions and hackathons worth entering',
    category: 'Opportunities',
    kind: 'working',
    hasServerModule: true,
  },
  'founder-news-bot': {
    name: 'Founder News Bot',
    description: 'The startup and funding news that matters to you',
    category: 'Information',
    kind: 'working',
    hasServerModule: true,
  },
  'mental-health-support': {
    name: 'Mental Health Support',
    description: 'Resources and support for the founder behind the startup',
    category: 'Personal',
    kind: 'working',
  },
  'custom-dashboard': {
    name: 'Custom Dashboard',
    description: 'Your key startup metrics, on one page',
    category: 'Analytics',
    kind: 'working',
    hasServerModule: true,
  },
} as const satisfies Record<string, ToolEntry>;

export type ToolId = keyof typeof entries;
/** The tools whose page the tool route draws: every one but the Idea Garage. */
export type WorkingToolId = { [Id in ToolId]: (typeof entries)[Id]['kind'] extends 'working' ? Id : never }[ToolId];

export type Tool = {
  id: ToolId;
  name: string;
  path: `/tool/${ToolId}`;
  description: string;
  category: ToolCategory;
  kind: ToolKind;
  requiresAuth: boolean;
  allowsSharedAccess: boolean;
  hasServerModule: boolean;
  picksIdeas: boolean;
};

/** The 32 founder tools, in catalogue order. */
export const TOOLS: readonly Tool[] = (Object.entries(entries) as [ToolId, ToolEntry][]).map(([id, entry]) => ({
  id,
  name: entry.name,
  path: `/tool/${id}`,
  description: entry.description,
  category: entry.category,
  kind: entry.kind,
  requiresAuth: entry.requiresAuth ?? true,
  allowsSharedAccess: entry.allowsSharedAccess ?? false,
  hasServerModule: entry.hasServerModule ?? false,
  picksIdeas: entry.picksIdeas ?? false,
}));

export const TOOL_IDS = TOOLS.map((tool) => tool.id) as [ToolId, ...ToolId[]];

const byId = new Map<string, Tool>(TOOLS.map((tool) => [tool.id, tool]));

export const isToolId = (id: string): id is ToolId => byId.has(id);

/** The tool with this id, or undefined for an id the catalogue does not know. */
export const findTool = (id: string): Tool | undefined => byId.get(id);

export const DEFAULT_PINNED_TOOLS: readonly ToolId[] = ['idea-garage', 'equity-split'];

/** §4's tool access gate: signed in, or an open tool, or a shared tool with a valid link. */
export function canAccessTool(tool: Tool, viewer: { isSignedIn: boolean; hasValidSharedLink: boolean }): boolean {
  return viewer.isSignedIn || !tool.requiresAuth || (tool.allowsSharedAccess && viewer.hasValidSharedLink);
}
