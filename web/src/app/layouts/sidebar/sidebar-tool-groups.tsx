import { TOOLS } from '@core/tools/tool-catalogue';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { usePinnedTools } from '@/features/preferences/api/save-pinned-tools';
import { draggedTool, SidebarToolItem, type Group } from './sidebar-tool-item';
import { GROUP_TITLES, useDragAnnouncements } from './use-drag-announcements';

/**
 * Letting go of a dragged link "clicks" it. dnd-kit stops that click from propagating (so the router never
 * sees it) but not its default, so the browser would follow the link's href: prevent that one click.
 */
function preventTheDropClick() {
  const prevent = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', prevent, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', prevent, { capture: true }), 100);
}

function ToolGroup({ group, title, expanded, children }: { group: Group; title: string; expanded: boolean; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: group });
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={cn(
        'rounded-md p-1',
        // Collapsed, the group titles are hidden: a line tells the groups apart.
        !expanded && group === 'tools' && 'mt-1 rounded-none border-t border-border pt-2',
        isOver && 'bg-primary/10 ring-1 ring-primary',
      )}
    >
      <h2 className={cn('px-2.5 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground', !expanded && 'sr-only')}>
        {title}
      </h2>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
}

/**
 * 'Pinned' and 'Tools': dropping a tool on the other group pins or unpins it (the lists keep their order).
 * Pointer drags start after 6 px so that a click still follows the link; each item's pin button is the
 * plain keyboard alternative.
 */
export function SidebarToolGroups({ expanded }: { expanded: boolean }) {
  const t = useT();
  const { pinned, toggle } = usePinnedTools();
  const accessibility = useDragAnnouncements();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a tool up and drops it; Enter still follows the link.
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );
  const pinnedTools = pinned.map((id) => TOOLS.find((tool) => tool.id === id)!);
  const otherTools = TOOLS.filter((tool) => !pinned.includes(tool.id));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    preventTheDropClick();
    const { tool, group } = draggedTool(active);
    if (over && over.id !== group) toggle(tool.id);
  };

  return (
    // The group under the pointer is where the tool goes; the list scrolls only when the pointer nears its
    // very edge (a tool picked up near the bottom must not set it scrolling).
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragEnd={onDragEnd}
      onDragCancel={preventTheDropClick}
      accessibility={accessibility}
    >
      <ToolGroup group="pinned" title={t(GROUP_TITLES.pinned)} expanded={expanded}>
        {pinnedTools.map((tool) => (
          <SidebarToolItem key={tool.id} tool={tool} group="pinned" expanded={expanded} onTogglePin={() => toggle(tool.id)} />
        ))}
        {pinnedTools.length === 0 && expanded && (
          <li className="px-2.5 py-1 text-xs text-muted-foreground">
            {t({ id: 'tools.sidebar.dragToPin', defaultMessage: 'Drag a tool here to pin it' })}
          </li>
        )}
      </ToolGroup>
      <ToolGroup group="tools" title={t(GROUP_TITLES.tools)} expanded={expanded}>
        {otherTools.map((tool) => (
          <SidebarToolItem key={tool.id} tool={tool} group="tools" expanded={expanded} onTogglePin={() => toggle(tool.id)} />
        ))}
      </ToolGroup>
    </DndContext>
  );
}
