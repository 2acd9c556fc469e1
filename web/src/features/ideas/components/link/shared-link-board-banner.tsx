import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { linkInfoQueryOptions, linkProblemOf } from '../../api/links';

/**
 * The public board opened with a shared link (§2 entry case 5): the shared-link banner and the way to the
 * shared idea; an expired link goes to /expired-link, an invalid one says so above the public board.
 */
export function SharedLinkBoardBanner({ token }: { token: string }) {
  const link = useQuery(linkInfoQueryOptions(token));
  if (link.isPending) return <p className="text-sm text-muted-foreground">Validating link…</p>;
  if (link.isError) {
    const problem = linkProblemOf(link.error);
    if (problem.expired) return <Navigate to={paths.expiredLink.getHref()} replace />;
    const { message } = problem;
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
        {message}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <p className="flex-1">You're viewing this via a shared link from {link.data.sharedBy}. Sign in to comment, add ideas, or explore more features</p>
      <Link to={`${paths.idea.getHref(link.data.ideaId)}?share=${token}`} className="font-medium text-primary underline-offset-4 hover:underline">
        Open the shared idea
      </Link>
    </div>
  );
}
