import { findNotificationKind, NOTIFICATION_KINDS, notificationText } from '@core/notifications/notification-contracts';
import { describe, expect, it } from 'vitest';
import { TOOL_MODULES } from '../tool-modules';
import { pushMessages, SHARED_PUSH_WORDS } from './push-message';

/** Every declared kind's words: the app's own and the tool modules'. */
const pushMessageOf = pushMessages([
  ...SHARED_PUSH_WORDS,
  ...TOOL_MODULES.flatMap((module) => module.notificationKinds ?? []),
]);

const idea = { subject: 'Tide power', href: '/tool/idea-garage/idea/1', excerpt: 'Love the tides' };

describe('a push’s words', () => {
  it('are, in English, the inbox’s sentence of every kind (core’s notificationText) and the comment as written', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const message = pushMessageOf(
        {
          kind,
          actorName: 'Cleo',
          data: {
            ...idea,
            // A kind whose excerpt is a date (its contract says how it is `dated`) gets one.
            excerpt: findNotificationKind(kind)?.dated ? '2026-12-20' : idea.excerpt,
          },
        },
        'en',
      );
      expect(message.title, kind).toBe(notificationText(kind, 'Cleo', idea.subject));
    }
    expect(pushMessageOf({ kind: 'idea_commented', actorName: 'Cleo', data: idea }, 'en')).toEqual({
      title: 'Cleo commented on “Tide power”',
      body: 'Love the tides',
      url: '/tool/idea-garage/idea/1',
      tag: 'idea_commented:/tool/idea-garage/idea/1',
    });
  });

  it('are in the recipient’s language, English when it is not known', () => {
    expect(pushMessageOf({ kind: 'idea_shared', actorName: 'Pia', data: idea }, 'fr').title).toBe(
      'Pia a partagé « Tide power » avec vous',
    );
    expect(pushMessageOf({ kind: 'idea_shared', actorName: 'Pia', data: idea }, undefined).title).toBe(
      'Pia shared “Tide power” with you',
    );
  });

  it('say a tracked domain’s news with its date in words', () => {
    const domain = { subject: 'founder.com', href: '/tool/domain-tracker', excerpt: '2026-12-20' };
    expect(pushMessageOf({ kind: 'domain_available', actorName: 'Domain Tracker', data: domain }, 'en')).toMatchObject({
      title: 'founder.com is available to register',
      body: 'Found free on Dec 20, 2026',
    });
    expect(pushMessageOf({ kind: 'domain_expiring', actorName: 'Domain Tracker', data: domain }, 'de')).toMatchObject({
      title: 'founder.com läuft bald ab',
      body: 'Läuft am 20. Dez. 2026 ab',
    });
  });

  it('say a filing due by its name and its date in words', () => {
    const filing = {
      subject: 'TDS deposit',
      href: '/tool/your-ai-ca',
      excerpt: '2027-01-07',
      ruleId: 'tds-deposit' as const,
    };
    expect(pushMessageOf({ kind: 'filing_due', actorName: 'Your AI CA', data: filing }, 'es')).toEqual({
      title: '“Ingreso de TDS” vence pronto',
      body: 'Vence el 7 ene 2027',
      url: '/tool/your-ai-ca',
      tag: 'filing_due:/tool/your-ai-ca',
    });
  });
});
