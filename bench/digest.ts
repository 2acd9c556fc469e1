import { randomUUID } from 'node:crypto';
import { ideas, notifications, profiles, user } from '../server/src/db/schema';
import { startJobRunner } from '../server/src/jobs/job-runner';
import { createLogger } from '../server/src/lib/logger';
import type { Mail } from '../server/src/mail/mailer';
import { weeklyDigestJobs } from '../server/src/notifications/weekly-digest';
import { onEachTarget, type Target } from './bench-targets';

const USERS = 10_000;
const BATCH = 1_000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** 10,000 confirmed users; this week 5,000 comment and 3,000 share notifications, and 50 community ideas. */
async function seed({ database }: Target) {
  const { db } = database;
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: `digest-user-${i}`,
    name: `Founder ${i}`,
    email: `founder-${i}@bench.example`,
    emailVerified: true,
  }));
  await inBatches(users, (batch) => db.insert(user).values(batch));
  await inBatches(users, (batch) =>
    db.insert(profiles).values(batch.map((u) => ({ id: u.id, fullName: u.name, email: u.email }))),
  );
  const ideaRows = users
    .slice(0, 50)
    .map((u, i) => ({ id: randomUUID(), userId: u.id, title: `Community idea ${i}`, isCommunityShared: true }));
  await db.insert(ideas).values(ideaRows);
  const notice = (userId: string, kind: 'idea_commented' | 'idea_shared', i: number) => ({
    userId,
    kind,
    actorName: 'Someone',
    ideaId: ideaRows[i % ideaRows.length]!.id,
    data: { subject: 'An idea', href: '/tool/idea-garage', excerpt: '' },
  });
  const rows = [
    ...users.slice(0, 5_000).map((u, i) => notice(u.id, 'idea_commented', i)),
    ...users.slice(2_000, 5_000).map((u, i) => notice(u.id, 'idea_shared', i)),
  ];
  await inBatches(rows, (batch) => db.insert(notifications).values(batch));
}

/** The digest of 10,000 users: claiming the week and queueing the mails, then the mails sent by the workers. */
async function benchOn(target: Target) {
  await target.database.migrate();
  await seed(target);
  const mails: Mail[] = [];
  const deps = {
    db: target.database.db,
    mailer: { send: async (mail: Mail) => void mails.push(mail) },
    appUrl: 'http://localhost:3000',
    appSecret: 'x'.repeat(32),
  };
  const { weeklyDigest, digestMail } = weeklyDigestJobs(deps);
  const logger = createLogger({ LOG_LEVEL: 'warn' });
  const jobs = await startJobRunner({
    database: target.database,
    logger,
    jobs: [digestMail],
    pollingIntervalSeconds: 0.5,
  });
  try {
    const started = performance.now();
    await weeklyDigest.run({}, jobs);
    const queued = performance.now() - started;
    while (mails.length < USERS) {
      if (performance.now() - started > 15 * 60_000) throw new Error(`only ${mails.length} digests after 15 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sent = performance.now() - started;
    const again = performance.now();
    await weeklyDigest.run({}, jobs);
    const rerun = performance.now() - again;
    console.log(`\nweekly digest, ${USERS.toLocaleString('en')} users — ${target.label}`);
    console.log(
      `  claim the week and queue the mails: ${queued.toFixed(0)} ms (one statement + ${Math.ceil(USERS / 1000)} queue inserts)`,
    );
    console.log(
      `  all ${mails.length.toLocaleString('en')} digests sent by one instance's worker: ${(sent / 1000).toFixed(1)} s (${((mails.length / sent) * 1000).toFixed(0)} mails/s, to an in-memory mailer)`,
    );
    console.log(`  run again the same week: ${rerun.toFixed(0)} ms, ${mails.length - USERS} more mails`);
  } finally {
    await jobs.stop();
  }
}

export const benchDigest = () => onEachTarget('weekly digest', benchOn);
