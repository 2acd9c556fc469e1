import type { AccountPartContract } from '../tools/define-tool-contracts';
import type { ToolId } from '../tools/tool-catalogue';
import { TOOL_CONTRACTS } from '../tools/tool-contracts';

/** A tool's part of the account file, as the list of tools' contracts declares it (ADR 0067). */
type ToolPart = Extract<(typeof TOOL_CONTRACTS)[number]['accountPart'], AccountPartContract>;

/** The tools' parts in the list's order (the file's), each with its tool: the import report names a part by it. */
export const TOOL_PARTS = TOOL_CONTRACTS.flatMap((tool): readonly (ToolPart & { toolId: ToolId })[] =>
  tool.accountPart ? [{ ...tool.accountPart, toolId: tool.id }] : [],
);

/** The keys of the tools' parts in the file: `assessments`, `yourAiCa`… */
export type ToolPartKey = ToolPart['key'];
export const TOOL_PART_KEYS: readonly ToolPartKey[] = TOOL_PARTS.map((part) => part.key);

/** The tools' parts as an object's shape: each part's key → the schema the export writes it with, or the import reads it with. */
type ToolPartShape<Side extends 'export' | 'import'> = { [Part in ToolPart as Part['key']]: Part[Side] };

export const toolPartShape = <Side extends 'export' | 'import'>(side: Side) =>
  Object.fromEntries(TOOL_PARTS.map((part): [string, ToolPart[Side]] => [part.key, part[side]])) as ToolPartShape<Side>;

/** An object's entries, each key with its own value (of a union of objects: each one's). */
type EntryOf<Words> = Words extends unknown ? { [Key in keyof Words]: readonly [Key, Words[Key]] }[keyof Words] : never;

/** The rows of the tools' parts that the import report tallies, in the list's order, with how it counts each. */
export const TOOL_TALLIES = TOOL_PARTS.flatMap((part) => Object.entries(part.tallies)) as readonly EntryOf<
  ToolPart['tallies']
>[];
/** `assessments`, `filings`, `trackedDomains`… */
export type ToolTally = (typeof TOOL_TALLIES)[number][0];

/** What the tools' parts hold that an import does not restore on purpose, in the list's order, with how it is counted. */
export const TOOL_NOT_RESTORED = TOOL_PARTS.flatMap((part) =>
  'notRestored' in part ? Object.entries(part.notRestored) : [],
) as readonly EntryOf<Extract<ToolPart, { notRestored: object }>['notRestored']>[];
/** `invitations`… */
export type ToolNotRestored = (typeof TOOL_NOT_RESTORED)[number][0];
