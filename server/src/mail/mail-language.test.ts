import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user, userPreferences } from '../db/schema';
import { weeklyDigestJobs } from '../notifications/weekly-digest';
import type { TestClient } from '../testing/test-client';
import { createTestServer, linkIn, type TestServer } from '../testing/test-server';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../testing/mail-languages';
import {
  accountDeletedMail,
  confirmationMail,
  ideaCommentsMail,
  ideaSharedMail,
  passwordResetMail,
  weeklyDigestMail,
} from './templates';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.dispose());

const saveLanguage = async (client: TestClient, language: string) =>
  expect((await client.request('/api/preferences', { method: 'PATCH', json: { language } })).status).toBe(200);
const lastMailTo = (email: string) => server.mails.findLast((mail) => mail.to === email);
/** The first mail that matches, once one has come (jobs send some a moment later). */
const mailComing = (matches: (mail: (typeof server.mails)[number]) => boolean) =>
  vi.waitFor(
    () => {
      const found = server.mails.find(matches);
      if (!found) throw new Error('No such mail yet');
      return found;
    },
    { timeout: 10_000 },
  );
/** Shares a new idea of `owner` with `email`, with a message; the mail it sent. */
async function shareNewIdea(owner: TestClient, title: string, email: string, message: string) {
  const { id } = (await (await owner.post('/api/ideas', { title })).json()) as { id: string };
  expect(
    (
      await owner.post('/api/shares', {
        ideaIds: [id],
        method: 'email',
        emails: [email],
        accessType: 'comment',
        message,
      })
    ).status,
  ).toBe(201);
  return { id, mail: lastMailTo(email)! };
}

