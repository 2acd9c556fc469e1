import { EXPORT_FORMAT, EXPORT_VERSION } from '../core/account/export-contracts';
import type { SeedRequest } from './founder-seed';

/** A feed of the founder's that no one fetches during the bench (example.com's names are reserved, RFC 2606). */
const FEED = 'https://news.example.com/funding.xml';
const item = (key: string, title: string, summary: string, publishedAt: string) => ({
  feedUrl: FEED,
  key,
  title,
  summary,
  link: `https://news.example.com/${key}`,
  publishedAt,
});

/**
 * The founder's news (through the account import, which follows a feed without fetching it): one feed, their filters,
 * and three items they saved, which the reading list shows newest first.
 */
export const NEWS_BOT: SeedRequest = {
  method: 'POST',
  path: '/api/account/import',
  body: {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    newsBot: {
      feeds: [{ url: FEED, title: 'Funding Wire' }],
      settings: { include: ['raises', 'funding'], exclude: ['crypto'], digest: false },
      saved: [
        item(
          'clinicdesk-seed',
          'ClinicDesk raises ₹12 Cr seed round',
          'The clinic software startup’s funding round.',
          '2026-11-29T08:00:00.000Z',
        ),
        item(
          'health-saas',
          'Health SaaS funding in India doubles',
          'Investors back software for clinics.',
          '2026-11-28T08:00:00.000Z',
        ),
        item(
          'series-a',
          'What Series A investors ask for in 2026',
          'Funding rounds are slower, with more diligence.',
          '2026-11-27T08:00:00.000Z',
        ),
      ],
    },
  },
};
