// Options that shape better-auth's tables (they mirror server/src/auth/auth.ts); read only by the CLI.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
export const auth = betterAuth({
  database: drizzleAdapter({} as never /* the CLI reads only the provider */, { provider: 'pg' }),
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage: 'database' },
  plugins: [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          clientId: 'x',
          clientSecret: 'y',
          discoveryUrl: 'http://127.0.0.1:1/.well-known/openid-configuration',
        },
      ],
    }),
  ],
});
