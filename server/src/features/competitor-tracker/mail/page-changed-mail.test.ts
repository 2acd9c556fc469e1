import { describe } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { pageChangedMail } from './page-changed-mail';

describe('the watched page mail', () => {
  itSaysEveryWordOfEveryMail((language) => [
    pageChangedMail(
      {
        competitor: 'Acme',
        pageUrl: 'https://acme.example/pricing',
        date: '2026-12-20',
        added: 2,
        removed: 1,
        url: 'http://x/a',
        language,
      },
      unsubscribe('notifications'),
    ),
  ]);
});
