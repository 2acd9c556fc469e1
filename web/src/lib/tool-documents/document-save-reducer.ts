/** What the page tells the user after an action, kept apart: about the name field, or about the rest. */
export type Told = { status?: string; nameError?: string | null; formError?: string | null };

/** Why a save failed, as the page handles it. */
export type SaveFailure = 'nameTaken' | 'gone' | 'conflict' | 'other';

/**
 * Where a tool's document stands with its saves: the name as typed (the name is part of the work), what was said
 * last, the work as it was when a save of it failed or its document was deleted (not saved by itself until it
 * changes), and whether the open document was saved elsewhere since it was opened (never saved over by itself).
 */
export type DocumentSaveState = {
  name: string;
  /** Whether `name` is the user's: typed, or the saved document's. A new document untouched has its default name. */
  isNamed: boolean;
  nameError: string | null;
  formError: string | null;
  status: string;
  heldAt: string | null;
  isConflict: boolean;
};

export type DocumentSaveEvent =
  | { type: 'named'; name: string }
  | { type: 'told'; told: Told }
  /** The work on the page was replaced by a document opened (its name) or a new one (''). */
  | { type: 'loaded'; name: string }
  /** A save of `sentName` (the default name, if none was typed) came back saved as `savedName`; a name typed on meanwhile stays as typed. */
  | { type: 'saved'; sentName: string; savedName: string }
  /** A save of `work` failed; `message` says why, by the name field for a name taken. */
  | { type: 'saveFailed'; work: string; failure: SaveFailure; message: string }
  /** The open document was deleted: `work` stays on the page, unsaved, and does not save itself back unchanged. */
  | { type: 'openDeleted'; work: string };

const TOLD_NOTHING = { status: '', nameError: null, formError: null };

/** The state of a document on its page when it is first drawn: `name` is the open document's, or ''. */
export const initialSaveState = (name: string): DocumentSaveState => ({
  ...TOLD_NOTHING,
  name,
  isNamed: name !== '',
  heldAt: null,
  isConflict: false,
});

const told = ({ status, nameError, formError }: Told) => ({
  status: status ?? '',
  nameError: nameError ?? null,
  formError: formError ?? null,
});

/** The save state machine of a tool's document, as a pure function of the state and what happened. */
export function documentSaveReducer(state: DocumentSaveState, event: DocumentSaveEvent): DocumentSaveState {
  switch (event.type) {
    case 'named':
      return { ...state, name: event.name, isNamed: true };
    case 'told':
      return { ...state, ...told(event.told) };
    case 'loaded':
      return { ...state, name: event.name, isNamed: event.name !== '', heldAt: null, isConflict: false };
    case 'saved':
      return {
        ...state,
        ...TOLD_NOTHING,
        name: !state.isNamed || state.name === event.sentName ? event.savedName : state.name,
        heldAt: null,
        isConflict: false,
      };
    case 'saveFailed': {
      const held = { ...state, heldAt: event.work };
      if (event.failure === 'nameTaken') return { ...held, ...told({ nameError: event.message }) };
      return {
        ...held,
        ...told({ formError: event.message }),
        isConflict: state.isConflict || event.failure === 'conflict',
      };
    }
    case 'openDeleted':
      return { ...state, heldAt: event.work };
  }
}

/** Whether the work may not save itself as it stands: a save of it failed, or it was saved elsewhere meanwhile. */
export const isHeld = (state: DocumentSaveState, work: string) => state.isConflict || state.heldAt === work;
