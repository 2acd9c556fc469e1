import { describe, expect, it } from 'vitest';
import { findNotificationKind, NOTIFICATION_KINDS, notificationText } from './notification-contracts';

describe('the kinds of notification, the app’s own and the tools’', () => {
  it('are each declared once, with an inbox sentence among the catalogs’ notifications.item messages', () => {
    expect(new Set(NOTIFICATION_KINDS).size).toBe(NOTIFICATION_KINDS.length);
    for (const kind of NOTIFICATION_KINDS) {
      const { sentence, dated } = findNotificationKind(kind)!;
      expect(sentence.id, kind).toMatch(/^notifications\.item\./);
      if (dated) expect(dated.defaultMessage, kind).toContain('{date}');
    }
  });

  it('say their sentence in English with who did it and what it is about, taken as written', () => {
    expect(notificationText('idea_commented', 'Cleo', 'Tide {power}')).toBe('Cleo commented on “Tide {power}”');
  });

  it('leave a kind this code does not know (a newer server’s) to the server’s sentence', () => {
    expect(findNotificationKind('idea_liked')).toBeUndefined();
  });
});
