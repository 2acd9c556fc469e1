import { say } from '@core/i18n/say';
import {
  defaultPropertyValue,
  PROPERTY_LIMITS,
  propertyValueSchema,
  type createPropertyInputSchema,
  type IdeaProperty,
  type PropertyType,
  type PropertyValue,
  type updatePropertyInputSchema,
} from '@core/idea-page/property-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ideaProperties } from '../../db/schema';
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

export async function addProperty(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  { label, type, options }: z.output<typeof createPropertyInputSchema>,
) {
  await requireEditable(db, viewer, ideaId);
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
          .values({ ideaId, label, type, options, value: defaultPropertyValue(type), position })
          .returning()
      )[0]!,
  );
  return toProperty(row);
}

/**
 * Renames a property, changes its options or its value. The value is checked against the property's type and
 * (new) options; a select value whose option was removed is cleared rather than left dangling.
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
  const options = change.options ?? current.options;
  const value =
    'value' in change
      ? checkedValue(type, options, change.value)
      : keptValue(type, options, current.value as PropertyValue | null);
  const [row] = await db
    .update(ideaProperties)
    .set({ ...(change.label !== undefined ? { label: change.label } : {}), options, value })
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
