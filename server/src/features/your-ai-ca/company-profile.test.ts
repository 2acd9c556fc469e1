import type { CompanyProfile } from '@core/tools/your-ai-ca/company-profile';
import type { CalendarResult, ComplianceOverview } from '@core/tools/your-ai-ca/compliance-contracts';
import { describe, expect, it } from 'vitest';
import { exportOf, importInto } from '../../testing/import-test-fixture';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { DELHI_PRIVATE, keptBeforeLaterAnswers } from '@core/tools/your-ai-ca/company-profile-fixtures';
import { RULE_IDS } from '@core/tools/your-ai-ca/rule-ids';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { DELHI_PRIVATE_RULES } from './company-profile-fixture';
import { complianceProfiles } from './your-ai-ca.tables';

const t = useTestServer();
const BASE = '/api/your-ai-ca';

const saveAnswers = (client: TestClient, json: unknown) => client.request(`${BASE}/profile`, { method: 'PUT', json });
const overviewOf = async (client: TestClient) => expectJson<ComplianceOverview>(await client.request(BASE), 200);
const addCalendar = async (client: TestClient) =>
  (await expectJson<CalendarResult>(await client.post(`${BASE}/calendar`, {}), 201)).added;

/** A Mumbai company answering ADR 0083's dated questions. */
const MUMBAI_DATED: CompanyProfile = {
  ...DELHI_PRIVATE,
  state: 'MH',
  employees: true,
  maharashtraPtMonthly: true,
  lastBoardMeetingOn: '2026-09-15',
  agmHeldOn: '2026-11-10',
  directorKycYear: 2024,
};

/** Keeps `answers` for the user of `email` as the table held them before ADR 0083's questions: without them. */
async function keepAsBefore(email: string, answers: CompanyProfile) {
  const { db } = t.server.database;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await db
    .insert(complianceProfiles)
    .values({ userId: owner!.id, answers: keptBeforeLaterAnswers(answers) as CompanyProfile });
}

