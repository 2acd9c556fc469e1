/** A message core declares for others to say: the web in its page's language (`t`), core and the server in English (`say`). */
export type CoreMessage<Id extends string = string> = { id: Id; defaultMessage: string };

/**
 * Declares a message that is said later, elsewhere (a notification's sentence: the inbox, a push). The name is
 * react-intl's on purpose: `npm run i18n:extract` collects every `defineMessage` call into the web's catalogs, and
 * the id stays a literal, so the web's `t` takes it as one of its catalogs' ids.
 */
export const defineMessage = <const Id extends string>(message: CoreMessage<Id>): CoreMessage<Id> => message;
