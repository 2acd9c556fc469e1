import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { usePersonName } from '@/lib/i18n/use-person-name';

/** §2's shared-link banner, with what the place offers beside it (sign in, open the idea). */
export function SharedLinkBanner({ sharedBy, children }: { sharedBy: string; children: ReactNode }) {
  const t = useT();
  const personName = usePersonName();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
      <p className="flex-1">
        {t(
          {
            id: 'sharedLinks.banner.text',
            defaultMessage:
              "You''re viewing this via a shared link from {sharedBy}. Sign in to comment, add ideas, or explore more features",
          },
          { sharedBy: personName(sharedBy) },
        )}
      </p>
      {children}
    </div>
  );
}
