import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useClaimSharedLink } from '../hooks/use-claim-shared-link';

type ClaimLinkProps = {
  token: string;
  linkKey: string | null;
  ideaId: string;
  /** Where to go once the idea is on the account (by default the idea, as theirs). */
  afterClaim?: string;
};

/** A signed-in holder of a link: the idea goes onto their account, then `afterClaim` opens. */
export function ClaimLink({ token, linkKey, ideaId, afterClaim = paths.idea.getHref(ideaId) }: ClaimLinkProps) {
  const t = useT();
  const navigate = useNavigate();
  const claim = useClaimSharedLink();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void claim(token, linkKey).finally(() => navigate(afterClaim, { replace: true }));
  }, [claim, token, linkKey, afterClaim, navigate]);
  return (
    <Spinner
      label={t({ id: 'sharedLinks.claim.adding', defaultMessage: 'Adding the shared idea to your account' })}
      className="mx-auto my-16 size-8"
    />
  );
}
