import { normaliseDomainName } from '../../domains/domain-name';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { z } from '../../zod';
import { defineToolDocuments } from '../tool-document-contracts';
import { BRAND_LIMITS, brandInputsSchema, brandRequestSchema } from './brand-name-request';
import { BRAND_CATEGORIES } from './generate-brand-names';

/** The last check of a name's domain: what the registry said (ADR 0052) and when. */
const domainCheckSchema = z.object({
  status: z.enum(['available', 'registered', 'unknown']),
  /** Why it could not be told, for 'unknown'. */
  message: z.optional(z.string().check(z.maxLength(300))),
  checkedAt: z.iso.datetime({ offset: true }),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

/** A domain name as the lookup takes it: already normalised (core/domains/domain-name.ts). */
const isLookedUpForm = (domain: string) => {
  const normalised = normaliseDomainName(domain);
  return 'name' in normalised && normalised.name === domain;
};
const domainSchema = z
  .string()
  .check(
    z.refine(
      isLookedUpForm,
      say({ id: 'core.domains.nameInvalid', defaultMessage: 'Enter a domain name like example.com' }),
    ),
  );

const brandNameSchema = trimmedText(BRAND_LIMITS.name, {
  required: say({ id: 'core.tools.brandNames.nameRequired', defaultMessage: 'A brand name is required' }),
  tooLong: say(
    { id: 'core.tools.brandNames.nameTooLong', defaultMessage: 'A brand name must be at most {max} characters' },
    { max: BRAND_LIMITS.name },
  ),
});

/** A name suggested by the AI, kept with the list so that it is shown again when the list is opened. */
const aiSuggestionSchema = z.object({
  name: brandNameSchema,
  domain: domainSchema,
  category: z.enum(BRAND_CATEGORIES),
});

/** A name the founder liked or saved: where it came from, and its domain's last check. */
const keptNameSchema = z.object({
  name: brandNameSchema,
  domain: domainSchema,
  category: z.enum(BRAND_CATEGORIES),
  /** Made by the generator here, or suggested by the AI. */
  source: z.enum(['generator', 'ai']),
  /** Written by the AI and not yet looked at by the founder. */
  aiDraft: z.boolean(),
  liked: z.boolean(),
  saved: z.boolean(),
  check: z.nullable(domainCheckSchema),
});
export type KeptName = z.infer<typeof keptNameSchema>;

/** A saved name list: the inputs as typed, those the names shown were generated from, and the names liked or saved, each domain once. */
export const brandNameListDataSchema = z.object({
  inputs: brandInputsSchema,
  /** The inputs of the last 'Generate Names' (the same names come of them again); null before the first. */
  generated: z.nullable(brandRequestSchema),
  /** The AI's last suggestions (issue 18), shown until the next; absent before the first. */
  aiSuggested: z.optional(
    z
      .array(aiSuggestionSchema)
      .check(
        z.maxLength(
          BRAND_LIMITS.aiSuggestions,
          say(
            { id: 'core.tools.brandNames.tooManyAiNames', defaultMessage: 'At most {max} AI suggestions are kept' },
            { max: BRAND_LIMITS.aiSuggestions },
          ),
        ),
      ),
  ),
  names: z.array(keptNameSchema).check(
    z.maxLength(
      BRAND_LIMITS.names,
      say(
        { id: 'core.tools.brandNames.tooManyNames', defaultMessage: 'A list keeps at most {max} names' },
        { max: BRAND_LIMITS.names },
      ),
    ),
    z.refine(
      (names) => new Set(names.map((name) => name.domain)).size === names.length,
      say({ id: 'core.tools.brandNames.domainRepeated', defaultMessage: 'Each domain must appear once' }),
    ),
  ),
});
export type BrandNameListData = z.infer<typeof brandNameListDataSchema>;

/** The Brand Name Suggester's saved documents: named name lists. */
export const brandNameListDocuments = defineToolDocuments({
  toolId: 'brand-name-suggester',
  messages: {
    notFound: () => say({ id: 'core.tools.brandNames.listNotFound', defaultMessage: 'Name list not found' }),
    // The name in quotes: a quote before an argument would quote it in ICU, so the quotes travel with the name.
    nameTaken: (name) =>
      say(
        { id: 'core.tools.brandNames.listNameTaken', defaultMessage: 'You already have a name list named {name}' },
        { name: `'${name}'` },
      ),
    tooMany: (max) =>
      say(
        {
          id: 'core.tools.brandNames.tooManyLists',
          defaultMessage: 'You can save up to {max} name lists. Delete one to save another.',
        },
        { max },
      ),
    changedElsewhere: () =>
      say({
        id: 'core.tools.brandNames.listChangedElsewhere',
        defaultMessage: 'This name list was changed since you opened it. Open it again to see the latest version.',
      }),
    nameRequired: () => say({ id: 'core.tools.brandNames.listNameRequired', defaultMessage: 'List name is required' }),
    nameTooLong: (max) =>
      say(
        { id: 'core.tools.brandNames.listNameTooLong', defaultMessage: 'List name must be at most {max} characters' },
        { max },
      ),
  },
  data: brandNameListDataSchema,
  nameMaxLength: BRAND_LIMITS.listName,
  maxPerUser: BRAND_LIMITS.lists,
  summarize: ({ names }) => `${names.length} ${names.length === 1 ? 'name' : 'names'}`,
});
