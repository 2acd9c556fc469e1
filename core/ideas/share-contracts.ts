import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { emailAddressSchema } from '../user/email-address';
import { z } from '../zod';
import { shareState, type AccessType, type ShareState } from './access';

export const SHARE_LIMITS = { ideas: 50, emails: 50, message: 1_000, password: 200, pages: 500 };
const SHARE_METHODS = ['email', 'public-link', 'community'] as const;
export type ShareMethod = (typeof SHARE_METHODS)[number];

/** The rules' words, shown by the share dialog (as its amber hints and notes) and returned by the API alike. */
export const SHARE_MESSAGES = {
  pages: say({ id: 'core.ideas.sharePagesRequired', defaultMessage: 'Please select at least one page to continue' }),
  emails: say({
    id: 'core.ideas.shareEmailsRequired',
    defaultMessage: 'Please add at least one email address to continue',
  }),
  publicLinkAccess: say({
    id: 'core.ideas.publicLinkViewOnly',
    defaultMessage: 'For public links, commenting and editing require users to log in.',
  }),
} as const;

/** What a way of sharing may give (§5): a public link gives view only (commenting and editing need a sign-in). */
export const canGiveAccess = (method: ShareMethod, accessType: AccessType) =>
  method !== 'public-link' || accessType === 'view';

/** What a way of sharing may cover (§3), `pageIds` null being the whole idea: the community sees the whole idea. */
export const canShareScope = (method: ShareMethod, pageIds: readonly string[] | null) =>
  method !== 'community' || pageIds === null;

/** The share dialog's request (§3 share configuration), checked the same way in the dialog and on the server. */
export const shareInputSchema = z
  .strictObject({
    ideaIds: z.pipe(
      z
        .array(z.uuid(say({ id: 'core.ideas.unknownIdea', defaultMessage: 'Unknown idea' })))
        .check(
          z.minLength(1, say({ id: 'core.ideas.shareNoIdea', defaultMessage: 'Choose at least one idea' })),
          z.maxLength(
            SHARE_LIMITS.ideas,
            say(
              { id: 'core.ideas.shareTooManyIdeas', defaultMessage: 'Share at most {max} ideas at once' },
              { max: SHARE_LIMITS.ideas },
            ),
          ),
        ),
      z.transform((ids) => [...new Set(ids)]),
    ),
    method: z.enum(SHARE_METHODS, say({ id: 'core.ideas.shareMethodInvalid', defaultMessage: 'Choose how to share' })),
    emails: z._default(
      z.pipe(
        z
          .array(emailAddressSchema)
          .check(
            z.maxLength(
              SHARE_LIMITS.emails,
              say(
                { id: 'core.ideas.shareTooManyPeople', defaultMessage: 'Share with at most {max} people at once' },
                { max: SHARE_LIMITS.emails },
              ),
            ),
          ),
        z.transform((emails) => [...new Set(emails)]),
      ),
      [],
    ),
    accessType: z._default(
      z.enum(
        ['view', 'comment', 'edit'],
        say({ id: 'core.ideas.accessTypeInvalid', defaultMessage: 'Access must be view, comment or edit' }),
      ),
      'view',
    ),
    message: z._default(
      trimmedText(SHARE_LIMITS.message, {
        tooLong: say(
          { id: 'core.ideas.shareMessageTooLong', defaultMessage: 'A message has at most {max} characters' },
          { max: SHARE_LIMITS.message },
        ),
      }),
      '',
    ),
    expiresAt: z._default(
      z.nullable(
        z.iso.datetime({
          offset: true,
          message: say({ id: 'core.ideas.expiryInvalid', defaultMessage: 'Enter a valid expiry date' }),
        }),
      ),
      null,
    ),
    password: z._default(
      z.nullable(
        z
          .string()
          .check(
            z.maxLength(
              SHARE_LIMITS.password,
              say(
                { id: 'core.ideas.passwordTooLong', defaultMessage: 'A password has at most {max} characters' },
                { max: SHARE_LIMITS.password },
              ),
            ),
          ),
      ),
      null,
    ),
    /** Null: the full idea; otherwise only these pages (of a single idea). */
    pageIds: z._default(
      z.nullable(
        z
          .array(z.uuid(say({ id: 'core.ideaPage.unknownPage', defaultMessage: 'Unknown page' })))
          .check(z.maxLength(SHARE_LIMITS.pages)),
      ),
      null,
    ),
  })
  .check(
    z.superRefine((input, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (input.method === 'email' && input.emails.length === 0) issue('emails', SHARE_MESSAGES.emails);
      if (input.method !== 'email' && input.emails.length > 0) {
        issue(
          'emails',
          say({
            id: 'core.ideas.emailsOnlyByEmail',
            defaultMessage: 'E-mail addresses are only for sharing by e-mail',
          }),
        );
      }
      if (!canGiveAccess(input.method, input.accessType)) issue('accessType', SHARE_MESSAGES.publicLinkAccess);
      if (input.password !== null && input.method !== 'public-link') {
        issue(
          'password',
          say({
            id: 'core.ideas.passwordOnlyForLinks',
            defaultMessage: 'Password protection is only for public links',
          }),
        );
      }
      if (input.password !== null && input.password.trim() === '') {
        issue(
          'password',
          say({ id: 'core.ideas.passwordBlank', defaultMessage: 'A password cannot be empty or only spaces' }),
        );
      }
      if (input.pageIds !== null && input.pageIds.length === 0) issue('pageIds', SHARE_MESSAGES.pages);
      if (input.pageIds !== null && input.ideaIds.length > 1) {
        issue(
          'pageIds',
          say({ id: 'core.ideas.pagesOnlyForOneIdea', defaultMessage: 'Pages can be chosen when sharing one idea' }),
        );
      }
      if (!canShareScope(input.method, input.pageIds)) {
        issue(
          'pageIds',
          say({ id: 'core.ideas.communitySeesWholeIdea', defaultMessage: 'The community sees the whole idea' }),
        );
      }
    }),
  );
