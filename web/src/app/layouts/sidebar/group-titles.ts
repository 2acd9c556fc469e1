import { defineMessages } from 'react-intl';

/** The sidebar's two groups of tools, by their droppable ids. */
export const GROUP_TITLES = defineMessages({
  pinned: { id: 'tools.sidebar.pinned', defaultMessage: 'Pinned' },
  tools: { id: 'tools.sidebar.tools', defaultMessage: 'Tools' },
});
