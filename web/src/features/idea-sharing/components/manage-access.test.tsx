import type { IdeaAccessList, ShareEntry } from '@core/ideas/share-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManageAccess } from './manage-access';
import { renderWithApi } from '@/test/render-with-api';
import { IDEA_ID } from '@/test/share-test-helpers';

const ACCESS = `/api/ideas/${IDEA_ID}/shares`;

const entry = (overrides: Partial<ShareEntry>): ShareEntry => ({
  id: 's1',
  kind: 'person',
  recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
  accessType: 'comment',
  pageIds: null,
  hasPassword: false,
  message: '',
  sharedAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2031-01-15T12:00:00.000Z',
  revokedAt: null,
  ...overrides,
});
const grace = entry({});
const link = entry({
  id: 's2',
  kind: 'link',
  recipient: null,
  accessType: 'view',
  pageIds: ['p1', 'p2'],
  hasPassword: true,
  expiresAt: null,
});
const bob = entry({
  id: 's3',
  recipient: { name: 'Bob Builder', email: 'bob@example.com' },
  accessType: 'edit',
  revokedAt: '2026-11-21T12:00:00.000Z',
});

/** 'Manage access' over an access list the test can change (as the server would after a DELETE). */
function renderManageAccess(initial: IdeaAccessList, extra: Parameters<typeof renderWithApi>[1] = {}) {
  let list = initial;
  const setList = (next: IdeaAccessList) => (list = next);
  const view = renderWithApi(<ManageAccess ideaId={IDEA_ID} />, {
    [`GET ${ACCESS}`]: () => ({ body: list }),
    ...extra,
  });
  const deletes = () => view.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);
  return { ...view, setList, deletes };
}

describe('ManageAccess', () => {
  it('says it is loading, then who has access', async () => {
    renderManageAccess({ isCommunityShared: false, shares: [grace] });
    expect(screen.getByRole('status', { name: 'Loading who has access' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading who has access' })).not.toBeInTheDocument();
  });

  it("says 'Only you have access' when nobody else has", async () => {
    renderManageAccess({ isCommunityShared: false, shares: [] });
    expect(await screen.findByText('Only you have access')).toBeInTheDocument();
    expect(screen.queryByText('Shared with the community')).not.toBeInTheDocument();
  });

  it('lists people and links: name, e-mail, access, pages, password, expiry; revoked ones struck through without Revoke', async () => {
    renderManageAccess({ isCommunityShared: false, shares: [grace, link, bob] });
    const people = await screen.findByRole('region', { name: 'People' });
    const gracesRow = within(people).getByRole('listitem', { name: 'Grace Hopper' });
    for (const text of ['grace@example.com', 'Comment', 'Full idea', 'Expires Jan 15, 2031'])
      expect(within(gracesRow).getByText(text)).toBeInTheDocument();
    expect(within(gracesRow).getByRole('button', { name: 'Revoke Grace Hopper' })).toBeInTheDocument();

    const linkRow = within(screen.getByRole('region', { name: 'Public links' })).getByRole('listitem', {
      name: 'Public link created Nov 20, 2026',
    });
    for (const text of ['View', '2 pages', 'Password', 'No expiry'])
      expect(within(linkRow).getByText(text)).toBeInTheDocument();
    expect(within(linkRow).getByRole('button', { name: /^Revoke/ })).toBeInTheDocument();

    const bobsRow = within(people).getByRole('listitem', { name: 'Bob Builder' });
    expect(within(bobsRow).getByText('Revoked')).toBeInTheDocument();
    expect(within(bobsRow).getByText('Bob Builder')).toHaveClass('line-through');
    expect(within(bobsRow).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Only you have access')).not.toBeInTheDocument();
  });

  it('marks an expired share and offers no Revoke for it', async () => {
    renderManageAccess({ isCommunityShared: false, shares: [entry({ expiresAt: '2020-01-01T00:00:00.000Z' })] });
    const row = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only you have access')).toBeInTheDocument();
  });

  it('revokes only after confirmation (DELETE …/shares/{id}), then shows it revoked', async () => {
    const view = renderManageAccess(
      { isCommunityShared: false, shares: [grace, link] },
      { [`DELETE ${ACCESS}/s1`]: () => ({ status: 204, body: null }) },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Revoke Grace Hopper' }));
    let confirm = screen.getByRole('dialog', { name: 'Revoke access?' });
    expect(confirm).toHaveTextContent('Grace Hopper will no longer be able to open this idea.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(view.deletes()).toEqual([]);

    view.setList({ isCommunityShared: false, shares: [{ ...grace, revokedAt: '2026-11-22T12:00:00.000Z' }, link] });
    await view.user.click(screen.getByRole('button', { name: 'Revoke Grace Hopper' }));
    confirm = screen.getByRole('dialog', { name: 'Revoke access?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.deletes()).toEqual([`${ACCESS}/s1`]);
    const row = await screen.findByRole('listitem', { name: 'Grace Hopper' });
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeInTheDocument());
  });

  it('revokes a public link the same way', async () => {
    const view = renderManageAccess(
      { isCommunityShared: false, shares: [link] },
      { [`DELETE ${ACCESS}/s2`]: () => ({ status: 204, body: null }) },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Revoke Public link created Nov 20, 2026' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke access?' });
    expect(confirm).toHaveTextContent('will stop working for everyone who has it.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(view.deletes()).toEqual([`${ACCESS}/s2`]));
  });

  it('says so when a revoke fails, and keeps the entry', async () => {
    const view = renderManageAccess(
      { isCommunityShared: false, shares: [grace] },
      {
        [`DELETE ${ACCESS}/s1`]: () => ({
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Share not found' } },
        }),
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Revoke Grace Hopper' }));
    await view.user.click(
      within(screen.getByRole('dialog', { name: 'Revoke access?' })).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Share not found')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Grace Hopper' })).not.toHaveTextContent('Revoked');
  });

  it('stops sharing with the community after confirmation (DELETE …/community)', async () => {
    const view = renderManageAccess(
      { isCommunityShared: true, shares: [] },
      { [`DELETE /api/ideas/${IDEA_ID}/community`]: () => ({ status: 204, body: null }) },
    );
    expect(await screen.findByText('Shared with the community')).toBeInTheDocument();
    expect(screen.queryByText('Only you have access')).not.toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Stop sharing with community' }));
    await view.user.click(
      within(screen.getByRole('dialog', { name: 'Stop sharing with community?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(view.deletes()).toEqual([]);

    view.setList({ isCommunityShared: false, shares: [] });
    await view.user.click(screen.getByRole('button', { name: 'Stop sharing with community' }));
    await view.user.click(
      within(screen.getByRole('dialog', { name: 'Stop sharing with community?' })).getByRole('button', {
        name: 'Stop sharing',
      }),
    );
    expect(await screen.findByText('Only you have access')).toBeInTheDocument();
    expect(view.deletes()).toEqual([`/api/ideas/${IDEA_ID}/community`]);
    expect(screen.queryByText('Shared with the community')).not.toBeInTheDocument();
  });
});
