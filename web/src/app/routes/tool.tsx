import { findTool } from '@core/tools/tool-catalogue';
import { useParams } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ComingSoon } from '@/features/tools/components/coming-soon';
import { useSession } from '@/lib/session';
import { AppShell } from '../layouts/app-shell';
import { NotFoundRoute } from './not-found';
import { ToolGatePage } from './tool-gate-page';

/**
 * /tool/{id}: the login-required gate for visitors (where the tool needs an account), the tool for
 * signed-in users; an id the catalogue does not know is a 404.
 */
export function ToolRoute() {
  const { toolId = '' } = useParams();
  const { session } = useSession();
  const tool = findTool(toolId);
  if (!tool) return <NotFoundRoute />;
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-out') return tool.requiresAuth ? <ToolGatePage tool={tool} /> : <ComingSoon tool={tool} />;
  return (
    <AppShell>
      <ComingSoon tool={tool} />
    </AppShell>
  );
}
