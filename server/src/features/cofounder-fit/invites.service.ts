import { say } from '@core/i18n/say';
import type { Language } from '@core/preferences/languages';
import { compareAssessments } from '@core/tools/cofounder-fit/assessment-comparison';
import {
  ASSESSMENT_LIMITS,
  type AssessmentComparison,
  type AssessmentInviteInfo,
  type AssessmentInviteView,
} from '@core/tools/cofounder-fit/assessment-contracts';
import { getPublicName } from '@core/user/display-name';
import { and, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user, userPreferences } from '../../db/schema';
import { assessmentInvites, assessmentResults } from './cofounder-fit.tables';
import type { SessionUser } from '../../http/require-user';
import { AppError } from '../../lib/errors';
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from '../../lib/link-tokens';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { assessmentAnsweredKind } from './mail/assessment-answered-kind';
import { assessmentInviteMail } from './mail/assessment-invite-mail';
import { lockUser } from '../../db/locks';
import { findOwnResult, toInviteView } from './assessments.service';
import type { Notifier } from '../../notifications/notifier';

export type InviteDeps = { db: Db; mailer: Mailer; appUrl: string; logger: Logger };

const DAY_MS = 24 * 60 * 60 * 1000;
const invalidEmail = (message: string) => new AppError('VALIDATION_FAILED', message, [{ path: 'email', message }]);

/** The inviter's public name, and their saved language: the invitation is in it (its address may have no account). */
async function inviterOf(db: Db, userId: string): Promise<{ name: string; language: Language }> {
  const [row] = await db
    .select({ fullName: profiles.fullName, accountName: user.name, language: userPreferences.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(eq(user.id, userId));
  return {
    name: getPublicName({ fullName: row?.fullName, accountName: row?.accountName }),
    language: row?.language ?? 'en',
  };
}

/**
 * Invites a co-founder by e-mail to answer the questions of one of the user's results: at most
 * ASSESSMENT_LIMITS.invitesPerResult live ones per result, one live one per address (409), each link valid
 * ASSESSMENT_LIMITS.inviteDays days to answer; only the token's hash is stored. If the mail cannot be sent, no
 * invitation is kept.
 */
export async function inviteCofounder(
  { db, mailer, appUrl, logger }: InviteDeps,
  sender: SessionUser,
  assessmentId: string,
  email: string,
): Promise<AssessmentInviteView> {
  const result = await findOwnResult(db, sender.id, assessmentId);
  if (email === sender.email.toLowerCase())
    throw invalidEmail(
      say({ id: 'server.cofounderFit.inviteYourself', defaultMessage: 'Invite your co-founder, not yourself' }),
    );
  const token = newLinkToken();
  const invite = await db.transaction(async (tx) => {
    // One user's invitations run one after the other, so none at once can pass a limit together.
    await lockUser(tx, sender.id);
    const live = and(
      eq(assessmentInvites.assessmentId, result.id),
      or(isNotNull(assessmentInvites.answers), gt(assessmentInvites.expiresAt, sql`now()`)),
    );
    const [again] = await tx
      .select({ id: assessmentInvites.id })
      .from(assessmentInvites)
      .where(and(live, eq(sql`lower(${assessmentInvites.email})`, email)))
      .limit(1);
    if (again)
      throw new AppError(
        'CONFLICT',
        say(
          {
            id: 'server.cofounderFit.alreadyInvited',
            defaultMessage: 'You have already invited {email} to compare with this result',
          },
          { email },
        ),
      );
    const [sent] = await tx.select({ total: count() }).from(assessmentInvites).where(live);
    const limit = ASSESSMENT_LIMITS.invitesPerResult;
    if ((sent?.total ?? 0) >= limit)
      throw invalidEmail(
        say(
          {
            id: 'server.cofounderFit.tooManyInvites',
            defaultMessage: 'You can invite at most {limit} co-founders to compare with one result',
          },
          { limit },
        ),
      );
    const today = gt(assessmentInvites.createdAt, sql`now() - interval '24 hours'`);
    const [sentToday] = await tx
      .select({ total: count() })
      .from(assessmentInvites)
      .where(and(eq(assessmentInvites.invitedBy, sender.id), today));
    if ((sentToday?.total ?? 0) >= ASSESSMENT_LIMITS.invitesPerDay) {
      throw new AppError(
        'RATE_LIMITED',
        say(
          {
            id: 'server.cofounderFit.invitesPerDay',
            defaultMessage: 'You can send at most {max} invitations a day. Please try again tomorrow.',
          },
          { max: ASSESSMENT_LIMITS.invitesPerDay },
        ),
      );
    }
    const [row] = await tx
      .insert(assessmentInvites)
      .values({
        assessmentId: result.id,
        invitedBy: sender.id,
        email,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + ASSESSMENT_LIMITS.inviteDays * DAY_MS),
      })
      .returning();
    return row!;
  });
  const inviter = await inviterOf(db, sender.id);
  const mail = assessmentInviteMail({
    inviter: inviter.name,
    url: `${appUrl}/assessment-invite/${token}`,
    validDays: ASSESSMENT_LIMITS.inviteDays,
    language: inviter.language,
  });
  try {
    await mailer.send({ to: email, ...mail });
  } catch (error) {
    logger.warn({ err: error, inviteId: invite.id }, 'Assessment invitation mail not sent');
    await db.delete(assessmentInvites).where(eq(assessmentInvites.id, invite.id));
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      say({
        id: 'server.cofounderFit.inviteNotSent',
        defaultMessage: 'The invitation could not be sent. Please try again.',
      }),
    );
  }
  return toInviteView(result.answers, invite);
}

