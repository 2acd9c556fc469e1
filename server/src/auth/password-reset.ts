import { RESET_LINK_LIFETIME_SECONDS } from '@core/auth/auth-contracts';
import type { BetterAuthOptions, BetterAuthPlugin, User } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verification } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { savedLanguageOf } from '../mail/saved-language';
import { passwordResetMail } from '../mail/templates';

type ResetDeps = { db: Db; mailer: Mailer; logger: Logger };

/**
 * 'Forgot password?' on better-auth's own reset (ADR 0026): a single-use link that works for an hour, mailed
 * without making the request wait; a reset ends every session of the account, then signs in the browser
 * that made it (the link proved the mailbox, so an unconfirmed address is confirmed too).
 */
export function passwordReset({ db, mailer, logger }: ResetDeps) {
  const resetBy = new WeakMap<Request, User>();

  const options = {
    resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, url }) => {
      // The user's language is read with the mail, which the request does not wait for: an address with an account
      // must be answered no slower than one without (bench/reset-timing.ts).
      savedLanguageOf(db, user.id)
        .then((language) => mailer.send({ to: user.email, ...passwordResetMail({ name: user.name, url, language }) }))
        .catch((error: unknown) => logger.error({ err: error, to: user.email }, 'Password reset mail failed'));
    },
    onPasswordReset: async ({ user }, request) => {
      if (request) resetBy.set(request, user);
    },
  } satisfies Partial<NonNullable<BetterAuthOptions['emailAndPassword']>>;

  const signInAfterReset = createAuthMiddleware(async (ctx) => {
    const user = ctx.request ? resetBy.get(ctx.request) : undefined;
    if (!user) return;
    const confirmed = user.emailVerified
      ? user
      : await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
    const session = await ctx.context.internalAdapter.createSession(user.id);
    await setSessionCookie(ctx, { session, user: { ...user, ...confirmed } });
  });
  // An address with an account costs the request one insert (its token): one without makes the same insert,
  // undone in the same statement, so the answer takes as long (bench/reset-timing.ts).
  const sameWorkForNoAccount = createAuthMiddleware(async (ctx) => {
    const email = typeof ctx.body?.email === 'string' ? ctx.body.email.toLowerCase() : '';
    if (await ctx.context.internalAdapter.findUserByEmail(email)) return;
    await db.execute(sql`
      with made as (
        insert into ${verification} (id, identifier, value, expires_at) values (${randomUUID()}, 'reset-password:none', '', now()) returning id
      )
      delete from ${verification} where id in (select id from made)`);
  });
  const plugin = {
    id: 'password-reset',
    hooks: {
      before: [{ matcher: (ctx) => ctx.path === '/request-password-reset', handler: sameWorkForNoAccount }],
      after: [{ matcher: (ctx) => ctx.path === '/reset-password', handler: signInAfterReset }],
    },
  } satisfies BetterAuthPlugin;

  return { options, plugin };
}
