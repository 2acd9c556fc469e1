import { defineMessage } from '../../i18n/define-message';
import { defineToolContracts } from '../define-tool-contracts';
import { importedTrackedDomainsSchema, trackedDomainsExportSchema } from './domain-tracker-account-part';

/** The Domain Tracker, as shared core code composes it (core/tools/tool-contracts.ts, ADR 0067). */
export const domainTrackerContracts = defineToolContracts({
  id: 'domain-tracker',
  notificationKinds: [
    {
      // A tracked domain found free: the domain, and the day it was found free.
      kind: 'domain_available',
      sentence: defineMessage({
        id: 'notifications.item.domainAvailable',
        defaultMessage: '{subject} is available to register',
      }),
      dated: defineMessage({ id: 'notifications.item.domainFoundFree', defaultMessage: 'Found free on {date}' }),
    },
    {
      // A tracked domain's registration ending within 30 days: the domain, and its expiry date.
      kind: 'domain_expiring',
      sentence: defineMessage({ id: 'notifications.item.domainExpiring', defaultMessage: '{subject} expires soon' }),
      dated: defineMessage({ id: 'notifications.item.domainExpiresOn', defaultMessage: 'Expires {date}' }),
    },
  ],
  accountPart: {
    key: 'trackedDomains',
    export: trackedDomainsExportSchema,
    import: importedTrackedDomainsSchema,
    tallies: {
      trackedDomains: defineMessage({
        id: 'account.importReport.trackedDomains',
        defaultMessage: '{count, plural, one {{count} tracked domain} other {{count} tracked domains}}',
      }),
    },
    lists: {
      trackedDomains: {
        item: defineMessage({ id: 'account.importPlace.trackedDomain', defaultMessage: 'tracked domain {number}' }),
        list: defineMessage({ id: 'account.importPlace.trackedDomains', defaultMessage: 'tracked domains' }),
      },
    },
  },
});
