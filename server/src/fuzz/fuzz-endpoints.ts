import { DIRECTORY_ENDPOINTS } from './directory-endpoints';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInInputSchema,
  signUpRequestSchema,
} from '@core/auth/auth-contracts';
import { aiDraftRequestSchema } from '@core/ai/ai-drafts';
import { deleteAccountInputSchema } from '@core/account/delete-contracts';
import { accountImportSchema } from '@core/account/import-contracts';
import { liveStreamQuerySchema } from '@core/ideas/live-contracts';
import { inboxQuerySchema } from '@core/notifications/notification-contracts';
import { unsubscribeQuerySchema } from '@core/notifications/unsubscribe-contracts';
import { pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from '@core/notifications/push-contracts';
import {
  createPageInputSchema,
  movePageInputSchema,
  renamePageInputSchema,
  reorderInputSchema,
  saveContentInputSchema,
} from '@core/idea-page/page-contracts';
import {
  createPropertyInputSchema,
  PROPERTY_TYPES,
  propertyValueSchema,
  updatePropertyInputSchema,
} from '@core/idea-page/property-contracts';
import { createWidgetInputSchema, updateWidgetInputSchema, widgetDataSchemas } from '@core/idea-page/widget-contracts';
import {
  addCommentInputSchema,
  boardQuerySchema,
  commentsQuerySchema,
  createIdeaInputSchema,
  pinIdeaInputSchema,
  updateIdeaInputSchema,
} from '@core/ideas/idea-contracts';
import { shareInputSchema, unlockLinkInputSchema } from '@core/ideas/share-contracts';
import {
  saveCardDisplayInputSchema,
  savePinnedToolsInputSchema,
  updatePreferencesInputSchema,
} from '@core/preferences/preferences-contracts';
import { updateProfileInputSchema } from '@core/profile/profile-contracts';
import { equityScenarioDocuments, equityScenarioSchema } from '@core/tools/equity-split/equity-scenarios';
import { toolDocumentSaveSchema } from '@core/tools/tool-document-contracts';
import fc from 'fast-check';
import { z } from 'zod';
import { contractArbitrary } from './contract-arbitrary';
import type { FuzzRoute, FuzzValues, PlatformParamKind } from './fuzz-route';
import { richDocArbitrary } from './rich-content-arbitrary';
import { TOOL_MODULES } from '../tool-modules';

/** A route and what to send it: as a tool module declares it, with the fields' values drawn, and a path for a wildcard route. */
export type FuzzEndpoint<Kind extends string = string> = Omit<FuzzRoute<Kind>, 'fields'> & {
  /** The path to call when the route is a wildcard (better-auth's /api/auth/*). */
  path?: string;
  /** Better generators for fields a contract leaves open or checks on the server. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
};

const noUuids = { uuid: fc.uuid() };
const idea = { id: 'idea' } as const;
const ideaPage = { id: 'idea', pageId: 'page' } as const;
const link = { token: 'linkToken' } as const;
const tool = { toolId: 'tool' } as const;
const toolDocument = { toolId: 'tool', id: 'document' } as const;
/** The fixture's users' addresses (one in capitals) and one nobody has. */
const ourEmails = fc.constantFrom('owner@example.com', 'other@example.com', 'OWNER@example.com', 'nobody@example.com');
const email = fc.oneof(ourEmails, fc.emailAddress());
const password = fc.oneof(fc.constantFrom('correct horse', 'wrong horse'), fc.string({ maxLength: 20 }));
const propertyValue = fc.oneof(
  ...PROPERTY_TYPES.map((type) => contractArbitrary(propertyValueSchema(type, ['Idea', 'MVP']), noUuids)),
);
/** Days and months, real and not (30 Feb, month 13), and amounts with and without cents. */
const isoDay = fc.oneof(
  fc.constantFrom('2026-02-30', '2028-02-29', '2026-13-01'),
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10)),
);
/** Domain names real and not: IDNs, a URL, a bare word, an empty label, and the fuzzer's own. */
const domainName = fc.oneof(
  fc.domain(),
  fc.constantFrom('münchen.com', 'https://founder.com/', 'founder', 'a..com', '10.0.0.1'),
  fc.string(),
);
/** The values a tool module's fuzz routes and import fields name (FuzzValues). */
const VALUES: Record<FuzzValues, fc.Arbitrary<unknown>> = {
  isoDay,
  month: fc.oneof(
    fc.constantFrom('2026-13', '2026-00'),
    isoDay.map((day) => day.slice(0, 7)),
  ),
  amount: fc.oneof(
    fc.double({ min: -1, max: 2e12, noNaN: true }),
    fc.integer({ min: 0, max: 10_000_000 }).map((paise) => paise / 100),
  ),
  domainName,
  email,
};
const drawn = (fields: Record<string, FuzzValues> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, VALUES[values]]));
/** Each tool module's routes (ADR 0061), their fields' values drawn. */
const toolEndpoints = TOOL_MODULES.flatMap((module): readonly FuzzRoute[] => module.fuzz?.routes ?? []).map(
  ({ fields, ...route }): FuzzEndpoint => ({ ...route, fields: drawn(fields) }),
);

