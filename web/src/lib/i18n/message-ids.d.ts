import type en from './catalogs/en.json';

declare global {
  namespace FormatjsIntl {
    /** Every message id is one the code declares (catalogs/en.json, made by `npm run i18n:extract`). */
    interface Message {
      ids: keyof typeof en;
    }
  }
}
