import { DEFAULT_AI_BASE_URL, DEFAULT_AI_MODEL, type Profile, type updateProfileInputSchema } from '@core/profile/profile-contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import type { SessionUser } from '../../http/require-user';
import type { SecretBox } from '../../lib/secret-box';

type ProfileUpdate = z.output<typeof updateProfileInputSchema>;

const lastFour = (box: SecretBox, sealed: string | null) => (sealed ? box.open(sealed).slice(-4) : null);

export async function getProfile(db: Db, box: SecretBox, account: SessionUser): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, account.id));
  return {
    fullName: row?.fullName ?? account.name,
    email: account.email,
    avatarUrl: row?.avatarUrl ?? account.image ?? null,
    apiKeyLast4: lastFour(box, row?.openaiApiKeyEncrypted ?? null),
    aiBaseUrl: row?.aiBaseUrl ?? DEFAULT_AI_BASE_URL,
    aiModel: row?.aiModel ?? DEFAULT_AI_MODEL,
  };
}

/** Saves the name on the account and the profile, the API key sealed (null removes it) and the AI provider, in one transaction. */
export async function updateProfile(db: Db, box: SecretBox, account: SessionUser, input: ProfileUpdate): Promise<Profile> {
  const key = {
    ...(input.openaiApiKey === undefined ? {} : { openaiApiKeyEncrypted: input.openaiApiKey === null ? null : box.seal(input.openaiApiKey) }),
    ...(input.aiBaseUrl === undefined ? {} : { aiBaseUrl: input.aiBaseUrl }),
    ...(input.aiModel === undefined ? {} : { aiModel: input.aiModel }),
  };
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.fullName }).where(eq(user.id, account.id));
    await tx
      .insert(profiles)
      .values({ id: account.id, email: account.email, fullName: input.fullName, ...key })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: input.fullName, ...key } });
  });
  return getProfile(db, box, { ...account, name: input.fullName });
}
