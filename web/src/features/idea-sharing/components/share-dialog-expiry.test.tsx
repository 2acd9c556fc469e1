import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShareDialog } from '@/test/share-test-helpers';

describe('ShareDialog: expiry', () => {
  // Monday 2 June 2031, 09:05:42 where the tests run; no clock change falls in the 90 days after it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 5, 2, 9, 5, 42));
  });
  afterEach(() => vi.useRealTimers());

  /** The dialog on its settings step, with its expiry's parts (its company writes dates month first: the default). */
  async function expirySettings() {
    const dialog = renderShareDialog();
    await dialog.next();
    await dialog.next();
    const group = screen.getByRole('group', { name: 'Expires (optional)' });
    return {
      ...dialog,
      date: within(group).getByRole('textbox', { name: 'Date' }),
      time: within(group).getByLabelText('Time'),
    };
  }

  it.each([
    // 2 June and 7 days; and 30 (28 to 30 June, 2 more); and 90 (28 to 30 June, 31 of July, 31 of August).
    ['1 Week', '06/09/2031'],
    ['1 Month', '07/02/2031'],
    ['3 Months', '08/31/2031'],
  ])(
    'sets the expiry %s from now, to the minute, with a quick pick: %s 09:05; No expiry clears it',
    async (label, day) => {
      const { date, time, user, button } = await expirySettings();
      expect(date).toHaveValue('');
      expect(date).toHaveAttribute('placeholder', 'mm/dd/yyyy');
      expect(time).toHaveValue('');
      expect(screen.queryByRole('button', { name: 'No expiry' })).not.toBeInTheDocument();
      await user.click(within(screen.getByRole('group', { name: 'Expire in' })).getByRole('button', { name: label }));
      expect(date).toHaveValue(day);
      expect(time).toHaveValue('09:05');
      expect(button('Share Now')).toBeEnabled();
      await user.click(button('No expiry'));
      expect(date).toHaveValue('');
      expect(time).toHaveValue('');
    },
  );

  it('ends a day typed alone at its end; says by the field when the moment has passed, and holds Share Now', async () => {
    const { date, time, user, button } = await expirySettings();
    await user.type(date, '06/01/2031');
    expect(time).toHaveValue('23:59');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('This date and time have passed: choose a later one');
    expect(button('Share Now')).toBeDisabled();

    await user.clear(date);
    await user.type(date, '06/02/2031');
    expect(time).toHaveValue('23:59');
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(button('Share Now')).toBeEnabled();
    // Today before now, then the minute under way: passed; the next minute is to come.
    for (const [value, isPast] of [
      ['09:00', true],
      ['09:05', true],
      ['09:06', false],
    ] as const) {
      fireEvent.change(time, { target: { value } });
      expect(date).toHaveAccessibleDescription(isPast ? 'This date and time have passed: choose a later one' : '');
      expect(button('Share Now')).toHaveProperty('disabled', isPast);
    }
  });

  it("makes a time given first today's; asks for a time once it is cleared", async () => {
    const { date, time, button } = await expirySettings();
    fireEvent.change(time, { target: { value: '18:30' } });
    expect(date).toHaveValue('06/02/2031');
    expect(button('Share Now')).toBeEnabled();
    fireEvent.change(time, { target: { value: '' } });
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription('Enter a time, or choose No expiry');
    expect(button('Share Now')).toBeDisabled();
  });

  it('holds Share Now while the day typed is no day, and says why once the field is left', async () => {
    const { date, user, button } = await expirySettings();
    await user.type(date, '02/31/2032');
    expect(button('Share Now')).toBeDisabled();
    await user.tab();
    expect(date).toHaveAccessibleDescription('02/31/2032 is not a real date: check the day and the month (mm/dd/yyyy)');
    expect(button('Share Now')).toBeDisabled();
  });
});
