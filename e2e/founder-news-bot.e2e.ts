import { afterAll, expect, it } from 'vitest';
import { rssFeed, type FixtureItem } from '../test-support/feed-fixtures';
import { startFeedServer, type FeedServer } from '../test-support/feed-server';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useOwnStack } from './support/use-stack';

// A local feed server (test-support/feed-server.ts), which this stack's server may reach on loopback (tests only).
let feeds: FeedServer | undefined;
afterAll(() => feeds?.close());
const stack = useOwnStack(async () => {
  feeds = await startFeedServer();
  return { env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } };
});

const ZEPTO: FixtureItem = {
  guid: 'zepto',
  title: 'Zepto raises $350M in Series G',
  link: 'https://news.example/zepto',
  description: '<p>The quick-commerce startup’s <b>funding</b> round.</p>',
  pubDate: 'Sun, 29 Nov 2026 08:00:00 GMT',
};
const CRYPTO: FixtureItem = {
  guid: 'crypto',
  title: 'Crypto exchange raises seed round',
  link: 'https://news.example/crypto',
  pubDate: 'Sat, 28 Nov 2026 08:00:00 GMT',
};
const ATHER: FixtureItem = {
  guid: 'ather',
  title: 'Ather Energy raises $70M',
  link: 'https://news.example/ather',
  pubDate: 'Mon, 30 Nov 2026 06:00:00 GMT',
};

it('follows a feed from a local server, sees its items and the new ones after a refresh, filters, marks read, saves, and keeps it all after a reload', async () => {
  feeds!.serve('/wire.xml', rssFeed('Funding Wire', [ZEPTO, CRYPTO]));
  const page = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), page, { email: 'news@example.com', name: 'Nia News' });
  await page.goto('/tool/founder-news-bot');
  await page.getByRole('heading', { level: 1, name: 'Founder News Bot' }).waitFor();
  await page.getByText('No news yet').waitFor();
  await page.getByRole('button', { name: 'Follow TechCrunch' }).waitFor();

  // An address that is not http(s) is refused by the field.
  const address = page.getByLabel('Feed address (RSS or Atom)');
  await address.fill('ftp://news.example/feed.xml');
  await page.getByRole('button', { name: 'Follow feed' }).click();
  await page.getByText('Enter a web address starting with http:// or https://').waitFor();

  await address.fill(feeds!.url('/wire.xml'));
  await page.getByRole('button', { name: 'Follow feed' }).click();
  const list = page.getByRole('list', { name: 'All' });
  await list.getByRole('article', { name: ZEPTO.title! }).waitFor();
  await list.getByRole('article', { name: CRYPTO.title! }).waitFor();
  // The summary is plain text: the feed's <p> and <b> are not drawn.
  await list.getByText('The quick-commerce startup’s funding round.').waitFor();
  await page
    .getByRole('article', { name: 'Funding Wire' })
    .getByText(/^Checked /)
    .waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The feed gets a new item; Refresh fetches it (conditionally: the feed's ETag goes with it).
  feeds!.serve('/wire.xml', rssFeed('Funding Wire', [ATHER, ZEPTO, CRYPTO]));
  // Counted from here: the server's own refresh, every 30 minutes, reads the feed too when the test spans :00 or :30.
  const readBefore = feeds!.stats('/wire.xml').requests;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await list.getByRole('article', { name: ATHER.title! }).waitFor();
  expect(
    await list.getByRole('article').evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label'))),
  ).toEqual([ATHER.title, ZEPTO.title, CRYPTO.title]);
  expect(feeds!.stats('/wire.xml').requests).toBe(readBefore + 1);

  // Keyword filters: 'raises' but not 'crypto'.
  await page.getByLabel('Words to look for').fill('raises');
  await page.getByLabel('Words to leave out').fill('crypto');
  await page.getByRole('button', { name: 'Save filters' }).click();
  await page.getByText('Filters saved.').waitFor();
  await list.getByRole('article', { name: CRYPTO.title! }).waitFor({ state: 'detached' });

  // Mark one read, save another.
  const zepto = list.getByRole('article', { name: ZEPTO.title! });
  await zepto.getByRole('button', { name: 'Read' }).click();
  await expect.poll(() => zepto.getByRole('button', { name: 'Read' }).getAttribute('aria-pressed')).toBe('true');
  const ather = list.getByRole('article', { name: ATHER.title! });
  await ather.getByRole('button', { name: 'Saved' }).click();
  await expect.poll(() => ather.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');

  await page.reload();
  await list.getByRole('article', { name: ATHER.title! }).waitFor();
  expect(await list.getByRole('article').count()).toBe(2);
  expect(await page.getByLabel('Words to leave out').inputValue()).toBe('crypto');
  expect(
    await list
      .getByRole('article', { name: ZEPTO.title! })
      .getByRole('button', { name: 'Read' })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  const show = page.getByRole('group', { name: 'Show' });
  await show.getByRole('button', { name: 'Unread' }).click();
  const unread = page.getByRole('list', { name: 'Unread' });
  await unread.getByRole('article', { name: ATHER.title! }).waitFor();
  expect(await unread.getByRole('article').count()).toBe(1);
  await show.getByRole('button', { name: 'Saved' }).click();
  const saved = page.getByRole('list', { name: 'Saved' });
  await saved.getByRole('article', { name: ATHER.title! }).waitFor();
  expect(await saved.getByRole('article').count()).toBe(1);

  // A malformed feed is reported on its line, and the list is unharmed.
  feeds!.serve('/broken.xml', '<html><body>Not a feed</body></html>', 'text/html');
  await address.fill(feeds!.url('/broken.xml'));
  await page.getByRole('button', { name: 'Follow feed' }).click();
  await page
    .getByRole('article', { name: '127.0.0.1' })
    .getByText('This feed could not be read: It is not an RSS or Atom feed (its document is <html>)')
    .waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // On a phone (390 px wide) the page fits: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1, name: 'Founder News Bot' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
