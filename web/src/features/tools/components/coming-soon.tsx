import type { Tool } from '@core/tools/tool-catalogue';
import { Hourglass } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { ToolIcon } from './tool-icon';

/** A tool that is not built yet. */
export function ComingSoon({ tool }: { tool: Tool }) {
  const t = useT();
  const { toolName, toolDescription, categoryName } = useToolText();
  const name = toolName(tool.id);
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" aria-labelledby="tool-title">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <ToolIcon category={tool.category} className="size-7" />
      </span>
      <h1 id="tool-title" className="mt-4 text-3xl font-bold">
        {name}
      </h1>
      <Badge className="mt-2">{categoryName(tool.category)}</Badge>
      <p className="mt-2 text-muted-foreground">{toolDescription(tool.id)}</p>
      <div className="mt-10 rounded-lg border border-dashed border-border p-8">
        <Hourglass className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold">
          {t({ id: 'tools.comingSoon.title', defaultMessage: 'Coming Soon' })}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {t(
            { id: 'tools.comingSoon.body', defaultMessage: '{toolName} functionality will be available soon.' },
            { toolName: name },
          )}
        </p>
      </div>
    </section>
  );
}
