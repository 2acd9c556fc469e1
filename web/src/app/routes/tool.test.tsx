import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const TOKEN = 'T'.repeat(43);
const validLink = () => ({
  body: {
    ideaId: 'i',
    sharedBy: 'Ada Lovelace',
    accessType: 'view',
    message: '',
    expiresAt: null,
    pageIds: null,
    passwordRequired: false,
  },
});
const noScenario = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Invalid or expired link' } } });
const visitor = (link: () => { status?: number; body: unknown }) =>
  fakeApi({
    'GET /api/auth/get-session': sessionOf(null),
    [`GET /api/links/${TOKEN}`]: link,
    [`GET /api/tools/equity-split/shared/${TOKEN}`]: noScenario,
  });

describe("the tool gate with a shared link (§4's rule)", () => {
  it('lets a visitor with a valid link into a tool that allows shared access (equity-split)', async () => {
    visitor(validLink);
    renderApp(`/tool/equity-split?share=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Equity Calculator' })).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it("keeps the gate of a tool without shared access (cofounder-fit), with the 'Shared Content Available' box", async () => {
    visitor(validLink);
    renderApp(`/tool/cofounder-fit?share=${TOKEN}`);
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Shared Content Available')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ada Lovelace shared content with you. Sign in to access this tool and save shared content to your account',
      ),
    ).toBeInTheDocument();
  });

  it("lets a visitor with a saved scenario's read-only link into the equity calculator, showing the scenario", async () => {
    const founder = {
      id: 'a',
      name: 'Ada',
      role: 'CEO',
      contribution: 50,
      commitment: 100,
      experience: 50,
      vesting: { totalMonths: 48, cliffMonths: 12 },
    };
    const scenario = {
      name: 'Seed split',
      data: { founders: [founder] },
      sharedBy: 'Ada Lovelace',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/links/${TOKEN}`]: noScenario,
      [`GET /api/tools/equity-split/shared/${TOKEN}`]: () => ({ body: scenario }),
    });
    renderApp(`/tool/equity-split?share=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seed split' })).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it("lets a visitor with a finance scenario's read-only link in, though the tool allows no idea links", async () => {
    const model = {
      currency: 'USD',
      months: 12,
      startingCash: 1000,
      costOfRevenuePercent: 0,
      streams: [],
      headcount: [],
      expenses: [],
      funding: [],
    };
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/tools/finance-model-creator/shared/${TOKEN}`]: () => ({
        body: { name: 'Lean year', data: model, sharedBy: 'Ada Lovelace', updatedAt: '2026-11-20T10:00:00.000Z' },
      }),
    });
    renderApp(`/tool/finance-model-creator?share=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lean year' })).toBeInTheDocument();
    expect(screen.getByText('Shared finance scenario · read-only')).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
  });

  it("says 'Invalid or expired link' on the gate when the link opens nothing (a scenario's link, stopped)", async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/tools/finance-model-creator/shared/${TOKEN}`]: noScenario,
      [`GET /api/links/${TOKEN}`]: noScenario,
    });
    renderApp(`/tool/finance-model-creator?share=${TOKEN}`);
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.queryByText('Shared Content Available')).not.toBeInTheDocument();
  });

  it("keeps the gate as it is, without the box, for an idea's expired link", async () => {
    visitor(() => ({ status: 410, body: { error: { code: 'GONE', message: 'Link has expired' } } }));
    renderApp(`/tool/equity-split?share=${TOKEN}`);
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.queryByText('Shared Content Available')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
