import { z } from '../zod';

export const EXPORT_FORMAT = 'founder-toolkit-export';
/**
 * The format's version: 2 added Your AI CA's calendar and the AI Accountant's books, 3 the Domain Tracker's tracked
 * domains (a version 1 or 2 file still imports).
 */
export const EXPORT_VERSION = 3;

const when = z.string();
const nullableText = z.nullable(z.string());

const ideaExportSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  ideaScore: z.number(),
  whyNow: z.string(),
  costToValidate: z.number(),
  efforts: z.string(),
  validationGtm: z.string(),
  isPinned: z.boolean(),
  isCommunityShared: z.boolean(),
  createdAt: when,
  updatedAt: when,
  tags: z.array(z.string()),
  /** The Main Content's rich text (TipTap JSON), or null when never written. */
  mainContent: z.unknown(),
  pages: z.array(
    z.object({
      id: z.string(),
      parentPageId: nullableText,
      title: z.string(),
      pageOrder: z.number(),
      content: z.unknown(),
    }),
  ),
  properties: z.array(
    z.object({
      label: z.string(),
      type: z.string(),
      options: z.array(z.string()),
      value: z.unknown(),
      position: z.number(),
    }),
  ),
  widgets: z.array(z.object({ type: z.string(), data: z.unknown(), position: z.number() })),
  comments: z.array(z.object({ author: z.string(), mine: z.boolean(), content: z.string(), createdAt: when })),
  /** Shares the user made: with whom (an e-mail), or a public link (its token is never stored, so not here). */
  shares: z.array(
    z.object({
      sharedWith: nullableText,
      scope: z.string(),
      accessType: z.string(),
      message: z.string(),
      sharedPages: z.nullable(z.array(z.string())),
      hasPassword: z.boolean(),
      sharedAt: when,
      expiresAt: z.nullable(when),
      revokedAt: z.nullable(when),
    }),
  ),
});

/** Your AI CA: the compliance calendar's filings (filed or not), the payments and the reminder setting (ADR 0050). */
const yourAiCaExportSchema = z.object({
  settings: z.object({ reminderDays: z.number() }),
  filings: z.array(
    z.object({
      type: z.string(),
      /** The calendar rule it was added by, or null for the user's own. */
      ruleId: nullableText,
      period: z.string(),
      dueDate: z.string(),
      recurrence: z.string(),
      filedOn: nullableText,
      reference: nullableText,
      amount: z.nullable(z.number()),
      createdAt: when,
    }),
  ),
  payments: z.array(
    z.object({
      description: z.string(),
      amount: z.number(),
      currency: z.string(),
      paidOn: z.string(),
      status: z.string(),
      createdAt: when,
    }),
  ),
});

/** The AI Accountant's books: currency and statement mapping, transactions (amounts, negative for an expense), rules in order, budgets (ADR 0051). */
const aiAccountantExportSchema = z.object({
  /** Null while the user has set none (the books are then in rupees, with no statement mapping kept). */
  settings: z.nullable(z.object({ currency: z.string(), mapping: z.unknown() })),
  transactions: z.array(
    z.object({ date: z.string(), description: z.string(), amount: z.number(), category: z.string(), createdAt: when }),
  ),
  rules: z.array(z.object({ contains: z.string(), category: z.string() })),
  budgets: z.array(z.object({ category: z.string(), monthly: z.number() })),
});

/**
 * The Domain Tracker's tracked domains (ADR 0055), by name, each as its last answered check left it; not what the
 * owner was last told of (the tracker's own bookkeeping).
 */
const trackedDomainsExportSchema = z.array(
  z.object({
    name: z.string(),
    status: z.string(),
    expiresAt: z.nullable(when),
    registrar: nullableText,
    lastCheckedAt: z.nullable(when),
    createdAt: when,
  }),
);

/**
 * Everything a user owns, in one JSON file a person can read and the app can import again (issue 14): the
 * profile without secrets (no API key, no password), preferences, ideas whole, tool documents, assessments, the
 * comments they wrote on other people's ideas (kept for reading; they belong to those ideas), Your AI CA's calendar,
 * the AI Accountant's books and the Domain Tracker's domains.
 */
export const accountExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: when,
  profile: z.object({ fullName: nullableText, email: z.string(), avatarUrl: nullableText }),
  preferences: z.record(z.string(), z.unknown()),
  ideas: z.array(ideaExportSchema),
  toolDocuments: z.array(
    z.object({ toolId: z.string(), name: z.string(), data: z.unknown(), createdAt: when, updatedAt: when }),
  ),
  assessments: z.array(
    z.object({
      answers: z.array(z.number()),
      totalScore: z.number(),
      compatibility: z.string(),
      createdAt: when,
      invites: z.array(
        z.object({
          email: z.string(),
          answers: z.nullable(z.array(z.number())),
          answeredAt: z.nullable(when),
          expiresAt: when,
        }),
      ),
    }),
  ),
  commentsOnOthersIdeas: z.array(z.object({ ideaTitle: z.string(), content: z.string(), createdAt: when })),
  yourAiCa: yourAiCaExportSchema,
  aiAccountant: aiAccountantExportSchema,
  trackedDomains: trackedDomainsExportSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export type IdeaExport = z.infer<typeof ideaExportSchema>;
export type YourAiCaExport = z.infer<typeof yourAiCaExportSchema>;
export type AiAccountantExport = z.infer<typeof aiAccountantExportSchema>;
export type TrackedDomainsExport = z.infer<typeof trackedDomainsExportSchema>;

/** The download's file name: founder-toolkit-export-2026-11-25.json. */
export const exportFileName = (at: Date) => `${EXPORT_FORMAT}-${at.toISOString().slice(0, 10)}.json`;
