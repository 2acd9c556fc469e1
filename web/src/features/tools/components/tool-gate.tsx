import type { Tool } from '@core/tools/tool-catalogue';
import { Eye, Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';

export type ToolGateProps = {
  tool: Tool;
  onSignIn: () => void;
  onCreateAccount: () => void;
  /** What the visitor's shared link came to: the 'Shared Content Available' box (a valid idea link) or 'Invalid or expired link'. */
  sharedContent?: ReactNode;
};

/** What a visitor sees on a tool that needs an account: what it is, the way in, and a faded look at it. */
export function ToolGate({ tool, onSignIn, onCreateAccount, sharedContent }: ToolGateProps) {
  const t = useT();
  const { toolName, toolDescription } = useToolText();
  const previewLabelId = useId();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{toolName(tool.id)}</h1>
          <Badge variant="warning">{t({ id: 'tools.gate.loginRequired', defaultMessage: 'Login Required' })}</Badge>
        </div>
        <p className="mt-3 text-muted-foreground">{toolDescription(tool.id)}</p>
        <p className="mt-6">
          {t({
            id: 'tools.gate.accountNeeded',
            defaultMessage:
              'This tool requires an account to access. Sign in to unlock all features and save your work.',
          })}
        </p>
        {sharedContent && <div className="mt-6">{sharedContent}</div>}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={onSignIn}>{t({ id: 'tools.gate.signIn', defaultMessage: 'Sign In' })}</Button>
          <Button variant="outline" onClick={onCreateAccount}>
            {t({ id: 'tools.gate.createAccount', defaultMessage: 'Create Account' })}
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          {t({ id: 'tools.gate.signInToUse', defaultMessage: 'You can see this tool but need to sign in to use it' })}
        </p>
      </Card>

      <section aria-labelledby={previewLabelId} className="relative">
        <p
          id={previewLabelId}
          className="absolute left-1/2 top-4 z-10 inline-flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full border border-border bg-card px-3 py-1 text-xs font-medium shadow-sm sm:text-sm"
        >
          <Eye className="size-4" aria-hidden="true" />
          {t({ id: 'tools.gate.previewMode', defaultMessage: 'Preview Mode - Sign In to Interact' })}
        </p>
        <ToolPreviewMock />
      </section>
    </div>
  );
}

/** A neutral sketch of a tool's screen: skeleton blocks only, faded, hidden from assistive tech and unfocusable. */
function ToolPreviewMock() {
  return (
    <div
      inert
      aria-hidden="true"
      data-testid="tool-preview"
      className="pointer-events-none select-none rounded-lg border border-border bg-card p-6 pt-16 opacity-50"
    >
      <div className="flex gap-2">
        <div className="h-8 w-24 rounded-md bg-muted" />
        <div className="h-8 w-24 rounded-md bg-muted" />
        <div className="ml-auto h-8 w-20 rounded-md bg-muted" />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="space-y-4">
          {[0, 1, 2].map((row) => (
            <div key={row} className="space-y-2">
              <div className="h-3 w-28 rounded bg-muted" />
              <div className="h-10 rounded-md border border-border bg-background" />
            </div>
          ))}
          <div className="h-10 w-32 rounded-md bg-muted" />
        </div>
        <div className="space-y-3 rounded-md border border-border p-4">
          <div className="h-4 w-1/2 rounded bg-muted" />
          <div className="h-24 rounded bg-muted" />
          <div className="h-3 w-3/4 rounded bg-muted" />
          <div className="h-3 w-2/3 rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}
