import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import type { Tool } from '@core/tools/tool-catalogue';
import { defineMessage, defineMessages } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { useToolText } from '@/lib/tool-text';
import { GROUP_TITLES } from './group-titles';
import type { Group } from './sidebar-tool-item';

/** The tool being dragged, and the group it was picked up from (the item's draggable data). */
export const draggedTool = (active: Active) => active.data.current as { tool: Tool; group: Group };

const messages = {
  ...defineMessages({
    instructions: {
      id: 'tools.sidebar.drag.instructions',
      defaultMessage:
        'To pin or unpin a tool, press Space to pick it up, the arrow keys to move it to the other group, and Space to drop it. Escape cancels.',
    },
  }),
  pickedUp: defineMessage<{ tool: string }>({ id: 'tools.sidebar.drag.pickedUp', defaultMessage: 'Picked up {tool}.' }),
  over: defineMessage<{ tool: string; group: string }>({
    id: 'tools.sidebar.drag.over',
    defaultMessage: '{tool} is over {group}.',
  }),
  notOver: defineMessage<{ tool: string }>({
    id: 'tools.sidebar.drag.notOver',
    defaultMessage: '{tool} is not over a group.',
  }),
  dropped: defineMessage<{ tool: string; group: string }>({
    id: 'tools.sidebar.drag.dropped',
    defaultMessage: '{tool} dropped on {group}.',
  }),
  cancelled: defineMessage<{ tool: string }>({
    id: 'tools.sidebar.drag.cancelled',
    defaultMessage: 'Moving {tool} was cancelled.',
  }),
};

/**
 * What a screen reader hears while a tool is dragged between 'Pinned' and 'Tools' (dnd-kit's live region), in
 * the page's language and with the tool's and group's names rather than dnd-kit's ids.
 */
export function useDragAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useT();
  const { toolName } = useToolText();
  return useMemo(() => {
    const tool = (active: Active) => toolName(draggedTool(active).tool.id);
    const group = (over: Over) => t(over.id === 'pinned' ? GROUP_TITLES.pinned : GROUP_TITLES.tools);
    return {
      screenReaderInstructions: { draggable: t(messages.instructions) },
      announcements: {
        onDragStart: ({ active }) => t(messages.pickedUp, { tool: tool(active) }),
        onDragOver: ({ active, over }) =>
          over
            ? t(messages.over, { tool: tool(active), group: group(over) })
            : t(messages.notOver, { tool: tool(active) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t(messages.dropped, { tool: tool(active), group: group(over) })
            : t(messages.cancelled, { tool: tool(active) }),
        onDragCancel: ({ active }) => t(messages.cancelled, { tool: tool(active) }),
      },
    };
  }, [t, toolName]);
}
