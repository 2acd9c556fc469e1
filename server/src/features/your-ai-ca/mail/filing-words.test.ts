import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPLIANCE_RULES } from '@core/tools/your-ai-ca/compliance-rules';
import { RULE_IDS } from '@core/tools/your-ai-ca/rule-ids';
import { describe, expect, it } from 'vitest';
import { dueDateText } from '../../../mail/due-date-text';
import { mailIntl } from '../../../mail/mail-intl';
import { filingName } from './filing-words';

const catalogs = join(import.meta.dirname, '../../../../..');
const readCatalog = (dir: string, language: string) =>
  JSON.parse(readFileSync(join(catalogs, dir, `${language}.json`), 'utf8')) as Record<string, string>;
/** 'gstr-3b' → 'gstr3b', 'tds-return-24q' → 'tdsReturn24q': the rule's part of its message ids. */
const idPart = (ruleId: string) => ruleId.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('a filing’s name in a mail or a push', () => {
  it('is, in English, the calendar rule’s name exactly as core has it', () => {
    for (const id of RULE_IDS)
      expect(filingName(mailIntl('en'), { type: COMPLIANCE_RULES[id].type, ruleId: id })).toBe(
        COMPLIANCE_RULES[id].type,
      );
  });

  it('is, in every language, the name the page says (the mail and web catalogs agree)', () => {
    for (const language of ['es', 'fr', 'de']) {
      const page = readCatalog('web/src/lib/i18n/catalogs', language);
      for (const id of RULE_IDS)
        expect(
          filingName(mailIntl(language as 'de'), { type: COMPLIANCE_RULES[id].type, ruleId: id }),
          `${language} ${id}`,
        ).toBe(page[`yourAiCa.rule.${idPart(id)}`]);
    }
    expect(filingName(mailIntl('de'), { type: 'GSTR-3B (summary return and tax)', ruleId: 'gstr-3b' })).toBe(
      'GSTR-3B (Sammelmeldung und Steuer)',
    );
  });

  it('stays as the user typed it for their own filing, and for a calendar filing they renamed', () => {
    expect(filingName(mailIntl('de'), { type: 'TDS deposit', ruleId: null })).toBe('TDS deposit');
    expect(filingName(mailIntl('fr'), { type: 'GST du mois (cabinet)', ruleId: 'gstr-3b' })).toBe(
      'GST du mois (cabinet)',
    );
  });
});

describe('a due date in a mail or a push', () => {
  it('is written as the recipient’s language writes a day, the same day in every time zone', () => {
    expect(dueDateText(mailIntl('en'), '2026-12-20')).toBe('Dec 20, 2026');
    expect(dueDateText(mailIntl('de'), '2026-12-20')).toBe('20. Dez. 2026');
    expect(dueDateText(mailIntl('fr'), '2027-01-07')).toBe('7 janv. 2027');
    expect(dueDateText(mailIntl('es'), '2027-03-31')).toBe('31 mar 2027');
  });
});
