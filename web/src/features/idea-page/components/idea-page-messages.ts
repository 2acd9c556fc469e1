import { defineMessages } from 'react-intl';

/** Words the idea page says in more than one place. */
export const ideaPageMessages = defineMessages({
  /** The idea's own page, first in the page tree. */
  mainContent: { id: 'ideaPage.page.mainContent', defaultMessage: 'Main Content' },
  pageTitlePlaceholder: { id: 'ideaPage.pageTree.pageTitlePlaceholder', defaultMessage: 'Page title' },
});
