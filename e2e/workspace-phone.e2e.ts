import { expect } from 'vitest';
import { phoneProblems } from './support/layout-problems';
import { useStackWithRegistry } from './support/registry-stack';
import { TOOL_VISITS } from './support/tool-visits';
import { cutTexts, describeWorkspaceJourney, isInWindow, PHONE, scrollToTop } from './support/workspace-journey';

// The Domain Tracker looks domains up: a registry of the file's own.
const { stack } = useStackWithRegistry();

describeWorkspaceJourney(
  'at 390 px: work in each working tool is back after a reload with the header in the window and the page fitting, the dashboard lists the documents, Go to field reaches a wrong field',
  stack,
  {
    browser: PHONE,
    account: { email: 'workspace-phone@example.com', name: 'Meera Iyer' },
    // The other way round from the desktop's journey, so that between them the dashboard shows every document.
    visits: [...TOOL_VISITS].reverse(),
    reopened: async (page, visit) => {
      expect(await cutTexts(page), `${visit.name}: texts cut short`).toEqual([]);
      // With the founder's work in it, the page still fits the phone (phone-pages.e2e.ts checks every page empty).
      expect(await phoneProblems(page), `${visit.name}: does not fit`).toEqual([]);
      await scrollToTop(page);
      expect(await isInWindow(page, page.getByTestId('save-status')), `${visit.name}: the header's status`).toBe(true);
    },
  },
);
