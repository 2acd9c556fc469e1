import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { documentView, savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { renderRoutes } from '@/test/render-app';
import { ValidationAgent } from './validation-agent';

const BOARDS = '/api/tools/validation-agent/documents';
const mine = ideaView({ id: '11111111-1111-4111-8111-111111111111', title: 'Invoice chaser' });
const viewOnly = ideaView({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Community kiosk',
  sourceType: 'community',
  accessType: 'view',
  permissions: { canComment: true, canEdit: false, canShare: false, canPin: false, canDelete: false },
});
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: ValidationAgent }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Validation Agent' });
  await documentShown();
  return rendered;
};
const region = (name: string) => screen.getByRole('region', { name });

describe('the Validation Agent', () => {
  it('builds a board for an idea: add, edit, reorder, remove; counts; saves with the header’s Save when Auto save is off', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        'GET /api/ideas': boardOf(mine, viewOnly),
        [`GET ${BOARDS}`]: () => ({ body: [] }),
        ...savesNewAs(BOARDS, 'b1'),
      }),
    );
    const { user } = await render();
    await within(region('Saved boards')).findByText('No saved boards yet. A board you work on saves itself here.');
    await user.selectOptions(await screen.findByLabelText('Idea to validate'), 'Invoice chaser');

    const add = screen.getByRole('button', { name: 'Add assumption' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    const first = screen.getByRole('group', { name: 'Assumption 1' });
    await user.type(within(first).getByLabelText('Assumption'), 'Chase invoices');
    await user.type(within(first).getByLabelText('Experiment'), 'Calls');
    await user.selectOptions(within(first).getByLabelText('Status'), 'Validated');
    await user.type(within(first).getByLabelText('Result'), '8 of 10');
    const second = screen.getByRole('group', { name: 'Assumption 2' });
    await user.selectOptions(within(second).getByLabelText('About'), 'Willingness to pay');
    await user.type(within(second).getByLabelText('Assumption'), 'Pay $15');
    await user.selectOptions(within(second).getByLabelText('Status'), 'Running');
    await user.click(
      within(screen.getByRole('group', { name: 'Assumption 3' })).getByRole('button', { name: 'Remove Assumption 3' }),
    );
    // The price is the riskiest: moved to the top.
    await user.click(screen.getByRole('button', { name: 'Move Assumption 2 up' }));
    expect(within(screen.getByRole('group', { name: 'Assumption 1' })).getByLabelText('Assumption')).toHaveValue(
      'Pay $15',
    );

    // 1 validated, 0 invalidated, 1 running (open).
    expect(
      within(screen.getByRole('group', { name: 'Board summary' }))
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['1', '0', '1']);

    // The board's name and Save are in the page's header: the saved boards hold only the list.
    expect(within(region('Saved boards')).queryByLabelText('Board name')).not.toBeInTheDocument();
    expect(within(region('Saved boards')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const name = documentBar().getByLabelText('Board name');
    expect(name).toHaveValue('Validation board 1');
    await user.clear(name);
    await user.type(name, 'Invoices');
    expect(saveStatus()).toHaveTextContent(/^Unsaved changes$/);
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { idea: unknown; assumptions: { kind: string; statement: string; experiment: unknown }[] };
    };
    expect(sent.name).toBe('Invoices');
    expect(sent.data.idea).toEqual({ id: mine.id, title: 'Invoice chaser' });
    expect(sent.data.assumptions.map(({ kind, statement, experiment }) => [kind, statement, experiment])).toEqual([
      ['willingnessToPay', 'Pay $15', { method: '', successCriterion: '', status: 'running', result: '' }],
      ['problem', 'Chase invoices', { method: 'Calls', successCriterion: '', status: 'validated', result: '8 of 10' }],
    ]);
  }, 30_000);

  it('says by the field what is wrong and sends nothing', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        'GET /api/ideas': boardOf(mine),
        [`GET ${BOARDS}`]: () => ({ body: [] }),
      }),
    );
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add assumption' }));
    await user.clear(documentBar().getByLabelText('Board name'));
    await user.type(documentBar().getByLabelText('Board name'), 'Empty');
    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    const statement = within(screen.getByRole('group', { name: 'Assumption 1' })).getByLabelText('Assumption');
    expect(statement).toHaveAccessibleDescription('Write the assumption');
    expect(documentBar().getByRole('alert')).toHaveTextContent(/^Correct the fields marked below before saving\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(await documentBar().findByRole('button', { name: 'Go to field' }));
    expect(statement).toHaveFocus();
  });

  it("opens a saved board, marks the AI's drafts until edited, and writes its result into the idea's Validation/GTM", async () => {
    const saved = documentView({
      name: 'Invoices',
      data: {
        idea: { id: mine.id, title: 'Invoice chaser' },
        assumptions: [
          {
            id: 'a1',
            kind: 'problem',
            statement: 'Freelancers chase late invoices',
            aiDraft: true,
            experiment: {
              method: 'Ten interviews',
              successCriterion: '7 of 10',
              status: 'validated',
              result: '8 of 10 did',
            },
          },
          {
            id: 'a2',
            kind: 'channel',
            statement: 'Accountants refer them',
            aiDraft: false,
            experiment: { method: '', successCriterion: '', status: 'notStarted', result: '' },
          },
        ],
      },
    });
    const calls = fakeApi(
      signedInApi({
        'GET /api/ideas': boardOf(mine, viewOnly),
        [`GET ${BOARDS}`]: () => ({
          body: [
            {
              id: 'd1',
              name: 'Invoices',
              summary: '2 assumptions',
              version: 1,
              isShared: false,
              updatedAt: saved.updatedAt,
            },
          ],
        }),
        [`GET ${BOARDS}/d1`]: () => ({ body: saved }),
        [`PUT ${BOARDS}/d1`]: ({ body }) => savedAnswer(body, { id: 'd1', version: 2 }),
        [`PATCH /api/ideas/${mine.id}`]: ({ body }) => ({ body: { ...mine, ...(body as object) } }),
      }),
    );
    const { user } = await render();
    await user.click(await within(region('Saved boards')).findByRole('button', { name: 'Invoices' }));
    const first = await screen.findByRole('group', { name: /^Assumption 1/ });
    expect(within(first).getByText('AI draft')).toBeInTheDocument();

    const expected = [
      'Validation board: 1 validated, 0 invalidated, 1 open.',
      '',
      'Validated:',
      '- [Problem] Freelancers chase late invoices — 8 of 10 did',
      '',
      'Still open:',
      '- [Channel] Accountants refer them (Not started)',
    ].join('\n');
    const write = region('Write to idea');
    expect(within(write).getByLabelText('Result to write').textContent).toBe(expected);
    await user.click(within(write).getByRole('button', { name: 'Write to idea' }));
    await within(write).findByText("Written to the idea's Validation/GTM.");
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ validationGtm: expected });
    expect(within(write).getByRole('link', { name: 'Open the idea' })).toHaveAttribute(
      'href',
      `/tool/idea-garage/idea/${mine.id}`,
    );

    // Editing the AI's draft makes it the founder's own.
    await user.type(within(first).getByLabelText('Assumption'), '!');
    expect(within(first).queryByText('AI draft')).toBeNull();

    // A community idea is view-only: its result cannot be written.
    await user.selectOptions(screen.getByLabelText('Idea to validate'), 'Community kiosk');
    expect(
      within(write).getByText("You can only view this idea, so the board's result cannot be written to it."),
    ).toBeInTheDocument();
    expect(within(write).queryByRole('button', { name: 'Write to idea' })).toBeNull();
  });

  it("says a saved board's idea is gone from the Idea Garage only once the garage has loaded", async () => {
    const saved = documentView({
      name: 'Old idea',
      data: { idea: { id: mine.id, title: 'Invoice chaser' }, assumptions: [] },
    });
    const openBoard = async (ideas: () => { status?: number; body: unknown }) => {
      fakeApi(
        signedInApi({
          'GET /api/ideas': ideas,
          [`GET ${BOARDS}`]: () => ({
            body: [
              {
                id: 'd1',
                name: 'Old idea',
                summary: '0 assumptions',
                version: 1,
                isShared: false,
                updatedAt: saved.updatedAt,
              },
            ],
          }),
          [`GET ${BOARDS}/d1`]: () => ({ body: saved }),
        }),
      );
      const rendered = await render();
      await rendered.user.click(await within(region('Saved boards')).findByRole('button', { name: 'Old idea' }));
      await waitFor(() =>
        expect(
          within(region('Write to idea')).queryByText("Choose an idea to write the board's result to it."),
        ).toBeNull(),
      );
      return rendered;
    };

    // The list failed to load: the idea may well be there, so only the failure is said.
    const failed = await openBoard(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }));
    expect(await screen.findByText('Could not load your ideas.')).toBeInTheDocument();
    expect(within(region('Write to idea')).queryByText('This idea is no longer in your Idea Garage.')).toBeNull();
    failed.unmount();

    // The list loaded without it: it is gone.
    await openBoard(boardOf(viewOnly));
    expect(
      await within(region('Write to idea')).findByText('This idea is no longer in your Idea Garage.'),
    ).toBeInTheDocument();
  });
});
