import { describe, expect, it } from 'vitest';
import { EnvError, isGoogleConfigured, parseEnv } from './env';

const problemsOf = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
};

describe('parseEnv', () => {
  it('needs nothing for `npm start`', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      RDAP_BOOTSTRAP_URL: 'https://data.iana.org/rdap/dns.json',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(isGoogleConfigured(env)).toBe(false);
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '', TRUST_PROXY_HOPS: '' });
    expect([env.DATABASE_URL, env.SMTP_URL, env.PORT, env.TRUST_PROXY_HOPS]).toEqual([undefined, undefined, 3000, 0]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535'],
    [{ APP_URL: 'localhost:3000' }, 'APP_URL must be a URL starting with http:// or https://'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters long'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'TRUST_PROXY_HOPS must be a whole number from 0 to 10'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET must be set together with the other Google variable'],
    [
      { GOOGLE_DISCOVERY_URL: 'http://127.0.0.1/x' },
      'GOOGLE_DISCOVERY_URL needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    ],
    [{ VAPID_PUBLIC_KEY: 'BKey' }, 'VAPID_PRIVATE_KEY must be set together with the other VAPID key'],
    [{ VAPID_SUBJECT: 'http://example.com' }, 'VAPID_SUBJECT must be a URL starting with https:// or mailto:'],
    [
      { RDAP_BOOTSTRAP_URL: 'file:///tmp/dns.json' },
      'RDAP_BOOTSTRAP_URL must be a URL starting with http:// or https://',
    ],
    [{ OUTBOUND_ALLOW_LOOPBACK: 'yes' }, 'OUTBOUND_ALLOW_LOOPBACK must be true or false'],
    [
      { AI_ALLOWED_HOSTS: 'http://models.lan/v1' },
      'AI_ALLOWED_HOSTS must be host names or host:port, separated by commas (no scheme or path)',
    ],
    [{ NODE_ENV: 'production' }, 'APP_SECRET is required when NODE_ENV is production'],
    [
      { NODE_ENV: 'production', APP_URL: 'http://10.0.0.5:3000' },
      'APP_URL must start with https:// when NODE_ENV is production (session cookies are Secure)',
    ],
  ])('refuses %j, naming the variable', (source, problem) => {
    expect(problemsOf(source).join('\n')).toContain(problem);
  });

  it('reads AI_ALLOWED_HOSTS as a list of lower-case hosts, none by default', () => {
    expect(parseEnv({}).AI_ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ AI_ALLOWED_HOSTS: ' Models.LAN , 10.0.0.7:11434,,[::1]:8080' }).AI_ALLOWED_HOSTS).toEqual([
      'models.lan',
      '10.0.0.7:11434',
      '[::1]:8080',
    ]);
  });

  it('takes a production APP_URL over https, or over http on this machine only', () => {
    for (const APP_URL of ['https://founders.example', 'http://localhost:3000', 'http://127.0.0.1:8080']) {
      expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), APP_URL })).toEqual([]);
    }
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', APP_URL: 'nope', SMTP_URL: 'nope' });
    expect(problems).toHaveLength(3);
    expect(new EnvError(problems).message).toMatch(/^Invalid configuration:\n {2}- PORT/);
  });
});
