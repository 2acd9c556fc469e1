import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ideaPageApi, ideaPageView } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { propertyOf } from '@/test/property-fixtures';
import { renderApp } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';
const PROPERTY = `/api/ideas/${ID}/properties/s1`;

beforeAll(stubProseMirrorLayout);

/**
 * The idea's page with one property, whose first change the server answers only once `answerFirst()` is called (a slow
 * server): the changes sent, in order, and the property as the server keeps it.
 */
function pageWithFirstSaveHeld(first: IdeaProperty) {
  let kept = first;
  let answerFirst = () => {};
  const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
  const calls = fakeApi(
    ideaPageApi(() => ideaPageView({ properties: [kept] }), {
      [`PATCH ${PROPERTY}`]: async ({ body }) => {
        if (kept === first) await firstAnswered;
        kept = { ...kept, ...(body as Partial<IdeaProperty>) };
        return { body: kept };
      },
    }),
  );
  const { user } = renderApp(`/tool/idea-garage/idea/${ID}`);
  return {
    user,
    answerFirst,
    sent: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
    kept: () => kept,
  };
}

describe("a select's options and a multi-select's ticks on the idea page", () => {
  it('keeps both of two options added before the server has answered the first, saved in the order added', async () => {
    const page = pageWithFirstSaveHeld(propertyOf('select', { id: 's1', label: 'Stage', options: [] }));
    const newOption = await screen.findByRole('textbox', { name: 'New option for Stage' });

    await page.user.type(newOption, 'Seed{Enter}');
    await page.user.type(newOption, 'Series A{Enter}');
    const options = screen.getByRole('list', { name: 'Options of Stage' });
    const shown = () =>
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['Seed', 'Series A']);

    page.answerFirst();
    await waitFor(() => expect(page.sent()).toEqual([{ options: ['Seed'] }, { options: ['Seed', 'Series A'] }]));
    await waitFor(() => expect(page.kept().options).toEqual(['Seed', 'Series A']));
    expect(shown()).toEqual(['Seed', 'Series A']);
  });

  it('keeps both of two options ticked in a multi-select before the server has answered the first', async () => {
    const channels = propertyOf('multi-select', { id: 's1', label: 'Channels', options: ['Ads', 'SEO', 'Events'] });
    const page = pageWithFirstSaveHeld(channels);
    const group = await screen.findByRole('group', { name: 'Channels' });

    await page.user.click(within(group).getByRole('checkbox', { name: 'Ads' }));
    await page.user.click(within(group).getByRole('checkbox', { name: 'Events' }));
    const ticked = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked);
    expect(ticked()).toEqual([true, false, true]);

    page.answerFirst();
    await waitFor(() => expect(page.sent()).toEqual([{ value: ['Ads'] }, { value: ['Ads', 'Events'] }]));
    await waitFor(() => expect(page.kept().value).toEqual(['Ads', 'Events']));
    expect(ticked()).toEqual([true, false, true]);
  });
});
