import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS, opensBase, renderTool, section, summary, TOKEN } from '@/test/finance-test-fixtures';

const LINK = `${DOCUMENTS}/m1/link`;

describe('sharing a saved finance scenario by a read-only link', () => {
  it('makes a link to copy, marks the scenario shared, and stops it', async () => {
    let scenarios: ToolDocumentSummary[] = [summary('m1', 'Base')];
    const share = (isShared: boolean) => {
      scenarios = [summary('m1', 'Base', { isShared })];
      return isShared ? { status: 201, body: { token: TOKEN } } : { status: 204, body: null };
    };
    const { user, calls } = await renderTool({
      [`GET ${DOCUMENTS}`]: () => ({ body: scenarios }),
      ...opensBase,
      [`POST ${LINK}`]: () => share(true),
      [`DELETE ${LINK}`]: () => share(false),
    });
    const panel = section('Saved Scenarios');
    expect(await within(panel).findByRole('listitem')).toHaveTextContent('Base24 months · USD · Saved');
    await user.click(within(panel).getByRole('button', { name: 'Share Base' }));
    const dialog = await screen.findByRole('dialog', { name: "Share 'Base'" });
    expect(dialog).toHaveAccessibleDescription(
      'Anyone with the link sees this scenario read-only: its assumptions, the runway, the charts and the month-by-month table.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link to Base' })).toHaveValue(
      `${window.location.origin}/tool/finance-model-creator?share=${TOKEN}`,
    );
    expect(
      within(dialog).getByText(
        'Copy it now: for safety it is not shown again. The link always shows what you saved last.',
      ),
    ).toBeInTheDocument();
    expect(await within(panel).findByText('Shared')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop Sharing' }));
    expect(await within(dialog).findByText('Sharing stopped: the link no longer works.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(panel).queryByText('Shared')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === LINK).map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('offers a shared scenario a new link (the old one stops) or an end to sharing', async () => {
    const { user } = await renderTool({
      [`GET ${DOCUMENTS}`]: () => ({ body: [summary('m1', 'Base', { isShared: true })] }),
      ...opensBase,
    });
    const panel = section('Saved Scenarios');
    expect(await within(panel).findByText('Shared')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Share Base' }));
    const dialog = await screen.findByRole('dialog', { name: "Share 'Base'" });
    expect(
      within(dialog).getByText(
        'Sharing is on. Links are shown only once: make a new link to copy one, and the old link stops working.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Make New Link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stop Sharing' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create Link' })).not.toBeInTheDocument();
  });

  it("says so when the scenario is gone, in the tool's words, and makes no link", async () => {
    const { user } = await renderTool({
      [`GET ${DOCUMENTS}`]: () => ({ body: [summary('m1', 'Base')] }),
      ...opensBase,
      [`POST ${LINK}`]: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Scenario not found' } } }),
    });
    await user.click(await within(section('Saved Scenarios')).findByRole('button', { name: 'Share Base' }));
    const dialog = await screen.findByRole('dialog', { name: "Share 'Base'" });
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Scenario not found');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