describe('what applies to the company', () => {
  it('is kept as answered and given back with the page’s data; none until answered', async () => {
    const client = await t.server.signedInClient('answers@example.com', 'Ann Swers');
    expect((await overviewOf(client)).profile).toBeNull();
    const { auditorAppointedOn: _, directorDetailsChangedOn: __, ...withoutDates } = DELHI_PRIVATE;
    expect(await expectJson<CompanyProfile>(await saveAnswers(client, withoutDates), 200)).toEqual(DELHI_PRIVATE);
    expect((await overviewOf(client)).profile).toEqual(DELHI_PRIVATE);
    const changed = { ...DELHI_PRIVATE, state: 'KA', employees: true, pf: true };
    expect(await expectJson<CompanyProfile>(await saveAnswers(client, changed), 200)).toEqual(changed);
    expect((await overviewOf(client)).profile).toEqual(changed);
  });

  it.each([
    [{ ...DELHI_PRIVATE, state: 'Delhi' }, ['state']],
    [{ ...DELHI_PRIVATE, incorporatedOn: '2019-02-29' }, ['incorporatedOn']],
    [{ ...DELHI_PRIVATE, gstScheme: 'yearly' }, ['gstScheme']],
    [{ ...DELHI_PRIVATE, gstScheme: 'quarterly', gstTurnoverOver5Crore: true }, ['gstScheme']],
    [{ ...DELHI_PRIVATE, esi: true }, ['employees']],
    [{ ...DELHI_PRIVATE, pf: 'no' }, ['pf']],
    [{ ...DELHI_PRIVATE, auditorAppointedOn: '30/09/2026' }, ['auditorAppointedOn']],
    [
      { ...DELHI_PRIVATE, lastBoardMeetingOn: '2026-02-30', directorKycYear: '2024-25' },
      ['directorKycYear', 'lastBoardMeetingOn'],
    ],
    [{ ...DELHI_PRIVATE, agmHeldOn: 'soon', maharashtraPtMonthly: 'no' }, ['agmHeldOn', 'maharashtraPtMonthly']],
  ])('refuses %j with a 422 naming %j, keeping the answers it had', async (body, fields) => {
    await expectJson(await saveAnswers(t.ada, DELHI_PRIVATE), 200);
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(await saveAnswers(t.ada, body), 422);
    expect(answer.error.issues.map((issue) => issue.path)).toEqual(fields);
    expect((await overviewOf(t.ada)).profile).toEqual(DELHI_PRIVATE);
  });

  it('is needed before the calendar: without answers the calendar is a 422 and adds nothing', async () => {
    const client = await t.server.signedInClient('unanswered@example.com', 'Una Nswered');
    const answer = await expectJson<{ error: { message: string } }>(await client.post(`${BASE}/calendar`, {}), 422);
    expect(answer.error.message).toBe(
      'Say what applies to your company first: the calendar adds only the filings that do.',
    );
    expect((await overviewOf(client)).filings).toEqual([]);
  });

  it('changed, brings the filings the new answers add on the next calendar, and deletes none of those already added', async () => {
    const client = await t.server.signedInClient('grows@example.com', 'Gro Wing');
    await expectJson(await saveAnswers(client, DELHI_PRIVATE), 200);
    expect((await addCalendar(client)).map((filing) => filing.ruleId)).toEqual(DELHI_PRIVATE_RULES);
    // It hires in Karnataka, on PF, and becomes a small company: PF, Karnataka's professional tax, 24Q, Form 16, MGT-7A.
    await expectJson(
      await saveAnswers(client, { ...DELHI_PRIVATE, companyKind: 'small', state: 'KA', employees: true, pf: true }),
      200,
    );
    expect((await addCalendar(client)).map((filing) => filing.ruleId)).toEqual([
      'pf',
      'pt-karnataka',
      'tds-return-24q',
      'form-16',
      'mgt-7a',
      'board-meeting-half-year',
    ]);
    // MGT-7 no longer applies to a small company; it stays, for the user to delete (the page marks it).
    const kept = (await overviewOf(client)).filings.map((filing) => filing.ruleId);
    expect(kept).toContain('mgt-7');
    expect(kept).toHaveLength(DELHI_PRIVATE_RULES.length + 6);
  });

  it('keeps the dated answers (ADR 0083), brings the filings they date, and carries them in the account file', async () => {
    const owner = await t.server.signedInClient('dated@example.com', 'Da Ted');
    expect(await expectJson<CompanyProfile>(await saveAnswers(owner, MUMBAI_DATED), 200)).toEqual(MUMBAI_DATED);
    expect((await overviewOf(owner)).profile).toEqual(MUMBAI_DATED);
    const added = (await addCalendar(owner)).filter((filing) =>
      ['pt-maharashtra-monthly', 'board-meeting-120-days', 'dir-3-kyc'].includes(filing.ruleId!),
    );
    // Core's rules, dated by the answers: each date is checked against its official text in compliance-rules.test.ts.
    expect(added.map(({ ruleId, recurrence }) => [ruleId, recurrence])).toEqual([
      ['pt-maharashtra-monthly', 'monthly'],
      ['board-meeting-120-days', 'once'],
      ['dir-3-kyc', 'once'],
    ]);
    const file = await exportOf(owner);
    expect(file.yourAiCa.profile).toEqual(MUMBAI_DATED);
    const fresh = await t.server.signedInClient('dated-to@example.com', 'Da Ted Too');
    expect((await importInto(fresh, file)).status).toBe(200);
    expect((await overviewOf(fresh)).profile).toEqual(MUMBAI_DATED);
  });

  it('reads a profile kept before the dated questions as answering none of them, and adds only what the rest bring', async () => {
    const client = await t.server.signedInClient('kept-before@example.com', 'Kept Before');
    await keepAsBefore('kept-before@example.com', MUMBAI_DATED);
    const notYetAnswered = {
      ...MUMBAI_DATED,
      maharashtraPtMonthly: null,
      lastBoardMeetingOn: null,
      agmHeldOn: null,
      directorKycYear: null,
    };
    expect((await overviewOf(client)).profile).toEqual(notYetAnswered);
    const ruleIds = (await addCalendar(client)).map((filing) => filing.ruleId);
    // Delhi's filings and, with employees, 24Q and Form 16; no Maharashtra profession tax until its question is answered.
    const expected = new Set<string>([...DELHI_PRIVATE_RULES, 'tds-return-24q', 'form-16']);
    expect(ruleIds).toEqual(RULE_IDS.filter((id) => expected.has(id)));
    expect((await exportOf(client)).yourAiCa.profile).toEqual(notYetAnswered);
  });

  it('imports an account file written before the dated questions: its answers read as none of them', async () => {
    const owner = await t.server.signedInClient('old-file@example.com', 'Old File');
    await expectJson(await saveAnswers(owner, DELHI_PRIVATE), 200);
    const file = await exportOf(owner);
    const older = { ...file, yourAiCa: { ...file.yourAiCa, profile: keptBeforeLaterAnswers(DELHI_PRIVATE) } };
    const fresh = await t.server.signedInClient('old-file-to@example.com', 'Old File Too');
    expect((await importInto(fresh, older)).status).toBe(200);
    expect((await overviewOf(fresh)).profile).toEqual(DELHI_PRIVATE);
  });

  it('travels in the account file: exported, imported into an account without answers, and a filing off its rule made the user’s own', async () => {
    const owner = await t.server.signedInClient('travels@example.com', 'Tra Vels');
    await expectJson(await saveAnswers(owner, DELHI_PRIVATE), 200);
    await addCalendar(owner);
    const file = await exportOf(owner);
    expect(file.yourAiCa.profile).toEqual(DELHI_PRIVATE);
    // A hand-edited file: the GSTR-1 made quarterly no longer follows its (monthly) rule.
    const edited = {
      ...file,
      yourAiCa: {
        ...file.yourAiCa,
        filings: file.yourAiCa.filings.map((filing) =>
          filing.ruleId === 'gstr-1' ? { ...filing, recurrence: 'quarterly' } : filing,
        ),
      },
    };
    const fresh = await t.server.signedInClient('travels-to@example.com', 'Tra Velled');
    expect((await importInto(fresh, edited)).status).toBe(200);
    const { profile, filings } = await overviewOf(fresh);
    expect(profile).toEqual(DELHI_PRIVATE);
    expect(filings.find((filing) => filing.type === 'GSTR-1 (outward supplies)')).toMatchObject({
      ruleId: null,
      recurrence: 'quarterly',
    });
    expect(filings.find((filing) => filing.type === 'GSTR-3B (summary return and tax)')?.ruleId).toBe('gstr-3b');
  });
});
