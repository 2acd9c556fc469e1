import { say } from '@core/i18n/say';
import { ADVISOR_LIMITS } from '@core/tools/advisors-directory/advisor-profile';
import type { IntroRequests, IntroRequestView } from '@core/tools/advisors-directory/intro-requests';
import { getPublicName } from '@core/user/display-name';
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { profiles, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import type { Notifier } from '../../notifications/notifier';
import { publicNameOf } from './advisor-profile.service';
import { advisorIntroRequests, advisorProfiles } from './advisors-directory.tables';
import { introAcceptedKind, introDeclinedKind, introRequestedKind } from './mail/intro-kinds';

/** Where every piece of the directory's news leads. */
const TOOL_NEWS = { subject: 'Advisors Directory', href: '/tool/advisors-directory' } as const;

const advisorNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.advisors.advisorNotFound', defaultMessage: 'Advisor not found' }));
const introNotFound = () =>
  new AppError('NOT_FOUND', say({ id: 'server.advisors.introNotFound', defaultMessage: 'Intro request not found' }));

type IntroRow = typeof advisorIntroRequests.$inferSelect;
type Counterpart = { fullName: string | null; accountName: string | null; email: string; headline: string | null };

const viewOf = (row: IntroRow, other: Counterpart): IntroRequestView => ({
  id: row.id,
  status: row.status,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  counterpart: {
    name: getPublicName(other),
    headline: other.headline,
    // Shared only once the advisor accepted (ADR 0098).
    email: row.status === 'accepted' ? other.email : null,
  },
});

/**
 * A founder asks a published advisor for an intro, with a short message (ADR 0098): never themselves (422), never
 * twice while one waits (409), at most ADVISOR_LIMITS.pendingIntros waiting and ADVISOR_LIMITS.introsPerDay sent in
 * 24 hours (429). The advisor is told in the inbox and by mail, by the founder's public name: no address is shared.
 */
export async function sendIntro(
  db: Db,
  notifier: Notifier,
  founderId: string,
  profileId: string,
  message: string,
): Promise<IntroRequestView> {
  if (!isUuid(profileId)) throw advisorNotFound();
  const [advisor] = await db
    .select({ userId: advisorProfiles.userId, headline: advisorProfiles.headline })
    .from(advisorProfiles)
    .where(and(eq(advisorProfiles.id, profileId), isNotNull(advisorProfiles.publishedAt)));
  if (!advisor) throw advisorNotFound();
  if (advisor.userId === founderId) {
    const yourself = say({
      id: 'server.advisors.introToYourself',
      defaultMessage: 'You cannot ask yourself for an intro',
    });
    throw new AppError('VALIDATION_FAILED', yourself, [{ path: 'message', message: yourself }]);
  }
  const row = await db.transaction(async (tx) => {
    // One founder's requests one after the other, so that none at once pass a limit together.
    await lockUser(tx, founderId);
    const mine = eq(advisorIntroRequests.founderId, founderId);
    const pending = eq(advisorIntroRequests.status, 'pending');
    const [again] = await tx
      .select({ id: advisorIntroRequests.id })
      .from(advisorIntroRequests)
      .where(and(mine, pending, eq(advisorIntroRequests.advisorId, advisor.userId)));
    if (again)
      throw new AppError(
        'CONFLICT',
        say({
          id: 'server.advisors.introWaiting',
          defaultMessage: 'Your intro request to this advisor is still waiting for an answer',
        }),
      );
    const [waiting] = await tx.select({ n: count() }).from(advisorIntroRequests).where(and(mine, pending));
    if ((waiting?.n ?? 0) >= ADVISOR_LIMITS.pendingIntros)
      throw new AppError(
        'RATE_LIMITED',
        say(
          {
            id: 'server.advisors.tooManyPending',
            defaultMessage:
              'You have {max} intro requests waiting for an answer. You can send another once an advisor answers.',
          },
          { max: ADVISOR_LIMITS.pendingIntros },
        ),
      );
    const [today] = await tx
      .select({ n: count() })
      .from(advisorIntroRequests)
      .where(and(mine, gt(advisorIntroRequests.createdAt, sql`now() - interval '24 hours'`)));
    if ((today?.n ?? 0) >= ADVISOR_LIMITS.introsPerDay)
      throw new AppError(
        'RATE_LIMITED',
        say(
          {
            id: 'server.advisors.tooManyToday',
            defaultMessage: 'You can send at most {max} intro requests a day. Please try again tomorrow.',
          },
          { max: ADVISOR_LIMITS.introsPerDay },
        ),
      );
    const [inserted] = await tx
      .insert(advisorIntroRequests)
      .values({ founderId, advisorId: advisor.userId, message })
      .returning();
    return inserted!;
  });
  const founder = await publicNameOf(db, founderId);
  await notifier.tell(introRequestedKind, {
    userIds: [advisor.userId],
    actorName: founder,
    items: [{ ...TOOL_NEWS, excerpt: message }],
    mail: { founder, message },
  });
  const [advisorUser] = await db
    .select({ fullName: profiles.fullName, accountName: user.name, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, advisor.userId));
  return viewOf(row, { ...advisorUser!, headline: advisor.headline });
}

const founderUser = alias(user, 'founder_user');
const founderProfile = alias(profiles, 'founder_profile');

/** The requests the user received as an advisor and those they sent as a founder, newest first (two queries). */
export async function listIntros(db: Db, userId: string): Promise<IntroRequests> {
  const received = await db
    .select({
      intro: advisorIntroRequests,
      fullName: founderProfile.fullName,
      accountName: founderUser.name,
      email: founderUser.email,
    })
    .from(advisorIntroRequests)
    .innerJoin(founderUser, eq(founderUser.id, advisorIntroRequests.founderId))
    .leftJoin(founderProfile, eq(founderProfile.id, advisorIntroRequests.founderId))
    .where(eq(advisorIntroRequests.advisorId, userId))
    .orderBy(desc(advisorIntroRequests.createdAt));
  const sent = await db
    .select({
      intro: advisorIntroRequests,
      fullName: profiles.fullName,
      accountName: user.name,
      email: user.email,
      headline: advisorProfiles.headline,
    })
    .from(advisorIntroRequests)
    .innerJoin(user, eq(user.id, advisorIntroRequests.advisorId))
    .leftJoin(profiles, eq(profiles.id, advisorIntroRequests.advisorId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, advisorIntroRequests.advisorId))
    .where(eq(advisorIntroRequests.founderId, userId))
    .orderBy(desc(advisorIntroRequests.createdAt));
  return {
    received: received.map(({ intro, ...founder }) => viewOf(intro, { ...founder, headline: null })),
    sent: sent.map(({ intro, ...advisor }) => viewOf(intro, advisor)),
  };
}

/**
 * The advisor accepts or declines a request made to them (another's is a 404), once (409). On accept each sees the
 * other's address: the founder is told the advisor's in the inbox and by mail. On decline the founder is told
 * politely, and no address is shared.
 */
export async function answerIntro(
  db: Db,
  notifier: Notifier,
  advisorId: string,
  introId: string,
  answer: 'accept' | 'decline',
): Promise<IntroRequestView> {
  if (!isUuid(introId)) throw introNotFound();
  const mine = and(eq(advisorIntroRequests.id, introId), eq(advisorIntroRequests.advisorId, advisorId));
  const [known] = await db.select({ id: advisorIntroRequests.id }).from(advisorIntroRequests).where(mine);
  if (!known) throw introNotFound();
  const [row] = await db
    .update(advisorIntroRequests)
    .set({ status: answer === 'accept' ? 'accepted' : 'declined', answeredAt: new Date() })
    .where(and(mine, eq(advisorIntroRequests.status, 'pending')))
    .returning();
  if (!row)
    throw new AppError(
      'CONFLICT',
      say({ id: 'server.advisors.introAnswered', defaultMessage: 'You have already answered this intro request' }),
    );
  const people = await db
    .select({ id: user.id, fullName: profiles.fullName, accountName: user.name, email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(sql`${user.id} in (${row.founderId}, ${row.advisorId})`);
  const founder = people.find((person) => person.id === row.founderId)!;
  const advisor = people.find((person) => person.id === row.advisorId)!;
  const advisorName = getPublicName(advisor);
  const news = { userIds: [row.founderId], actorName: advisorName, items: [{ ...TOOL_NEWS, excerpt: '' }] };
  if (row.status === 'accepted')
    await notifier.tell(introAcceptedKind, { ...news, mail: { advisor: advisorName, email: advisor.email } });
  else await notifier.tell(introDeclinedKind, { ...news, mail: { advisor: advisorName } });
  return viewOf(row, { ...founder, headline: null });
}
