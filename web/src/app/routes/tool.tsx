import { canAccessTool, findTool, type Tool } from '@core/tools/tool-catalogue';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { InvalidLinkAlert } from '@/components/invalid-link-alert';
import { FullPageSpinner } from '@/components/ui/spinner';
import { linkInfoQueryOptions } from '@/features/shared-links/api/link-info';
import { SharedContentNotice } from '@/features/shared-links/components/shared-content-notice';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toolDocumentLoader } from '../tool-document-loaders';
import { sharedDocumentOfToolQueryOptions } from '@/lib/tool-documents/tool-document-queries';
import { AppShell } from '../layouts/app-shell';
import { VisitorLayout } from '../layouts/visitor-layout';
import { NotFoundRoute } from './not-found';
import { ToolGatePage } from './tool-gate-page';
import { ToolBody } from './tool-body';

/**
 * /tool/{id}: the tool for signed-in users; for visitors the login-required gate where the tool needs an
 * account — unless they hold a valid shared link (?share=) and the tool allows shared access (§4's gate).
 * A working tool shows its page; an id the catalogue does not know is a 404.
 */
export function ToolRoute() {
  const { toolId = '' } = useParams();
  const [search] = useSearchParams();
  const { session } = useSession();
  const tool = findTool(toolId);
  if (!tool) return <NotFoundRoute />;
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-in') {
    return (
      <AppShell>
        <ToolBody tool={tool} />
      </AppShell>
    );
  }
  const token = search.get('share');
  if (token && tool.requiresAuth) return <VisitorWithLink tool={tool} token={token} />;
  return tool.requiresAuth ? <ToolGatePage tool={tool} /> : <ToolBody tool={tool} />;
}

type VisitorWithLinkProps = { tool: Tool; token: string };

/**
 * A shared link is a read-only link to one of the tool's saved documents (for a tool that keeps documents: an
 * equity scenario, …), or an idea's link.
 */
function VisitorWithLink({ tool, token }: VisitorWithLinkProps) {
  const loadDocuments = toolDocumentLoader(tool.id);
  return loadDocuments ? (
    <VisitorWithDocumentLink tool={tool} token={token} loadDocuments={loadDocuments} />
  ) : (
    <VisitorWithIdeaLink tool={tool} token={token} />
  );
}

type LoadDocuments = NonNullable<ReturnType<typeof toolDocumentLoader>>;

function VisitorWithDocumentLink({
  tool,
  token,
  loadDocuments,
}: VisitorWithLinkProps & { loadDocuments: LoadDocuments }) {
  const shared = useQuery(sharedDocumentOfToolQueryOptions(tool.id, loadDocuments, token));
  if (shared.isSuccess) return <SharedToolPage tool={tool} />;
  if (shared.isPending) return <FullPageSpinner />;
  // An idea's link is asked about only when the token is not a document's (no token goes where it does not belong).
  return <VisitorWithIdeaLink tool={tool} token={token} />;
}

function VisitorWithIdeaLink({ tool, token }: VisitorWithLinkProps) {
  const link = useQuery(linkInfoQueryOptions(token));
  if (link.isPending) return <FullPageSpinner />;
  const hasValidSharedLink = link.isSuccess;
  if (canAccessTool(tool, { isSignedIn: false, hasValidSharedLink })) return <SharedToolPage tool={tool} />;
  if (hasValidSharedLink)
    return <ToolGatePage tool={tool} sharedContent={<SharedContentNotice sharedBy={link.data.sharedBy} />} />;
  // A link that opens nothing (a document's stopped or replaced, an unknown token) says so on the gate; an idea's
  // expired link (410) or a failed lookup leaves the gate as it is.
  const isUnknown = link.error instanceof ApiError && link.error.status === 404;
  return <ToolGatePage tool={tool} sharedContent={isUnknown ? <InvalidLinkAlert /> : undefined} />;
}

const SharedToolPage = ({ tool }: { tool: Tool }) => (
  <VisitorLayout fromSharedLink>
    <ToolBody tool={tool} />
  </VisitorLayout>
);
