import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { toolDocumentsQueryOptions } from './tool-document-queries';

/** The address's parameter naming the open document: a reload, or the address in another browser, opens it again. */
export const DOCUMENT_PARAM = 'doc';
/** The parameter of a document's read-only link (toolDocumentLinkUrl): the page shows that document, not the user's. */
const SHARE_PARAM = 'share';

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
  openDocument: (document: { id: string }) => Promise<boolean>;
};

/**
 * Work comes back (issue 33): the document the address names is opened (on arrival, on a reload, from another
 * browser); arriving without one opens the document saved last, unless the page has moved on meanwhile (something
 * typed, a shared document's copy put on it). A new document is an explicit action: it leaves the address.
 */
export function useDocumentFromAddress(
  kind: ToolDocumentKind,
  { requested, isShared, showIn }: DocumentParam,
  page: Page,
) {
  const isSignedIn = useSession().session.status === 'signed-in';
  const { openId, loads, isDirty, openDocument } = page;
  // Whether the page still waits to know which document to show: once decided (a document opened, a new one
  // started, something typed), the list coming or going changes nothing.
  const decided = useRef(false);
  const isArriving = loads === 0 && requested === null && !isShared;
  const documents = useQuery({ ...toolDocumentsQueryOptions(kind), enabled: isSignedIn && isArriving });
  const last = documents.data?.[0];

  useEffect(() => {
    if (decided.current || !documents.isFetched) return;
    decided.current = true;
    if (last && isArriving && !isDirty) showIn(last.id);
  }, [documents.isFetched, last, isArriving, isDirty, showIn]);

  // The document the address names, opened; one that cannot be (deleted, another user's) leaves the address.
  useEffect(() => {
    if (!requested || requested === openId) return;
    decided.current = true;
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

  // The tool waits only for its first document: one opened later replaces the page once it is here.
  return { isOpening: loads === 0 && requested !== null && requested !== openId };
}
