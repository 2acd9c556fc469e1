import type { IdeaProperty } from '@core/idea-page/property-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ideaPageApi, ideaPageView } from '@/test/idea-fixtures';
import { stubProseMirrorLayout } from '@/test/prosemirror-stubs';
import { renderApp } from '@/test/render-app';

const ID = '11111111-1111-4111-8111-111111111111';
const PROPERTY = `/api/ideas/${ID}/properties/s1`;

beforeAll(stubProseMirrorLayout);

describe("a select's options and a multi-select's ticks on the idea page", () => {
  it('keeps both of two options added before the server has answered the first, saved in the order added', async () => {
    let stage: IdeaProperty = { id: 's1', label: 'Stage', type: 'select', options: [], currency: null, value: '' };
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const calls = fakeApi(
      ideaPageApi(() => ideaPageView({ properties: [stage] }), {
        [`PATCH ${PROPERTY}`]: async ({ body }) => {
          if (stage.options.length === 0) await firstAnswered;
          stage = { ...stage, ...(body as Partial<IdeaProperty>) };
          return { body: stage };
        },
      }),
    );
    const { user } = renderApp(`/tool/idea-garage/idea/${ID}`);
    const newOption = await screen.findByRole('textbox', { name: 'New option for Stage' });

    await user.type(newOption, 'Seed{Enter}');
    await user.type(newOption, 'Series A{Enter}');
    const options = screen.getByRole('list', { name: 'Options of Stage' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seed', 'Series A']);

    answerFirst();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { options: ['Seed'] },
        { options: ['Seed', 'Series A'] },
      ]),
    );
    await waitFor(() => expect(stage.options).toEqual(['Seed', 'Series A']));
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Seed', 'Series A']);
  });

  it('keeps both of two options ticked in a multi-select before the server has answered the first', async () => {
    let channels: IdeaProperty = {
      id: 's1',
      label: 'Channels',
      type: 'multi-select',
      options: ['Ads', 'SEO', 'Events'],
      currency: null,
      value: [],
    };
    let answerFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    const calls = fakeApi(
      ideaPageApi(() => ideaPageView({ properties: [channels] }), {
        [`PATCH ${PROPERTY}`]: async ({ body }) => {
          if ((channels.value as string[]).length === 0) await firstAnswered;
          channels = { ...channels, ...(body as Partial<IdeaProperty>) };
          return { body: channels };
        },
      }),
    );
    const { user } = renderApp(`/tool/idea-garage/idea/${ID}`);
    const group = await screen.findByRole('group', { name: 'Channels' });

    await user.click(within(group).getByRole('checkbox', { name: 'Ads' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Events' }));
    const ticked = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked);
    expect(ticked()).toEqual([true, false, true]);

    answerFirst();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { value: ['Ads'] },
        { value: ['Ads', 'Events'] },
      ]),
    );
    await waitFor(() => expect(channels.value).toEqual(['Ads', 'Events']));
    expect(ticked()).toEqual([true, false, true]);
  });
});
