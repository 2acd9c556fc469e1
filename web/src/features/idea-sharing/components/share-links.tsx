import type { ShareResult } from '@core/ideas/share-contracts';
import { Button } from '@/components/ui/button';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { useT } from '@/lib/i18n/use-t';
import type { ShareIdea } from './share-config';

type ShareLinksProps = { links: ShareResult['links']; ideas: ShareIdea[]; onDone: () => void };

/** The new public links, shown once (only their hash is kept): each with 'Copy link'; 'Done' closes. */
export function ShareLinks({ links, ideas, onDone }: ShareLinksProps) {
  const t = useT();
  const titleOf = (ideaId: string) =>
    ideas.find((idea) => idea.id === ideaId)?.title ??
    t({ id: 'ideaSharing.shareLinks.untitledIdea', defaultMessage: 'Idea' });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t(
          {
            id: 'ideaSharing.shareLinks.intro',
            defaultMessage:
              '{count, plural, one {Anyone with this link can view. Copy it now: for safety it is not shown again.} other {Anyone with these links can view. Copy them now: for safety they are not shown again.}}',
          },
          { count: links.length },
        )}
      </p>
      <ul className="space-y-3">
        {links.map((link) => {
          const title = titleOf(link.ideaId);
          return (
            <li key={link.url} className="space-y-1">
              {links.length > 1 && <p className="text-sm font-medium">{title}</p>}
              <CopyLinkField
                url={link.url}
                label={t({ id: 'ideaSharing.shareLinks.linkTo', defaultMessage: 'Link to {title}' }, { title })}
                copyLabel={
                  links.length > 1
                    ? t({ id: 'ideaSharing.shareLinks.copyLinkTo', defaultMessage: 'Copy link to {title}' }, { title })
                    : undefined
                }
              />
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t({ id: 'ideaSharing.shareLinks.done', defaultMessage: 'Done' })}</Button>
      </div>
    </div>
  );
}
