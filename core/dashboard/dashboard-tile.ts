import type { CoreMessage } from '../i18n/define-message';
import type { Currency } from '../tools/money';
import type { ToolId } from '../tools/tool-catalogue';
import type { ToolDocumentKind } from '../tools/tool-document-contracts';
import type { z } from '../zod';

/**
 * A figure a tile shows (ADR 0111), as the page formats it in its language: a count, an amount in a currency, months
 * (null: the cash lasts beyond the plan), a share (0.42 is 42 %), a score out of 5, a plain number (a RICE score), a day.
 */
export type TileValue =
  | { kind: 'count'; value: number }
  | { kind: 'money'; amount: number; currency: Currency }
  | { kind: 'months'; value: number | null }
  | { kind: 'share'; value: number }
  | { kind: 'score'; value: number }
  | { kind: 'number'; value: number }
  | { kind: 'day'; value: string };

/**
 * A line under the headline: its label is the user's own words (a feature's name, a contact's) or the tool's, a
 * message the page says in its language ('Lowest cash'); and its figure if it has one.
 */
export type TileLine = { label: string | CoreMessage; value: TileValue | null };

/** What a tile shows: its headline figure, at most a few lines, and the saved document it was read from. */
export type TileFigure = { headline: TileValue; lines: TileLine[]; source: string | null };

/** How many lines a tile lists at most (the next three filings, the top three features). */
export const TILE_LINES = 3;

/**
 * Where a tile's figure comes from. A tool that keeps documents works it out from the one saved last (the one the
 * tool opens by itself) with `figure`, a pure function of its data and the day; a tool with tables of its own reads
 * them in its server folder (its module's `dashboardTile`), with the same core functions.
 */
export type TileSource<Data extends z.ZodMiniType = z.ZodMiniType> =
  | {
      from: 'documents';
      documents: ToolDocumentKind<Data>;
      /** null: the document holds nothing to show yet (a check-in log with no check-in). */
      figure: (data: z.output<Data>, today: string) => TileFigure | null;
    }
  | { from: 'server' };

/**
 * A tool's tile on the Custom Dashboard (ADR 0111), declared in its own core folder and listed once in
 * core/tools/tool-tiles.ts: its title, what the tile says while the tool has none of the user's data, and its source.
 */
export type DashboardTile<Data extends z.ZodMiniType = z.ZodMiniType> = {
  toolId: ToolId;
  title: CoreMessage;
  /** 'No finance model yet': the tile links to the tool beside it. */
  empty: CoreMessage;
  source: TileSource<Data>;
};

/** Declares a tile, its figure typed by its documents' data. */
export const defineDashboardTile = <Data extends z.ZodMiniType>(tile: DashboardTile<Data>) => tile;

/** A tile's answer from GET /api/custom-dashboard/tiles: its figure, or null while its tool has none of the user's data. */
export type TileAnswer = { toolId: ToolId; figure: TileFigure | null };

/** The query key the page asks the tiles by (and the server draws the page with, ADR 0101). */
export const DASHBOARD_TILES_KEY = ['custom-dashboard', 'tiles'] as const;
