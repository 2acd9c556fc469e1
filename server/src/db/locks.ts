import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { user } from './schema';

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the user's row until the transaction ends, so that two requests of one user checking a per-user limit
 * (scenarios saved, results kept, invitations a day) run one after the other. NO KEY UPDATE: it does not block
 * rows elsewhere that merely reference the user (sessions, ideas), as FOR UPDATE would.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
}
