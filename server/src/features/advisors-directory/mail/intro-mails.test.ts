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
});
