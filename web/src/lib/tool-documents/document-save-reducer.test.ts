import { describe, expect, it } from 'vitest';
import {
  documentSaveReducer,
  initialSaveState,
  isHeld,
  type DocumentSaveEvent,
  type DocumentSaveState,
} from './document-save-reducer';

const run = (events: DocumentSaveEvent[], from: DocumentSaveState = initialSaveState('')) =>
  events.reduce(documentSaveReducer, from);

describe('documentSaveReducer', () => {
  it('starts with the open document’s name and nothing said or held', () => {
    expect(initialSaveState('Seed')).toEqual({
      name: 'Seed',
      isNamed: true,
      nameError: null,
      formError: null,
      status: '',
      heldAt: null,
      isConflict: false,
    });
  });

  it('takes the name as typed, and says one thing at a time', () => {
    const state = run([
      { type: 'named', name: 'Plan' },
      { type: 'told', told: { nameError: 'Taken', formError: 'Fix it' } },
      { type: 'told', told: { status: "Deleted 'Old plan'" } },
    ]);
    expect(state).toMatchObject({ name: 'Plan', nameError: null, formError: null, status: "Deleted 'Old plan'" });
  });

  it('after a save, takes the saved name unless another was typed meanwhile, and forgets a hold and what was said', () => {
    const held = run([
      { type: 'named', name: ' Plan ' },
      { type: 'saveFailed', work: 'w1', failure: 'other', message: 'Could not save' },
    ]);
    expect(run([{ type: 'saved', sentName: ' Plan ', savedName: 'Plan' }], held)).toEqual(initialSaveState('Plan'));
    const retyped = run(
      [
        { type: 'named', name: 'Plan B' },
        { type: 'saved', sentName: ' Plan ', savedName: 'Plan' },
      ],
      held,
    );
    expect(retyped.name).toBe('Plan B');
  });

  it('holds the work a save failed on, saying why by the name field or the form', () => {
    const taken = run([{ type: 'saveFailed', work: 'w1', failure: 'nameTaken', message: 'That name is taken.' }]);
    expect(taken).toMatchObject({ nameError: 'That name is taken.', formError: null, heldAt: 'w1', isConflict: false });
    expect([isHeld(taken, 'w1'), isHeld(taken, 'w2')]).toEqual([true, false]);
    const failed = run([{ type: 'saveFailed', work: 'w1', failure: 'gone', message: 'This plan no longer exists.' }]);
    expect(failed).toMatchObject({
      nameError: null,
      formError: 'This plan no longer exists.',
      heldAt: 'w1',
      isConflict: false,
    });
  });

  it('never saves by itself over a document saved elsewhere, whatever changes, until another is loaded or it is saved', () => {
    const conflict = run([
      { type: 'saveFailed', work: 'w1', failure: 'conflict', message: 'Changed since you opened it.' },
    ]);
    expect([isHeld(conflict, 'w1'), isHeld(conflict, 'w2')]).toEqual([true, true]);
    const stillConflict = run(
      [{ type: 'saveFailed', work: 'w2', failure: 'other', message: 'Could not save' }],
      conflict,
    );
    expect(stillConflict.isConflict).toBe(true);
    expect(isHeld(run([{ type: 'loaded', name: 'Other' }], conflict), 'w2')).toBe(false);
    expect(isHeld(run([{ type: 'saved', sentName: '', savedName: 'Plan' }], conflict), 'w2')).toBe(false);
  });

  it('holds the work of a document deleted while open until it changes; loading another forgets it and keeps what was said', () => {
    const deleted = run([
      { type: 'told', told: { status: "Deleted 'Plan'" } },
      { type: 'openDeleted', work: 'w1' },
    ]);
    expect([isHeld(deleted, 'w1'), isHeld(deleted, 'w2'), deleted.status]).toEqual([true, false, "Deleted 'Plan'"]);
    expect(run([{ type: 'loaded', name: 'Seed' }], deleted)).toEqual({
      ...initialSaveState('Seed'),
      status: "Deleted 'Plan'",
    });
  });
});
