import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackedDomains } from './domain-tracker.tables';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import type { RdapLookup } from '../../outbound/rdap';
import { recordCheck } from './tracked-domain-checks';

/** Every day at 03:15 UTC. */
const RECHECK_SCHEDULE = '15 3 * * *';
/** A pause between two lookups, so that a registry is asked about three domains a second at most. */
export const RECHECK_PAUSE_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Re-checks every tracked domain over RDAP: each name once however many users track it, one after the other
 * with `pauseMs` between lookups (registries limit how often they are asked), and tells each owner of news
 * (recordCheck: two statements and one notification a name, however many owners). `now` is the day's clock (tests pass their own). Returns how many names were looked up.
 */
export async function recheckTrackedDomains({
  db,
  lookUp,
  notifier,
  now,
  pauseMs = RECHECK_PAUSE_MS,
}: {
  db: Db;
  lookUp: RdapLookup;
  notifier: Notifier;
  now: Date;
  pauseMs?: number;
}) {
  const names = await db
    .selectDistinct({ name: trackedDomains.name })
    .from(trackedDomains)
    .orderBy(asc(trackedDomains.name));
  for (const [index, { name }] of names.entries()) {
    if (index > 0 && pauseMs > 0) await pause(pauseMs);
    await recordCheck(db, notifier, { name }, await lookUp(name), now);
  }
  return names.length;
}

/** `tracked-domains-recheck`, daily: the notifier is given late (it is made after the job runner it queues on). */
export function domainRecheckJob(db: Db, lookUp: RdapLookup, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'tracked-domains-recheck',
    schedule: RECHECK_SCHEDULE,
    // One pass over every distinct name, 300 ms apart: 15 minutes would cut it (and retry it from the start) past
    // about 3,000 names; 6 hours holds 70,000.
    expireInHours: 6,
    async run() {
      await recheckTrackedDomains({ db, lookUp, notifier: notifier(), now: new Date() });
    },
  };
}
