import type { ToolDocumentKind } from '../core/tools/tool-document-contracts';
import type { z } from '../core/zod';
import { richDocument } from './idea-page-seed';
import { send } from './traffic';

/*
 * The founder whose signed-in pages bench/lighthouse and bench/pages measure: 12 ideas on the board, the first with
 * five comments and a Main Content of three sections; and the writes that seed a founder's work, sent as the app does.
 */

const IDEA_TITLE = 'Drone delivery for pharmacies';
const OTHER_IDEAS = 11;
const otherIdeaTitle = (i: number) => `Idea number ${i}: a tool founders pay for`;
/** The board draws only the cards near the window: its newest idea is the one sure to be drawn. */
export const NEWEST_IDEA_TITLE = otherIdeaTitle(OTHER_IDEAS);

/** A write the founder makes through the app's API, as the page would send it. */
export type SeedRequest = { method: 'POST' | 'PUT' | 'PATCH'; path: string; body?: unknown };

/**
 * Sends `request` as the founder, from the server's own origin (the servers seeded are started with APP_URL at their
 * address: bench/built-server.ts, browserAddress); anything but a 2xx stops the seeding, with the server's answer.
 * Its body.
 */
export async function seedRequest(base: string, cookie: string, { method, path, body }: SeedRequest) {
  const answer = await send(base, method, path, cookie, body, { origin: base });
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`seeding ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Saving `data` as a new document of `kind`'s tool, named `name`, as the tool's Save does. */
export const saved = <Data extends z.ZodMiniType>(
  kind: ToolDocumentKind<Data>,
  name: string,
  data: z.output<Data>,
): SeedRequest => ({ method: 'POST', path: `/api/tools/${kind.toolId}/documents`, body: { name, data } });

/** The founder every signed-in page is measured as, with ideas on the board and one idea with content. */
export async function seedFounder(base: string, signUp: (base: string, email: string) => Promise<string>) {
  const cookie = await signUp(base, 'founder@bench.example');
  const create = async (title: string, i: number) => {
    const idea = await seedRequest(base, cookie, {
      method: 'POST',
      path: '/api/ideas',
      body: {
        title,
        description: 'Same-day prescription delivery by drone for pharmacies in mid-sized towns.',
        category: 'Health',
        priority: (['high', 'medium', 'low'] as const)[i % 3],
        tags: ['health', 'logistics', `batch-${i % 4}`],
      },
    });
    return (idea as { id: string }).id;
  };
  const ideaId = await create(IDEA_TITLE, 0);
  for (let i = 1; i <= OTHER_IDEAS; i++) await create(otherIdeaTitle(i), i);
  await seedRequest(base, cookie, {
    method: 'PUT',
    path: `/api/ideas/${ideaId}/pages/main/content`,
    body: { content: richDocument('Drone delivery', 3), version: 0 },
  });
  for (let i = 1; i <= 5; i++)
    await seedRequest(base, cookie, {
      method: 'POST',
      path: `/api/ideas/${ideaId}/comments`,
      body: { content: `Comment ${i}: talked to another pharmacist today.` },
    });
  return { cookie, ideaId };
}
