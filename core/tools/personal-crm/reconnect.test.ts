import { describe, expect, it } from 'vitest';
import { newContact } from './contact-record';
import { daysAfter, reconnectList, reconnectOn } from './reconnect';

const met = (on: string) => ({ id: on, kind: 'meeting' as const, on, text: 'Coffee' });

describe('reconnect', () => {
  it('counts N days from the last interaction, or from the day added', () => {
    // 30 days after 15 Jan is 14 Feb; 14 days after 25 Feb 2028 (a leap year) is 10 Mar; 2 days after 28 Feb 2027 is 2 Mar.
    expect(
      reconnectOn(
        newContact('a', '2026-01-01', { keepInTouchDays: 30, interactions: [met('2026-01-15'), met('2026-01-05')] }),
      ),
    ).toBe('2026-02-14');
    expect(reconnectOn(newContact('b', '2028-02-25', { keepInTouchDays: 14 }))).toBe('2028-03-10');
    expect(daysAfter('2027-02-28', 2)).toBe('2027-03-02');
    expect(reconnectOn(newContact('c', '2026-01-01'))).toBeNull();
  });

  it('lists who is due on a day, the longest waiting first, with how many days late', () => {
    const contacts = [
      newContact('a', '2026-11-01', { name: 'Asha', keepInTouchDays: 30 }), // due 1 Dec
      newContact('b', '2026-10-01', { name: 'Ben', keepInTouchDays: 7, interactions: [met('2026-11-20')] }), // due 27 Nov
      newContact('c', '2026-11-25', { name: 'Chen', keepInTouchDays: 10 }), // due 5 Dec
      newContact('d', '2026-01-01', { name: 'Dev' }), // never
    ];
    expect(
      reconnectList(contacts, '2026-12-01').map(({ contact, dueOn, daysLate }) => [contact.name, dueOn, daysLate]),
    ).toEqual([
      ['Ben', '2026-11-27', 4],
      ['Asha', '2026-12-01', 0],
    ]);
  });
});
