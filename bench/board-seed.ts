import { randomUUID } from 'node:crypto';
import type { Db } from '../server/src/db/client';
import { ideaComments, ideas, ideaTags, profiles, tags, user } from '../server/src/db/schema';

export const OWN_IDEAS = 10_000;
export const COMMUNITY_IDEAS = 300;
const OTHER_USERS = 20;
const TAGS_PER_IDEA = 5;
const TAG_POOL = 50;
const MAX_COMMENTS = 30;
const BATCH = 1_000;

/** Deterministic pseudo-random numbers in [0, 1) (a 32-bit LCG), so every run seeds the same shape. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = BATCH) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

const WORDS = [
  'marketplace',
  'AI',
  'B2B',
  'climate',
  'fintech',
  'health',
  'logistics',
  'creator',
  'SaaS',
  'edtech',
  'legal',
  'hardware',
];
const PRIORITIES = ['high', 'medium', 'low'] as const;

type SeedCounts = { ideas: number; ideaTags: number; comments: number; ms: number };

/**
 * One user's 10,000 ideas (`own`), a few hundred community ideas of other users (`community`), 5 tags each,
 * 0–30 comments each.
 */
export async function seedBoard(
  db: Db,
  userId: string,
  { own = OWN_IDEAS, community = COMMUNITY_IDEAS } = {},
): Promise<SeedCounts> {
  const started = performance.now();
  const random = lcg(20_240_601);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  const others = Array.from({ length: OTHER_USERS }, (_, i) => ({
    id: `bench-other-${i}`,
    name: `Other Founder ${i}`,
    email: `other-${i}@bench.example`,
    emailVerified: true,
  }));
  await db.insert(user).values(others);
  await db.insert(profiles).values(others.map((other) => ({ id: other.id, fullName: other.name, email: other.email })));

  const tagIds = (
    await db
      .insert(tags)
      .values(Array.from({ length: TAG_POOL }, (_, i) => ({ name: `${pick(WORDS).toLowerCase()}-${i}` })))
      .returning({ id: tags.id })
  ).map((tag) => tag.id);

  const now = Date.now();
  const span = own * 37_000;
  const ideaRows: (typeof ideas.$inferInsert)[] = [];
  for (let i = 0; i < own + community; i++) {
    const isOwn = i < own;
    const createdAt = new Date(isOwn ? now - i * 37_000 : now - Math.floor(random() * span));
    ideaRows.push({
      id: randomUUID(),
      userId: isOwn ? userId : pick(others).id,
      title: `${pick(WORDS)} idea #${i}`,
      description: `A ${pick(WORDS)} product for ${pick(WORDS)} teams: it saves them hours every week. `.repeat(2),
      category: pick(WORDS),
      priority: pick(PRIORITIES),
      ideaScore: Math.floor(random() * 11),
      whyNow: `Because ${pick(WORDS)} changed this year.`,
      costToValidate: Math.floor(random() * 50_000),
      isPinned: isOwn && random() < 0.02,
      isCommunityShared: !isOwn || random() < 0.05,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await inBatches(ideaRows, (batch) => db.insert(ideas).values(batch));

  const tagRows: (typeof ideaTags.$inferInsert)[] = [];
  const commentRows: (typeof ideaComments.$inferInsert)[] = [];
  const authors = [userId, ...others.map((other) => other.id)];
  for (const idea of ideaRows) {
    const first = Math.floor(random() * TAG_POOL);
    for (let t = 0; t < TAGS_PER_IDEA; t++)
      tagRows.push({ ideaId: idea.id!, tagId: tagIds[(first + t * 7) % TAG_POOL]! });
    const count = Math.floor(random() * (MAX_COMMENTS + 1));
    for (let c = 0; c < count; c++) {
      commentRows.push({
        id: randomUUID(),
        ideaId: idea.id!,
        userId: random() < 0.5 ? userId : pick(authors),
        content: `Comment ${c + 1}: have you talked to ${pick(WORDS)} customers about this?`,
        createdAt: new Date(idea.createdAt!.getTime() + (c + 1) * 60_000),
      });
    }
  }
  await inBatches(tagRows, (batch) => db.insert(ideaTags).values(batch));
  await inBatches(commentRows, (batch) => db.insert(ideaComments).values(batch));
  return {
    ideas: ideaRows.length,
    ideaTags: tagRows.length,
    comments: commentRows.length,
    ms: performance.now() - started,
  };
}
