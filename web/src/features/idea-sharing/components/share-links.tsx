import type { ShareResult } from '@core/ideas/share-contracts';
import { Button } from '@/components/ui/button';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import type { ShareIdea } from './share-config';

type ShareLinksProps = { links: ShareResult['links']; ideas: ShareIdea[]; onDone: () => void };

/** The new public links, shown once (only their hash is kept): each with 'Copy link'; 'Done' closes. */
export function ShareLinks({ links, ideas, onDone }: ShareLinksProps) {
  const titleOf = (ideaId: string) => ideas.find((idea) => idea.id === ideaId)?.title ?? 'Idea';

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Anyone with {links.length === 1 ? 'this link' : 'these links'} can view. Copy {links.length === 1 ? 'it' : 'them'} now: for safety{' '}
        {links.length === 1 ? 'it is' : 'they are'} not shown again.
      </p>
      <ul className="space-y-3">
        {links.map((link) => {
          const title = titleOf(link.ideaId);
          return (
            <li key={link.url} className="space-y-1">
              {links.length > 1 && <p className="text-sm font-medium">{title}</p>}
              <CopyLinkField url={link.url} label={`Link to ${title}`} copyLabel={links.length > 1 ? `Copy link to ${title}` : undefined} />
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
