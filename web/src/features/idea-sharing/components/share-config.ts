import type { AccessType } from '@core/ideas/access';
import {
  canGiveAccess,
  canShareScope,
  shareInputSchema,
  type ShareInput,
  type ShareMethod,
} from '@core/ideas/share-contracts';
import { emailAddressSchema, INVALID_EMAIL_MESSAGE } from '@core/user/email-address';
import { createIntl, defineMessages, type MessageDescriptor } from 'react-intl';
import type { Translate } from '@/lib/i18n/use-t';
import { expiryMoment, expiryProblem, NO_EXPIRY, type ShareExpiry } from './share-expiry';

/** The share dialog's state and rules (§3 share configuration, §4, §5, §9), as pure functions. */

/** The page's translator (useT()); the functions that word something speak English without it. */
const english: Translate = createIntl({ locale: 'en', defaultLocale: 'en' }).formatMessage;

const messages = defineMessages({
  whatToShare: { id: 'ideaSharing.steps.whatToShare', defaultMessage: 'What to Share' },
  shareMethod: { id: 'ideaSharing.steps.shareMethod', defaultMessage: 'Share Method' },
  settings: { id: 'ideaSharing.steps.settings', defaultMessage: 'Settings' },
  duplicateEmail: { id: 'ideaSharing.emails.duplicate', defaultMessage: 'This e-mail address is already in the list' },
});

/** An access level's name (the stored value stays English: 'view', 'comment', 'edit'). */
export const ACCESS_LABELS: Record<AccessType, MessageDescriptor> = defineMessages({
  view: { id: 'ideaSharing.access.view', defaultMessage: 'View' },
  comment: { id: 'ideaSharing.access.comment', defaultMessage: 'Comment' },
  edit: { id: 'ideaSharing.access.edit', defaultMessage: 'Edit' },
});

export const SHARE_STEP_TITLES: Record<ShareStep, MessageDescriptor> = {
  1: messages.whatToShare,
  2: messages.shareMethod,
  3: messages.settings,
};
export type ShareStep = 1 | 2 | 3;
export type ShareScope = 'full-idea' | 'selected-pages' | 'multiple-ideas';
const RECOMMENDED_PASSWORD_LENGTH = 6;

export type ShareIdea = { id: string; title: string; pages: { id: string; title: string }[] };

export type ShareConfig = {
  step: ShareStep;
  scope: ShareScope;
  selectedPages: string[];
  method: ShareMethod;
  emails: string[];
  accessType: AccessType;
  message: string;
  expiry: ShareExpiry;
  hasPassword: boolean;
  password: string;
};

/** Defaults (§4): multiple ideas if more than one, else the full idea; public link; view. */
export const initialShareConfig = (ideaCount: number): ShareConfig => ({
  step: 1,
  scope: ideaCount > 1 ? 'multiple-ideas' : 'full-idea',
  selectedPages: [],
  method: 'public-link',
  emails: [],
  accessType: 'view',
  message: '',
  expiry: NO_EXPIRY,
  hasPassword: false,
  password: '',
});

/** What step 1 offers: several ideas go together; one idea in full, or some of its pages when it has any. */
export const scopeOptions = (ideas: ShareIdea[]): ShareScope[] =>
  ideas.length > 1 ? ['multiple-ideas'] : ideas[0]?.pages.length ? ['full-idea', 'selected-pages'] : ['full-idea'];

/** The pages the share covers: null for the whole idea. */
const pageIdsOf = (config: ShareConfig) => (config.scope === 'selected-pages' ? config.selectedPages : null);

/** Choosing a scope starts the page list afresh; a method that cannot cover it (the community) gives way to a public link. */
export const chooseScope = (config: ShareConfig, scope: ShareScope): ShareConfig => {
  const chosen = { ...config, scope, selectedPages: [] };
  return canShareScope(chosen.method, pageIdsOf(chosen)) ? chosen : { ...chosen, method: 'public-link' };
};

export const togglePage = (config: ShareConfig, pageId: string): ShareConfig => ({
  ...config,
  selectedPages: config.selectedPages.includes(pageId)
    ? config.selectedPages.filter((id) => id !== pageId)
    : [...config.selectedPages, pageId],
});

export const canShareWithCommunity = (config: ShareConfig) => canShareScope('community', pageIdsOf(config));

/** A method that cannot cover the scope is not chosen; one that cannot give the access (a public link) sets it back to view. */
export const chooseMethod = (config: ShareConfig, method: ShareMethod): ShareConfig =>
  canShareScope(method, pageIdsOf(config))
    ? { ...config, method, accessType: canGiveAccess(method, config.accessType) ? config.accessType : 'view' }
    : config;

export const isAccessAllowed = (config: ShareConfig, accessType: AccessType) =>
  canGiveAccess(config.method, accessType);

