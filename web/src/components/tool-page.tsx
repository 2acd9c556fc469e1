import type { ToolId } from '@core/tools/tool-catalogue';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { DocumentBar, type DocumentBarDocument } from '@/components/document-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { cn } from '@/lib/cn';
import { useToolText } from '@/lib/tool-text';

const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl' } as const;

type ToolPageProps = {
  toolId: ToolId;
  /** The page's own words under the title; the catalogue's description when left out. */
  description?: string;
  /** What the tool adds to its header under the description: a disclaimer, exports, an action. */
  headerExtras?: ReactNode;
  /**
   * The tool's document (useToolDocument): its name, status and Save in the header (DocumentBar); leaving asks first
   * while its work is at risk; the tool waits while it opens.
   */
  document?: DocumentBarDocument & { isAtRisk: boolean };
  /** The saved documents (the list to open, share or delete), under the header. */
  saved?: ReactNode;
  /** For a page that moves focus to its heading (a wizard back at its start). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** How wide the page may grow. */
  width?: keyof typeof WIDTHS;
  className?: string;
  children: ReactNode;
};

/**
 * The one shell of a tool's page (ADR 0062): its name from the catalogue as the page's heading, its description,
 * the open document's bar (ADR 0069) and the unsaved-work guard, its saved documents, then the tool itself.
 */
export function ToolPage({
  toolId,
  description,
  headerExtras,
  document,
  saved,
  headingRef,
  width = '6xl',
  className,
  children,
}: ToolPageProps) {
  const headingId = useId();
  const { toolName, toolDescription } = useToolText();
  const page = useRef<HTMLElement>(null);
  return (
    <section
      ref={page}
      aria-labelledby={headingId}
      className={cn('mx-auto w-full space-y-6 p-4 sm:p-6', WIDTHS[width], className)}
    >
      {/* Without Auto save, or while the work cannot save by itself (no name, a field to correct, a failed save), leaving asks first. */}
      {document && <UnsavedChangesGuard when={document.isAtRisk} />}
      <header className={cn((headerExtras !== undefined || document) && 'space-y-4')}>
        <div>
          <h1
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
          >
            {toolName(toolId)}
          </h1>
          <p className="mt-2 text-muted-foreground">{description ?? toolDescription(toolId)}</p>
        </div>
        {headerExtras}
        {document && <DocumentBar document={document} fields={page} />}
      </header>
      {saved}
      {/* The document the address names is on its way: its figures, not the defaults, are what comes next. */}
      {document?.isOpening ? <Skeleton className="h-96" data-testid="document-opening" /> : children}
    </section>
  );
}
