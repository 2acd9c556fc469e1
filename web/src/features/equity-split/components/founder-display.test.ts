import { equityScenarioDocuments } from '@core/tools/equity-split/equity-scenarios';
import { createFounder, DEFAULT_FOUNDERS, NEW_FOUNDER } from '@core/tools/equity-split/equity-split';
import { renderHook } from '@testing-library/react';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderHookAskingMessages } from '@/test/message-probe';
import { FACTOR_KEYS, useFounderDisplay } from './founder-display';

const founders = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    ...createFounder(index + 1),
    vesting: { totalMonths: 48, cliffMonths: 12 },
  }));

describe('useFounderDisplay', () => {
  it("says core's words in English exactly as core does: the default founders' names and a scenario's summary", () => {
    const { result } = renderHook(() => useFounderDisplay());
    for (const founder of DEFAULT_FOUNDERS)
      expect(result.current.defaultFounderName(Number(founder.id.replace('founder-', '')))).toBe(founder.name);
    for (const number of [1, 3, 20, 1000])
      expect(result.current.defaultFounderName(number)).toBe(createFounder(number).name);
    for (const count of [1, 2, 20]) {
      const summary = equityScenarioDocuments.summarize({ founders: founders(count) });
      expect(result.current.scenarioSummary(summary)).toBe(summary);
    }
    expect(result.current.scenarioSummary('something else')).toBe('something else');
  });

  it('names every factor core has, in the order the sliders show them', () => {
    const { result } = renderHook(() => useFounderDisplay());
    expect(FACTOR_KEYS.toSorted()).toEqual(Object.keys(NEW_FOUNDER).toSorted());
    expect(result.current.factors).toEqual([
      { key: 'contribution', label: 'Contribution' },
      { key: 'commitment', label: 'Commitment' },
      { key: 'experience', label: 'Experience' },
    ]);
  });

  it('says percents with at most two decimals, in the page’s language', () => {
    const { result } = renderHook(() => useFounderDisplay());
    expect([12.25, 24.5, 6.125, 49, 100 / 3].map(result.current.formatPercent)).toEqual([
      '12.25%',
      '24.5%',
      '6.13%',
      '49%',
      '33.33%',
    ]);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(IntlProvider, {
        locale: 'de',
        defaultLocale: 'en',
        messages: {} as ComponentProps<typeof IntlProvider>['messages'],
        onError: () => {},
        children,
      });
    const { result: german } = renderHook(() => useFounderDisplay(), { wrapper });
    expect(german.current.formatPercent(12.25)).toBe('12,25\u00a0%');
  });

  it('has a message of its own, under equitySplit, for each of these words', () => {
    const { result, idsOf } = renderHookAskingMessages(() => useFounderDisplay());
    const ids = [
      ...idsOf(() => result.current.founderLabel({ name: ' ' })),
      ...idsOf(() => result.current.defaultFounderName(1)),
      ...idsOf(() => result.current.scenarioSummary('2 founders')),
    ];
    expect(ids).toEqual([
      'equitySplit.founder.unnamed',
      'equitySplit.founder.defaultName',
      'equitySplit.scenarios.summary',
    ]);
  });
});
