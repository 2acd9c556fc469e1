import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const GATED_TOOLS = [
  'Equity Calculator',
  'Investor Directory',
  'Market Research Agent',
  'Competitor Analysis',
  'Pitch Maker',
  'Financial Models',
];

const renderLanding = async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Founder Toolkit' });
  return view;
};

describe('the logged-out landing', () => {
  it('has the public sidebar: Explore with Idea Garage, Premium Tools, Sign In and Get Started', async () => {
    await renderLanding();
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    const ideaGarage = within(explore).getByRole('link', { name: /Idea Garage/ });
    expect(ideaGarage).toHaveAttribute('href', '/tool/idea-garage');
    expect(within(ideaGarage).getByText('Public')).toBeInTheDocument();

    const promo = screen.getByRole('region', { name: 'Premium Tools' });
    for (const name of ['Equity Calculator', 'Investor Directory', 'Market Research Agent', '+ 22 more tools']) {
      expect(within(promo).getByText(name)).toBeInTheDocument();
    }
    expect(within(promo).getByRole('button', { name: 'Unlock All Tools' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('has the hero, the three feature cards and a closing call to action', async () => {
    await renderLanding();
    expect(
      screen.getByText('The all-in-one platform for startup founders to ideate, validate, and grow'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Public Ideas' })).toHaveAttribute('href', '/tool/idea-garage');
    for (const title of ['Idea Management', 'Collaboration', 'Founder Tools']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Your next big idea deserves a home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Building for Free' })).toBeInTheDocument();
  });

  it('lists the six gated tools, each marked with a dot titled Login required', async () => {
    await renderLanding();
    for (const name of GATED_TOOLS) {
      const button = screen.getByRole('button', { name: `${name} Login required` });
      expect(within(button).getByTitle('Login required')).toBeInTheDocument();
    }
  });

  it('shows the welcome banner, which can be dismissed', async () => {
    const { user } = await renderLanding();
    const banner = screen.getByRole('region', { name: 'Welcome to Founder Toolkit!' });
    expect(
      within(banner).getByText('Join thousands of founders organizing and sharing their ideas'),
    ).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Dismiss banner' }));
    expect(screen.queryByText('Join thousands of founders organizing and sharing their ideas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss banner' })).not.toBeInTheDocument();
  });
});

describe('the ways in', () => {
  it('a gated tool name says to sign in and opens the sign-in dialog', async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Pitch Maker Login required' }));
    expect(await screen.findByText('Sign in to access this tool and unlock all features')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Founder Toolkit' });
    expect(await within(dialog).findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Sign In opens the dialog on the sign-in tab', async () => {
    const { user } = await renderLanding();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Founder Toolkit' });
    expect(await within(dialog).findByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['Get Started', 'Get Started Free', 'Unlock All Tools', 'Start Building for Free'])(
    '%s opens the dialog on the sign-up tab',
    async (name) => {
      const { user } = await renderLanding();
      await user.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name: 'Welcome to Founder Toolkit' });
      expect(await within(dialog).findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    },
  );

  it('the small-screen menu button says whether the menu is open', async () => {
    const { user } = await renderLanding();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toHaveClass('flex'));
  });
});