export const chooseAccess = (config: ShareConfig, accessType: AccessType): ShareConfig =>
  isAccessAllowed(config, accessType) ? { ...config, accessType } : config;

/** Adds an e-mail (§5) checked as the server checks it; not one already in the list; the error says why not. Blank does nothing. */
export function addEmail(
  config: ShareConfig,
  raw: string,
  t: Translate = english,
): { config: ShareConfig; error: string | null } {
  if (!raw.trim()) return { config, error: null };
  const parsed = emailAddressSchema.safeParse(raw);
  if (!parsed.success) return { config, error: parsed.error.issues[0]?.message ?? INVALID_EMAIL_MESSAGE };
  const email = parsed.data;
  if (config.emails.includes(email)) return { config, error: t(messages.duplicateEmail) };
  return { config: { ...config, emails: [...config.emails, email] }, error: null };
}

export const removeEmail = (config: ShareConfig, email: string): ShareConfig => ({
  ...config,
  emails: config.emails.filter((entry) => entry !== email),
});

/** The amber hint for a short password: a warning only (§5). */
export const passwordHint = (config: ShareConfig, t: Translate = english): string | null =>
  config.method === 'public-link' && config.hasPassword && config.password.length < RECOMMENDED_PASSWORD_LENGTH
    ? t(
        {
          id: 'ideaSharing.password.tooShort',
          defaultMessage: 'Password should be at least {length, plural, one {# character} other {# characters}}',
        },
        { length: RECOMMENDED_PASSWORD_LENGTH },
      )
    : null;

/** What the core share rules refuse in what this step decides: the pages before the last step, everything on it. */
function stepIssues(config: ShareConfig, ideaIds: string[]) {
  const result = shareInputSchema.safeParse(toShareInput(config, ideaIds));
  const issues = result.success ? [] : result.error.issues;
  return config.step === 3 ? issues : issues.filter((issue) => issue.path[0] === 'pageIds');
}

/** Why Next (or Share Now) is disabled on this step, as the amber hint (§4: pages, e-mails); null when it is not. */
export const continueHint = (config: ShareConfig, ideaIds: string[]): string | null =>
  stepIssues(config, ideaIds).find((issue) => issue.path[0] === 'pageIds' || issue.path[0] === 'emails')?.message ??
  null;

/** Next is disabled (§4) while the core share rules refuse what this step decides (a password on but empty, too). */
export const canContinue = (config: ShareConfig, ideaIds: string[]): boolean =>
  stepIssues(config, ideaIds).length === 0;

/** Share Now also waits for an expiry it can send (§9): none, or a moment after `now`; the field says what is wrong. */
export const isExpiryReady = (config: ShareConfig, now: Date): boolean =>
  config.method === 'community' || expiryProblem(config.expiry, now) === null;

export const goNext = (config: ShareConfig, ideaIds: string[]): ShareConfig =>
  canContinue(config, ideaIds) && config.step < 3 ? { ...config, step: (config.step + 1) as ShareStep } : config;
export const goBack = (config: ShareConfig): ShareConfig =>
  config.step > 1 ? { ...config, step: (config.step - 1) as ShareStep } : config;

/** The last step's badge: '1 idea via Public Link', '2 ideas via Email', '1 idea with the community'. */
export function summaryLabel(config: ShareConfig, ideaCount: number, t: Translate = english): string {
  const values = { count: ideaCount };
  switch (config.method) {
    case 'community':
      return t(
        {
          id: 'ideaSharing.summary.community',
          defaultMessage: '{count, plural, one {# idea} other {# ideas}} with the community',
        },
        values,
      );
    case 'email':
      return t(
        { id: 'ideaSharing.summary.email', defaultMessage: '{count, plural, one {# idea} other {# ideas}} via Email' },
        values,
      );
    case 'public-link':
      return t(
        {
          id: 'ideaSharing.summary.publicLink',
          defaultMessage: '{count, plural, one {# idea} other {# ideas}} via Public Link',
        },
        values,
      );
  }
}

/** The request (§7) for what the dialog holds: only what the chosen method uses. */
export function toShareInput(config: ShareConfig, ideaIds: string[]): ShareInput {
  const pageIds = pageIdsOf(config);
  if (config.method === 'community') {
    return {
      ideaIds,
      method: 'community',
      emails: [],
      accessType: 'view',
      message: '',
      expiresAt: null,
      password: null,
      pageIds: null,
    };
  }
  const isLink = config.method === 'public-link';
  return {
    ideaIds,
    method: config.method,
    emails: isLink ? [] : config.emails,
    accessType: canGiveAccess(config.method, config.accessType) ? config.accessType : 'view',
    message: config.message.trim(),
    expiresAt: expiryMoment(config.expiry)?.toISOString() ?? null,
    password: isLink && config.hasPassword ? config.password : null,
    pageIds,
  };
}
