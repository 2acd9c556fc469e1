import type { ToolDocumentKind, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyLinkField } from '@/components/ui/copy-link-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { useCreateToolDocumentLink, useStopToolDocumentLink } from '@/lib/tool-documents/tool-document-mutations';
import { toolDocumentLinkUrl } from '@/lib/tool-documents/tool-document-queries';
import { useMessageOf } from '@/lib/i18n/use-message-of';

type DocumentLinkDialogProps = {
  kind: ToolDocumentKind;
  document: ToolDocumentSummary;
  /** The tool's words for what the link shows ('Anyone with the link sees this scenario read-only: …'). */
  description: string;
  onClose: () => void;
};

/**
 * A saved document's read-only link, for any tool that keeps documents: made here and shown once (only its hash is
 * kept), remade (the old one stops working) or stopped.
 */
export function DocumentLinkDialog({ kind, document, description, onClose }: DocumentLinkDialogProps) {
  const t = useT();
  const messageOf = useMessageOf();
  const create = useCreateToolDocumentLink(kind);
  const stop = useStopToolDocumentLink(kind);
  const [token, setToken] = useState<string | null>(null);
  const [isShared, setIsShared] = useState(document.isShared);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const busy = create.isPending || stop.isPending;

  const makeLink = () =>
    create.mutate(document.id, {
      onSuccess: (link) => {
        setToken(link.token);
        setIsShared(true);
        setMessage(null);
      },
      onError: (failure) =>
        setMessage({
          text: messageOf(
            failure,
            t({ id: 'toolDocuments.link.createError', defaultMessage: 'Could not create the link. Please try again.' }),
          ),
          isError: true,
        }),
    });
  const stopSharing = () =>
    stop.mutate(document.id, {
      onSuccess: () => {
        setToken(null);
        setIsShared(false);
        setMessage({
          text: t({ id: 'toolDocuments.link.stopped', defaultMessage: 'Sharing stopped: the link no longer works.' }),
          isError: false,
        });
      },
      onError: (failure) =>
        setMessage({
          text: messageOf(
            failure,
            t({ id: 'toolDocuments.link.stopError', defaultMessage: 'Could not stop sharing. Please try again.' }),
          ),
          isError: true,
        }),
    });

  return (
    // Not closed while a link is being made: its token would be lost (the old link is already replaced).
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={t({ id: 'toolDocuments.link.title', defaultMessage: "Share ''{name}''" }, { name: document.name })}
        description={description}
      >
        <div className="space-y-4">
          {token ? (
            <>
              <CopyLinkField
                url={toolDocumentLinkUrl(kind, token)}
                label={t(
                  { id: 'toolDocuments.link.fieldLabel', defaultMessage: 'Link to {name}' },
                  { name: document.name },
                )}
              />
              <p className="text-sm text-muted-foreground">
                {t({
                  id: 'toolDocuments.link.copyNow',
                  defaultMessage:
                    'Copy it now: for safety it is not shown again. The link always shows what you saved last.',
                })}
              </p>
            </>
          ) : (
            isShared && (
              <p className="text-sm text-muted-foreground">
                {t({
                  id: 'toolDocuments.link.alreadyShared',
                  defaultMessage:
                    'Sharing is on. Links are shown only once: make a new link to copy one, and the old link stops working.',
                })}
              </p>
            )
          )}
          {message && (
            <p
              role={message.isError ? 'alert' : 'status'}
              className={message.isError ? 'text-sm text-destructive' : 'text-sm'}
            >
              {message.text}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {isShared && (
              <Button variant="outline" className="text-destructive" disabled={busy} onClick={stopSharing}>
                {t({ id: 'toolDocuments.link.stop', defaultMessage: 'Stop Sharing' })}
              </Button>
            )}
            {!token && (
              <Button disabled={busy} aria-busy={create.isPending} onClick={makeLink}>
                {isShared
                  ? t({ id: 'toolDocuments.link.makeNew', defaultMessage: 'Make New Link' })
                  : t({ id: 'toolDocuments.link.create', defaultMessage: 'Create Link' })}
              </Button>
            )}
            {token && <Button onClick={onClose}>{t({ id: 'toolDocuments.link.done', defaultMessage: 'Done' })}</Button>}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
