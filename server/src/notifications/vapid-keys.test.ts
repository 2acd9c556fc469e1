import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveVapidIdentity } from './vapid-keys';

const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = {
  DATA_DIR: join(dataDir, 'data'),
  APP_URL: 'http://localhost:3000',
  MAIL_FROM: 'Founder Toolkit <hello@founder.example>',
};

describe('resolveVapidIdentity', () => {
  it('makes a key pair on first start, keeps it in DATA_DIR for the owner only, and reads it back after', () => {
    const first = resolveVapidIdentity(base);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = join(base.DATA_DIR, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapidIdentity(base)).toEqual(first);
  });

  it('takes the pair from the environment when it is set', () => {
    const keys = { VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' };
    expect(resolveVapidIdentity({ ...base, ...keys })).toMatchObject({ publicKey: 'BPublic', privateKey: 'private' });
  });

  it('names whom push services may contact: VAPID_SUBJECT, else an https APP_URL, else the sender’s address', () => {
    expect(resolveVapidIdentity({ ...base, VAPID_SUBJECT: 'mailto:ops@founder.example' }).subject).toBe(
      'mailto:ops@founder.example',
    );
    expect(resolveVapidIdentity({ ...base, APP_URL: 'https://founder.example' }).subject).toBe(
      'https://founder.example',
    );
    expect(resolveVapidIdentity(base).subject).toBe('mailto:hello@founder.example');
    expect(resolveVapidIdentity({ ...base, MAIL_FROM: 'plain@founder.example' }).subject).toBe(
      'mailto:plain@founder.example',
    );
  });
});
