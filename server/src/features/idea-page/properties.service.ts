import { say } from '@core/i18n/say';
import {
  currencyOnlyForCurrencyMessage,
  defaultPropertyValue,
  PROPERTY_LIMITS,
  propertyValueSchema,
  type createPropertyInputSchema,
  type IdeaProperty,
  type PropertyType,
  type PropertyValue,
  type updatePropertyInputSchema,
} from '@core/idea-page/property-contracts';
import { DEFAULT_COMPANY_SETTINGS } from '@core/preferences/company-settings';
import type { Currency } from '@core/tools/money';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ownedBy } from '../../db/owned-by';
import { ideaProperties, userPreferences } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { requireEditable, type Viewer } from '../../ideas/idea-access';
import { appendItem, deleteItem, reorderItems } from '../../ideas/ordered-items';
import { found, itemId } from '../../lib/not-found';

type PropertyRow = typeof ideaProperties.$inferSelect;

const toProperty = (row: PropertyRow): IdeaProperty => ({
  id: row.id,
  label: row.label,
  type: row.type as PropertyType,
  options: row.options,
  currency: row.currency,
  value: (row.value ?? defaultPropertyValue(row.type as PropertyType)) as PropertyValue,
});

export async function listProperties(db: Db, ideaId: string): Promise<IdeaProperty[]> {
  const rows = await db
    .select()
    .from(ideaProperties)
    .where(eq(ideaProperties.ideaId, ideaId))
    .orderBy(asc(ideaProperties.position));
  return rows.map(toProperty);
}

/** A value checked against its property's type and options; a bad one is a 422 on `value`. */
function checkedValue(type: PropertyType, options: string[], value: unknown): PropertyValue {
  const parsed = propertyValueSchema(type, options).safeParse(value);
  if (parsed.success) return parsed.data;
  const message =
    parsed.error.issues[0]?.message ?? say({ id: 'server.ideaPage.invalidValue', defaultMessage: 'Invalid value' });
  throw new AppError('VALIDATION_FAILED', message, [{ path: 'value', message }]);
}

/** A currency sent for a property of another type: a 422 on `currency` (its amounts are the only ones with one). */
function refuseCurrencyOf(type: PropertyType, currency: Currency | undefined) {
  if (currency === undefined || type === 'currency') return;
  const message = currencyOnlyForCurrencyMessage();
  throw new AppError('VALIDATION_FAILED', message, [{ path: 'currency', message }]);
}

/** The currency the user's company works in (ADR 0070): the one a new currency property is in, unless it names one. */
async function companyCurrencyOf(db: Db, userId: string): Promise<Currency> {
  const [row] = await db
    .select({ currency: userPreferences.currency })
    .from(userPreferences)
    .where(ownedBy(userPreferences, userId));
  return row?.currency ?? DEFAULT_COMPANY_SETTINGS.currency;
}

/**
 * Adds a property at the end of the idea's list. A currency property is in the currency it names, or else in the
 * company currency of whoever adds it (ADR 0078).
 */
export async function addProperty(
  db: Db,
  viewer: { userId: string },
  ideaId: string,
  { label, type, options, currency: named }: z.output<typeof createPropertyInputSchema>,
) {
  await requireEditable(db, viewer, ideaId);
  refuseCurrencyOf(type, named);
  const currency = type === 'currency' ? (named ?? (await companyCurrencyOf(db, viewer.userId))) : null;
  const list = {
    position: ideaProperties.position,
    ideaColumn: ideaProperties.ideaId,
    limit: PROPERTY_LIMITS.properties,
    limitMessage: () =>
      say(
        { id: 'server.ideaPage.tooManyProperties', defaultMessage: 'An idea has at most {max} properties' },
        { max: PROPERTY_LIMITS.properties },
      ),
  };
  const row = await appendItem(
    db,
    ideaId,
    list,
    async (tx, position) =>
      (
        await tx
          .insert(ideaProperties)
          .values({ ideaId, label, type, options, currency, value: defaultPropertyValue(type), position })
          .returning()
      )[0]!,
  );
  return toProperty(row);
}

/**
 * Renames a property, changes its options, its currency (a currency property's: its amount is kept as it is, as an
 * idea's cost is) or its value. The value is checked against the property's type and (new) options; a select value
 * whose option was removed is cleared rather than left dangling.
 */
export async function updateProperty(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  propertyId: string,
  change: z.output<typeof updatePropertyInputSchema>,
) {
  await requireEditable(db, viewer, ideaId);
  const where = and(eq(ideaProperties.id, itemId(propertyId, 'Property')), eq(ideaProperties.ideaId, ideaId));
  const current = found((await db.select().from(ideaProperties).where(where))[0], 'Property');
  const type = current.type as PropertyType;
  refuseCurrencyOf(type, change.currency);
  const options = change.options ?? current.options;
  const value =
    'value' in change
      ? checkedValue(type, options, change.value)
      : keptValue(type, options, current.value as PropertyValue | null);
  const [row] = await db
    .update(ideaProperties)
    .set({
      ...(change.label !== undefined ? { label: change.label } : {}),
      ...(change.currency !== undefined ? { currency: change.currency } : {}),
      options,
      value,
    })
    .where(where)
    .returning();
  return toProperty(found(row, 'Property'));
}

/** The stored value, still valid under the options it now has (a removed option is dropped). */
function keptValue(type: PropertyType, options: string[], value: PropertyValue | null): PropertyValue {
  const stored = value ?? defaultPropertyValue(type);
  if (type === 'select') return options.includes(stored as string) ? stored : '';
  if (type === 'multi-select') return (stored as string[]).filter((option) => options.includes(option));
  return stored;
}

export const deleteProperty = (db: Db, viewer: Viewer, ideaId: string, id: string) =>
  deleteItem(db, viewer, ideaId, ideaProperties, id, 'Property');

export async function reorderProperties(db: Db, viewer: Viewer, ideaId: string, ids: string[]) {
  await reorderItems(db, viewer, ideaId, ideaProperties, ids);
  return listProperties(db, ideaId);
}
