import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentProps } from 'react';
import type { DragAndDrop } from './sidebar-tool-groups';
import { ToolGroup } from './sidebar-tool-groups';
import { SidebarToolItem, type SidebarToolItemProps } from './sidebar-tool-item';
import { draggedTool, useDragAnnouncements } from './use-drag-announcements';

/**
 * Letting go of a dragged link "clicks" it. dnd-kit stops that click from propagating (so the router never
 * sees it) but not its default, so the browser would follow the link's href: prevent that one click.
 */
function preventTheDropClick() {
  const prevent = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', prevent, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', prevent, { capture: true }), 100);
}

/**
 * The sidebar's groups with dragging: the group under the pointer is where a tool goes. Pointer drags start after
 * 6 px so that a click still follows the link; the list scrolls only when the pointer nears its very edge (a
 * tool picked up near the bottom must not set it scrolling).
 */
const Groups: DragAndDrop['Groups'] = ({ onToggle, children }) => {
  const accessibility = useDragAnnouncements();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a tool up and drops it; Enter still follows the link.
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    preventTheDropClick();
    const { tool, group } = draggedTool(active);
    if (over && over.id !== group) onToggle(tool);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragEnd={onDragEnd}
      onDragCancel={preventTheDropClick}
      accessibility={accessibility}
    >
      {children}
    </DndContext>
  );
};

/** A group a tool can be dropped on. */
function DroppableGroup(props: ComponentProps<DragAndDrop['Group']>) {
  const { setNodeRef, isOver } = useDroppable({ id: props.group });
  return <ToolGroup {...props} drop={{ ref: setNodeRef, isOver }} />;
}

/** An item that can be picked up (by its link). */
function DraggableItem(props: SidebarToolItemProps) {
  const { tool, group } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${group}:${tool.id}`,
    data: { tool, group },
  });
  return (
    <SidebarToolItem
      {...props}
      drag={{
        ref: setNodeRef,
        handle: { ...listeners, ...attributes },
        transform: CSS.Translate.toString(transform),
        isDragging,
      }}
    />
  );
}

export const dragAndDrop: DragAndDrop = { Groups, Group: DroppableGroup, Item: DraggableItem };
