import { useStackWithRegistry } from './support/registry-stack';
import { TOOL_VISITS } from './support/tool-visits';
import { DESKTOP, describeWorkspaceJourney } from './support/workspace-journey';

// The Domain Tracker looks domains up: a registry of the file's own.
const { stack } = useStackWithRegistry();

// The six saved last (of twelve documents) are listed: the phone's journey, visiting the tools the other way round,
// lists the other six.
describeWorkspaceJourney(
  'at 1280 px: work in each working tool is back after a reload, the dashboard lists the documents, Go to field reaches a wrong field',
  stack,
  { browser: DESKTOP, account: { email: 'workspace-desktop@example.com', name: 'Meera Iyer' }, visits: TOOL_VISITS },
);