const widgetData = fc.oneof(...Object.values(widgetDataSchemas).map((schema) => contractArbitrary(schema, noUuids)));

/** The app's own JSON routes, with what to send them. */
const APP_ENDPOINTS: readonly FuzzEndpoint<PlatformParamKind>[] = [
  { method: 'GET', route: '/api/health' },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: '/api/auth/sign-up/email',
    body: signUpRequestSchema,
    fields: { email, password },
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: '/api/auth/sign-in/email',
    body: signInInputSchema,
    fields: { email, password },
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: '/api/auth/request-password-reset',
    body: forgotPasswordRequestSchema,
    fields: { email },
  },
  {
    method: 'GET',
    route: '/api/auth/*',
    path: '/api/auth/reset-password/not-a-token',
    query: z.object({ callbackURL: z.string() }),
  },
  {
    method: 'POST',
    route: '/api/auth/*',
    path: '/api/auth/reset-password',
    body: resetPasswordRequestSchema,
    fields: { newPassword: password },
  },
  // The fuzzer does not know the password (so it cannot change it): every change it sends is refused.
  {
    method: 'POST',
    route: '/api/auth/*',
    path: '/api/auth/change-password',
    body: changePasswordRequestSchema,
    fields: { newPassword: password },
  },
  { method: 'GET', route: '/api/auth/*', path: '/api/auth/get-session' },
  {
    method: 'GET',
    route: '/api/auth/*',
    path: '/api/auth/verify-email',
    query: z.object({ token: z.string(), callbackURL: z.string() }),
  },

  { method: 'GET', route: '/api/ideas', query: boardQuerySchema },
  { method: 'POST', route: '/api/ideas', body: createIdeaInputSchema },
  { method: 'GET', route: '/api/ideas/:id', params: idea },
  { method: 'PATCH', route: '/api/ideas/:id', params: idea, body: updateIdeaInputSchema },
  { method: 'DELETE', route: '/api/ideas/:id', params: idea },
  { method: 'PUT', route: '/api/ideas/:id/pin', params: idea, body: pinIdeaInputSchema },
  { method: 'GET', route: '/api/ideas/:id/comments', params: idea, query: commentsQuerySchema },
  { method: 'POST', route: '/api/ideas/:id/comments', params: idea, body: addCommentInputSchema },

  { method: 'GET', route: '/api/ideas/:id/page', params: idea },
  { method: 'POST', route: '/api/ideas/:id/pages', params: idea, body: createPageInputSchema },
  { method: 'PATCH', route: '/api/ideas/:id/pages/:pageId', params: ideaPage, body: renamePageInputSchema },
  { method: 'DELETE', route: '/api/ideas/:id/pages/:pageId', params: ideaPage },
  { method: 'PUT', route: '/api/ideas/:id/pages/:pageId/position', params: ideaPage, body: movePageInputSchema },
  { method: 'GET', route: '/api/ideas/:id/pages/:pageId/content', params: ideaPage },
  {
    method: 'PUT',
    route: '/api/ideas/:id/pages/:pageId/content',
    params: ideaPage,
    body: saveContentInputSchema,
    fields: { content: richDocArbitrary },
  },
  { method: 'POST', route: '/api/ideas/:id/properties', params: idea, body: createPropertyInputSchema },
  { method: 'PUT', route: '/api/ideas/:id/properties/order', params: idea, body: reorderInputSchema },
  {
    method: 'PATCH',
    route: '/api/ideas/:id/properties/:propertyId',
    params: { id: 'idea', propertyId: 'property' },
    body: updatePropertyInputSchema,
    fields: { value: propertyValue },
  },
  { method: 'DELETE', route: '/api/ideas/:id/properties/:propertyId', params: { id: 'idea', propertyId: 'property' } },
  { method: 'POST', route: '/api/ideas/:id/widgets', params: idea, body: createWidgetInputSchema },
  { method: 'PUT', route: '/api/ideas/:id/widgets/order', params: idea, body: reorderInputSchema },
  {
    method: 'PATCH',
    route: '/api/ideas/:id/widgets/:widgetId',
    params: { id: 'idea', widgetId: 'widget' },
    body: updateWidgetInputSchema,
    fields: { data: widgetData },
  },
  { method: 'DELETE', route: '/api/ideas/:id/widgets/:widgetId', params: { id: 'idea', widgetId: 'widget' } },

  {
    method: 'POST',
    route: '/api/shares',
    body: shareInputSchema,
    fields: { emails: fc.array(email, { maxLength: 3 }) },
  },
  { method: 'GET', route: '/api/ideas/:id/shares', params: idea },
  { method: 'DELETE', route: '/api/ideas/:id/shares/:shareId', params: { id: 'idea', shareId: 'share' } },
  { method: 'DELETE', route: '/api/ideas/:id/community', params: idea },
  { method: 'GET', route: '/api/links/:token', params: link },
  {
    method: 'POST',
    route: '/api/links/:token/unlock',
    params: link,
    body: unlockLinkInputSchema,
    fields: { password: fc.oneof(fc.constant('open sesame'), fc.string()) },
  },
  { method: 'POST', route: '/api/links/:token/claim', params: link },
  { method: 'GET', route: '/api/links/:token/idea', params: link },
  { method: 'GET', route: '/api/links/:token/pages/:pageId/content', params: { token: 'linkToken', pageId: 'page' } },

  { method: 'GET', route: '/api/preferences' },
  { method: 'PATCH', route: '/api/preferences', body: updatePreferencesInputSchema },
  { method: 'PUT', route: '/api/preferences/pinned-tools', body: savePinnedToolsInputSchema },
  { method: 'PUT', route: '/api/preferences/card-display', body: saveCardDisplayInputSchema },
  { method: 'GET', route: '/api/profile' },
  { method: 'PATCH', route: '/api/profile', body: updateProfileInputSchema },
  // The fuzzed profiles hold no AI key (a write that saves one is undone): each test answers 'no-key', calling nobody.
  { method: 'POST', route: '/api/profile/ai/test-connection' },
  { method: 'GET', route: '/api/account/sessions' },
  { method: 'GET', route: '/api/account/export' },
  // Random e-mails only: the owner's own address would delete the account the fuzzer plays.
  { method: 'POST', route: '/api/account/delete', body: deleteAccountInputSchema },
  {
    method: 'POST',
    route: '/api/account/import',
    body: accountImportSchema,
    fields: {
      content: richDocArbitrary,
      mainContent: fc.oneof(fc.constant(null), richDocArbitrary),
      value: propertyValue,
      data: fc.oneof(widgetData, contractArbitrary(equityScenarioDocuments.data, noUuids)),
      toolId: fc.constantFrom('equity-split', 'idea-garage'),
      // The tools' parts of the file: real and unreal days, amounts and names, as each tool's module says.
      ...drawn(Object.assign({}, ...TOOL_MODULES.map((module) => module.fuzz?.importFields))),
    },
  },
  { method: 'POST', route: '/api/account/sessions/end-others' },
  { method: 'DELETE', route: '/api/account/sessions/:id', params: { id: 'session' } },
  { method: 'GET', route: '/api/notifications', query: inboxQuerySchema },
  { method: 'POST', route: '/api/notifications/read-all' },
  { method: 'GET', route: '/api/notifications/stream', query: liveStreamQuerySchema },
  { method: 'GET', route: '/api/notifications/push/key' },
  { method: 'PUT', route: '/api/notifications/push/subscription', body: pushSubscriptionInputSchema },
  { method: 'DELETE', route: '/api/notifications/push/subscription', body: pushUnsubscribeInputSchema },
  { method: 'GET', route: '/api/notifications/unsubscribe', query: unsubscribeQuerySchema },
  { method: 'POST', route: '/api/notifications/unsubscribe', query: unsubscribeQuerySchema },

  { method: 'GET', route: '/api/tools/:toolId/documents', params: tool },
  { method: 'POST', route: '/api/tools/:toolId/documents', params: tool, body: equityScenarioSchema },
  { method: 'GET', route: '/api/tools/:toolId/documents/:id', params: toolDocument },
  {
    method: 'PUT',
    route: '/api/tools/:toolId/documents/:id',
    params: toolDocument,
    body: toolDocumentSaveSchema(equityScenarioDocuments),
    fields: { version: fc.integer({ min: 0, max: 3 }) },
  },
  { method: 'DELETE', route: '/api/tools/:toolId/documents/:id', params: toolDocument },
  { method: 'POST', route: '/api/tools/:toolId/documents/:id/link', params: toolDocument },
  { method: 'DELETE', route: '/api/tools/:toolId/documents/:id/link', params: toolDocument },
  { method: 'GET', route: '/api/tools/:toolId/shared/:token', params: { toolId: 'tool', token: 'documentToken' } },
  { method: 'GET', route: '/api/recent-documents' },

  // As for 'Test connection': no fuzzed profile holds a key, so each valid draft answers 'no-key', calling nobody.
  { method: 'POST', route: '/api/ai/drafts', body: aiDraftRequestSchema },
  ...DIRECTORY_ENDPOINTS,
];

/** Every JSON route the app mounts, with what to send it (api-fuzz.test.ts fails when one is missing). */
export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [...APP_ENDPOINTS, ...toolEndpoints];

/** `METHOD /route` of each JSON route Hono has mounted under /api (middleware and the 404 catch-all are `ALL`). */
export const mountedApiRoutes = (routes: readonly { method: string; path: string }[]) =>
  [
    ...new Set(
      routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort();

export const endpointKey = (endpoint: Pick<FuzzRoute, 'method' | 'route'>) => `${endpoint.method} ${endpoint.route}`;
