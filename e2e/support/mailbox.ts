import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * Decodes quoted-printable: soft line breaks and =XX escapes (nodemailer wraps long links this way), the escapes
 * being the bytes of UTF-8 text ('=C3=B1' is 'ñ': mails in Spanish, French and German are read as written).
 */
function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(raw.replace(/=\r?\n/g, ''), 'utf8');
  const decoded: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    const escape = bytes[index] === 0x3d ? bytes.subarray(index + 1, index + 3).toString('latin1') : '';
    if (/^[0-9A-F]{2}$/.test(escape)) {
      decoded.push(parseInt(escape, 16));
      index += 2;
    } else decoded.push(bytes[index]!);
  }
  return Buffer.from(decoded).toString('utf8');
}

/** A real SMTP receiver on 127.0.0.1 that keeps every mail the app sends. */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters) wake();
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  /** The first mail to `to` (whose text contains `containing`, if given), waiting for it to arrive. */
  async function waitForMail(to: string, { containing = '', timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((m) => m.to.includes(to) && m.text.includes(containing));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => (waiters.delete(wake), resolve());
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitForMail,
    /** The first link in the mail that starts with `prefix`. */
    linkIn: (mail: ReceivedMail, prefix: string) => {
      const link = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`))?.[0];
      if (!link) throw new Error(`No link starting with ${prefix} in mail:\n${mail.text}`);
      return link;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
