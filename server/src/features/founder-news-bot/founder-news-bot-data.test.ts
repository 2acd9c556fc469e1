import { describe, expect, it } from 'vitest';
import { rssFeed } from '../../../../test-support/feed-fixtures';
import { expectJson } from '../../testing/use-test-server';
import { follow, itemsOf, NEWS, setState, useNewsServers } from '../../testing/news-test-kit';

const t = useNewsServers();

type Exported = { newsBot: { feeds: { url: string }[]; settings: object; saved: { title: string; key: string }[] } };

describe('the Founder News Bot in the account file', () => {
  it('exports the followed feeds, filters and saved items, and an import into another account restores them once', async () => {
    t.feeds.serve(
      '/saved.xml',
      rssFeed('Saved Wire', [{ guid: 's1', title: 'Keep this', link: 'https://news.example/s1' }]),
    );
    await follow(t.ada, t.feeds.url('/saved.xml'));
    const [item] = await itemsOf(t.ada);
    await expectJson(await setState(t.ada, item!.id, { saved: true, read: true }), 200);
    const settings = { include: ['raises'], exclude: [], digest: true };
    await expectJson(await t.ada.request(`${NEWS}/settings`, { method: 'PUT', json: settings }), 200);

    const file = await expectJson<Exported & Record<string, unknown>>(await t.ada.request('/api/account/export'), 200);
    expect(file.newsBot).toEqual({
      feeds: [{ url: t.feeds.url('/saved.xml'), title: 'Saved Wire' }],
      settings,
      saved: [
        {
          feedUrl: t.feeds.url('/saved.xml'),
          key: 's1',
          title: 'Keep this',
          summary: '',
          link: 'https://news.example/s1',
          publishedAt: null,
        },
      ],
    });

    const first = await expectJson<Record<string, unknown>>(await t.bob.post('/api/account/import', file), 200);
    expect(first).toMatchObject({ newsFeeds: { added: 1, alreadyThere: 0 }, savedNews: { added: 1, alreadyThere: 0 } });
    const again = await expectJson<Record<string, unknown>>(await t.bob.post('/api/account/import', file), 200);
    expect(again).toMatchObject({ newsFeeds: { added: 0, alreadyThere: 1 }, savedNews: { added: 0, alreadyThere: 1 } });
    expect((await itemsOf(t.bob, 'saved')).map(({ title, read }) => [title, read])).toEqual([['Keep this', false]]);
    expect(await expectJson(await t.bob.request(`${NEWS}/settings`), 200)).toEqual(settings);
  });

  it('refuses an import that would take the account past 50 feeds, and keeps nothing of it', async () => {
    t.feeds.serve('/own.xml', rssFeed('Own Wire', []));
    await follow(t.bob, t.feeds.url('/own.xml'));
    // 50 feeds in the file (the most a file may hold) and at least the one Bob follows already: 51 or more.
    const feeds = Array.from({ length: 50 }, (_, n) => ({ url: `https://feeds.example/${n}.xml`, title: `Feed ${n}` }));
    const file = await expectJson<Exported & Record<string, unknown>>(await t.bob.request('/api/account/export'), 200);
    const answer = await t.bob.post('/api/account/import', {
      ...file,
      newsBot: { feeds, settings: { include: [], exclude: [], digest: false }, saved: [] },
    });
    expect(await expectJson(answer, 422)).toMatchObject({
      error: {
        issues: [
          {
            path: 'newsBot.feeds',
            message: 'You can follow up to 50 feeds. Stop following one to add another.',
          },
        ],
      },
    });
    const after = await expectJson<Exported>(await t.bob.request('/api/account/export'), 200);
    expect(after.newsBot.feeds).toEqual(file.newsBot.feeds);
  });
});
