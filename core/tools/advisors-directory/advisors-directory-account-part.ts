import { nullableText, when } from '../../account/export-fields';
import { instant } from '../../account/import-fields';
import { z } from '../../zod';
import { advisorProfileInputSchema } from './advisor-profile';

/*
 * The Advisors Directory's part of the account file, `advisorsDirectory` (ADR 0098): the user's advisor profile
 * (published or withdrawn), and the intro requests they sent and received, each with the other person by name. The
 * import restores the profile as the profile's form reads it; intro requests involve another account: they are
 * counted, never restored.
 */

const introExport = z.object({
  with: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: when,
  answeredAt: z.nullable(when),
});

/** The part as the export writes it. */
export const advisorsDirectoryExportSchema = z.object({
  profile: z.nullable(
    z.object({
      headline: z.string(),
      expertise: z.array(z.string()),
      industries: z.array(z.string()),
      howTheyHelp: z.string(),
      hoursPerMonth: z.nullable(z.number()),
      openTo: z.array(z.string()),
      contactPreference: z.string(),
      link: nullableText,
      isPublished: z.boolean(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  introsSent: z.array(introExport),
  introsReceived: z.array(introExport),
});
export type AdvisorsDirectoryExport = z.infer<typeof advisorsDirectoryExportSchema>;

const importedProfile = z.extend(advisorProfileInputSchema, {
  isPublished: z._default(z.boolean(), false),
  createdAt: z.optional(instant),
  // Read, not restored: the profile is updated as it is imported.
  updatedAt: z.optional(instant),
});

/** The part as the import reads it; an older file has none (nothing changes). */
export const importedAdvisorsDirectorySchema = z._default(
  z.object({
    profile: z._default(z.nullable(importedProfile), null),
    introsSent: z._default(z.array(z.unknown()), []),
    introsReceived: z._default(z.array(z.unknown()), []),
  }),
  { profile: null, introsSent: [], introsReceived: [] },
);
export type ImportedAdvisorsDirectory = z.output<typeof importedAdvisorsDirectorySchema>;
