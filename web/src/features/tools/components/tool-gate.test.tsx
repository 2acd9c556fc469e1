import { findTool, type Tool } from '@core/tools/tool-catalogue';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ToolGate } from './tool-gate';

const tool = findTool('equity-split') as Tool;

const renderGate = (sharedContent?: string) => {
  const onSignIn = vi.fn();
  const onCreateAccount = vi.fn();
  render(<ToolGate tool={tool} onSignIn={onSignIn} onCreateAccount={onCreateAccount} sharedContent={sharedContent} />);
  return { onSignIn, onCreateAccount, user: userEvent.setup() };
};

it("shows the tool's name with a Login Required badge, its description and the spec's texts", () => {
  renderGate();
  expect(screen.getByRole('heading', { level: 1, name: tool.name })).toBeInTheDocument();
  expect(screen.getByText('Login Required')).toBeInTheDocument();
  expect(screen.getByText(tool.description)).toBeInTheDocument();
  expect(
    screen.getByText('This tool requires an account to access. Sign in to unlock all features and save your work.'),
  ).toBeInTheDocument();
  expect(screen.getByText('You can see this tool but need to sign in to use it')).toBeInTheDocument();
});

it('calls onSignIn and onCreateAccount from its buttons', async () => {
  const { onSignIn, onCreateAccount, user } = renderGate();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(onSignIn).toHaveBeenCalledTimes(1);
  expect(onCreateAccount).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(onCreateAccount).toHaveBeenCalledTimes(1);
});

it('shows a faded preview that cannot be used, labelled Preview Mode', () => {
  renderGate();
  const region = screen.getByRole('region', { name: 'Preview Mode - Sign In to Interact' });
  const preview = screen.getByTestId('tool-preview');
  expect(region).toContainElement(preview);
  expect(preview).toHaveAttribute('inert');
  expect(preview).toHaveAttribute('aria-hidden', 'true');
  expect(preview).toHaveClass('opacity-50');
});

it('shows shared content, when given, above the buttons', () => {
  renderGate('Shared Content Available');
  const shared = screen.getByText('Shared Content Available');
  const signIn = screen.getByRole('button', { name: 'Sign In' });
  expect(shared.compareDocumentPosition(signIn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
