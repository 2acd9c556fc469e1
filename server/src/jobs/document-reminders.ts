import { localDayAndHour } from '@core/dates/local-time';
import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { z } from '@core/zod';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toolDocumentReminders, toolDocuments } from '../db/schema/tool-documents';

/** A reminder of something in a document, by the key that makes it once-only (an investor and a day, say). */
export type DueReminder<Item> = { key: string; item: Item };

/** A document's reminders this run claimed: whose, which document, and what to remind of. */
export type ClaimedReminders<Item> = {
  userId: string;
  documentId: string;
  name: string;
  reminders: DueReminder<Item>[];
};

/** Every hour: a tool's job reminds of a day's reminders in its first run from 08:00 on that day, in the document's zone. */
export const REMINDER_SCHEDULE = '5 * * * *';
/** The hour of the founder's day from which that day's reminders are sent. */
const REMINDER_HOUR = 8;

/** The day a document in `timeZone` is reminded of at `now`: its day there from 08:00, else none yet (null). */
export function dayToRemind(timeZone: string, now: Date): string | null {
  const { day, hour } = localDayAndHour(timeZone, now);
  return hour >= REMINDER_HOUR ? day : null;
}

/** Documents read at a time: a tool's documents are walked in pages, never all in memory at once. */
const PAGE = 500;

/**
 * Claims the reminders due now in a tool's saved documents (ADR 0097): `due` says, from a document's checked data, what
 * it wants reminded of at `now` (in its owner's day, which it knows); each reminder whose key this document never
 * claimed is claimed by inserting it, so a rerun or a second instance claims nothing twice. A document whose data no
 * longer passes the tool's schema (an older shape) reminds of nothing rather than failing the run.
 */
async function claimDocumentReminders<Data extends z.ZodMiniType, Item>(
  db: Db,
  kind: ToolDocumentKind<Data>,
  due: (data: z.output<Data>) => DueReminder<Item>[],
): Promise<ClaimedReminders<Item>[]> {
  const claimed: ClaimedReminders<Item>[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({
        id: toolDocuments.id,
        userId: toolDocuments.userId,
        name: toolDocuments.name,
        data: toolDocuments.data,
      })
      .from(toolDocuments)
      .where(and(eq(toolDocuments.toolId, kind.toolId), gt(toolDocuments.id, after)))
      .orderBy(asc(toolDocuments.id))
      .limit(PAGE);
    for (const document of page) {
      const checked = z.safeParse(kind.data, document.data);
      const reminders = checked.success ? due(checked.data) : [];
      if (reminders.length === 0) continue;
      const inserted = await db
        .insert(toolDocumentReminders)
        .values(reminders.map(({ key }) => ({ documentId: document.id, key })))
        .onConflictDoNothing()
        .returning({ key: toolDocumentReminders.key });
      const fresh = new Set(inserted.map(({ key }) => key));
      const mine = reminders.filter(({ key }) => fresh.has(key));
      if (mine.length > 0)
        claimed.push({ userId: document.userId, documentId: document.id, name: document.name, reminders: mine });
    }
    if (page.length < PAGE) return claimed;
    after = page.at(-1)!.id;
  }
}

/** Gives back claims whose telling failed, so that the job's retry reminds of them. */
async function unclaimDocumentReminders(db: Db, claims: readonly ClaimedReminders<unknown>[]) {
  for (const { documentId, reminders } of claims) {
    const keys = reminders.map(({ key }) => key);
    await db
      .delete(toolDocumentReminders)
      .where(and(eq(toolDocumentReminders.documentId, documentId), inArray(toolDocumentReminders.key, keys)));
  }
}

/**
 * Claims a tool's reminders due now (`claimDocumentReminders`) and tells each document's owner of them (`tell`, once a
 * document); when telling fails, the claims not yet told are given back and the error thrown, so that the job's retry
 * reminds of them. Returns how many reminders were told.
 */
export async function sendDocumentReminders<Data extends z.ZodMiniType, Item>(
  db: Db,
  kind: ToolDocumentKind<Data>,
  due: (data: z.output<Data>) => DueReminder<Item>[],
  tell: (claim: ClaimedReminders<Item>) => Promise<void>,
): Promise<number> {
  const claims = await claimDocumentReminders(db, kind, due);
  for (const [index, claim] of claims.entries()) {
    try {
      await tell(claim);
    } catch (error) {
      await unclaimDocumentReminders(db, claims.slice(index));
      throw error;
    }
  }
  return claims.reduce((sum, { reminders }) => sum + reminders.length, 0);
}
