import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { FormField } from '@/components/ui/form-field';
import { goToField } from '@/lib/go-to-field';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is not there yet and offers the first steps, the first one leading, by keyboard too', async () => {
    const importStatement = vi.fn();
    const addFirst = vi.fn();
    render(
      <EmptyState
        title="No transactions yet"
        description="Your books show here."
        actions={[
          { label: 'Import a bank statement', onClick: importStatement },
          { label: 'Add your first transaction', onClick: addFirst },
        ]}
      />,
    );
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText('Your books show here.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Import a bank statement',
      'Add your first transaction',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(importStatement).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first transaction' }));
    expect(addFirst).toHaveBeenCalledOnce();
  });

  it('offers Try a sample only where the tool has one', async () => {
    const trySample = vi.fn();
    const { rerender } = render(<EmptyState title="Nothing" description="Yet." actions={[]} />);
    expect(screen.queryByRole('button', { name: 'Try a sample' })).not.toBeInTheDocument();
    rerender(<EmptyState title="Nothing" description="Yet." actions={[]} onTrySample={trySample} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try a sample' }));
    expect(trySample).toHaveBeenCalledOnce();
  });

  it("says Try a sample in the page's language", async () => {
    render(
      <IntlProvider locale="fr" defaultLocale="en" messages={await loadMessages('fr')}>
        <EmptyState title="Rien" description="Pas encore." actions={[]} onTrySample={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Essayer un exemple' })).toBeInTheDocument();
  });

  it('leads to a field by its label (goToField), the first step of a form', async () => {
    render(
      <>
        <FormField label="Market name" />
        <EmptyState
          title="Nothing"
          description="Yet."
          actions={[{ label: 'Name your market', onClick: () => goToField('Market name') }]}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name your market' }));
    expect(screen.getByLabelText('Market name')).toHaveFocus();
  });
});
