import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { MarketResearchAgent } from '@/features/market-research-agent/components/market-research-agent';
import { TermSheetTranslator } from '@/features/term-sheet-translator/components/term-sheet-translator';

const india = { currency: 'INR', numberFormat: 'indian', dateFormat: 'dmy', fiscalYearStartMonth: 4 } as const;

describe("a new term sheet analysis and a new market in the company's currency (ADR 0070)", () => {
  it.each([
    ['Term Sheet Translator', '/api/tools/term-sheet-translator/documents', TermSheetTranslator],
    ['Market Research Agent', '/api/tools/market-research-agent/documents', MarketResearchAgent],
  ])('the %s starts a new document in rupees for an INR company', async (heading, documents, Component) => {
    fakeApi(signedInApi({ [`GET ${documents}`]: () => ({ body: [] }) }));
    // As the server's page brings them: the new document starts from the first render's setting.
    renderRoutes([{ path: '/tool', Component }], '/tool', {
      firstData: { user: signedInUser, preferences: preferencesOf(india) },
    });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
  });
});
