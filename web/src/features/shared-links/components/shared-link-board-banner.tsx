import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { LinkGate } from './link-gate';
import { SharedLinkBanner } from './shared-link-banner';

/**
 * The public board opened with a shared link (§2 entry case 5): the shared-link banner and the way to the
 * shared idea; an expired link goes to /expired-link, an invalid one says so above the public board.
 */
export function SharedLinkBoardBanner({ token }: { token: string }) {
  const t = useT();
  return (
    <LinkGate
      token={token}
      validating={
        <p className="text-sm text-muted-foreground">
          {t({ id: 'sharedLinks.boardBanner.validating', defaultMessage: 'Validating link…' })}
        </p>
      }
      refused={(message) => (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
          {message}
        </p>
      )}
    >
      {(link) => (
        <SharedLinkBanner sharedBy={link.sharedBy}>
          <Link
            to={`${paths.idea.getHref(link.ideaId)}?share=${token}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t({ id: 'sharedLinks.boardBanner.openIdea', defaultMessage: 'Open the shared idea' })}
          </Link>
        </SharedLinkBanner>
      )}
    </LinkGate>
  );
}
