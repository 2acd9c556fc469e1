import type { AccountPartContract } from '../tools/define-tool-contracts';
import { TOOL_CONTRACTS } from '../tools/tool-contracts';

/** A tool's part of the account file, as the list of tools' contracts declares it (ADR 0067). */
type ToolPart = Extract<(typeof TOOL_CONTRACTS)[number]['accountPart'], AccountPartContract>;

const TOOL_PARTS = TOOL_CONTRACTS.flatMap((tool): readonly ToolPart[] => (tool.accountPart ? [tool.accountPart] : []));

/** The keys of the tools' parts in the file: `assessments`, `yourAiCa`… */
export type ToolPartKey = ToolPart['key'];
export const TOOL_PART_KEYS: readonly ToolPartKey[] = TOOL_PARTS.map((part) => part.key);

/** The tools' parts as an object's shape: each part's key → the schema the export writes it with, or the import reads it with. */
type ToolPartShape<Side extends 'export' | 'import'> = { [Part in ToolPart as Part['key']]: Part[Side] };

export const toolPartShape = <Side extends 'export' | 'import'>(side: Side) =>
  Object.fromEntries(TOOL_PARTS.map((part) => [part.key, part[side]])) as ToolPartShape<Side>;

/** The rows of the tools' parts that the import report tallies: `assessments`, `filings`, `trackedDomains`… */
export type ToolTally = ToolPart['tallies'][number];

/** What the tools' parts hold that an import does not restore on purpose: `invitations`… */
export type ToolNotRestored = ToolPart extends infer Part
  ? Part extends { notRestored: readonly (infer Name)[] }
    ? Name
    : never
  : never;
