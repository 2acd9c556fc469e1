import { say } from '@core/i18n/say';
import { canAccessTool, findTool } from '@core/tools/tool-catalogue';
import { todayIn } from '@core/dates/iso-date';
import { companyProfileInputSchema } from '@core/tools/your-ai-ca/company-profile';
import {
  complianceSettingsInputSchema,
  fileFilingInputSchema,
  filingInputSchema,
  paymentInputSchema,
  updateFilingInputSchema,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionReader, SessionUser } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { validate } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { requestTimeZone } from '../../lib/request-time-zone';
import { saveCompanyProfile } from './company-profile.service';
import { addIndianCalendar, createFiling, deleteFiling, fileFiling, updateFiling, type Owner } from './filings.service';
import { createPayment, deletePayment, getOverview, saveSettings, updatePayment } from './payments.service';

const YOUR_AI_CA = findTool('your-ai-ca')!;
type ToolEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * The tool's gate, decided by the catalogue's access rule (§4): signed in, since Your AI CA needs an account and
 * allows no shared access — a visitor, or someone holding another tool's or an idea's link, is a 401.
 */
function requireToolAccess(readSession: SessionReader) {
  return createMiddleware<{ Variables: { user: SessionUser } }>(async (c, next) => {
    const user = await readSession(c.req.raw.headers);
    if (!user || !canAccessTool(YOUR_AI_CA, { isSignedIn: true, hasValidSharedLink: false })) {
      throw new AppError(
        'UNAUTHENTICATED',
        say({ id: 'server.http.unauthenticated', defaultMessage: 'User not authenticated' }),
      );
    }
    c.set('user', user);
    await next();
  });
}

/**
 * /api/your-ai-ca: the signed-in user's compliance calendar — filings, payments, the reminder setting and what applies
 * to their company — and
 * nobody else's (another user's filing or payment is a 404). Pending and overdue are worked out for the day it
 * is in the user's time zone (the browser's cookie; UTC without one).
 */
export function yourAiCaRoutes(db: Db, readSession: SessionReader) {
  const owner = (c: Context<ToolEnv>): Owner => ({
    db,
    userId: c.get('user').id,
    today: todayIn(requestTimeZone(c.req.raw.headers), new Date()),
  });
  const userId = (c: Context<ToolEnv>) => c.get('user').id;
  return new Hono<ToolEnv>()
    .use(requireToolAccess(readSession))
    .get('/', async (c) => c.json(await getOverview(owner(c)), 200))
    .post('/calendar', async (c) => c.json(await addIndianCalendar(owner(c)), 201))
    .post('/filings', validate('json', filingInputSchema), async (c) =>
      c.json(await createFiling(owner(c), c.req.valid('json')), 201),
    )
    .patch('/filings/:id', validate('json', updateFilingInputSchema), async (c) =>
      c.json(await updateFiling(owner(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/filings/:id', async (c) => {
      await deleteFiling(owner(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/filings/:id/file', validate('json', fileFilingInputSchema), async (c) =>
      c.json(await fileFiling(owner(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .post('/payments', validate('json', paymentInputSchema), async (c) =>
      c.json(await createPayment(db, userId(c), c.req.valid('json')), 201),
    )
    .put('/payments/:id', validate('json', paymentInputSchema), async (c) =>
      c.json(await updatePayment(db, userId(c), c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/payments/:id', async (c) => {
      await deletePayment(db, userId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/settings', validate('json', complianceSettingsInputSchema), async (c) =>
      c.json(await saveSettings(db, userId(c), c.req.valid('json')), 200),
    )
    .put('/profile', validate('json', companyProfileInputSchema), async (c) =>
      c.json(await saveCompanyProfile(db, userId(c), c.req.valid('json')), 200),
    );
}
