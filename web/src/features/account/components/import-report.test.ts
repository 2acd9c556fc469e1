import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { importIssuePlace } from './import-report';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

describe('importIssuePlace', () => {
  it.each([
    ['', 'The file'],
    ['format', 'Format'],
    ['ideas', 'Ideas'],
    ['ideas.0.title', 'Idea 1, title'],
    ['ideas.11.pages.2.parentPageId', 'Idea 12, page 3, parentPageId'],
    ['ideas.0.properties.1.options.0', 'Idea 1, property 2, option 1'],
    ['toolDocuments.3.data.founders.0.name', 'Saved document 4, data, founders, name'],
    ['assessments.0.answers.9', 'Assessment 1, answer 10'],
    ['yourAiCa.filings.2.dueDate', 'Your AI CA, filing 3, dueDate'],
    ['yourAiCa.payments.0.status', 'Your AI CA, payment 1, status'],
    ['yourAiCa.settings.reminderDays', 'Your AI CA, settings, reminderDays'],
    ['aiAccountant.transactions.11.amount', 'AI Accountant, transaction 12, amount'],
    ['aiAccountant.rules.0.contains', 'AI Accountant, rule 1, contains'],
    ['aiAccountant.budgets', 'AI Accountant, budget lines'],
    ['trackedDomains.1.name', 'Tracked domain 2, name'],
    ['trackedDomains', 'Tracked domains'],
  ])('%j → %s', (path, place) => expect(importIssuePlace(path, english.formatMessage)).toBe(place));

  it("names the place in the page's language", () => {
    const german = createIntl({
      locale: 'de',
      defaultLocale: 'en',
      messages: {
        'account.importPlace.idea': 'Idee {number}',
        'account.importPlace.page': 'Seite {number}',
        'account.importPlace.file': 'Die Datei',
      } as never,
    });
    expect(importIssuePlace('ideas.2.pages.0.title', german.formatMessage)).toBe('Idee 3, Seite 1, title');
    expect(importIssuePlace('', german.formatMessage)).toBe('Die Datei');
  });
});
