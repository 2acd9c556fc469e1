import type { TileAnswer, TileFigure } from '@core/dashboard/dashboard-tile';
import { TOOL_TILES } from '@core/tools/tool-tiles';
import { z } from '@core/zod';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownedBy } from '../db/owned-by';
import { toolDocuments } from '../db/schema/tool-documents';

/** A tile read by a tool's own server code (its tables): the user's figure on `today`, or null while they have no data. */
export type ServerTileRead = (db: Db, userId: string, today: string) => Promise<TileFigure | null>;

/** Every tile's answer for a user on a day (ADR 0111): what GET /api/custom-dashboard/tiles answers. */
export type TileReader = (userId: string, today: string) => Promise<TileAnswer[]>;

const documentTiles = TOOL_TILES.flatMap((tile) => (tile.source.from === 'documents' ? [tile] : []));

/**
 * The newest saved document of each of `toolIds` that the user owns — the one each tool opens by itself (ADR 0068) —
 * in one query.
 */
async function newestDocuments(db: Db, userId: string, toolIds: string[]) {
  const rows = await db
    .selectDistinctOn([toolDocuments.toolId], {
      toolId: toolDocuments.toolId,
      name: toolDocuments.name,
      data: toolDocuments.data,
    })
    .from(toolDocuments)
    .where(ownedBy(toolDocuments, userId, inArray(toolDocuments.toolId, toolIds)))
    .orderBy(toolDocuments.toolId, desc(toolDocuments.updatedAt), desc(toolDocuments.id));
  return new Map(rows.map((row) => [row.toolId, row]));
}

/**
 * Reads every tile of TOOL_TILES for a user (ADR 0111): the tools that keep documents from their newest document,
 * worked out by their tile's figure and named by it; the others by their server code (`serverReads`, by tool id). A
 * document its tool's schema no longer reads shows as no data rather than failing the dashboard.
 */
export function createTileReader(db: Db, serverReads: ReadonlyMap<string, ServerTileRead>): TileReader {
  return async (userId, today) => {
    const [documents, ...fromServer] = await Promise.all([
      newestDocuments(
        db,
        userId,
        documentTiles.map((tile) => tile.toolId),
      ),
      ...TOOL_TILES.map((tile) => serverReads.get(tile.toolId)?.(db, userId, today) ?? null),
    ]);
    return TOOL_TILES.map((tile, index): TileAnswer => {
      const { source } = tile;
      if (source.from === 'server') return { toolId: tile.toolId, figure: fromServer[index] ?? null };
      const document = documents.get(tile.toolId);
      const data = document ? z.safeParse(source.documents.data, document.data) : undefined;
      const figure = data?.success ? source.figure(data.data, today) : null;
      return { toolId: tile.toolId, figure: figure && { ...figure, source: document!.name } };
    });
  };
}
