import { Writable } from 'node:stream';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { confirmationMail } from './templates';

const mail = {
  to: 'ada@example.com',
  ...confirmationMail({ name: 'Ada <script>', url: 'http://localhost:3000/api/auth/verify-email?token=abc' }),
};

describe('without SMTP_URL', () => {
  it('prints the mail, with its link, to the server log', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    await createMailer({ SMTP_URL: undefined, MAIL_FROM: 'x@y' }, pino(sink)).send(mail);
    const entry = JSON.parse(lines.join(''));
    expect(entry).toMatchObject({
      to: 'ada@example.com',
      links: ['http://localhost:3000/api/auth/verify-email?token=abc'],
    });
    expect(entry.msg).toContain('Confirm your email: http://localhost:3000/api/auth/verify-email?token=abc');
  });
});

describe('with SMTP_URL', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => done(void received.push(data)));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers through the SMTP server', async () => {
    const silent = pino({ level: 'silent' });
    await createMailer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Founder Toolkit <no-reply@example.com>' },
      silent,
    ).send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Confirm your email for Founder Toolkit');
    expect(received[0]).toContain('To: ada@example.com');
  });
});

describe('templates', () => {
  it('escapes what a user typed in the HTML part', () => {
    expect(mail.html).toContain('Hi Ada &#60;script&#62;,');
    expect(mail.html).not.toContain('<script>');
  });
});
