import { richDocument } from './idea-page-seed';
import { send } from './traffic';

/*
 * The founder whose signed-in pages bench/lighthouse and bench/pages measure: 12 ideas on the board, the first with
 * five comments and a Main Content of three sections.
 */

const IDEA_TITLE = 'Drone delivery for pharmacies';
const OTHER_IDEAS = 11;
const otherIdeaTitle = (i: number) => `Idea number ${i}: a tool founders pay for`;
/** The board draws only the cards near the window: its newest idea is the one sure to be drawn. */
export const NEWEST_IDEA_TITLE = otherIdeaTitle(OTHER_IDEAS);

/** The founder every signed-in page is measured as, with ideas on the board and one idea with content. */
export async function seedFounder(base: string, signUp: (base: string, email: string) => Promise<string>) {
  const cookie = await signUp(base, 'founder@bench.example');
  const create = async (title: string, i: number) => {
    const answer = await send(base, 'POST', '/api/ideas', cookie, {
      title,
      description: 'Same-day prescription delivery by drone for pharmacies in mid-sized towns.',
      category: 'Health',
      priority: (['high', 'medium', 'low'] as const)[i % 3],
      tags: ['health', 'logistics', `batch-${i % 4}`],
    });
    if (answer.status !== 201) throw new Error(`creating an idea: ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as { id: string }).id;
  };
  const ideaId = await create(IDEA_TITLE, 0);
  for (let i = 1; i <= OTHER_IDEAS; i++) await create(otherIdeaTitle(i), i);
  const content = await send(base, 'PUT', `/api/ideas/${ideaId}/pages/main/content`, cookie, {
    content: richDocument('Drone delivery', 3),
    version: 0,
  });
  if (content.status !== 200)
    throw new Error(`saving the main content: ${content.status} ${JSON.stringify(content.body)}`);
  for (let i = 1; i <= 5; i++) {
    const comment = await send(base, 'POST', `/api/ideas/${ideaId}/comments`, cookie, {
      content: `Comment ${i}: talked to another pharmacist today.`,
    });
    if (comment.status !== 201) throw new Error(`commenting: ${comment.status} ${JSON.stringify(comment.body)}`);
  }
  return { cookie, ideaId };
}