export type ShareInput = z.input<typeof shareInputSchema>;

/** What a share made: people reached, the public links (their tokens shown this once), community sharing. */
export type ShareResult = { people: number; links: { ideaId: string; url: string }[]; community: boolean };

/** One way into an idea, as its owner sees it in 'Manage access'. */
export type ShareEntry = {
  id: string;
  kind: 'person' | 'link';
  recipient: { name: string; email: string } | null;
  accessType: AccessType;
  pageIds: string[] | null;
  hasPassword: boolean;
  message: string;
  sharedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
};
export type IdeaAccessList = { isCommunityShared: boolean; shares: ShareEntry[] };

/** Where a listed share stands at `now`, by the live-share rule (shareState). */
export const shareEntryState = (
  { expiresAt, revokedAt }: Pick<ShareEntry, 'expiresAt' | 'revokedAt'>,
  now: Date,
): ShareState =>
  shareState(
    {
      expiresAt: expiresAt === null ? null : new Date(expiresAt),
      revokedAt: revokedAt === null ? null : new Date(revokedAt),
    },
    now,
  );

/** What a link tells before any content: who shared what, and whether a password is needed first. */
export type LinkInfo = {
  ideaId: string;
  sharedBy: string;
  accessType: 'view';
  message: string;
  expiresAt: string | null;
  pageIds: string[] | null;
  passwordRequired: boolean;
};

/**
 * §3's pending shared link, kept in the browser's session storage (key pendingSharedLink) while the holder
 * signs in or up: the spec's fields, taken from the link's info, with the token, its unlock key and where it opened.
 */
export const pendingSharedLinkSchema = z.object({
  token: z.string(),
  key: z.nullable(z.string()),
  url: z.string(),
  idea_id: z.string(),
  shared_by: z.string(),
  access_type: z.literal('view'),
  expires_at: z.nullable(z.string()),
  shared_pages: z.nullable(z.array(z.string())),
  message: z.string(),
});
export type PendingSharedLink = z.output<typeof pendingSharedLinkSchema>;

export const toPendingSharedLink = (
  link: LinkInfo,
  held: Pick<PendingSharedLink, 'token' | 'key' | 'url'>,
): PendingSharedLink => ({
  ...held,
  idea_id: link.ideaId,
  shared_by: link.sharedBy,
  access_type: link.accessType,
  expires_at: link.expiresAt,
  shared_pages: link.pageIds,
  message: link.message,
});

export const unlockLinkInputSchema = z.strictObject({
  password: z
    .string()
    .check(
      z.minLength(1, say({ id: 'core.ideas.passwordRequired', defaultMessage: 'Enter the password' })),
      z.maxLength(SHARE_LIMITS.password),
    ),
});

/** The header a holder of a password-protected link sends with each read: the key its password unlocked. */
export const LINK_KEY_HEADER = 'x-share-key';