describe('every mail is in its recipient’s saved language', () => {
  it('a Spanish user is told in Spanish that an idea was shared with them', async () => {
    const owner = await server.signedInClient('owner-es@example.com', 'Sara Sharer');
    await saveLanguage(await server.signedInClient('lucia@example.com', 'Lucía'), 'es');
    const { id, mail } = await shareNewIdea(owner, 'Quioscos solares', 'lucia@example.com', 'Échale un vistazo');
    expect(mail.subject).toBe('Sara Sharer compartió “Quioscos solares” contigo');
    expect(mail.text).toContain(
      'Sara Sharer compartió contigo la idea “Quioscos solares” en Founder Toolkit.\n\nSu mensaje: Échale un vistazo\n\n',
    );
    expect(mail.text).toContain(`Abrir la idea: http://localhost:3000/tool/idea-garage/idea/${id}\n`);
    expect(mail.text).toMatch(/Desactivar las notificaciones por correo: http:\/\/localhost:3000\/unsubscribe\?token=/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('an English user still gets today’s exact words', async () => {
    const owner = await server.signedInClient('owner-en@example.com', 'Sara Sharer');
    await saveLanguage(await server.signedInClient('rita@example.com', 'Rita Reader'), 'en');
    const { id, mail } = await shareNewIdea(owner, 'Solar kiosks', 'rita@example.com', 'Have a look');
    expect(mail.subject).toBe('Sara Sharer shared "Solar kiosks" with you');
    expect(mail.text).toMatch(
      new RegExp(
        '^Sara Sharer shared the idea "Solar kiosks" with you on Founder Toolkit\\.\n\nTheir message: Have a look\n\n' +
          `Open the idea: http://localhost:3000/tool/idea-garage/idea/${id}\n\n--\n` +
          'You get this email because E-mail notifications are on in your Founder Toolkit preferences\\.\n' +
          'Turn off e-mail notifications: http://localhost:3000/unsubscribe\\?token=[\\w.-]+&topic=notifications\n$',
      ),
    );
  });

  it('a German user’s password reset mail is in German', async () => {
    await saveLanguage(await server.signedInClient('greta@example.com', 'Greta'), 'de');
    expect(
      (
        await server
          .client()
          .post('/api/auth/request-password-reset', { email: 'greta@example.com', redirectTo: '/reset-password' })
      ).status,
    ).toBe(200);
    const mail = await mailComing((sent) => sent.to === 'greta@example.com' && sent.text.includes('/reset-password/'));
    expect(mail.subject).toBe('Setze dein Passwort für Founder Toolkit zurück');
    expect(mail.text).toMatch(
      /^Hallo Greta,\n\nWir haben eine Anfrage erhalten, das Passwort deines Kontos bei Founder Toolkit zurückzusetzen\.\n\n/,
    );
    expect(mail.text).toMatch(
      /\n\nPasswort zurücksetzen: http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+\n\nDer Link funktioniert einmal und ist 1 Stunde lang gültig\.\n\n/,
    );
  });

  it('signing up with Accept-Language: fr sends the confirmation mail in French, and its link works', async () => {
    const client = server.client();
    const body = { name: 'Félix', email: 'felix@example.com', password: 'correct horse', callbackURL: '/' };
    expect((await client.post('/api/auth/sign-up/email', body, { 'accept-language': 'fr-FR,fr;q=0.9' })).status).toBe(
      200,
    );
    const mail = lastMailTo('felix@example.com')!;
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Founder Toolkit');
    expect(mail.text).toMatch(
      /^Bonjour Félix,\n\nBienvenue sur Founder Toolkit ! Veuillez confirmer votre adresse e-mail pour activer votre compte\.\n\n/,
    );
    expect(mail.text).toMatch(
      /\n\nConfirmer votre adresse e-mail : http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+\n\nSi vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail\.\n$/,
    );
    expect((await client.request(linkIn(mail))).status).toBe(302);
  });

  it('a new link for an account without preferences is in the language its request asks for', async () => {
    const client = server.client();
    await client.post('/api/auth/sign-up/email', {
      name: 'Dora',
      email: 'dora@example.com',
      password: 'correct horse',
      callbackURL: '/',
    });
    const [account] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'dora@example.com'));
    await server.database.db.delete(userPreferences).where(eq(userPreferences.userId, account!.id));
    await client.post(
      '/api/auth/sign-in/email',
      { email: 'dora@example.com', password: 'correct horse' },
      { 'accept-language': 'de' },
    );
    expect(lastMailTo('dora@example.com')?.subject).toBe('Bestätige deine E-Mail-Adresse für Founder Toolkit');
  });

  it('the co-founder invitation is in the inviter’s language, the deletion mail in the deleted account’s', async () => {
    const inviter = await server.signedInClient('ines@example.com', 'Inés');
    await saveLanguage(inviter, 'es');
    const { id } = (await (await inviter.post('/api/assessments', { answers: Array(10).fill(3) })).json()) as {
      id: string;
    };
    expect((await inviter.post(`/api/assessments/${id}/invites`, { email: 'nobody-yet@example.com' })).status).toBe(
      201,
    );
    expect(lastMailTo('nobody-yet@example.com')?.subject).toBe(
      'Inés te invitó a comparar su afinidad como cofundadores',
    );

    await saveLanguage(inviter, 'fr');
    expect((await inviter.post('/api/account/delete', { email: 'ines@example.com' })).status).toBe(204);
    expect(lastMailTo('ines@example.com')?.subject).toBe('Votre compte Founder Toolkit a été supprimé');
  });

  it('a comment mail and the weekly digest come in their recipient’s language', async () => {
    const owner = await server.signedInClient('francois@example.com', 'François');
    await saveLanguage(owner, 'fr');
    const reader = await server.signedInClient('dieter@example.com', 'Dieter');
    await saveLanguage(reader, 'de');
    const { id } = await shareNewIdea(owner, 'Kiosques', 'dieter@example.com', '');
    expect((await reader.post(`/api/ideas/${id}/comments`, { content: 'Gute Idee' })).status).toBe(201);
    const comments = await mailComing(
      (mail) => mail.to === 'francois@example.com' && mail.subject.includes('Kiosques'),
    );
    expect(comments.subject).toBe('Dieter a commenté « Kiosques »');
    expect(comments.text).toMatch(/^Nouveaux commentaires sur votre idée « Kiosques » :\n\nDieter : Gute Idee\n\n/);

    const { db } = server.database;
    await weeklyDigestJobs({
      db,
      mailer: server.mailer,
      appUrl: server.env.APP_URL,
      appSecret: server.env.APP_SECRET!,
    }).weeklyDigest.run({}, server.jobs);
    const digest = await mailComing((mail) => mail.to === 'dieter@example.com' && mail.text.startsWith('Diese Woche'));
    expect(digest.subject).toBe('Deine Woche bei Founder Toolkit');
    expect(digest.text).toContain('Diese Woche bei Founder Toolkit:\n\n1 Idee mit dir geteilt\n\n');
    expect(digest.text).toMatch(
      /\nWochenübersicht deaktivieren: http:\/\/localhost:3000\/unsubscribe\?token=\S+&topic=digest\n$/,
    );
  });
});

describe('the mail templates', () => {
  itSaysEveryWordOfEveryMail((language) => [
    confirmationMail({ name: 'Ada', url: 'http://x/a', language }),
    passwordResetMail({ name: 'Ada', url: 'http://x/a', language }),
    accountDeletedMail({ name: 'Ada', url: 'http://x/a', language }),
    ideaSharedMail(
      { sharer: 'Bob', ideaTitle: 'Kiosks', message: 'Look', url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
    ideaCommentsMail(
      { ideaTitle: 'Kiosks', comments: [{ author: 'Bob', text: 'Nice' }], url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
    ideaCommentsMail(
      {
        ideaTitle: 'Kiosks',
        comments: [
          { author: 'Bob', text: 'Nice' },
          { author: 'Cy', text: 'Yes' },
        ],
        url: 'http://x/a',
        language,
      },
      unsubscribe('notifications'),
    ),
    weeklyDigestMail({ comments: 1, shares: 1, community: 1, url: 'http://x/a', language }, unsubscribe('digest')),
    weeklyDigestMail({ comments: 1200, shares: 2, community: 3, url: 'http://x/a', language }, unsubscribe('digest')),
  ]);

  it('count in the language’s plurals and numbers', () => {
    expect(
      weeklyDigestMail(
        { comments: 1200, shares: 1, community: 0, url: 'http://x', language: 'de' },
        unsubscribe('digest'),
      ).text,
    ).toContain('1.200 neue Kommentare zu deinen Ideen\n\n1 Idee mit dir geteilt\n\n');
  });
});
