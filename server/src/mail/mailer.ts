import { createTransport } from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';

/** A mail; `headers` are extra ones (a notification's List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

export type Mailer = { send(mail: Mail): Promise<void> };

/** Sends through SMTP_URL; without it, prints each mail (with its links) to the server log. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, logger: Logger): Mailer {
  if (!env.SMTP_URL) {
    return {
      async send(mail) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        logger.info(
          { to: mail.to, subject: mail.subject, links },
          `Mail not sent (SMTP_URL is not set):\n${mail.text}`,
        );
      },
    };
  }
  const transport = createTransport(env.SMTP_URL);
  return {
    async send(mail) {
      await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'Mail sent');
    },
  };
}
