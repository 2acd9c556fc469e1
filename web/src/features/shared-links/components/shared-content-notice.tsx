import { useT } from '@/lib/i18n/use-t';
import { usePersonName } from '@/lib/i18n/use-person-name';

/** A tool's sign-in gate, for a visitor holding a valid link to an idea (§4's gate). */
export function SharedContentNotice({ sharedBy }: { sharedBy: string }) {
  const t = useT();
  const personName = usePersonName();
  return (
    <div role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
      <p className="font-semibold">
        {t({ id: 'sharedLinks.notice.title', defaultMessage: 'Shared Content Available' })}
      </p>
      <p className="mt-1">
        {t(
          {
            id: 'sharedLinks.notice.text',
            defaultMessage:
              '{sharedBy} shared content with you. Sign in to access this tool and save shared content to your account',
          },
          { sharedBy: personName(sharedBy) },
        )}
      </p>
    </div>
  );
}
