import { EMAIL_MISMATCH_MESSAGE, isAccountEmail } from '@core/account/delete-contracts';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { savedLanguageOf } from '../../mail/saved-language';
import { accountDeletedMail } from '../../mail/templates';

export type DeleteDeps = { db: Db; mailer: Mailer; appUrl: string; logger: Logger };

/**
 * Deletes the account and everything it owns at once: the user row takes with it (ON DELETE CASCADE) the
 * profile, their ideas and all under them, the shares they made and the shares to them, tool documents, assessments,
 * preferences, notifications, sessions and sign-in methods; their comments on other people's ideas stay, by
 * 'Deleted user'. Then a mail says it was done (an account mail: always sent).
 */
export async function deleteAccount(
  { db, mailer, appUrl, logger }: DeleteDeps,
  account: SessionUser,
  typedEmail: string,
): Promise<void> {
  if (!isAccountEmail(typedEmail, account.email)) {
    throw new AppError('VALIDATION_FAILED', EMAIL_MISMATCH_MESSAGE, [
      { path: 'email', message: EMAIL_MISMATCH_MESSAGE },
    ]);
  }
  // The mail is in the account's language, read while its preferences still exist.
  const language = await savedLanguageOf(db, account.id);
  // One statement, so one transaction: every row the account owns references the user row.
  await db.delete(user).where(eq(user.id, account.id));
  await mailer
    .send({ to: account.email, ...accountDeletedMail({ name: account.name, url: appUrl, language }) })
    .catch((error: unknown) => logger.warn({ err: error }, 'Account deletion mail not sent'));
}
