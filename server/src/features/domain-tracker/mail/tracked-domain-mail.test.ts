import { describe } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { trackedDomainMail } from './tracked-domain-mail';

describe('the tracked domain mail', () => {
  itSaysEveryWordOfEveryMail((language) => [
    trackedDomainMail(
      { domain: 'founder.com', change: 'available', date: '2026-12-20', url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
    trackedDomainMail(
      { domain: 'founder.com', change: 'expiring', date: '2026-12-20', url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
  ]);
});
