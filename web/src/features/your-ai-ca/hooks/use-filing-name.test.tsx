import type { NotificationView } from '@core/notifications/notification-contracts';
import { COMPLIANCE_RULES } from '@core/tools/your-ai-ca/compliance-rules';
import { RULE_IDS } from '@core/tools/your-ai-ca/rule-ids';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { useFilingName, useFilingNotificationSubject } from './use-filing-name';

describe('useFilingName', () => {
  it('names every calendar filing, in English, exactly as core does', () => {
    const { result } = renderHook(useFilingName);
    for (const id of RULE_IDS)
      expect(result.current({ type: COMPLIANCE_RULES[id].type, ruleId: id })).toBe(COMPLIANCE_RULES[id].type);
  });

  it('names a calendar filing in the page’s language, and keeps the user’s words for their own or a renamed one', async () => {
    const messages = await loadMessages('de');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="de" defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    );
    const name = renderHook(useFilingName, { wrapper }).result.current;
    expect(name({ type: 'TDS deposit', ruleId: 'tds-deposit' })).toBe('TDS-Abführung');
    expect(name({ type: 'TDS deposit', ruleId: null })).toBe('TDS deposit');
    expect(name({ type: 'TDS (Steuerbüro)', ruleId: 'tds-deposit' })).toBe('TDS (Steuerbüro)');
  });

  it('names the inbox’s filing reminders in the page’s language and leaves other kinds to the subject as sent', async () => {
    const messages = await loadMessages('de');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="de" defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    );
    const subjectOf = renderHook(useFilingNotificationSubject, { wrapper }).result.current;
    const reminder: NotificationView = {
      id: 'n1',
      kind: 'filing_due',
      actorName: '',
      text: 'TDS deposit is due',
      subject: 'TDS deposit',
      href: '/tool/your-ai-ca',
      excerpt: '2026-12-07',
      ruleId: 'tds-deposit',
      createdAt: '2026-11-30T03:30:00.000Z',
      read: false,
    };
    expect(subjectOf(reminder)).toBe('TDS-Abführung');
    expect(subjectOf({ ...reminder, kind: 'idea_shared', subject: 'TDS deposit' })).toBeUndefined();
  });
});
