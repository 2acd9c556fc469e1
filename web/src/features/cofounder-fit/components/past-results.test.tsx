import type { AssessmentSummary } from '@core/tools/cofounder-fit/assessment-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '@/test/render-with-api';
import { localIso, RESULT_ID, savedAssessment } from '@/test/assessment-test-fixtures';
import { CofounderFitAssessment } from './cofounder-fit-assessment';

const OLDER_ID = '33333333-3333-4333-8333-333333333333';
const newest: AssessmentSummary = {
  id: RESULT_ID,
  totalScore: 80,
  compatibility: 'Excellent',
  createdAt: localIso(2026, 11, 20, 12),
};
const older: AssessmentSummary = {
  id: OLDER_ID,
  totalScore: 20,
  compatibility: 'Poor',
  createdAt: localIso(2026, 11, 2, 9, 30),
};

type Table = Parameters<typeof renderWithApi>[1];
const history = () => within(screen.getByRole('region', { name: 'Your past results' }));

/** The intro over a list of past results the test can change (as the server would after a DELETE). */
function renderHistory(initial: AssessmentSummary[], extra: Table = {}) {
  let list = initial;
  const view = renderWithApi(<CofounderFitAssessment />, { 'GET /api/assessments': () => ({ body: list }), ...extra });
  return { ...view, setList: (next: AssessmentSummary[]) => (list = next) };
}

describe('Your past results', () => {
  it('says it is loading, then lists the results newest first with date, total and band', async () => {
    renderHistory([newest, older]);
    expect(history().getByText('Loading your past results')).toBeInTheDocument();
    const buttons = await history().findAllByRole('button', { name: /^Open result from/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Open result from Nov 20, 2026, 12:00 PM 80% Excellent',
      'Open result from Nov 2, 2026, 9:30 AM 20% Poor',
    ]);
    expect(history().queryByText('Loading your past results')).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderHistory([]);
    expect(
      await history().findByText('No past results yet. Each assessment you finish is saved here.'),
    ).toBeInTheDocument();
  });

  it('says when they could not be loaded', async () => {
    renderWithApi(<CofounderFitAssessment />, {
      'GET /api/assessments': () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
      }),
    });
    expect(await history().findByRole('alert')).toHaveTextContent('Your past results could not be loaded.');
  });

  it('opens a past result read-only in the results view, and goes back with Back to Home', async () => {
    const { user } = renderHistory([newest], {
      [`GET /api/assessments/${RESULT_ID}`]: () => ({ body: savedAssessment() }),
    });
    await user.click(await history().findByRole('button', { name: /^Open result from Nov 20, 2026/ }));
    const total = within(await screen.findByRole('region', { name: 'Your Compatibility Score' }));
    expect(total.getByText('80%')).toBeInTheDocument();
    expect(total.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('Taken on Nov 20, 2026, 12:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Vision: 80%' })).toBeInTheDocument();
    expect(screen.queryByText('Saved to your past results')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Compare with your co-founder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Co-founder Fit Assessment' })).toHaveFocus();
  });

  it('deletes a result only after confirmation, then lists the rest', async () => {
    const view = renderHistory([newest, older], {
      [`DELETE /api/assessments/${OLDER_ID}`]: () => ({ status: 204, body: null }),
    });
    await view.user.click(await history().findByRole('button', { name: 'Delete result from Nov 2, 2026, 9:30 AM' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete this result?' });
    expect(confirm).toHaveTextContent(
      'The result from Nov 2, 2026, 9:30 AM and its invitations will be deleted. This cannot be undone.',
    );
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(view.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    view.setList([newest]);
    await view.user.click(history().getByRole('button', { name: 'Delete result from Nov 2, 2026, 9:30 AM' }));
    confirm = screen.getByRole('dialog', { name: 'Delete this result?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Result deleted')).toBeInTheDocument();
    expect(view.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/assessments/${OLDER_ID}`,
    ]);
    // The list follows its answer as a deferred value (ADR 0089): it may draw the list read again after the toast.
    await waitFor(() => expect(history().getAllByRole('button', { name: /^Open result from/ })).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
