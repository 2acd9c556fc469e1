import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('refuses to start on a bad environment variable, naming it', () => {
  const result = spawnSync(process.execPath, ['dist/server/index.js'], {
    env: { PATH: process.env.PATH, PORT: 'eighty', SMTP_URL: 'http://mail.example' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Invalid configuration:');
  expect(result.stderr).toContain('PORT must be a whole number between 0 and 65535');
  expect(result.stderr).toContain('SMTP_URL must be a URL starting with smtp:// or smtps://');
});
