import type { TrackedDomainView } from '@core/tools/domain-tracker/tracked-domains';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { DomainTracker } from './domain-tracker';

const DAY = 24 * 60 * 60 * 1000;
const domain = (name: string, changes: Partial<TrackedDomainView> = {}): TrackedDomainView => ({
  id: `id-${name}`,
  name,
  status: 'registered',
  expiresAt: '2099-03-14T04:00:00.000Z',
  registrar: 'Example Registrar, Inc.',
  lastCheckedAt: '2026-11-27T03:15:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

function setup(table: Parameters<typeof fakeApi>[0] = {}, tracked: TrackedDomainView[] = [], path = '/') {
  let list = tracked;
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    'GET /api/domain-tracker': () => ({ body: { domains: list } }),
    ...table,
  });
  const setList = (next: TrackedDomainView[]) => void (list = next);
  return { calls, setList, ...renderRoutes([{ path: '/', Component: DomainTracker }], path, { strict: true }) };
}
const article = (name: string) => within(screen.getByRole('article', { name }));

describe('Domain Tracker', () => {
  it('lists tracked domains with their badges, expiry, registrar and last check', async () => {
    // Ends in 10 days: within 30, so Expiring.
    const soon = new Date(Date.now() + 10 * DAY).toISOString();
    setup({}, [
      domain('taken.com'),
      domain('soon.com', { expiresAt: soon }),
      domain('free.com', { status: 'available', expiresAt: null, registrar: null }),
      domain('founder.xyz', { status: 'unknown', expiresAt: null, registrar: null, lastCheckedAt: null }),
    ]);
    expect(await screen.findByRole('article', { name: 'taken.com' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Domain Tracker' })).toBeInTheDocument();
    expect(article('taken.com').getByText('Taken')).toBeInTheDocument();
    expect(article('taken.com').getByText('Expires Mar 14, 2099')).toBeInTheDocument();
    expect(article('taken.com').getByText('Example Registrar, Inc.')).toBeInTheDocument();
    expect(article('taken.com').getByText(/^Last checked Nov 27, 2026/)).toBeInTheDocument();
    expect(article('soon.com').getByText('Expiring')).toBeInTheDocument();
    expect(article('free.com').getByText('Available')).toBeInTheDocument();
    expect(article('free.com').queryByText(/^Expires/)).not.toBeInTheDocument();
    expect(article('founder.xyz').getByText('Unknown')).toBeInTheDocument();
    expect(article('founder.xyz').getByText('Not checked yet: its registry did not answer')).toBeInTheDocument();
  });

  it('says so when no domain is tracked, and suggests nothing before a search', async () => {
    setup();
    expect(
      await screen.findByText(
        'You are not tracking any domains yet. Track one and you will hear when it becomes free or is about to expire.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Check a domain to see names like it here.')).toBeInTheDocument();
  });

  it('checks availability: a name that is not a domain is refused by the field, a taken one says until when and with whom', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { user, calls } = setup({
      'GET /api/domains/availability': () => new Promise((resolve) => (answer = resolve)),
    });
    const field = await screen.findByLabelText('Domain name');
    await user.type(field, 'founder');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByText('Enter a domain name like example.com')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path === '/api/domains/availability')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Taken.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/api/domains/availability')?.query).toEqual({ name: ['taken.com'] });
    answer({
      body: {
        name: 'taken.com',
        status: 'registered',
        expiresAt: '2027-03-14T04:00:00.000Z',
        registrar: 'Example Registrar, Inc.',
      },
    });
    expect(await screen.findByText('Registered with Example Registrar, Inc. until Mar 14, 2027.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Availability' })).toBeEnabled();
    expect(screen.queryByText('Enter a domain name like example.com')).not.toBeInTheDocument();

    const suggestions = within(screen.getByRole('region', { name: 'Suggested Domains' }));
    expect(suggestions.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'taken.io',
      'taken.ai',
      'taken.co',
      'taken.in',
      'taken.app',
      'gettaken.com',
      'takenhq.com',
      'trytaken.com',
    ]);
  });

  it('shows the API’s refusal of a name by the field, and a free name as available', async () => {
    const { user } = setup({
      'GET /api/domains/availability': ({ query }) =>
        query.name?.[0] === 'free.com'
          ? { body: { name: 'free.com', status: 'available' } }
          : {
              status: 422,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'A domain name must be at most 253 characters',
                  issues: [{ path: 'name', message: 'A domain name must be at most 253 characters' }],
                },
              },
            },
    });
    await user.type(await screen.findByLabelText('Domain name'), 'free.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText('free.com is free to register.')).toBeInTheDocument();
    expect(screen.getByRole('search').parentElement!.querySelector('[role="status"]')).toHaveTextContent('Available');
    await user.clear(screen.getByLabelText('Domain name'));
    await user.type(screen.getByLabelText('Domain name'), 'other.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText('A domain name must be at most 253 characters')).toBeInTheDocument();
  });

  it('checks a suggestion on demand and tracks it: the list shows it, and its Track says Tracked', async () => {
    const { user, calls, setList } = setup({
      'GET /api/domains/availability': ({ query }) =>
        query.name?.[0] === 'founder.com'
          ? { body: { name: 'founder.com', status: 'available' } }
          : { body: { name: query.name?.[0], status: 'unknown', message: 'Cannot check .io domains' } },
      'POST /api/domain-tracker': ({ body }) => {
        const name = (body as { name: string }).name;
        setList([domain(name, { status: 'unknown', expiresAt: null, registrar: null, lastCheckedAt: null })]);
        return { status: 201, body: { domain: domain(name), message: 'Cannot check .io domains' } };
      },
    });
    await user.type(await screen.findByLabelText('Domain name'), 'founder.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    const io = within(await screen.findByRole('listitem', { name: 'founder.io' }));
    await user.click(io.getByRole('button', { name: 'Check founder.io' }));
    expect(await io.findByText('Cannot check .io domains')).toBeInTheDocument();
    await user.click(io.getByRole('button', { name: 'Track founder.io' }));
    expect(await screen.findByRole('article', { name: 'founder.io' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'founder.io' }]);
    expect(io.getByRole('button', { name: 'Tracked' })).toBeDisabled();
  });

  it('refuses an emoji name by IDNA2008, asking nothing of the API', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('Domain name'), 'i❤.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    // U+2764 HEAVY BLACK HEART is DISALLOWED in Unicode's IDNA2008 table (RFC 5892 §3).
    expect(screen.getByText('A domain name cannot contain “❤” (U+2764)')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/domains/availability')).toEqual([]);
  });

  it('suggests names like an international one in Unicode, its xn-- form beside, and tracks that form', async () => {
    // münchen.com is xn--mnchen-3ya.com (RFC 3492's algorithm; hand-worked in core's domain-suggestions.test.ts,
    // with getmünchen.com = xn--getmnchen-t9a.com).
    const { user, calls, setList } = setup({
      'GET /api/domains/availability': () => ({ body: { name: 'xn--mnchen-3ya.com', status: 'available' } }),
      'POST /api/domain-tracker': ({ body }) => {
        const name = (body as { name: string }).name;
        setList([domain(name)]);
        return { status: 201, body: { domain: domain(name) } };
      },
    });
    await user.type(await screen.findByLabelText('Domain name'), 'München.com');
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(await screen.findByText('münchen.com is free to register.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/domains/availability')?.query).toEqual({
      name: ['xn--mnchen-3ya.com'],
    });
    const get = within(screen.getByRole('listitem', { name: 'getmünchen.com' }));
    expect(get.getByText('(xn--getmnchen-t9a.com)')).toBeInTheDocument();
    expect(screen.queryByText(/getxn--/)).not.toBeInTheDocument();
    await user.click(get.getByRole('button', { name: 'Track getmünchen.com' }));
    expect(await screen.findByRole('article', { name: 'getmünchen.com' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'xn--getmnchen-t9a.com' },
    ]);
  });

  it('re-checks a tracked domain with Check, and stops tracking it with Remove', async () => {
    const { user, calls, setList } = setup(
      {
        'POST /api/domain-tracker/id-taken.com/check': () => {
          setList([domain('taken.com', { status: 'available', expiresAt: null, registrar: null })]);
          return { body: { domain: domain('taken.com', { status: 'available' }) } };
        },
        'DELETE /api/domain-tracker/id-taken.com': () => {
          setList([]);
          return { status: 204, body: null };
        },
      },
      [domain('taken.com')],
    );
    await screen.findByRole('article', { name: 'taken.com' });
    await user.click(article('taken.com').getByRole('button', { name: 'Check taken.com again' }));
    expect(await article('taken.com').findByText('Available')).toBeInTheDocument();
    await user.click(article('taken.com').getByRole('button', { name: 'Stop tracking taken.com' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'taken.com' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/domain-tracker/id-taken.com/check',
      'DELETE /api/domain-tracker/id-taken.com',
    ]);
  });

  it('tracks ?track=<domain> once on arrival and takes it out of the address', async () => {
    const { calls, setList, history } = setup(
      {
        'POST /api/domain-tracker': () => {
          setList([domain('brandly.com')]);
          return { status: 201, body: { domain: domain('brandly.com') } };
        },
      },
      [],
      '/?track=brandly.com',
    );
    expect(await screen.findByRole('article', { name: 'brandly.com' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'brandly.com' }]);
    expect(history.location.search).toBe('');
  });

  it('shows the domain ?track= tracked even when the page’s first read of the list answers after the track', async () => {
    // The first read leaves before the track and answers after it, with the list as it was: the page asks again.
    let trackedSaved = () => {};
    const saved = new Promise<void>((resolve) => (trackedSaved = resolve));
    let reads = 0;
    setup(
      {
        'GET /api/domain-tracker': async () => {
          reads += 1;
          if (reads > 1) return { body: { domains: [domain('brandly.com')] } };
          await saved;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { body: { domains: [] } };
        },
        'POST /api/domain-tracker': () => {
          trackedSaved();
          return { status: 201, body: { domain: domain('brandly.com') } };
        },
      },
      [],
      '/?track=brandly.com',
    );
    expect(await screen.findByRole('article', { name: 'brandly.com' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
