import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { CompetitorAnalysis } from './competitor-analysis';

const ANALYSES = '/api/tools/competitor-analysis/documents';
const preferences = () => ({ body: preferencesOf({ autoSave: false }) });

const render = async () => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': preferences,
      [`GET ${ANALYSES}`]: () => ({ body: [] }),
      ...savesNewAs(ANALYSES, 'a1'),
    }),
  );
  const rendered = renderRoutes([{ path: '/tool', Component: CompetitorAnalysis }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Competitor Analysis' });
  await documentShown();
  return { ...rendered, calls };
};
const group = (name: string) => within(screen.getByRole('group', { name }));
const name = (title: string, value: string) =>
  fireEvent.change(group(title).getByLabelText('Name'), { target: { value } });

describe('the Competitor Analysis', () => {
  it('starts empty, adds columns and features, marks cells, and says what is wrong by the field', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add your product' }));
    expect(group('Your product').getByLabelText('Name')).toHaveFocus();
    expect(group('Your product').getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    name('Your product', 'ClinicDesk');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    name('Competitor 1', 'clinicdesk ');
    expect(group('Competitor 1').getByLabelText('Name')).toHaveAccessibleDescription('Another column has this name');
    name('Competitor 1', 'Practo Ray');
    expect(group('Competitor 1').getByLabelText('Name')).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    const feature = screen.getByLabelText('Feature 1');
    expect(feature).toHaveFocus();
    fireEvent.change(feature, { target: { value: 'WhatsApp reminders' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Practo Ray: WhatsApp reminders' }), 'Partial');
    expect(screen.getByRole('combobox', { name: 'ClinicDesk: WhatsApp reminders' })).toHaveValue('no');
    fireEvent.change(group('Competitor 1').getByLabelText('Price'), { target: { value: '1499' } });
    const plans = screen.getByRole('row', { name: /^Price/ });
    expect(
      within(plans)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '$1,499']);

    await user.click(screen.getByRole('button', { name: 'Remove WhatsApp reminders' }));
    expect(screen.queryByRole('combobox', { name: 'Practo Ray: WhatsApp reminders' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add feature' })).toHaveFocus();
  }, 30_000);

  it('moves a focused point by the arrow keys, says where it went, and saves the places', async () => {
    const { user, calls } = await render();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    name('Competitor 1', 'Acme');
    const places = within(screen.getByRole('list', { name: 'Places on the map' }));
    expect(places.getByRole('listitem')).toHaveTextContent('Acme: not placed yet');
    await user.click(places.getByRole('button', { name: 'Place Acme' }));
    const point = screen.getByRole('button', { name: 'Acme: Price 50, Ease of use 50' });
    expect(point).toHaveFocus();
    // Right 5; up 1 with Shift; Home is no move.
    await user.keyboard('{ArrowRight}{Shift>}{ArrowUp}{/Shift}{Home}');
    expect(point).toHaveAccessibleName('Acme: Price 55, Ease of use 51');
    expect(within(screen.getByRole('region', { name: 'Positioning map' })).getByRole('status')).toHaveTextContent(
      /^Acme: Price 55, Ease of use 51$/,
    );
    expect(places.getByRole('listitem')).toHaveTextContent(/^Acme: Price 55, Ease of use 51$/);
    // Left twelve times from 55: 5 a press, it stops at 0.
    for (let press = 0; press < 12; press += 1) await user.keyboard('{ArrowLeft}');
    expect(point).toHaveAccessibleName('Acme: Price 0, Ease of use 51');

    const axis = screen.getByLabelText('Horizontal axis');
    fireEvent.change(axis, { target: { value: '' } });
    expect(axis).toHaveAccessibleDescription('Name the axis');
    fireEvent.change(axis, { target: { value: 'Cost' } });
    expect(point).toHaveAccessibleName('Acme: Cost 0, Ease of use 51');

    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      data: { axes: unknown; competitors: { position: unknown }[] };
    };
    expect(sent.data.axes).toEqual({ x: 'Cost', y: 'Ease of use' });
    expect(sent.data.competitors.map((column) => column.position)).toEqual([{ x: 0, y: 51 }]);
  }, 30_000);

  it('keeps a SWOT per column, one point a line, and saves it with the rest', async () => {
    const { user, calls } = await render();
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    name('Competitor 1', 'Acme');
    await user.click(screen.getByRole('button', { name: 'Add competitor' }));
    name('Competitor 2', 'Zeta');
    await user.selectOptions(screen.getByLabelText('SWOT of'), 'Zeta');
    fireEvent.change(screen.getByLabelText('Strengths'), { target: { value: 'Brand\n\n  Price  ' } });
    fireEvent.change(screen.getByLabelText('Threats'), { target: { value: 'x'.repeat(201) } });
    expect(screen.getByLabelText('Threats')).toHaveAccessibleDescription('At most 200 characters');
    fireEvent.change(screen.getByLabelText('Threats'), { target: { value: 'New entrants' } });
    await user.selectOptions(screen.getByLabelText('SWOT of'), 'Acme');
    expect(screen.getByLabelText('Strengths')).toHaveValue('');

    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      data: { competitors: { name: string; swot: Record<string, string[]> }[] };
    };
    expect(sent.data.competitors.map(({ name: named, swot }) => [named, swot.strengths, swot.threats])).toEqual([
      ['Acme', [], []],
      ['Zeta', ['Brand', 'Price'], ['New entrants']],
    ]);
  }, 30_000);
});
