import { createAuth, type PasswordHashing } from './auth/auth';
import { createApp, linkAccessReader } from './app';
import { createSessionReader } from './auth/session-reader';
import { createCollabServer } from './collab/collab-server';
import { redisExtension } from './collab/redis-extension';
import { createDb, type Database } from './db/client';
import type { Env } from './env';
import { resolveAppSecret } from './lib/app-secret';
import type { Logger } from './lib/logger';
import { createSecretBox } from './lib/secret-box';
import { boardChangesJob } from './ideas/board-changes';
import { startJobRunner } from './jobs/job-runner';
import { createMailer, type Mailer } from './mail/mailer';
import { commentMailJob } from './notifications/comment-mail-job';
import { startLiveInbox } from './notifications/live-inbox';
import { startLiveIdeas } from './ideas/live-ideas';
import { createNotifier, type Notifier } from './notifications/notifier';
import { webPushJob } from './notifications/push-job';
import { createPushSender } from './notifications/push-sender';
import { resolveVapidIdentity } from './notifications/vapid-keys';
import { createSafeFetch } from './outbound/safe-fetch';
import { seedDirectories } from './directories/directory-seed';
import { DIRECTORIES } from '@core/tools/tool-directories';
import { createRdapClient } from './outbound/rdap';
import { createAiProvider } from './ai/ai-provider';
import { TOOL_MODULES } from './tool-modules';
import { weeklyDigestJobs } from './notifications/weekly-digest';

type ServerOptions = {
  env: Env;
  logger: Logger;
  webDir?: string;
  /** The web app's server-side renderer (its SSR build); without it every page is drawn by the browser. */
  ssrEntry?: string;
  /** Tests pass their own database and a mailer that keeps what it sends. */
  database?: Database;
  mailer?: Mailer;
  /** Test servers hash passwords more cheaply (test-server.ts, ADR 0112); the app never passes one. */
  passwordHashing?: PasswordHashing;
};

/** Everything the process runs, wired together: database (migrated), mail, auth and the HTTP app. */
export async function createServer({ env, logger, webDir, ssrEntry, ...overrides }: ServerOptions) {
  const database = overrides.database ?? (await createDb(env, logger));
  await database.migrate();
  // The entries the app ships for its directories, kept in step with this version's data (ADR 0096).
  const seeded = await seedDirectories(database.db, DIRECTORIES);
  if (seeded.added + seeded.updated + seeded.removed > 0) logger.info(seeded, 'Directory entries updated');
  const mailer = overrides.mailer ?? createMailer(env, logger);
  const secret = resolveAppSecret(env);
  const auth = createAuth({
    db: database.db,
    env,
    secret,
    mailer,
    logger,
    ...(overrides.passwordHashing ? { passwordHashing: overrides.passwordHashing } : {}),
  });
  const secretBox = createSecretBox(secret, 'profile-api-key');
  const notifying = { db: database.db, mailer, appUrl: env.APP_URL, appSecret: secret, logger };
  const commentMail = commentMailJob(notifying);
  const { weeklyDigest, digestMail } = weeklyDigestJobs(notifying);
  const safeFetch = createSafeFetch({
    allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK,
    userAgent: `FounderToolkit/1.0 (+${env.APP_URL})`,
  });
  const domainLookup = createRdapClient({ bootstrapUrl: env.RDAP_BOOTSTRAP_URL, safeFetch });
  // Users' AI providers only may be on hosts the operator listed (a model server on their own network).
  const aiFetch = createSafeFetch({
    allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK,
    userAgent: `FounderToolkit/1.0 (+${env.APP_URL})`,
    allowedHosts: env.AI_ALLOWED_HOSTS,
    maxResponseBytes: 4 * 1024 * 1024,
  });
  const ai = createAiProvider({ db: database.db, box: secretBox, safeFetch: aiFetch, logger });
  const vapid = resolveVapidIdentity(env);
  const webPush = webPushJob(database.db, createPushSender(vapid, safeFetch));
  // The tools' jobs tell users through the notifier, which is made once the runner it queues on has started.
  const late: { notifier?: Notifier } = {};
  const toolJobs = TOOL_MODULES.flatMap(
    (module) => module.jobs?.({ db: database.db, domainLookup, safeFetch, notifier: () => late.notifier! }) ?? [],
  );
  const jobs = await startJobRunner({
    database,
    logger,
    jobs: [commentMail, weeklyDigest, digestMail, webPush, boardChangesJob(database.db), ...toolJobs],
    pollingIntervalSeconds: env.JOB_POLL_SECONDS,
  });
  const notifier = createNotifier(
    notifying,
    jobs,
    { commentMail, webPush },
    TOOL_MODULES.flatMap((module) => module.notificationKinds ?? []),
  );
  late.notifier = notifier;
  const liveInbox = await startLiveInbox(database);
  const liveIdeas = await startLiveIdeas(database, logger);
  const collab = createCollabServer({
    db: database.db,
    readSession: createSessionReader(database.db, auth),
    linkAccess: linkAccessReader(database.db, secret),
    logger,
    appUrl: env.APP_URL,
    extensions: env.REDIS_URL ? [redisExtension(env.REDIS_URL)] : [],
  });
  const app = createApp({
    database,
    auth,
    logger,
    appUrl: env.APP_URL,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    secretBox,
    appSecret: secret,
    mailer,
    notifier,
    liveInbox,
    liveIdeas,
    push: { publicKey: vapid.publicKey, allowLoopback: env.OUTBOUND_ALLOW_LOOPBACK },
    domainLookup,
    safeFetch,
    ai,
    pageContent: collab,
    ...(webDir ? { webDir } : {}),
    ...(ssrEntry ? { ssrEntry } : {}),
  });
  /** Stops what runs in the background (before the database closes). */
  const stop = async () => {
    await collab.stop();
    await jobs.stop();
    await liveInbox.stop();
    await liveIdeas.stop();
  };
  return {
    app,
    auth,
    database,
    collab,
    mailer,
    jobs,
    notifier,
    liveInbox,
    liveIdeas,
    domainLookup,
    safeFetch,
    ai,
    stop,
  };
}
