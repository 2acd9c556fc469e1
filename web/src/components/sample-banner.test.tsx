import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { SampleBanner } from './sample-banner';

describe('SampleBanner', () => {
  it('marks the page as a sample and removes it in one click', async () => {
    const remove = vi.fn();
    render(<SampleBanner onRemove={remove} />);
    const banner = screen.getByRole('note', { name: 'Sample' });
    expect(banner).toHaveTextContent(
      'SampleThis is a sample: invented figures to show how the tool works, not yours.Remove sample',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Remove sample' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it("speaks the page's language", async () => {
    render(
      <IntlProvider locale="de" defaultLocale="en" messages={await loadMessages('de')}>
        <SampleBanner onRemove={() => undefined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('note', { name: 'Beispiel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beispiel entfernen' })).toBeInTheDocument();
  });
});
