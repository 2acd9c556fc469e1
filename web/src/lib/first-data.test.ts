import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_DISPLAY, DEFAULT_PREFERENCES } from '@core/preferences/preferences-contracts';
import { seedFirstData } from './first-data';

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null };

describe('seedFirstData', () => {
  it("puts the answers a tool's page came with under their keys, so its first render has them (ADR 0101)", () => {
    const client = new QueryClient();
    const results = { entries: [{ slug: 'yc' }], total: 1, page: 1 };
    seedFirstData(client, {
      user,
      preferences: { ...DEFAULT_PREFERENCES, pinnedTools: [], cardDisplay: DEFAULT_CARD_DISPLAY },
      queries: [
        { key: ['directories', 'investor-directory', { q: '', facets: [], page: 1 }], data: results },
        { key: ['competition-hackathon-directory', 'deadlines'], data: [] },
      ],
    });
    expect(client.getQueryData(['directories', 'investor-directory', { q: '', facets: [], page: 1 }])).toEqual(results);
    expect(client.getQueryData(['competition-hackathon-directory', 'deadlines'])).toEqual([]);
  });

  it('puts nothing for a visitor', () => {
    const client = new QueryClient();
    seedFirstData(client, { user: null });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['session']]);
  });
});
