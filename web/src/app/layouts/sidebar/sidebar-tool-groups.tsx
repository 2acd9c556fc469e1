import { TOOLS, type Tool } from '@core/tools/tool-catalogue';
import type { ComponentType, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';
import { loadOnce } from '@/lib/load-once';
import { useLoadedOnIntent } from '@/lib/use-loaded-on-intent';
import { useT } from '@/lib/i18n/use-t';
import { usePinnedTools } from '@/features/preferences/api/save-pinned-tools';
import { SidebarToolItem, type Group, type SidebarToolItemProps } from './sidebar-tool-item';
import { GROUP_TITLES } from './group-titles';

type ToolGroupProps = { group: Group; title: string; expanded: boolean; children: ReactNode };

/** A group of the sidebar's tools, titled ('Pinned', 'Tools'); `drop`: what dropping on it adds (sidebar-drag-and-drop.tsx). */
export function ToolGroup({
  group,
  title,
  expanded,
  children,
  drop,
}: ToolGroupProps & { drop?: { ref: Ref<HTMLElement>; isOver: boolean } }) {
  return (
    <section
      ref={drop?.ref}
      aria-label={title}
      className={cn(
        'rounded-md p-1',
        // Collapsed, the group titles are hidden: a line tells the groups apart.
        !expanded && group === 'tools' && 'mt-1 rounded-none border-t border-border pt-2',
        drop?.isOver && 'bg-primary/10 ring-1 ring-primary',
      )}
    >
      <h2
        className={cn(
          'px-2.5 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
          !expanded && 'sr-only',
        )}
      >
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
}

/** The groups and items with dragging, and the context around them (sidebar-drag-and-drop.tsx). */
export type DragAndDrop = {
  Groups: ComponentType<{ onToggle: (tool: Tool) => void; children: ReactNode }>;
  Group: ComponentType<ToolGroupProps>;
  Item: ComponentType<SidebarToolItemProps>;
};

/**
 * Dragging (dnd-kit, 11 KB) loads when someone reaches for the tools (ADR 0089): it is not in the route's first
 * JavaScript, and its items' registering, which re-renders the sidebar, is not part of the page's load.
 */
const dragAndDropCode = loadOnce(() =>
  import('./sidebar-drag-and-drop').then((module): DragAndDrop => module.dragAndDrop),
);

/**
 * 'Pinned' and 'Tools': dropping a tool on the other group pins or unpins it (the lists keep their order);
 * each item's pin button is the plain keyboard alternative.
 */
export function SidebarToolGroups({ expanded }: { expanded: boolean }) {
  const t = useT();
  const { pinned, toggle } = usePinnedTools();
  // Dragging loads when the pointer comes over the tools or the focus into them (ADR 0089); until it has come (or if
  // it cannot load), the pin buttons pin and unpin.
  const { loaded: dragAndDrop, want, box } = useLoadedOnIntent(dragAndDropCode);
  const { Group, Item } = dragAndDrop ?? { Group: ToolGroup, Item: SidebarToolItem };
  const pinnedTools = pinned.map((id) => TOOLS.find((tool) => tool.id === id)!);
  const otherTools = TOOLS.filter((tool) => !pinned.includes(tool.id));

  const groups = (
    <>
      <Group group="pinned" title={t(GROUP_TITLES.pinned)} expanded={expanded}>
        {pinnedTools.map((tool) => (
          <Item key={tool.id} tool={tool} group="pinned" expanded={expanded} onTogglePin={() => toggle(tool.id)} />
        ))}
        {pinnedTools.length === 0 && expanded && (
          <li className="px-2.5 py-1 text-xs text-muted-foreground">
            {t({ id: 'tools.sidebar.dragToPin', defaultMessage: 'Drag a tool here to pin it' })}
          </li>
        )}
      </Group>
      <Group group="tools" title={t(GROUP_TITLES.tools)} expanded={expanded}>
        {otherTools.map((tool) => (
          <Item key={tool.id} tool={tool} group="tools" expanded={expanded} onTogglePin={() => toggle(tool.id)} />
        ))}
      </Group>
    </>
  );
  return (
    <div ref={box} className="contents" onPointerEnter={want} onFocus={want} onPointerDown={want}>
      {dragAndDrop ? <dragAndDrop.Groups onToggle={(tool) => toggle(tool.id)}>{groups}</dragAndDrop.Groups> : groups}
    </div>
  );
}
