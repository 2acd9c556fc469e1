import { describe } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { filingsDueMail } from './filings-due-mail';

describe('the filings-due mail', () => {
  itSaysEveryWordOfEveryMail((language) => [
    filingsDueMail(
      { filings: [{ type: 'GSTR-3B', dueDate: '2026-12-20' }], url: 'http://x/a', language },
      unsubscribe('notifications'),
    ),
    filingsDueMail(
      {
        filings: [
          { type: 'GSTR-3B', dueDate: '2026-12-20' },
          { type: 'TDS deposit', ruleId: 'tds-deposit', dueDate: '2027-01-07' },
        ],
        url: 'http://x/a',
        language,
      },
      unsubscribe('notifications'),
    ),
  ]);
});
