import { domainNameSchema } from '../../domains/domain-name';
import { z } from '../../zod';

/** How many domains one user may track: a founder's shortlist, not a registrar's portfolio. */
export const TRACKED_DOMAINS_MAX = 100;
/** A registered domain whose registration ends within this many days is 'expiring' (and its owner is told once). */
export const EXPIRING_WITHIN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body of POST /api/domain-tracker: the domain to track, as typed (normalised as core's domainNameSchema). */
export const trackDomainInputSchema = z.strictObject({ name: domainNameSchema });

/** What the last check that got an answer said: free, registered, or never answered (a registry without RDAP, down). */
export type TrackedDomainStatus = 'available' | 'registered' | 'unknown';
/** What the page's badge says: registered splits into taken and expiring (within EXPIRING_WITHIN_DAYS). */
export type DomainBadge = 'available' | 'taken' | 'expiring' | 'unknown';

/** A tracked domain as the API gives it. */
export type TrackedDomainView = {
  id: string;
  name: string;
  status: TrackedDomainStatus;
  /** ISO date-time the registration ends, when the registry gave it. */
  expiresAt: string | null;
  registrar: string | null;
  /** ISO date-time of the last check that got an answer; null when none did yet. */
  lastCheckedAt: string | null;
  createdAt: string;
};

/** A track or re-check's answer: the domain as now stored and, when the registry could not tell this time, why. */
export type TrackedDomainCheck = { domain: TrackedDomainView; message?: string };

/** Registered, and its registration ends within EXPIRING_WITHIN_DAYS of `now` (or has ended already). */
export function isExpiring(
  { status, expiresAt }: { status: TrackedDomainStatus; expiresAt: string | null },
  now: Date,
): boolean {
  return (
    status === 'registered' &&
    expiresAt !== null &&
    Date.parse(expiresAt) - now.getTime() <= EXPIRING_WITHIN_DAYS * DAY_MS
  );
}

export function domainBadge(domain: { status: TrackedDomainStatus; expiresAt: string | null }, now: Date): DomainBadge {
  if (domain.status === 'registered') return isExpiring(domain, now) ? 'expiring' : 'taken';
  return domain.status;
}

/**
 * What its owner should hear of a domain in this state, as a key: 'available', or 'expiring:<expiry date>' (a
 * renewal that moves the date is news again); null when there is nothing to tell. A change of key is told once.
 */
export function alertOf(domain: { status: TrackedDomainStatus; expiresAt: string | null }, now: Date): string | null {
  if (domain.status === 'available') return 'available';
  return isExpiring(domain, now) ? `expiring:${domain.expiresAt!.slice(0, 10)}` : null;
}
