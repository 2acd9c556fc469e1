import { DEFAULT_CARD_DISPLAY, type CardDisplay } from '@core/preferences/preferences-contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { CardSettingsDialog } from './card-settings-dialog';

const LABELS = [
  'Show title',
  'Show description',
  'Show idea score',
  'Show why now',
  'Show cost to validate',
  'Show comments',
  'Show pin option',
  'Show tags',
];

/** The dialog as a board would hold it: opened by a button, saving into its own state. */
function Board({ initial, onSave }: { initial: CardDisplay; onSave: (next: CardDisplay) => void }) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Card settings
      </button>
      <CardSettingsDialog
        open={open}
        onOpenChange={setOpen}
        value={value}
        onSave={(next) => {
          onSave(next);
          setValue(next);
        }}
      />
    </>
  );
}

const renderBoard = (initial: CardDisplay = DEFAULT_CARD_DISPLAY) => {
  const onSave = vi.fn<(next: CardDisplay) => void>();
  render(<Board initial={initial} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
};

const switchFor = (label: string) => screen.getByRole('switch', { name: label });
const checkedStates = () => LABELS.map((label) => switchFor(label).getAttribute('aria-checked') === 'true');

it('lists one switch per setting, in order, showing the saved value', () => {
  renderBoard({ ...DEFAULT_CARD_DISPLAY, showWhyNow: false });
  const dialog = screen.getByRole('dialog', { name: 'Card Display Settings' });
  const switches = within(dialog).getAllByRole('switch') as HTMLButtonElement[];
  expect(switches.map((element) => element.labels[0]?.textContent)).toEqual(LABELS);
  expect(checkedStates()).toEqual([true, true, true, false, true, true, true, true]);
});

it('saves the toggled settings and closes', async () => {
  const { onSave, user } = renderBoard();
  await user.click(switchFor('Show idea score'));
  await user.click(switchFor('Show tags'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_CARD_DISPLAY, showIdeaScore: false, showTags: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('discards the changes on Cancel, and starts from the saved value when opened again', async () => {
  const { onSave, user } = renderBoard({ ...DEFAULT_CARD_DISPLAY, showComments: false });
  await user.click(switchFor('Show title'));
  await user.click(switchFor('Show comments'));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Card settings' }));
  expect(checkedStates()).toEqual([true, true, true, true, true, false, true, true]);
});

it('resets every setting to shown, saved only on Save', async () => {
  const { onSave, user } = renderBoard({ ...DEFAULT_CARD_DISPLAY, showTitle: false, showPinOption: false });
  await user.click(switchFor('Show description'));
  await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
  expect(checkedStates()).toEqual(LABELS.map(() => true));
  expect(onSave).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledExactlyOnceWith(DEFAULT_CARD_DISPLAY);
});

it('opens again on what was last saved', async () => {
  const { user } = renderBoard();
  await user.click(switchFor('Show cost to validate'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: 'Card settings' }));
  expect(checkedStates()).toEqual([true, true, true, true, false, true, true, true]);
});
