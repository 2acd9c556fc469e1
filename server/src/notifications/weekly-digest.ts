import type { Language } from '@core/preferences/languages';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { JobDefinition } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { weeklyDigestMail } from '../mail/templates';
import { unsubscribeLinks } from './recipients';

/** Mondays at 08:00 UTC. */
const DIGEST_SCHEDULE = '0 8 * * 1';

/** `language` is the user's (absent in a job queued before digests had one: English). */
export type Digest = {
  userId: string;
  email: string;
  language?: Language;
  comments: number;
  shares: number;
  community: number;
};
type DigestDeps = { db: Db; mailer: Mailer; appUrl: string; appSecret: string };

/**
 * The week of every confirmed user with Weekly digest on (it is until turned off) and something to say — new
 * comments on their ideas, ideas shared with them (both from their inbox), community ideas others added — each
 * claimed in `digest_deliveries` for this week in the same statement. Only rows this call inserted come back,
 * so two instances, or a rerun after a restart, never send one week's digest twice.
 */
async function claimDigests(db: Db): Promise<Digest[]> {
  return rowsOf<Digest>(
    db,
    sql`
    with week as (select date_trunc('week', now() at time zone 'utc')::date as week_start, now() - interval '7 days' as since),
    wanted as (
      select p.id as user_id, p.email, coalesce(up.language, 'en') as language from profiles p
      join "user" u on u.id = p.id and u.email_verified
      left join user_preferences up on up.user_id = p.id
      where coalesce(up.weekly_digest, true) and p.email is not null
    ),
    inbox as (
      select n.user_id,
        (count(*) filter (where n.kind = 'idea_commented'))::int as comments,
        (count(*) filter (where n.kind = 'idea_shared'))::int as shares
      from notifications n, week where n.created_at >= week.since group by n.user_id
    ),
    community as (
      select i.user_id, count(*)::int as added from ideas i, week
      where i.is_community_shared and i.created_at >= week.since group by i.user_id
    ),
    digests as (
      select w.user_id, w.email, w.language, coalesce(ib.comments, 0) as comments, coalesce(ib.shares, 0) as shares,
        (select coalesce(sum(added), 0) from community)::int - coalesce(c.added, 0) as community
      from wanted w
      left join inbox ib on ib.user_id = w.user_id
      left join community c on c.user_id = w.user_id
    ),
    claimed as (
      insert into digest_deliveries (user_id, week_start)
      select d.user_id, week.week_start from digests d, week where d.comments + d.shares + d.community > 0
      on conflict do nothing
      returning user_id
    )
    select d.user_id as "userId", d.email, d.language, d.comments, d.shares, d.community from claimed join digests d using (user_id)`,
  );
}

/**
 * `weekly-digest` (scheduled) claims this week's digests and queues one `digest-mail` job per user, which
 * sends it (and is retried on its own if the mail server refuses it).
 */
export function weeklyDigestJobs({ db, mailer, appUrl, appSecret }: DigestDeps) {
  const digestMail: JobDefinition<Digest> = {
    name: 'digest-mail',
    async run({ userId, email, language, comments, shares, community }) {
      const mail = weeklyDigestMail(
        { comments, shares, community, url: `${appUrl}/tool/idea-garage`, language },
        unsubscribeLinks(appUrl, appSecret, userId, 'digest'),
      );
      await mailer.send({ to: email, ...mail });
    },
  };
  const weeklyDigest: JobDefinition<object> = {
    name: 'weekly-digest',
    schedule: DIGEST_SCHEDULE,
    async run(_data, queue) {
      await queue.sendMany(digestMail, await claimDigests(db));
    },
  };
  return { weeklyDigest, digestMail };
}
