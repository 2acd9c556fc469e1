import {
  type EquityScenario,
  type EquityScenarioSummary,
  type EquityScenarioView,
  type ScenarioLink,
  type SharedEquityScenario,
} from '@core/tools/equity-split/equity-scenarios';
import { EQUITY_LIMITS } from '@core/tools/equity-split/equity-split';
import { getPublicName } from '@core/user/display-name';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockUser } from '../../db/locks';
import { equityScenarios, profiles, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/is-uuid';
import { hashLinkToken, isLinkTokenShaped, newLinkToken } from '../../lib/link-tokens';

type Row = typeof equityScenarios.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'Scenario not found');

const toView = (row: Row): EquityScenarioView => ({
  id: row.id,
  name: row.name,
  founders: row.founders,
  isShared: row.shareTokenHash !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique index on (user, lower(name)) refusing a second scenario of the same name. */
const isNameTaken = (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint === 'equity_scenarios_user_name_idx' ||
  (error as { constraint?: string }).constraint === 'equity_scenarios_user_name_idx';

async function orNameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameTaken(error)) throw new AppError('CONFLICT', `You already have a scenario named '${name}'`, [{ path: 'name', message: `You already have a scenario named '${name}'` }]);
    throw error;
  }
}

const own = (userId: string, id: string) => and(eq(equityScenarios.id, id), eq(equityScenarios.userId, userId));

/** The user's scenarios, the most recently saved first. */
export async function listScenarios(db: Db, userId: string): Promise<EquityScenarioSummary[]> {
  const rows = await db
    .select()
    .from(equityScenarios)
    .where(eq(equityScenarios.userId, userId))
    .orderBy(desc(equityScenarios.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    founderCount: row.founders.length,
    isShared: row.shareTokenHash !== null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getScenario(db: Db, userId: string, id: string): Promise<EquityScenarioView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(equityScenarios).where(own(userId, id));
  if (!row) throw notFound();
  return toView(row);
}

/**
 * Saves a new scenario; at most EQUITY_LIMITS.scenarios per user (a user's saves take turns, their row
 * locked, so two at once cannot pass the limit), names unique per user (ignoring case).
 */
export async function createScenario(db: Db, userId: string, input: EquityScenario): Promise<EquityScenarioView> {
  const row = await orNameTaken(input.name, () =>
    db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [saved] = await tx.select({ value: count() }).from(equityScenarios).where(eq(equityScenarios.userId, userId));
      if ((saved?.value ?? 0) >= EQUITY_LIMITS.scenarios) {
        throw new AppError('VALIDATION_FAILED', `You can save up to ${EQUITY_LIMITS.scenarios} scenarios. Delete one to save another.`);
      }
      return (await tx.insert(equityScenarios).values({ userId, ...input }).returning())[0]!;
    }),
  );
  return toView(row);
}

/** Replaces a scenario's name and founders. */
export async function updateScenario(db: Db, userId: string, id: string, input: EquityScenario): Promise<EquityScenarioView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await orNameTaken(input.name, () => db.update(equityScenarios).set(input).where(own(userId, id)).returning());
  if (!row) throw notFound();
  return toView(row);
}

export async function deleteScenario(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const deleted = await db.delete(equityScenarios).where(own(userId, id)).returning({ id: equityScenarios.id });
  if (deleted.length === 0) throw notFound();
}

/** A new read-only link to the scenario; any earlier link stops working. The token is only in the answer. */
export async function createScenarioLink(db: Db, userId: string, id: string): Promise<ScenarioLink> {
  if (!isUuid(id)) throw notFound();
  const token = newLinkToken();
  const updated = await db
    .update(equityScenarios)
    .set({ shareTokenHash: hashLinkToken(token), updatedAt: equityScenarios.updatedAt })
    .where(own(userId, id))
    .returning({ id: equityScenarios.id });
  if (updated.length === 0) throw notFound();
  return { token };
}

/** Stops the scenario's link. */
export async function deleteScenarioLink(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const updated = await db
    .update(equityScenarios)
    .set({ shareTokenHash: null, updatedAt: equityScenarios.updatedAt })
    .where(own(userId, id))
    .returning({ id: equityScenarios.id });
  if (updated.length === 0) throw notFound();
}

/** A scenario as its link shows it, to anyone holding the link; an unknown or stopped link is a 404. */
export async function readSharedScenario(db: Db, token: string): Promise<SharedEquityScenario> {
  const invalid = new AppError('NOT_FOUND', 'Invalid or expired link');
  if (!isLinkTokenShaped(token)) throw invalid;
  const [row] = await db
    .select({ scenario: equityScenarios, fullName: profiles.fullName, accountName: user.name })
    .from(equityScenarios)
    .innerJoin(user, eq(user.id, equityScenarios.userId))
    .leftJoin(profiles, eq(profiles.id, equityScenarios.userId))
    .where(eq(equityScenarios.shareTokenHash, hashLinkToken(token)));
  if (!row) throw invalid;
  const { name, founders, updatedAt } = row.scenario;
  return { name, founders, sharedBy: getPublicName({ fullName: row.fullName, accountName: row.accountName }), updatedAt: updatedAt.toISOString() };
}
