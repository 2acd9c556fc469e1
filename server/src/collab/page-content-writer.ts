import { say } from '@core/i18n/say';
import { COLLAB_FIELD, collabDocumentName, type CollabPage } from '@core/idea-page/collab-document';
import { richContentSchema, type RichContent } from '@core/idea-page/rich-content';
import type { Hocuspocus } from '@hocuspocus/server';
import type { Node } from '@tiptap/pm/model';
import { prosemirrorToYXmlFragment } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { AppError } from '../lib/errors';
import { yjsToContent } from './collab-store';
import { richContentPmSchema } from './rich-content-pm-schema';

/**
 * Content the editor's schema cannot hold as given (a text at the top, a node it cannot convert) or reads into
 * something richContentSchema refuses: refused (422) before it reaches the page's live document.
 */
function editorNodeOf(content: RichContent): Node {
  const refused = () => {
    const message = say({
      id: 'server.collab.contentNotPlaceable',
      defaultMessage: 'This content has parts the editor cannot hold where they are',
    });
    return new AppError('VALIDATION_FAILED', message, [{ path: 'content', message }]);
  };
  try {
    const node = richContentPmSchema.nodeFromJSON(content);
    const trial = new Y.Doc();
    prosemirrorToYXmlFragment(node, trial.getXmlFragment(COLLAB_FIELD));
    if (!richContentSchema.safeParse(yjsToContent(trial)).success) throw refused();
    return node;
  } catch (error) {
    throw error instanceof AppError ? error : refused();
  }
}

/**
 * The one way the server writes a page's content (ADR 0113): through the page's live Yjs document, so there is one
 * history. `replacePageContent` opens the document on this instance through Hocuspocus's direct connection (loading
 * it — converted once if it never was — when nobody has it open here), replaces its XML fragment with `content` in one
 * transaction (y-tiptap's diff: unchanged blocks keep their identity, so open editors keep their carets), and closes
 * the connection, which stores the document at once (the Yjs state and its JSON copy, the version raised). Open editors
 * on this instance get the change as any peer's; those on other instances through the Redis extension.
 * Replacements of one page on this instance run one after the other; `check` runs first in that turn (the API's
 * version check), so two replacements from the same version on this instance cannot both pass it.
 */
export function pageContentWriter(hocuspocus: Hocuspocus) {
  const turns = new Map<string, Promise<unknown>>();
  const inTurn = <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const previous = turns.get(name) ?? Promise.resolve();
    const mine = previous.catch(() => undefined).then(work);
    turns.set(name, mine);
    void mine
      .catch(() => undefined)
      .finally(() => {
        if (turns.get(name) === mine) turns.delete(name);
      });
    return mine;
  };

  const replacePageContent = async (page: CollabPage, content: RichContent, check?: () => Promise<void>) => {
    const node = editorNodeOf(content);
    const name = collabDocumentName(page);
    return inTurn(name, async () => {
      await check?.();
      const connection = await hocuspocus.openDirectConnection(name).catch((reason: unknown) => {
        throw new Error(`The page's live document could not be loaded (${JSON.stringify(reason)})`);
      });
      try {
        const document = connection.document!;
        document.transact(() => prosemirrorToYXmlFragment(node, document.getXmlFragment(COLLAB_FIELD)));
      } finally {
        await connection.disconnect();
      }
    });
  };
  return { replacePageContent };
}

export type PageContentWriter = ReturnType<typeof pageContentWriter>;
