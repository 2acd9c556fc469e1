import { it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { useStackWithRegistry } from './support/registry-stack';
import { TOOL_VISITS } from './support/tool-visits';
import {
  DESKTOP,
  expectContinueWhereYouLeftOff,
  expectGoToField,
  JOURNEY_TIMEOUT_MS,
  visitTools,
} from './support/workspace-journey';

// The Domain Tracker looks domains up: a registry of the file's own.
const { stack } = useStackWithRegistry();

it(
  'at 1280 px: work in each working tool is back after a reload, the dashboard lists the documents, Go to field reaches a wrong field',
  async () => {
    const page = await stack().newPage(DESKTOP);
    await signUpAndConfirm(stack(), page, { email: 'workspace-desktop@example.com', name: 'Meera Iyer' });
    const saved = await visitTools(page, TOOL_VISITS);
    // The six saved last (of twelve documents): the phone's journey, visiting the tools the other way round, lists the other six.
    await expectContinueWhereYouLeftOff(page, saved);
    await expectGoToField(page);
  },
  JOURNEY_TIMEOUT_MS,
);
