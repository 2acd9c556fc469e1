import { describe, expect, it } from 'vitest';
import { itSaysEveryWordOfEveryMail, unsubscribe } from '../../../testing/mail-languages';
import { deadlineMail } from './deadline-mail';

const values = { name: 'Hult Prize', deadlineOn: '2027-02-24', note: 'Batch W27', url: 'http://x/a' };

describe('the tracked deadline’s mail', () => {
  itSaysEveryWordOfEveryMail((language) => [
    deadlineMail({ ...values, onTheDay: false, language }, unsubscribe('notifications')),
    deadlineMail({ ...values, onTheDay: true, language }, unsubscribe('notifications')),
  ]);

  it('says the day in the reader’s language, and the note only when there is one', () => {
    const german = deadlineMail({ ...values, onTheDay: false, language: 'de' }, unsubscribe('notifications'));
    expect(german.subject).toBe('Die Frist für Hult Prize ist am 24. Feb. 2027');
    expect(german.text).toContain('Deine Notiz: Batch W27');
    const noNote = deadlineMail({ ...values, note: '', onTheDay: true }, unsubscribe('notifications'));
    expect(noNote.subject).toBe('Today is the deadline for Hult Prize');
    expect(noNote.text).not.toContain('Your note');
  });

  it('quotes the note as text, never as HTML', () => {
    const mail = deadlineMail(
      { ...values, note: '<img src=x onerror=alert(1)>', onTheDay: false },
      unsubscribe('notifications'),
    );
    expect(mail.html).not.toContain('<img');
  });
});
