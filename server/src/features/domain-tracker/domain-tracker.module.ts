import { availabilityQuerySchema } from '@core/domains/domain-name';
import { trackDomainInputSchema } from '@core/tools/domain-tracker/tracked-domains';
import { defineServerToolModule } from '../../tool-module/server-tool-module';
import { domainAvailableKind, domainExpiringKind } from './mail/tracked-domain-kinds';
import { domainTrackerData } from './domain-tracker-data';
import { domainRecheckJob } from './domain-recheck-job';
import { domainTrackerRoutes } from './domain-tracker.routes';
import { trackedDomains } from './domain-tracker.tables';
import { domainsRoutes } from './domains.routes';

/** The Domain Tracker (ADR 0055) and the availability check it shares with the Brand Name Suggester (ADR 0052). */
export const domainTrackerModule = defineServerToolModule({
  id: 'domain-tracker',
  routes: {
    '/domains': ({ domainLookup, readSession }) => domainsRoutes(domainLookup, readSession),
    '/domain-tracker': ({ db, domainLookup, notifier, readSession }) =>
      domainTrackerRoutes({ db, lookUp: domainLookup, notifier }, readSession),
  },
  jobs: ({ db, domainLookup, notifier }) => [domainRecheckJob(db, domainLookup, notifier)],
  data: domainTrackerData,
  notificationKinds: [domainAvailableKind, domainExpiringKind],
  fuzz: {
    routes: [
      {
        method: 'GET',
        route: '/api/domains/availability',
        query: availabilityQuerySchema,
        fields: { name: 'domainName' },
      },
      { method: 'GET', route: '/api/domain-tracker' },
      { method: 'POST', route: '/api/domain-tracker', body: trackDomainInputSchema, fields: { name: 'domainName' } },
      { method: 'POST', route: '/api/domain-tracker/:id/check', params: { id: 'trackedDomain' } },
      { method: 'DELETE', route: '/api/domain-tracker/:id', params: { id: 'trackedDomain' } },
    ],
    // No registry answers the fuzzer: the domain is 'unknown'.
    seed: async ({ send }) => {
      const { domain } = await send<{ domain: { id: string } }>('/api/domain-tracker', { name: 'fuzz-founder.com' });
      return { trackedDomain: [domain.id] };
    },
    tables: [trackedDomains],
  },
});
