import { describe, expect, it, vi } from 'vitest';
import { isToasterWanted, onToasterWanted, registerToaster, toast } from './toast';

/** A stand-in for sonner's toast that records what it is asked to show. */
function fakeSonner() {
  const shown: string[] = [];
  const record = (kind: string) => (message: unknown) => {
    shown.push(`${kind}: ${String(message)}`);
    return kind;
  };
  return {
    shown,
    fake: { success: record('success'), error: record('error'), info: record('info'), dismiss: vi.fn() },
  };
}

// One module-wide state, as in the app: the steps follow one another.
describe('toast', () => {
  it('asks for the toaster on the first toast, holds toasts until it is mounted, then shows them in order', () => {
    const wanted = vi.fn();
    const stop = onToasterWanted(wanted);
    expect(isToasterWanted()).toBe(false);
    toast.success('Saved');
    toast.error('Not saved', { id: 'save' });
    toast.info('Dropped');
    toast.dismiss('save');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(isToasterWanted()).toBe(true);
    stop();

    const { shown, fake } = fakeSonner();
    const unmount = registerToaster(fake);
    expect(shown).toEqual(['success: Saved', 'info: Dropped']);
    toast.error('Straight through');
    expect(shown.at(-1)).toBe('error: Straight through');

    // Unmounted (the page left), toasts wait for the next toaster again.
    unmount();
    toast.info('Later');
    expect(shown).toHaveLength(3);
    const next = fakeSonner();
    registerToaster(next.fake);
    expect(next.shown).toEqual(['info: Later']);

    // Sonner's store outlives its toaster and gives the next one what is still active: a dismissal made while no
    // toaster is mounted reaches it (and drops what waits).
    registerToaster(next.fake)();
    toast.info('Never shown');
    toast.dismiss();
    expect(next.fake.dismiss).toHaveBeenLastCalledWith(undefined);
    const third = fakeSonner();
    registerToaster(third.fake);
    expect(third.shown).toEqual([]);
  });
});
