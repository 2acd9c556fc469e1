import { describe, expect, it } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { assessmentAnsweredMail } from './assessment-answered-mail';
import { assessmentInviteMail } from './assessment-invite-mail';

describe('the co-founder fit mails', () => {
  itSaysEveryWordOfEveryMail((language) => [
    assessmentAnsweredMail({ cofounder: 'Bob', url: 'http://x/a', language }, unsubscribe('notifications')),
    assessmentInviteMail({ inviter: 'Bob', url: 'http://x/a', validDays: 1, language }),
    assessmentInviteMail({ inviter: 'Bob', url: 'http://x/a', validDays: 14, language }),
  ]);

  it('count in the language’s plurals and numbers', () => {
    expect(assessmentInviteMail({ inviter: 'Bob', url: 'http://x', validDays: 1, language: 'fr' }).text).toContain(
      'Cette invitation est valable 1 jour.',
    );
    expect(assessmentInviteMail({ inviter: 'Bob', url: 'http://x', validDays: 14 }).text).toContain(
      'This invitation is valid for 14 days.',
    );
  });
});
