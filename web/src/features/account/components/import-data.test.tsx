import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { loadPagesAt, renderApp } from '@/test/render-app';
import type { ImportSummary } from '@core/account/import-contracts';
import { importReport } from './import-report';

beforeAll(() => loadPagesAt('/profile'));

const jsonFile = (content: string, name = 'founder-toolkit-export-2026-11-25.json') =>
  new File([content], name, { type: 'application/json' });
const exportFile = { format: 'founder-toolkit-export', version: 2, ideas: [] };
const none = { added: 0, alreadyThere: 0 };
/** What an import answers: nothing of any kind, but for `changes`. */
const summaryWith = (changes: Partial<ImportSummary>): ImportSummary => ({
  ideas: none,
  toolDocuments: none,
  assessments: none,
  filings: none,
  payments: none,
  transactions: none,
  rules: none,
  budgets: none,
  trackedDomains: none,
  advisorProfiles: none,
  competitionDeadlines: none,
  pulseSurveys: none,
  newsFeeds: none,
  savedNews: none,
  watchedPages: none,
  preferences: false,
  notRestored: { shares: 0, invitations: 0, introRequests: 0, pulseAnswers: 0, othersComments: 0 },
  ...changes,
});
const summary = summaryWith({
  ideas: { added: 2, alreadyThere: 1 },
  toolDocuments: { added: 1, alreadyThere: 0 },
  preferences: true,
  notRestored: { shares: 3, invitations: 0, introRequests: 0, pulseAnswers: 0, othersComments: 1 },
});

/** Chooses a file with the picker 'Import data' opens (the input it clicks). */
async function chooseFile(user: ReturnType<typeof renderApp>['user'], file: File) {
  await screen.findByRole('button', { name: 'Import data' });
  await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
}

