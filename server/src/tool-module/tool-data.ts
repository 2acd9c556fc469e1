import type { AccountExport } from '@core/account/export-contracts';
import type { AccountImport, ImportSummary } from '@core/account/import-contracts';
import type { ToolPartKey } from '@core/account/tool-parts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Tx } from '../db/locks';

/** What the import report counts of the tools' rows: `assessments`, `filings`, `trackedDomains`… */
export type ToolTallies = Omit<ImportSummary, 'ideas' | 'toolDocuments' | 'preferences' | 'notRestored'>;
/** What a tool's part of the file has that an import does not restore on purpose (a co-founder's invitations: tokens). */
export type ToolNotRestored = Omit<ImportSummary['notRestored'], 'shares' | 'othersComments'>;
/** What an import of a tool's part tells the report: its tallies, and what it left out. */
export type ToolImported = Partial<ToolTallies> & { notRestored?: Partial<ToolNotRestored> };

/**
 * A tool's tables in the account's export and import (ADR 0029, 0030): what it writes into its part of the file,
 * and how the import adds that part — already read by the import contract — in the import's transaction (the user
 * locked; throwing undoes the whole import), tallied for the import report.
 */
export type ToolDataAdapter<Part extends ToolPartKey> = {
  part: Part;
  /** The tables it reads and writes: each table holding a user's rows is some part's (the composition test holds it). */
  tables: readonly PgTable[];
  export(db: Db, userId: string): Promise<AccountExport[Part]>;
  import(tx: Tx, userId: string, part: AccountImport[Part]): Promise<ToolImported>;
};

/** An adapter as the account feature composes it, its part's name kept inside. */
export type ToolData = {
  part: ToolPartKey;
  tables: readonly PgTable[];
  exportPart(db: Db, userId: string): Promise<Partial<AccountExport>>;
  importPart(tx: Tx, userId: string, file: AccountImport): Promise<ToolImported>;
};

export const defineToolData = <Part extends ToolPartKey>({
  part,
  tables,
  export: exportPart,
  import: importPart,
}: ToolDataAdapter<Part>): ToolData => ({
  part,
  tables,
  exportPart: async (db, userId) => ({ [part]: await exportPart(db, userId) }),
  importPart: (tx, userId, file) => importPart(tx, userId, file[part]),
});

/** The parts (or tallies) of every adapter, as one object: the composition test holds that each part has its adapter. */
export const mergeParts = <Whole>(parts: readonly Partial<Whole>[]): Whole => Object.assign({}, ...parts) as Whole;
