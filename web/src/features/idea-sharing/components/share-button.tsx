import { Share2 } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ManageAccess } from './manage-access';
import { ShareWizard } from './share-wizard';

type ShareButtonProps = {
  /** An idea the viewer may share (the caller checks `permissions.canShare`); without `pages` only the full idea is offered. */
  idea: { id: string; title: string; pages?: { id: string; title: string }[] };
  /** An icon-only button named 'Share {title}' (for cards) instead of the 'Share' button. */
  compact?: boolean;
  onShared?: () => void;
};

/**
 * 'Share': one dialog with two tabs, 'Share' (the three steps) and 'Manage access' (who has it, revocable).
 * Clicks inside stay inside: a card around the button does not take them for a click on the card.
 */
export function ShareButton({ idea, compact = false, onShared }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('share');
  const hasShared = useRef(false);
  const ideas = [{ id: idea.id, title: idea.title, pages: idea.pages ?? [] }];
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) setTab('share');
    if (!next && hasShared.current) {
      hasShared.current = false;
      onShared?.();
    }
  };
  const keepInside = (event: MouseEvent) => event.stopPropagation();

  return (
    <span className="contents" onClick={keepInside}>
      {compact ? (
        <IconButton label={`Share ${idea.title}`} icon={Share2} onClick={() => changeOpen(true)} />
      ) : (
        <Button variant="outline" onClick={() => changeOpen(true)}>
          <Share2 className="size-4" aria-hidden="true" /> Share
        </Button>
      )}
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent title={`Share “${idea.title}”`} className="max-w-lg">
          <Tabs value={tab} onValueChange={setTab} className="space-y-4">
            <TabsList className="w-full">
              <TabsTrigger value="share">Share</TabsTrigger>
              <TabsTrigger value="access">Manage access</TabsTrigger>
            </TabsList>
            {/* Kept mounted, so looking at who has access does not lose what was entered. */}
            <TabsContent value="share" forceMount hidden={tab !== 'share'}>
              <ShareWizard ideas={ideas} onCancel={() => changeOpen(false)} onShared={() => (hasShared.current = true)} onDone={() => changeOpen(false)} />
            </TabsContent>
            <TabsContent value="access">
              <ManageAccess ideaId={idea.id} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      </Dialog>
    </span>
  );
}