describe('Profile → Your data → Import data', () => {
  it('sends the chosen file and says what was added, what was there already and what is not restored', async () => {
    const calls = fakeApi(signedInApi({ 'POST /api/account/import': () => ({ body: summary }) }));
    const { user } = renderApp('/profile');
    await chooseFile(user, jsonFile(JSON.stringify(exportFile)));
    const status = await screen.findByRole('status', { name: 'Import finished' });
    expect([...status.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'Added 2 ideas and 1 saved tool document.',
      'Already in your account, so not added again: 1 idea.',
      'Your preferences are as they were in the file.',
      'Not restored: 3 shares and 1 comment by someone else. Share ideas and invite co-founders again from the app.',
    ]);
    expect(calls.find((call) => call.path === '/api/account/import')?.body).toEqual(exportFile);
  });

  it('names each problem of a refused file by its place, and says nothing changed', async () => {
    const issues = [
      { path: 'ideas.2.title', message: 'Title is required' },
      { path: 'ideas.0.pages.1.content.content.0.type', message: 'Unknown content type' },
      { path: 'format', message: 'This is not a Founder Toolkit export file' },
    ];
    fakeApi(
      signedInApi({
        'POST /api/account/import': () => ({
          status: 422,
          body: { error: { code: 'VALIDATION_FAILED', message: 'Title is required', issues } },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    await chooseFile(user, jsonFile(JSON.stringify(exportFile)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^This file was not imported, and nothing was changed\./);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Idea 3, title: Title is required',
      'Idea 1, page 2, content, content, type: Unknown content type',
      'Format: This is not a Founder Toolkit export file',
    ]);
  });

  it('refuses a file that is not JSON before sending anything', async () => {
    const calls = fakeApi(signedInApi());
    const { user } = renderApp('/profile');
    await chooseFile(user, jsonFile('name,email\nAda,ada@example.com', 'contacts.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file was not imported, and nothing was changed.This file is not a Founder Toolkit export: choose the JSON file that Export my data downloaded.',
    );
    expect(calls.some((call) => call.path === '/api/account/import')).toBe(false);
  });

  it('shows the first five problems of a file with many, and how many more', async () => {
    const issues = Array.from({ length: 8 }, (_, index) => ({
      path: `ideas.${index}.title`,
      message: 'Title is required',
    }));
    fakeApi(
      signedInApi({
        'POST /api/account/import': () => ({
          status: 422,
          body: { error: { code: 'VALIDATION_FAILED', message: 'Title is required', issues } },
        }),
      }),
    );
    const { user } = renderApp('/profile');
    await chooseFile(user, jsonFile(JSON.stringify(exportFile)));
    const items = within(await screen.findByRole('alert')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Idea ${n}, title: Title is required`).concat('…and 3 more.'),
    );
  });
});

describe('importReport', () => {
  const { formatMessage: english } = createIntl({ locale: 'en', defaultLocale: 'en' });

  it('says when there was nothing new, in the singular where it is one', () => {
    const nothingNew = summaryWith({
      ideas: { added: 0, alreadyThere: 1 },
      assessments: { added: 0, alreadyThere: 1 },
      notRestored: { shares: 0, invitations: 1, introRequests: 0, pulseAnswers: 0, othersComments: 2 },
    });
    expect(importReport(nothingNew, english)).toEqual([
      'Nothing new to add.',
      'Already in your account, so not added again: 1 idea and 1 assessment.',
      'Not restored: 1 co-founder invitation and 2 comments by other people. Share ideas and invite co-founders again from the app.',
    ]);
  });

  it('lists three kinds with commas and a final and', () => {
    const one = { added: 1, alreadyThere: 0 };
    const [line] = importReport(
      summaryWith({ ideas: { added: 3, alreadyThere: 0 }, toolDocuments: one, assessments: one }),
      english,
    );
    expect(line).toBe('Added 3 ideas, 1 saved tool document and 1 assessment.');
  });

  it('names what came of Your AI CA and the AI Accountant, added and already there', () => {
    const tools = summaryWith({
      filings: { added: 15, alreadyThere: 0 },
      payments: { added: 1, alreadyThere: 3 },
      transactions: { added: 1200, alreadyThere: 2 },
      rules: { added: 1, alreadyThere: 0 },
      budgets: { added: 0, alreadyThere: 2 },
    });
    expect(importReport(tools, english)).toEqual([
      'Added 15 compliance filings, 1 payment, 1200 transactions and 1 categorisation rule.',
      'Already in your account, so not added again: 3 payments, 2 transactions and 2 budget lines.',
    ]);
  });

  it('names the tracked domains, one or more, in each of the four languages', async () => {
    const domains = summaryWith({
      filings: { added: 1, alreadyThere: 0 },
      trackedDomains: { added: 2, alreadyThere: 1 },
    });
    expect(importReport(domains, english)).toEqual([
      'Added 1 compliance filing and 2 tracked domains.',
      'Already in your account, so not added again: 1 tracked domain.',
    ]);
    const said = async (locale: 'es' | 'fr' | 'de') =>
      importReport(
        domains,
        createIntl({ locale, defaultLocale: 'en', messages: await loadMessages(locale) }).formatMessage,
      );
    expect(await said('es')).toEqual([
      'Elementos añadidos: 1 declaración de cumplimiento y 2 dominios en seguimiento.',
      'Ya estaban en tu cuenta, así que no se han vuelto a añadir: 1 dominio en seguimiento.',
    ]);
    expect(await said('fr')).toEqual([
      'Éléments ajoutés : 1 déclaration réglementaire et 2 domaines suivis.',
      'Déjà dans votre compte, donc pas ajoutés à nouveau : 1 domaine suivi.',
    ]);
    expect(await said('de')).toEqual([
      'Hinzugefügt: 1 Compliance-Meldung und 2 beobachtete Domains.',
      'Bereits in deinem Konto, daher nicht erneut hinzugefügt: 1 beobachtete Domain.',
    ]);
  });
});
