import { describe, expect, it } from 'vitest';
import { answer, profileInput, publish, sentIntro } from '../../testing/advisors-test-kit';
import { exportOf } from '../../testing/import-test-fixture';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/*
 * The Advisors Directory in 'Export my data' and 'Import data' (ADR 0098): the profile and the intro requests, the
 * other person by name (never their address); the import restores the profile once, and counts the requests as not
 * restored (they involve another account).
 */
const t = useTestServer();
const importInto = async (client: TestClient, file: unknown) =>
  expectJson<Record<string, unknown>>(await client.request('/api/account/import', { method: 'POST', json: file }), 200);

describe('the Advisors Directory’s part of the account file', () => {
  it('holds the profile and the requests sent and received, without the other person’s address', async () => {
    const advisor = await t.server.signedInClient('exported-advisor@example.com', 'Ed Exported');
    const profile = await publish(advisor);
    const received = await sentIntro(t.ada, profile.id, 'Ada asks');
    await expectJson(await answer(advisor, received.id, 'accept'), 200);
    const other = await t.server.signedInClient('other-advisor@example.com', 'Olivia Other');
    await sentIntro(advisor, (await publish(other)).id, 'Ed asks');

    const file = await exportOf(advisor);
    expect(file.version).toBe(8);
    const { headline, expertise, industries, howTheyHelp, hoursPerMonth, openTo, contactPreference, link } =
      profileInput();
    expect(file.advisorsDirectory).toEqual({
      profile: {
        headline,
        expertise,
        industries,
        howTheyHelp,
        hoursPerMonth,
        openTo,
        contactPreference,
        link,
        isPublished: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      introsSent: [
        {
          with: 'Olivia Other',
          message: 'Ed asks',
          status: 'pending',
          createdAt: expect.any(String),
          answeredAt: null,
        },
      ],
      introsReceived: [
        {
          with: 'Ada Lovelace',
          message: 'Ada asks',
          status: 'accepted',
          createdAt: expect.any(String),
          answeredAt: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(file.advisorsDirectory)).not.toContain('@example.com');

    // Into a fresh account: the profile once, the requests counted as not restored.
    const fresh = await t.server.signedInClient('fresh-advisor@example.com', 'Fay Fresh');
    expect(await importInto(fresh, file)).toMatchObject({
      advisorProfiles: { added: 1, alreadyThere: 0 },
      notRestored: { introRequests: 2 },
    });
    expect((await exportOf(fresh)).advisorsDirectory).toEqual({
      profile: {
        ...file.advisorsDirectory.profile,
        createdAt: file.advisorsDirectory.profile!.createdAt,
        updatedAt: expect.any(String),
      },
      introsSent: [],
      introsReceived: [],
    });
    expect(await importInto(fresh, file)).toMatchObject({ advisorProfiles: { added: 0, alreadyThere: 1 } });
  });

  it('refuses a profile the form would refuse, by its place in the file', async () => {
    const client = await t.server.signedInClient('bad-file@example.com');
    const file = {
      ...(await exportOf(client)),
      advisorsDirectory: { profile: { ...profileInput(), link: 'javascript:x' } },
    };
    const answered = await client.request('/api/account/import', { method: 'POST', json: file });
    expect(answered.status).toBe(422);
    expect(await answered.text()).toContain('"path":"advisorsDirectory.profile.link"');
  });

  it('reads a version 3 file, which has no such part, and changes nothing', async () => {
    const client = await t.server.signedInClient('old-file@example.com');
    const { advisorsDirectory: _, ...file } = { ...(await exportOf(client)), version: 3 };
    expect(await importInto(client, file)).toMatchObject({
      advisorProfiles: { added: 0, alreadyThere: 0 },
      notRestored: { introRequests: 0 },
    });
  });
});
