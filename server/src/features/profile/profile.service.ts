import { say } from '@core/i18n/say';
import { aiProviderOf, type Profile, type updateProfileInputSchema } from '@core/profile/profile-contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import type { SessionUser } from '../../http/require-user';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';

type ProfileUpdate = z.output<typeof updateProfileInputSchema>;

const lastFour = (box: SecretBox, sealed: string | null) => (sealed ? box.open(sealed).slice(-4) : null);

export async function getProfile(db: Db, box: SecretBox, account: SessionUser): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, account.id));
  const provider = aiProviderOf(row);
  return {
    fullName: row?.fullName ?? account.name,
    email: account.email,
    avatarUrl: row?.avatarUrl ?? account.image ?? null,
    apiKeyLast4: lastFour(box, row?.openaiApiKeyEncrypted ?? null),
    aiBaseUrl: provider.baseUrl,
    aiModel: provider.model,
  };
}

/**
 * A saved key goes only to the address it was saved for: a new Base URL on another origin must come with the key
 * typed again, or whoever holds the session could send the key to their own server with 'Test connection'.
 */
async function refuseKeyToNewOrigin(db: Db, account: SessionUser, input: ProfileUpdate) {
  if (input.aiBaseUrl === undefined || input.openaiApiKey !== undefined) return;
  const [row] = await db
    .select({ sealed: profiles.openaiApiKeyEncrypted, aiBaseUrl: profiles.aiBaseUrl, aiModel: profiles.aiModel })
    .from(profiles)
    .where(eq(profiles.id, account.id));
  if (!row?.sealed || new URL(aiProviderOf(row).baseUrl).origin === new URL(input.aiBaseUrl).origin) return;
  const message = say({
    id: 'server.profile.keyForNewBaseUrl',
    defaultMessage: 'Enter your API key again to use it with a new Base URL.',
  });
  throw new AppError('VALIDATION_FAILED', message, [{ path: 'openaiApiKey', message }]);
}

/** Saves the name on the account and the profile, the API key sealed (null removes it) and the AI provider, in one transaction. */
export async function updateProfile(
  db: Db,
  box: SecretBox,
  account: SessionUser,
  input: ProfileUpdate,
): Promise<Profile> {
  await refuseKeyToNewOrigin(db, account, input);
  const key = {
    ...(input.openaiApiKey === undefined
      ? {}
      : { openaiApiKeyEncrypted: input.openaiApiKey === null ? null : box.seal(input.openaiApiKey) }),
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
