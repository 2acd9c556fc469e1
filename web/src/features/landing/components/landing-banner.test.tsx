import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LandingBanner } from './landing-banner';

it('names the sharer on a shared link', () => {
  render(<LandingBanner variant="shared-link" sharerName="Grace Hopper" />);
  expect(
    screen.getByText(
      "You're viewing this via a shared link from Grace Hopper. Sign in to comment, add ideas, or explore more features",
    ),
  ).toBeInTheDocument();
});

it('has no dismiss button when dismissal is not allowed', () => {
  render(<LandingBanner variant="general" isDismissible={false} />);
  expect(screen.getByText('Welcome to Founder Toolkit!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Dismiss banner' })).not.toBeInTheDocument();
});
