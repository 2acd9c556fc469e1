import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { DOCUMENT_PARAM, SHARE_PARAM } from './document-address';
import { toolDocumentsQueryOptions } from './tool-document-queries';

/** The document the address names, and a way to name another (replacing the address: Back leaves the tool). */
export function useDocumentParam() {
  const [search, setSearch] = useSearchParams();
  const showIn = useCallback(
    (id: string | null) =>
      setSearch(
        (params) => {
          if (id) params.set(DOCUMENT_PARAM, id);
          else params.delete(DOCUMENT_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { requested: search.get(DOCUMENT_PARAM), isShared: search.has(SHARE_PARAM), showIn };
}

type DocumentParam = ReturnType<typeof useDocumentParam>;
type Page = {
  openId: string | null;
  /** How many times a document (or a new one) was put on the page. */
  loads: number;
  isDirty: boolean;
  /** The document on its way to the page, if any. */
  openingId: string | null;
  openDocument: (document: { id: string }) => Promise<boolean>;
};

/**
 * Work comes back (issue 33): the document the address names is opened (on arrival, on a reload, from another
 * browser); arriving without one opens the document saved last, unless the page has moved on meanwhile (something
 * typed, a shared document's copy put on it). A new document is an explicit action: it leaves the address.
 * Until the page knows which document it shows and that document is here, it is opening (ADR 0077): the tool shows
 * its loading state, not a new document that could be typed in and then replaced.
 */
export function useDocumentFromAddress(
  kind: ToolDocumentKind,
  { requested, isShared, showIn }: DocumentParam,
  page: Page,
) {
  const { status } = useSession().session;
  const isSignedIn = status === 'signed-in';
  const { openId, loads, isDirty, openingId, openDocument } = page;
  const isArriving = loads === 0 && requested === null && !isShared;
  const documents = useQuery({ ...toolDocumentsQueryOptions(kind), enabled: isSignedIn && isArriving });
  const last = documents.data?.[0];
  // Which document the page shows, decided once — when it arrives elsewhere than at its own new document, or when
  // the list is here: the last one (null: none, or the page moved on). The list coming or going later changes nothing.
  const decided = () =>
    !isArriving || documents.isFetched ? { lastId: isArriving && !isDirty && last ? last.id : null } : null;
  // Decided in the first render when it can be (a page drawn with its document): not set while rendering, which would
  // run the whole tool's render again at once.
  const [decision, setDecision] = useState<{ lastId: string | null } | null>(decided);
  if (decision === null) {
    const now = decided();
    if (now) setDecision(now);
  }
  const lastId = decision?.lastId ?? null;

  // The last document is opened at once, not through the address: a move in the app waits for the page's modules
  // and is drawn as a transition, and until then a new document would be on the page. One that does not open
  // (gone, or another opened first) leaves the page as it is.
  useEffect(() => {
    if (!lastId) return;
    void openDocument({ id: lastId }).then((opened) => {
      if (!opened) setDecision({ lastId: null });
    });
    // Only the decision opens it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId]);

  // The document the address names, opened; one that cannot be (deleted, another user's) leaves the address.
  useEffect(() => {
    if (!requested || requested === openId) return;
    let isCurrent = true;
    void openDocument({ id: requested }).then((opened) => {
      if (!opened && isCurrent) showIn(null);
    });
    return () => {
      isCurrent = false;
    };
    // Only a new address opens a document; what it opens then is `openId`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requested]);

  // Until the decision (who is signed in, then their list) and the document decided on are here, the page is opening.
  const isDeciding = decision === null && status !== 'signed-out';
  const isAddressed = requested !== null && requested !== openId;
  // The tool waits only for its first document: one opened later replaces the page once it is here.
  return { isOpening: loads === 0 && (isDeciding || lastId !== null || openingId !== null || isAddressed) };
}
