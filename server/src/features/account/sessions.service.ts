import type { AccountSession } from '@core/account/session-contracts';
import { say } from '@core/i18n/say';
import { describeUserAgent } from '@core/user/user-agent';
import { desc, eq, gt, ne } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { session } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The account's live sessions, the most recently active first; the asking one marked current. */
export async function listSessions(db: Db, account: SessionUser): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(ownedBy(session, account.id, gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    lastActiveAt: row.updatedAt.toISOString(),
    signedInAt: row.createdAt.toISOString(),
    current: row.id === account.sessionId,
  }));
}

/** Ends one of the account's sessions (that browser is signed out at its next request); 404 for any other id. */
export async function endSession(db: Db, account: SessionUser, id: string): Promise<void> {
  const ended = await db
    .delete(session)
    .where(ownedBy(session, account.id, eq(session.id, id)))
    .returning({ id: session.id });
  if (ended.length === 0)
    throw new AppError('NOT_FOUND', say({ id: 'server.account.sessionNotFound', defaultMessage: 'Session not found' }));
}

/** 'Sign out of all other devices': every session of the account but the asking one. */
export async function endOtherSessions(db: Db, account: SessionUser): Promise<{ ended: number }> {
  const ended = await db
    .delete(session)
    .where(ownedBy(session, account.id, ne(session.id, account.sessionId)))
    .returning({ id: session.id });
  return { ended: ended.length };
}
