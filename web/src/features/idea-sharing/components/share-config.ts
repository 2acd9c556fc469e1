import type { AccessType } from '@core/ideas/access';
import type { ShareInput, ShareMethod } from '@core/ideas/share-contracts';

/** The share dialog's state and rules (§3 share configuration, §4, §5, §9), as pure functions. */

export const SHARE_STEP_TITLES = ['What to Share', 'Share Method', 'Settings'] as const;
export type ShareStep = 1 | 2 | 3;
export type ShareScope = 'full-idea' | 'selected-pages' | 'multiple-ideas';
export const QUICK_EXPIRIES = [
  { label: '1 Week', days: 7 },
  { label: '1 Month', days: 30 },
  { label: '3 Months', days: 90 },
] as const;
const RECOMMENDED_PASSWORD_LENGTH = 6;

export const HINTS = {
  pages: 'Please select at least one page to continue',
  emails: 'Please add at least one email address to continue',
  password: `Password should be at least ${RECOMMENDED_PASSWORD_LENGTH} characters`,
  publicLinkAccess: 'For public links, commenting and editing require users to log in.',
  invalidEmail: 'Enter an e-mail address with an @',
  duplicateEmail: 'This e-mail address is already in the list',
} as const;

export type ShareIdea = { id: string; title: string; pages: { id: string; title: string }[] };

export type ShareConfig = {
  step: ShareStep;
  scope: ShareScope;
  selectedPages: string[];
  method: ShareMethod;
  emails: string[];
  accessType: AccessType;
  message: string;
  /** A datetime-local value (the viewer's local time), '' for no expiry. */
  expiresAt: string;
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
  expiresAt: '',
  hasPassword: false,
  password: '',
});

/** What step 1 offers: several ideas go together; one idea in full, or some of its pages when it has any. */
export const scopeOptions = (ideas: ShareIdea[]): ShareScope[] =>
  ideas.length > 1 ? ['multiple-ideas'] : ideas[0]?.pages.length ? ['full-idea', 'selected-pages'] : ['full-idea'];

/** Choosing a scope starts the page list afresh; the community sees whole ideas only. */
export const chooseScope = (config: ShareConfig, scope: ShareScope): ShareConfig => ({
  ...config,
  scope,
  selectedPages: [],
  method: scope === 'selected-pages' && config.method === 'community' ? 'public-link' : config.method,
});

export const togglePage = (config: ShareConfig, pageId: string): ShareConfig => ({
  ...config,
  selectedPages: config.selectedPages.includes(pageId) ? config.selectedPages.filter((id) => id !== pageId) : [...config.selectedPages, pageId],
});

export const canShareWithCommunity = (config: ShareConfig) => config.scope !== 'selected-pages';

/** A public link gives view only, so choosing one sets the access back to view. */
export const chooseMethod = (config: ShareConfig, method: ShareMethod): ShareConfig =>
  method === 'community' && !canShareWithCommunity(config)
    ? config
    : { ...config, method, accessType: method === 'public-link' ? 'view' : config.accessType };

export const isAccessAllowed = (config: ShareConfig, accessType: AccessType) => config.method !== 'public-link' || accessType === 'view';

export const chooseAccess = (config: ShareConfig, accessType: AccessType): ShareConfig =>
  isAccessAllowed(config, accessType) ? { ...config, accessType } : config;

/** Adds an e-mail (§5): it needs an @ and must not be in the list yet; the error says why not. Blank does nothing. */
export function addEmail(config: ShareConfig, raw: string): { config: ShareConfig; error: string | null } {
  const email = raw.trim().toLowerCase();
  if (!email) return { config, error: null };
  if (!email.includes('@')) return { config, error: HINTS.invalidEmail };
  if (config.emails.includes(email)) return { config, error: HINTS.duplicateEmail };
  return { config: { ...config, emails: [...config.emails, email] }, error: null };
}

export const removeEmail = (config: ShareConfig, email: string): ShareConfig => ({ ...config, emails: config.emails.filter((entry) => entry !== email) });

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local value, to the minute, in the viewer's time zone. */
export const toLocalDateTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The quick picks (§9): 7, 30 or 90 days from now. */
export const expiryInDays = (days: number, now: Date): string => toLocalDateTime(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));

/** The expiry as the API takes it: an ISO moment, or null for none (or an unreadable value). */
export function toIsoExpiry(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The amber hint for a short password: a warning only (§5). */
export const passwordHint = (config: ShareConfig): string | null =>
  config.method === 'public-link' && config.hasPassword && config.password.length < RECOMMENDED_PASSWORD_LENGTH ? HINTS.password : null;

/** Why Next (or Share Now) is disabled on this step, in the amber hint's words; null when it is not. */
export function continueHint(config: ShareConfig): string | null {
  if (config.scope === 'selected-pages' && config.selectedPages.length === 0) return HINTS.pages;
  if (config.step === 3 && config.method === 'email' && config.emails.length === 0) return HINTS.emails;
  return null;
}

/** Next is disabled (§4) on a hinted rule, or on the last step when a password is on but empty. */
export const canContinue = (config: ShareConfig): boolean =>
  continueHint(config) === null && !(config.step === 3 && config.method === 'public-link' && config.hasPassword && config.password === '');

export const goNext = (config: ShareConfig): ShareConfig => (canContinue(config) && config.step < 3 ? { ...config, step: (config.step + 1) as ShareStep } : config);
export const goBack = (config: ShareConfig): ShareConfig => (config.step > 1 ? { ...config, step: (config.step - 1) as ShareStep } : config);

const METHOD_LABELS: Record<ShareMethod, string> = { email: 'Email', 'public-link': 'Public Link', community: 'Community' };

/** The last step's badge: '1 idea via Public Link', '2 ideas via Email', '1 idea with the community'. */
export function summaryLabel(config: ShareConfig, ideaCount: number): string {
  const ideas = `${ideaCount} ${ideaCount === 1 ? 'idea' : 'ideas'}`;
  return config.method === 'community' ? `${ideas} with the community` : `${ideas} via ${METHOD_LABELS[config.method]}`;
}

/** The request (§7) for what the dialog holds: only what the chosen method uses. */
export function toShareInput(config: ShareConfig, ideaIds: string[]): ShareInput {
  const pageIds = config.scope === 'selected-pages' ? config.selectedPages : null;
  if (config.method === 'community') {
    return { ideaIds, method: 'community', emails: [], accessType: 'view', message: '', expiresAt: null, password: null, pageIds: null };
  }
  const isLink = config.method === 'public-link';
  return {
    ideaIds,
    method: config.method,
    emails: isLink ? [] : config.emails,
    accessType: isLink ? 'view' : config.accessType,
    message: config.message.trim(),
    expiresAt: toIsoExpiry(config.expiresAt),
    password: isLink && config.hasPassword ? config.password : null,
    pageIds,
  };
}
