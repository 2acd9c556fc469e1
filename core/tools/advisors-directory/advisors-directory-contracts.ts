import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { advisorsDirectoryExportSchema, importedAdvisorsDirectorySchema } from './advisors-directory-account-part';

/** The Advisors Directory, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const advisorsDirectoryContracts = defineToolContracts({
  id: 'advisors-directory',
  notificationKinds: [
    {
      // A founder asked the advisor for an intro (the founder is the actor, by their public name).
      kind: 'advisor_intro_requested',
      sentence: defineMessage({
        id: 'notifications.item.advisorIntroRequested',
        defaultMessage: '{actorName} asked you for an intro',
      }),
    },
    {
      // The advisor accepted the founder's request (the advisor is the actor).
      kind: 'advisor_intro_accepted',
      sentence: defineMessage({
        id: 'notifications.item.advisorIntroAccepted',
        defaultMessage: '{actorName} accepted your intro request',
      }),
    },
    {
      // The advisor declined the founder's request.
      kind: 'advisor_intro_declined',
      sentence: defineMessage({
        id: 'notifications.item.advisorIntroDeclined',
        defaultMessage: '{actorName} is not able to take your intro request',
      }),
    },
  ],
  accountPart: {
    key: 'advisorsDirectory',
    export: advisorsDirectoryExportSchema,
    import: importedAdvisorsDirectorySchema,
    tallies: {
      advisorProfiles: defineMessage({
        id: 'account.importReport.advisorProfiles',
        defaultMessage: '{count, plural, one {{count} advisor profile} other {{count} advisor profiles}}',
      }),
    },
    // Intro requests involve another account: counted, never restored.
    notRestored: {
      introRequests: defineMessage({
        id: 'account.importReport.introRequests',
        defaultMessage: '{count, plural, one {{count} advisor intro request} other {{count} advisor intro requests}}',
      }),
    },
    lists: {
      expertise: {
        item: defineMessage({ id: 'account.importPlace.expertiseTag', defaultMessage: 'expertise {number}' }),
        list: defineMessage({ id: 'account.importPlace.expertise', defaultMessage: 'expertise' }),
      },
      industries: {
        item: defineMessage({ id: 'account.importPlace.industry', defaultMessage: 'industry {number}' }),
        list: defineMessage({ id: 'account.importPlace.industries', defaultMessage: 'industries' }),
      },
      openTo: {
        item: defineMessage({ id: 'account.importPlace.openToChoice', defaultMessage: '‘open to’ choice {number}' }),
        list: defineMessage({ id: 'account.importPlace.openTo', defaultMessage: '‘open to’ choices' }),
      },
    },
  },
});
