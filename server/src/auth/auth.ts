import {
  EMAIL_TAKEN_MESSAGE,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@core/auth/auth-contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { isGoogleConfigured, type Env } from '../env';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { savedLanguageOf } from '../mail/saved-language';
import { confirmationMail } from '../mail/templates';
import { parseAuthRequest } from './auth-requests';
import { requestLanguage } from '../lib/request-language';
import { createProfile } from './create-profile';
import { requestFirstPreferences } from './first-preferences';
import { passwordReset } from './password-reset';
import { findOffSiteRedirect } from './same-site-url';

/** Set by our mount (auth.routes.ts) to the client's address, replacing whatever a client sent. */
export const CLIENT_IP_HEADER = 'x-founder-toolkit-client-ip';

/** Sign-in attempts allowed per client address and window; counters live in the database. */
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 5 };

/** How passwords are hashed and checked; better-auth's scrypt (N = 2^14) unless a test server passes a cheaper one. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

type AuthDeps = {
  db: Db;
  env: Env;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  passwordHashing?: PasswordHashing;
};

export function createAuth({ db, env, secret, mailer, logger, passwordHashing }: AuthDeps) {
  const google = isGoogleConfigured(env)
    ? { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }
    : undefined;

  const reset = passwordReset({ db, mailer, logger });

  return betterAuth({
    appName: 'Founder Toolkit',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    trustedOrigins: [env.APP_URL],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...reset.options,
      ...(passwordHashing ? { password: passwordHashing } : {}),
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed user who tries to sign in gets a fresh link (sign-in is rate-limited).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        // In the user's saved language. On sign-up, better-auth runs the user-create hook (createProfile, which
        // writes it) before this, both after its transaction and in that order; without a row yet, the language
        // the sign-up asked in, as createProfile would write it.
        const language = (await savedLanguageOf(db, user.id)) ?? requestLanguage(request?.headers);
        // Not awaited by the request: a slow mail server must not slow sign-up or reveal timing.
        mailer
          .send({ to: user.email, ...confirmationMail({ name: user.name, url, language }) })
          .catch((error: unknown) => logger.error({ err: error, to: user.email }, 'Confirmation mail failed'));
      },
    },
    // Production Google has fixed URLs; tests point GOOGLE_DISCOVERY_URL at an OIDC provider standing in for it.
    socialProviders: google && !env.GOOGLE_DISCOVERY_URL ? { google } : {},
    plugins: [
      reset.plugin,
      ...(google && env.GOOGLE_DISCOVERY_URL
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  ...google,
                  scopes: ['openid', 'email', 'profile'],
                },
              ],
            }),
          ]
        : []),
    ],
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    // A session is refreshed (and its 'last active' moved) at most hourly while the app is used.
    session: { updateAge: 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      // Every endpoint that checks a password or mails a link is limited like sign-in.
      customRules: {
        '/sign-in/email': SIGN_IN_RATE_LIMIT,
        '/request-password-reset': SIGN_IN_RATE_LIMIT,
        '/reset-password': SIGN_IN_RATE_LIMIT,
        '/change-password': SIGN_IN_RATE_LIMIT,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Secure whenever the app is served over https, and always in production (browsers also keep Secure
      // cookies on http://localhost, where a production build may run behind a local proxy).
      useSecureCookies: env.NODE_ENV === 'production' || env.APP_URL.startsWith('https:'),
    },
    databaseHooks: {
      user: {
        create: { after: (user, context) => createProfile(db, user, requestFirstPreferences(context?.headers)) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A link from our own mail or page must never send the browser to another site (open redirect).
        const offSite = findOffSiteRedirect([ctx.query, ctx.body], env.APP_URL);
        if (offSite)
          throw new APIError('FORBIDDEN', {
            code: 'INVALID_REDIRECT',
            message: `${offSite} must be a page of this site`,
          });
        if (ctx.path === '/sign-in/social' && ctx.body?.provider === 'google' && !google) {
          throw new APIError('SERVICE_UNAVAILABLE', {
            code: 'GOOGLE_NOT_CONFIGURED',
            message: GOOGLE_NOT_CONFIGURED_MESSAGE,
          });
        }
        const body = parseAuthRequest(ctx.path, ctx.body);
        if (!body) return;
        if (ctx.path === '/sign-up/email') {
          // docs/decisions/0005-duplicate-sign-up.md: a confirmed account is taken and we say so; an account
          // nobody confirmed proves nothing, so a new sign-up replaces it (no one can squat an address).
          const existing = await ctx.context.internalAdapter.findUserByEmail(String(body.email).toLowerCase());
          if (existing?.user.emailVerified) {
            const issues = [{ path: 'email', message: EMAIL_TAKEN_MESSAGE }];
            throw new APIError('UNPROCESSABLE_ENTITY', {
              code: 'USER_ALREADY_EXISTS',
              message: EMAIL_TAKEN_MESSAGE,
              issues,
            });
          }
          if (existing) await ctx.context.internalAdapter.deleteUser(existing.user.id);
        }
        return { context: { body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A wrong current password is a field error of the form, in our words.
        const returned = ctx.context.returned;
        if (
          ctx.path === '/change-password' &&
          returned instanceof APIError &&
          returned.body?.code === 'INVALID_PASSWORD'
        ) {
          const issues = [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }];
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'INVALID_PASSWORD',
            message: WRONG_CURRENT_PASSWORD_MESSAGE,
            issues,
          });
        }
      }),
    },
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        // pino prints an Error only as `err`; anything else goes along as it is.
        const err = args.find((arg) => arg instanceof Error);
        const rest = args.filter((arg) => arg !== err);
        logger[level]({ ...(err ? { err } : {}), ...(rest.length ? { args: rest } : {}) }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
