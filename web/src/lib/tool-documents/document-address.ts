import type { FirstData } from '@core/pages/first-data';

/** The address's parameter naming the open document: a reload, or the address in another browser, opens it again. */
export const DOCUMENT_PARAM = 'doc';
/** The parameter of a document's read-only link (toolDocumentLinkUrl): the page shows that document, not the user's. */
export const SHARE_PARAM = 'share';

/**
 * Names the document a tool's page was drawn with in the window's address (`?doc=`), before the router first reads
 * it: the page is then the one a reload of that address draws, and the tool, live, has nothing to change. Named once
 * live instead, the new address re-rendered the whole page (the shell and the tool) just after it hydrated. An address
 * that names a document or a shared link already is left as it is.
 */
export function nameFirstDocumentInAddress(firstData: FirstData | undefined) {
  const open = firstData?.user ? firstData.toolDocuments?.open : undefined;
  if (!open) return;
  const url = new URL(window.location.href);
  if (url.searchParams.has(DOCUMENT_PARAM) || url.searchParams.has(SHARE_PARAM)) return;
  url.searchParams.set(DOCUMENT_PARAM, open.id);
  window.history.replaceState(window.history.state, '', url);
}
