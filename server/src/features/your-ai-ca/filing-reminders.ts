import { todayIn } from '@core/dates/iso-date';
import type { IsoDate } from '@core/tools/your-ai-ca/calendar-dates';
import { findRule } from '@core/tools/your-ai-ca/compliance-rules';
import { DEFAULT_REMINDER_DAYS } from '@core/tools/your-ai-ca/filing-schedule';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { complianceFilings } from './your-ai-ca.tables';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { filingDueKind } from './mail/filing-due-kind';

/** Every day at 02:30 UTC, 08:00 in India, where the filings are due. */
const REMINDER_SCHEDULE = '30 2 * * *';
/** The calendar's due dates are Indian ones: 'today' is India's (ADR 0050). */
export const REMINDER_TIME_ZONE = 'Asia/Kolkata';

type Claimed = { id: string; userId: string; type: string; ruleId: string | null; dueDate: IsoDate };

/**
 * Claims every filing not filed whose due date is today or within its owner's reminder days (3 unless they
 * chose otherwise; core's isReminderDue, in SQL), marking it reminded in the same statement: only the rows this
 * call marked come back, so two instances, or a rerun, remind of nothing twice. SKIP LOCKED leaves rows a
 * concurrent run holds to it.
 */
async function claimDueFilings(db: Db, today: IsoDate): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    db,
    sql`
    update compliance_filings f set reminded_at = now()
    from (
      select c.id from compliance_filings c
      left join compliance_settings s on s.user_id = c.user_id
      where c.filed_on is null and c.reminded_at is null
        and c.due_date >= ${today}::date and c.due_date <= ${today}::date + coalesce(s.reminder_days, ${DEFAULT_REMINDER_DAYS})
      for update of c skip locked
    ) due
    where f.id = due.id
    returning f.id, f.user_id as "userId", f.type, f.rule_id as "ruleId", to_char(f.due_date, 'YYYY-MM-DD') as "dueDate"`,
  );
}

/**
 * Tells each user of their filings due soon — in the inbox, and by one mail when E-mail notifications is on (the
 * notifier decides; each in the user's language) — for the day it is in India at `now` (tests pass their own clock).
 * When telling fails, the filings are unmarked and the error thrown, so the job's retry reminds of them.
 */
export async function sendFilingReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const claimed = await claimDueFilings(db, todayIn(REMINDER_TIME_ZONE, now));
  const byUser = new Map<string, Claimed[]>();
  for (const filing of claimed.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.type.localeCompare(b.type))) {
    byUser.set(filing.userId, [...(byUser.get(filing.userId) ?? []), filing]);
  }
  const users = [...byUser.entries()];
  for (const [index, [userId, filings]] of users.entries()) {
    try {
      const named = filings.map(({ type, ruleId, dueDate }) => ({
        type,
        ruleId: findRule(ruleId)?.id ?? null,
        dueDate,
      }));
      const items = named.map(({ type, ruleId, dueDate }) => ({
        subject: type,
        href: '/tool/your-ai-ca',
        excerpt: dueDate,
        ...(ruleId ? { ruleId } : {}),
      }));
      await notifier.tell(filingDueKind, {
        userIds: [userId],
        actorName: 'Your AI CA',
        items,
        mail: { filings: named },
      });
    } catch (error) {
      // This user's and those not told yet: reminded again by the retry.
      const unsent = users.slice(index).flatMap(([, rows]) => rows.map((row) => row.id));
      await db.update(complianceFilings).set({ remindedAt: null }).where(inArray(complianceFilings.id, unsent));
      throw error;
    }
  }
  return claimed.length;
}

/** `filing-reminders`, daily: the notifier is given late (it is made after the job runner it queues on). */
export function filingRemindersJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'filing-reminders',
    schedule: REMINDER_SCHEDULE,
    async run() {
      await sendFilingReminders(db, notifier(), new Date());
    },
  };
}
