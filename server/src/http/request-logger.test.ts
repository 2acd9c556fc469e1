import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-logger';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';

describe('loggedPath', () => {
  it('hides the token of every kind of link, wherever it stands in the path', () => {
    expect(TOKEN).toHaveLength(43);
    expect(loggedPath(`/api/links/${TOKEN}`)).toBe('/api/links/[token]');
    expect(loggedPath(`/api/links/${TOKEN}/pages/main/content`)).toBe('/api/links/[token]/pages/main/content');
    expect(loggedPath(`/api/tools/equity-split/shared/${TOKEN}`)).toBe('/api/tools/equity-split/shared/[token]');
    expect(loggedPath(`/assessment-invite/${TOKEN}`)).toBe('/assessment-invite/[token]');
    expect(loggedPath(`/api/assessment-invites/${TOKEN}/answers`)).toBe('/api/assessment-invites/[token]/answers');
  });

  it('leaves every other path as it is: ids, names, shorter or longer segments', () => {
    for (const path of [
      '/api/ideas/0b5e3c1a-1f2d-4c5b-9a8e-7d6c5b4a3f2e/page',
      '/tool/equity-split',
      `/api/x/${TOKEN}a`,
      `/api/x/${TOKEN.slice(1)}`,
    ]) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
