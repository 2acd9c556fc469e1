import type { ShareResult } from '@core/ideas/share-contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { ShareIdea } from './share-config';

type ShareLinksProps = { links: ShareResult['links']; ideas: ShareIdea[]; onDone: () => void };

/** The new public links, shown once (only their hash is kept): each with 'Copy link'; 'Done' closes. */
export function ShareLinks({ links, ideas, onDone }: ShareLinksProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const titleOf = (ideaId: string) => ideas.find((idea) => idea.id === ideaId)?.title ?? 'Idea';
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      toast.error('Error', { description: 'Could not copy the link. Select it and copy it yourself.' });
    }
  };

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
              <div className="flex gap-2">
                <Input readOnly value={link.url} aria-label={`Link to ${title}`} onFocus={(event) => event.target.select()} />
                <Button variant="outline" aria-label={links.length > 1 ? `Copy link to ${title}` : undefined} onClick={() => void copy(link.url)}>
                  {copied === link.url ? 'Copied' : 'Copy link'}
                </Button>
              </div>
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
