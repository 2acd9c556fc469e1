import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';
import { renderWithApi } from '@/test/render-with-api';
import { IDEA_ID, solarKiosks } from '@/test/share-test-helpers';

const access = { [`GET /api/ideas/${IDEA_ID}/shares`]: () => ({ body: { isCommunityShared: false, shares: [] } }) };

describe('ShareButton', () => {
  it("opens one dialog with the tabs 'Share' (the steps) and 'Manage access'; switching keeps what was entered", async () => {
    const { user } = renderWithApi(<ShareButton idea={solarKiosks} />, access);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share “Solar kiosks”' });
    expect(within(dialog).getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
    // The steps load with the dialog's first opening.
    expect(await within(dialog).findByRole('heading', { name: 'What to Share' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Selected pages' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Market' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Manage access' }));
    expect(await within(dialog).findByText('Only you have access')).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'What to Share' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Share' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Market' })).toBeChecked();
  });

  it('starts afresh on the Share tab after closing', async () => {
    const { user } = renderWithApi(<ShareButton idea={solarKiosks} />, access);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('tab', { name: 'Manage access' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('progressbar', { name: 'Share progress' })).toHaveAttribute('aria-valuenow', '1');
  });

  it('offers only the full idea when given no pages; shares it and calls onShared on closing', async () => {
    const onShared = vi.fn();
    const { user, calls } = renderWithApi(
      <ShareButton idea={{ id: IDEA_ID, title: 'Solar kiosks' }} onShared={onShared} />,
      {
        ...access,
        'POST /api/shares': () => ({ status: 201, body: { people: 0, links: [], community: true } }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('heading', { name: 'What to Share' });
    expect(screen.queryByRole('radio', { name: 'Selected pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Share with community' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Share Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onShared).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      ideaIds: [IDEA_ID],
      method: 'community',
    });
  });

  it("as an icon on a card: named 'Share {title}', and clicks inside do not reach the card", async () => {
    const onCardClick = vi.fn();
    const { user } = renderWithApi(
      <div onClick={onCardClick}>
        <ShareButton idea={solarKiosks} compact />
      </div>,
      access,
    );
    await user.click(screen.getByRole('button', { name: 'Share Solar kiosks' }));
    await user.click(await screen.findByRole('heading', { name: 'What to Share' }));
    await user.click(screen.getByRole('radio', { name: 'Selected pages' }));
    expect(onCardClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Market' }));
    expect(screen.getByRole('checkbox', { name: 'Market' })).toBeChecked();
  });
});
