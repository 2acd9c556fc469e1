import { LANGUAGES, type Language } from '@core/preferences/languages';
import { expect, it } from 'vitest';
import type { NotificationUnsubscribe, Template } from '../mail/mail-layout';

/** An unsubscribe line's links, for a template under test. */
export const unsubscribe = (topic: NotificationUnsubscribe['topic']): NotificationUnsubscribe => ({
  topic,
  pageUrl: 'http://x/unsubscribe',
  oneClickUrl: 'http://x/one-click',
});

/** Each language but English says every word of every mail `everyMail` makes: subject and lines, the headers kept. */
export function itSaysEveryWordOfEveryMail(everyMail: (language: Language) => Template[]) {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('say every word of every mail in %s', (language) => {
    const english = everyMail('en');
    everyMail(language).forEach((mail, i) => {
      expect(mail.subject).not.toBe(english[i]!.subject);
      expect(mail.headers).toEqual(english[i]!.headers);
      // Apart from names, links and the product's own name, no English line is left.
      const englishLines = new Set(english[i]!.text.split('\n').filter((line) => /[a-z]{3} [a-z]{3}/.test(line)));
      expect(mail.text.split('\n').filter((line) => englishLines.has(line))).toEqual([]);
    });
  });
}
