import { describe, expect, it } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { introAcceptedMail, introDeclinedMail, introRequestedMail } from './intro-mails';

describe('the Advisors Directory’s mails', () => {
  itSaysEveryWordOfEveryMail((language) => [
    introRequestedMail({ founder: 'Ada', message: 'Hi!', url: 'http://x/a', language }, unsubscribe('notifications')),
    introAcceptedMail(
      { advisor: 'Mia', email: 'mia@example.com', url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
    introDeclinedMail({ advisor: 'Mia', url: 'http://x/a', language }, unsubscribe('notifications')),
  ]);

  it('give the advisor’s address in the acceptance, in the reader’s language', () => {
    const mail = introAcceptedMail(
      { advisor: 'Mia', email: 'mia@example.com', url: 'http://x/a', language: 'de' },
      unsubscribe('notifications'),
    );
    expect(mail.subject).toBe('Mia hat deine Intro-Anfrage angenommen');
    expect(mail.text).toContain('Du erreichst Mia unter mia@example.com.');
  });

  it('quote the founder’s message as text, never as HTML', () => {
    const mail = introRequestedMail(
      { founder: 'Ada', message: '<img src=x onerror=alert(1)>', url: 'http://x/a' },
      unsubscribe('notifications'),
    );
    expect(mail.html).toContain('<p>&#60;img src=x onerror=alert(1)&#62;</p>');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });
});
