import { nullableText, when } from '../../account/export-fields';
import { flagRepeats, instant, listOf } from '../../account/import-fields';
import { normaliseDomainName } from '../../domains/domain-name';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { addIssues, z } from '../../zod';
import { TRACKED_DOMAINS_MAX, type TrackedDomainStatus } from './tracked-domains';

/*
 * The Domain Tracker's part of the account file, `trackedDomains` (ADR 0055): its domains, by name, each as its last
 * answered check left it; not what the owner was last told of (the tracker's own bookkeeping). The import reads each
 * name as the tracker's form reads it (normalised by core's normaliseDomainName), with what its last answered check said.
 */

/** The tracked domains as the export writes them. */
export const trackedDomainsExportSchema = z.array(
  z.object({
    name: z.string(),
    status: z.string(),
    expiresAt: z.nullable(when),
    registrar: nullableText,
    lastCheckedAt: z.nullable(when),
    createdAt: when,
  }),
);
export type TrackedDomainsExport = z.infer<typeof trackedDomainsExportSchema>;

const STATUSES = ['available', 'registered', 'unknown'] as const satisfies readonly TrackedDomainStatus[];
/** Longer than any registrar's name an RDAP answer gives; a file cannot make one the size of a book. */
const REGISTRAR_MAX_LENGTH = 200;

/** The account would track more domains than the tracker allows once the file's are added (the list, or in the import's transaction). */
export const TRACKED_DOMAINS_FULL_MESSAGE = say(
  { id: 'core.account.trackedDomainsFull', defaultMessage: 'With this file, you would track more than {max} domains' },
  { max: TRACKED_DOMAINS_MAX },
);

/**
 * A name the tracker stored before it checked names by IDNA2008 (ADR 0080): the URL parser's ASCII host, letters,
 * digits and hyphens in dotted labels. Such a name (an emoji's xn-- label, say) is no longer accepted when typed, but
 * an account file holding it is the owner's data: it is restored as it was stored, not refused with the whole file.
 */
const STORED_BEFORE_IDNA2008 = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** A tracked domain's name in a file: read as the tracker's form reads it, or kept as stored before ADR 0080. */
const importedDomainName = z.pipe(
  z.string(),
  z.transform((input, context) => {
    const result = normaliseDomainName(input);
    if ('name' in result) return result.name;
    const stored = input.trim().toLowerCase().replace(/\.$/, '');
    if (STORED_BEFORE_IDNA2008.test(stored)) return stored;
    addIssues(context, [{ message: result.problem, path: [] }]);
    return z.NEVER;
  }),
);

const importedTrackedDomain = z.object({
  name: importedDomainName,
  status: z.enum(STATUSES, say({ id: 'core.account.unknownDomainStatus', defaultMessage: 'Unknown domain status' })),
  expiresAt: z._default(z.nullable(instant), null),
  // An empty name is no registrar's: none, as an answer without one is kept.
  registrar: z._default(
    z.pipe(
      z.nullable(
        trimmedText(REGISTRAR_MAX_LENGTH, {
          tooLong: say(
            {
              id: 'core.account.registrarTooLong',
              defaultMessage: 'A registrar name must be at most {max} characters',
            },
            { max: REGISTRAR_MAX_LENGTH },
          ),
        }),
      ),
      z.transform((registrar) => registrar || null),
    ),
    null,
  ),
  lastCheckedAt: z._default(z.nullable(instant), null),
  createdAt: z.optional(instant),
});
export type ImportedTrackedDomain = z.output<typeof importedTrackedDomain>;

/** The tracked domains of the file, each once; an older file has none (nothing the tracker keeps changes). */
export const importedTrackedDomainsSchema = listOf(
  importedTrackedDomain,
  TRACKED_DOMAINS_MAX,
  TRACKED_DOMAINS_FULL_MESSAGE,
).check(
  z.superRefine((domains, context) => {
    // Names are compared as normalised ('Example.COM' is example.com); a refused name has its issue already.
    const sameDomain = say({
      id: 'core.account.domainNameRepeated',
      defaultMessage: 'Two tracked domains have this name',
    });
    flagRepeats(
      domains,
      (domain) => String(domain.name),
      sameDomain,
      (index) => [index, 'name'],
      context,
    );
  }),
);
