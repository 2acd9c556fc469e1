import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useClaimSharedLink } from '../../hooks/use-claim-shared-link';

/** A signed-in holder of a link: the idea goes onto their account, then `then` opens (by default the idea, as theirs). */
export function ClaimLink({ token, linkKey, ideaId, then = paths.idea.getHref(ideaId) }: { token: string; linkKey: string | null; ideaId: string; then?: string }) {
  const navigate = useNavigate();
  const claim = useClaimSharedLink();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void claim(token, linkKey).finally(() => navigate(then, { replace: true }));
  }, [claim, token, linkKey, then, navigate]);
  return <Spinner label="Adding the shared idea to your account" className="mx-auto my-16 size-8" />;
}
