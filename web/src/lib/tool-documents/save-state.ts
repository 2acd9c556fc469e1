/** Where the work on the page stands with its saved document, for the page to say (DocumentSaveStatus). */
export type SaveState = 'new' | 'saved' | 'saving' | 'unsaved' | 'notSaved' | 'nameToSave' | 'fixToSave';

type Standing = {
  isSaving: boolean;
  isDirty: boolean;
  isOpen: boolean;
  /** A save of this work failed, or it was saved elsewhere since it was opened: it will not save by itself. */
  isHeld: boolean;
  /** With Auto save on, a document that may save itself (saved before, or a tool whose new ones do)… */
  maySaveItself: boolean;
  /** …once it has a name and its fields are right. */
  hasName: boolean;
  hasData: boolean;
};

/** The save state of the work: saving, saved, or why it is not saved (yet). */
export function saveStateOf({
  isSaving,
  isDirty,
  isOpen,
  isHeld,
  maySaveItself,
  hasName,
  hasData,
}: Standing): SaveState {
  if (isSaving) return 'saving';
  if (!isDirty) return isOpen ? 'saved' : 'new';
  if (isHeld) return 'notSaved';
  if (!maySaveItself) return 'unsaved';
  if (!hasName) return 'nameToSave';
  return hasData ? 'unsaved' : 'fixToSave';
}
