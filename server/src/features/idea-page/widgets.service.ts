import { say } from '@core/i18n/say';
import {
  defaultWidgetData,
  WIDGET_LIMITS,
  widgetDataSchemas,
  type IdeaWidget,
  type WidgetType,
} from '@core/idea-page/widget-contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideaWidgets } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { requireEditable, type Viewer } from '../../ideas/idea-access';
import { appendItem, deleteItem, reorderItems } from '../../ideas/ordered-items';
import { found, itemId } from '../../lib/not-found';

type WidgetRow = typeof ideaWidgets.$inferSelect;

const toWidget = (row: WidgetRow): IdeaWidget => ({
  id: row.id,
  type: row.type as WidgetType,
  data: row.data as Record<string, string>,
});

export async function listWidgets(db: Db, ideaId: string): Promise<IdeaWidget[]> {
  const rows = await db
    .select()
    .from(ideaWidgets)
    .where(eq(ideaWidgets.ideaId, ideaId))
    .orderBy(asc(ideaWidgets.position));
  return rows.map(toWidget);
}

export async function addWidget(db: Db, viewer: Viewer, ideaId: string, type: WidgetType): Promise<IdeaWidget> {
  await requireEditable(db, viewer, ideaId);
  const list = {
    position: ideaWidgets.position,
    ideaColumn: ideaWidgets.ideaId,
    limit: WIDGET_LIMITS.widgets,
    limitMessage: () =>
      say(
        { id: 'server.ideaPage.tooManyWidgets', defaultMessage: 'An idea has at most {max} widgets' },
        { max: WIDGET_LIMITS.widgets },
      ),
  };
  const row = await appendItem(
    db,
    ideaId,
    list,
    async (tx, position) =>
      (
        await tx
          .insert(ideaWidgets)
          .values({ ideaId, type, data: defaultWidgetData(type), position })
          .returning()
      )[0]!,
  );
  return toWidget(row);
}

/** The fields sent replace those fields (others are kept); the result is checked against the widget's type. */
export async function updateWidget(
  db: Db,
  viewer: Viewer,
  ideaId: string,
  widgetId: string,
  data: Record<string, unknown>,
): Promise<IdeaWidget> {
  await requireEditable(db, viewer, ideaId);
  const where = and(eq(ideaWidgets.id, itemId(widgetId, 'Widget')), eq(ideaWidgets.ideaId, ideaId));
  const current = found((await db.select().from(ideaWidgets).where(where))[0], 'Widget');
  const parsed = widgetDataSchemas[current.type as WidgetType].safeParse({ ...(current.data as object), ...data });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['data', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new AppError(
      'VALIDATION_FAILED',
      issues[0]?.message ?? say({ id: 'server.ideaPage.invalidWidget', defaultMessage: 'Invalid widget' }),
      issues,
    );
  }
  const [row] = await db.update(ideaWidgets).set({ data: parsed.data }).where(where).returning();
  return toWidget(found(row, 'Widget'));
}

export const deleteWidget = (db: Db, viewer: Viewer, ideaId: string, id: string) =>
  deleteItem(db, viewer, ideaId, ideaWidgets, id, 'Widget');

export async function reorderWidgets(db: Db, viewer: Viewer, ideaId: string, ids: string[]) {
  await reorderItems(db, viewer, ideaId, ideaWidgets, ids);
  return listWidgets(db, ideaId);
}
