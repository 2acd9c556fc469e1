import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A number in a range (a whole one unless `fractions`), from a variable; empty means the default. */
const numberIn = (min: number, max: number, fallback: number, message: string, { fractions = false } = {}) => {
  const number = z.coerce.number({ message });
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    (fractions ? number : number.int(message)).min(min, message).max(max, message).default(fallback),
  );
};
const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  numberIn(min, max, fallback, message);

const urlWith = (protocols: string[], hint: string) =>
  optionalString.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    { message: `must be a URL starting with ${hint}` },
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535, 3000, 'must be a whole number between 0 and 65535'),
    /** How many reverse proxies stand in front (each appends to X-Forwarded-For); 0 trusts none. */
    TRUST_PROXY_HOPS: wholeNumber(0, 10, 0, 'must be a whole number from 0 to 10'),
    APP_URL: urlWith(['http:', 'https:'], 'http:// or https://').default('http://localhost:3000'),
    DATA_DIR: optionalString.default('./.data'),
    DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres:// or postgresql://'),
    APP_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
    /** Redis, for several instances to serve the same collaborative page (ADR 0113); without it, one process does. */
    REDIS_URL: urlWith(['redis:', 'rediss:'], 'redis:// or rediss://'),
    MAIL_FROM: optionalString.default('Founder Toolkit <no-reply@localhost>'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_DISCOVERY_URL: urlWith(['http:', 'https:'], 'http:// or https://'),
    /**
     * How often an idle job worker asks for work, in seconds: for jobs queued by another instance, a schedule, a retry
     * or a later slot (a job queued on this instance wakes its worker at once: ADR 0122).
     */
    JOB_POLL_SECONDS: numberIn(0.5, 60, 10, 'must be a number of seconds from 0.5 to 60', { fractions: true }),
    /** The Web Push key pair (both or neither); without them one is made on first start and kept in DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    /** Who push services may contact about this server's pushes: an https: URL or a mailto: address. */
    VAPID_SUBJECT: urlWith(['https:', 'mailto:'], 'https:// or mailto:'),
    /** Lets outbound requests reach this machine's loopback addresses: for tests' local servers only. */
    OUTBOUND_ALLOW_LOOPBACK: z
      .enum(['true', 'false', ''], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /** IANA's RDAP bootstrap file for domains: which server answers for each top-level domain (tests serve their own). */
    RDAP_BOOTSTRAP_URL: urlWith(['http:', 'https:'], 'http:// or https://').default(
      'https://data.iana.org/rdap/dns.json',
    ),
    /** Hosts (`name` or `name:port`, comma-separated) a user's AI Base URL may reach whatever their addresses: a model server on the operator's own network. */
    AI_ALLOWED_HOSTS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)), {
        message: 'must be host names or host:port, separated by commas (no scheme or path)',
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other Google variable' });
    }
    if (env.GOOGLE_DISCOVERY_URL && !env.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_DISCOVERY_URL'],
        message: 'needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with the other VAPID key' });
    }
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'is required when NODE_ENV is production' });
    }
    // Production's session cookies are Secure: a browser drops them over plain http (but on this machine).
    const { protocol, hostname } = new URL(env.APP_URL);
    if (
      env.NODE_ENV === 'production' &&
      protocol === 'http:' &&
      !['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message: 'must start with https:// when NODE_ENV is production (session cookies are Secure)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the configuration; throws an EnvError naming every bad variable. Only index.ts passes process.env. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
}

export function isGoogleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}
