import { z } from '../zod';
import { nullableText, when } from './export-fields';
import { toolPartShape } from './tool-parts';

export const EXPORT_FORMAT = 'founder-toolkit-export';
/**
 * The format's version: 2 added Your AI CA's calendar and the AI Accountant's books, 3 the Domain Tracker's tracked
 * domains, 4 the Advisors Directory's profile and intro requests, 5 the Competition & Hackathon Directory's tracked
 * deadlines, 6 the Team Culture Pulse's surveys, 7 the Founder News Bot's feeds, filters and saved items, 8 the
 * Competitor Tracker's watched pages (a version 1 to 7 file still imports).
 */
export const EXPORT_VERSION = 8;

const ideaExportSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  ideaScore: z.number(),
  whyNow: z.string(),
  costToValidate: z.number(),
  costCurrency: z.string(),
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
      /** A currency property's currency (ADR 0078), null for the other types; a file without it is read as dollars. */
      currency: nullableText,
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

/**
 * Everything a user owns, in one JSON file a person can read and the app can import again (issue 14): the
 * profile without secrets (no API key, no password), preferences, ideas whole, tool documents, the comments they
 * wrote on other people's ideas (kept for reading; they belong to those ideas), then each tool's part, in the order
 * of the list of tools' contracts (core/tools/tool-contracts.ts, ADR 0067).
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
  commentsOnOthersIdeas: z.array(z.object({ ideaTitle: z.string(), content: z.string(), createdAt: when })),
  ...toolPartShape('export'),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export type IdeaExport = z.infer<typeof ideaExportSchema>;

/** The download's file name: founder-toolkit-export-2026-11-25.json. */
export const exportFileName = (at: Date) => `${EXPORT_FORMAT}-${at.toISOString().slice(0, 10)}.json`;
