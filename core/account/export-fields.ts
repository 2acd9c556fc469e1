import { z } from '../zod';

/** The pieces the export contract and its tool parts describe a file's fields with (export-contracts.ts, each tool's part). */

/** A moment, as the export writes it (ISO 8601, `toISOString()`). */
export const when = z.string();

/** Text, or null where there is none. */
export const nullableText = z.nullable(z.string());
