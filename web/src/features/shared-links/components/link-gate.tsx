import type { LinkInfo } from '@core/ideas/share-contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { linkInfoQueryOptions } from '../api/link-info';
import { linkProblemOf } from '../api/links';

type LinkGateProps = {
  token: string;
  /** Shown while the link is checked. */
  validating: ReactNode;
  /** A link that is not valid (not expired): the spec's message (in the page's language), shown the way the place asks for. */
  refused: (message: string) => ReactNode;
  children: (link: LinkInfo) => ReactNode;
};

/**
 * The one place a link's state is decided (§4 shared link state, §8): validating; expired, which goes to
 * /expired-link; refused ('Invalid or expired link', 'Failed to validate shared link'); or valid.
 */
export function LinkGate({ token, validating, refused, children }: LinkGateProps) {
  const t = useT();
  const link = useQuery(linkInfoQueryOptions(token));
  if (link.isPending) return validating;
  if (link.isError) {
    const problem = linkProblemOf(link.error);
    return problem.expired ? <Navigate to={paths.expiredLink.getHref()} replace /> : refused(t(problem.message));
  }
  return children(link.data);
}