/** The invitation of a link's token: 404 for a malformed or unknown token, 410 once expired unanswered (answered ones stay readable). */
async function findInvite(db: Db, token: string) {
  const invalid = () =>
    new AppError(
      'NOT_FOUND',
      say({ id: 'server.cofounderFit.inviteLinkInvalid', defaultMessage: 'This invitation link is not valid' }),
    );
  if (!isLinkTokenShaped(token)) throw invalid();
  const [row] = await db
    .select({
      invite: assessmentInvites,
      ownerAnswers: assessmentResults.answers,
      fullName: profiles.fullName,
      accountName: user.name,
    })
    .from(assessmentInvites)
    .innerJoin(assessmentResults, eq(assessmentResults.id, assessmentInvites.assessmentId))
    .innerJoin(user, eq(user.id, assessmentInvites.invitedBy))
    .leftJoin(profiles, eq(profiles.id, assessmentInvites.invitedBy))
    .where(eq(assessmentInvites.tokenHash, hashLinkToken(token)));
  if (!row) throw invalid();
  if (!row.invite.answers && row.invite.expiresAt.getTime() <= Date.now())
    throw new AppError(
      'GONE',
      say({ id: 'server.cofounderFit.inviteExpired', defaultMessage: 'This invitation has expired' }),
    );
  return row;
}

/** Who invited the link's holder, and whether they have answered already. */
export async function getInviteInfo(db: Db, token: string): Promise<AssessmentInviteInfo> {
  const { invite, fullName, accountName } = await findInvite(db, token);
  return {
    inviterName: getPublicName({ fullName, accountName }),
    isAnswered: invite.answers !== null,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** Records the invited co-founder's answers, once (409 after that), tells the inviter, and returns the comparison. */
export async function answerInvite(
  db: Db,
  notifier: Notifier,
  token: string,
  answers: number[],
): Promise<AssessmentComparison> {
  const { invite, ownerAnswers } = await findInvite(db, token);
  const [answered] = await db
    .update(assessmentInvites)
    .set({ answers, answeredAt: new Date() })
    .where(and(eq(assessmentInvites.id, invite.id), isNull(assessmentInvites.answers)))
    .returning({ id: assessmentInvites.id });
  if (!answered)
    throw new AppError(
      'CONFLICT',
      say({ id: 'server.cofounderFit.alreadyAnswered', defaultMessage: 'You have already answered this invitation' }),
    );
  const answeredNews = { subject: 'Co-founder Fit Assessment', href: '/tool/cofounder-fit', excerpt: '' };
  await notifier.tell(assessmentAnsweredKind, {
    userIds: [invite.invitedBy],
    actorName: invite.email,
    items: [answeredNews],
    mail: { cofounder: invite.email },
  });
  return compareAssessments(ownerAnswers, answers);
}

/** The comparison, for the invited co-founder once they have answered. */
export async function getInviteComparison(db: Db, token: string): Promise<AssessmentComparison> {
  const { invite, ownerAnswers } = await findInvite(db, token);
  if (!invite.answers)
    throw new AppError(
      'NOT_FOUND',
      say({
        id: 'server.cofounderFit.answerFirst',
        defaultMessage: 'Answer the questions first to see the comparison',
      }),
    );
  return compareAssessments(ownerAnswers, invite.answers);
}
