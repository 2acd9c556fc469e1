import { EARLY_REMINDER_DAYS, reminderDue } from '@core/tools/competition-hackathon-directory/tracked-deadlines';
import { and, between, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dayToRemind, REMINDER_SCHEDULE } from '../../jobs/document-reminders';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { shippedEntry } from './competition-deadlines.service';
import { competitionDeadlines } from './competition-hackathon-directory.tables';
import { competitionDeadlineKind } from './mail/deadline-kind';

type Which = 'early' | 'day';
type Claimed = { id: string; userId: string; entry: string; deadlineOn: string; note: string; which: Which };

const STAMP = { early: competitionDeadlines.earlyRemindedAt, day: competitionDeadlines.dayRemindedAt } as const;

/** A UTC day `days` from `now`'s: the rows any zone's today may remind of lie within a day of the window. */
const utcDay = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Claims the reminders due at `now` (ADR 0099): for each deadline whose founder's day has reached 08:00 in its zone,
 * the week-ahead reminder from 7 days before (a deadline tracked later, or a run missed, is still reminded once) and
 * the one on the day. A claim sets its stamp where it is still null and comes back only to the call that set it
 * (UPDATE … RETURNING), so two instances or a rerun remind of nothing twice.
 */
async function claimDueReminders(db: Db, now: Date): Promise<Claimed[]> {
  const candidates = await db
    .select({
      id: competitionDeadlines.id,
      deadlineOn: competitionDeadlines.deadlineOn,
      timeZone: competitionDeadlines.timeZone,
      early: competitionDeadlines.earlyRemindedAt,
    })
    .from(competitionDeadlines)
    .where(
      and(
        isNull(competitionDeadlines.dayRemindedAt),
        between(competitionDeadlines.deadlineOn, utcDay(now, -1), utcDay(now, EARLY_REMINDER_DAYS + 1)),
      ),
    );
  const due: Record<Which, { id: string; deadlineOn: string }[]> = { early: [], day: [] };
  for (const { id, deadlineOn, timeZone, early } of candidates) {
    const today = dayToRemind(timeZone, now);
    const which = today === null ? null : reminderDue(deadlineOn, today);
    if (which === 'day' || (which === 'early' && early === null)) due[which].push({ id, deadlineOn });
  }
  const claimed: Claimed[] = [];
  for (const which of ['early', 'day'] as const) {
    if (due[which].length === 0) continue;
    // Still the day it was found with: a change of day in between clears the stamps, and is reminded of by its own rule.
    const rows = await db
      .update(competitionDeadlines)
      .set({ [which === 'early' ? 'earlyRemindedAt' : 'dayRemindedAt']: sql`now()` })
      .where(
        and(
          isNull(STAMP[which]),
          or(
            ...due[which].map(({ id, deadlineOn }) =>
              and(eq(competitionDeadlines.id, id), eq(competitionDeadlines.deadlineOn, deadlineOn)),
            ),
          ),
        ),
      )
      .returning({
        id: competitionDeadlines.id,
        userId: competitionDeadlines.userId,
        entry: competitionDeadlines.entry,
        deadlineOn: competitionDeadlines.deadlineOn,
        note: competitionDeadlines.note,
      });
    claimed.push(...rows.map((row) => ({ ...row, which })));
  }
  return claimed;
}

/**
 * Tells each founder of their deadlines due a reminder at `now` (tests pass their own clock): one inbox line and, with
 * E-mail notifications on, one mail each (the notifier decides), in the founder's language. When telling fails, the
 * claims not told are given back and the error thrown, so that the job's retry reminds of them. Returns how many were told.
 */
export async function sendDeadlineReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const claimed = await claimDueReminders(db, now);
  for (const [index, reminder] of claimed.entries()) {
    try {
      const name = shippedEntry(reminder.entry)?.name ?? reminder.entry;
      await notifier.tell(competitionDeadlineKind, {
        userIds: [reminder.userId],
        actorName: 'Competition & Hackathon Directory',
        items: [{ subject: name, href: '/tool/competition-hackathon-directory', excerpt: reminder.deadlineOn }],
        mail: { name, deadlineOn: reminder.deadlineOn, note: reminder.note, onTheDay: reminder.which === 'day' },
      });
    } catch (error) {
      for (const { id, which } of claimed.slice(index))
        await db
          .update(competitionDeadlines)
          .set({ [which === 'early' ? 'earlyRemindedAt' : 'dayRemindedAt']: null })
          .where(eq(competitionDeadlines.id, id));
      throw error;
    }
  }
  return claimed.length;
}

/** `competition-deadlines`, hourly: the notifier is given late (it is made after the job runner it queues on). */
export function deadlineRemindersJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'competition-deadlines',
    schedule: REMINDER_SCHEDULE,
    async run() {
      await sendDeadlineReminders(db, notifier(), new Date());
    },
  };
}
