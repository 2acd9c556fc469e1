import type { IdeaExport } from '@core/account/export-contracts';
import { describe, expect, it } from 'vitest';
import { exportOf, importInto, useImportFixture } from '../../testing/import-test-fixture';

const t = useImportFixture();

describe('Import data', () => {
  describe('a bad file changes nothing and says why (422, by place in the file)', () => {
    const idea = () => structuredClone(t.exported.ideas[0]!);
    const withIdea = (changes: Partial<IdeaExport>) => ({ ...t.exported, ideas: [{ ...idea(), ...changes }] });
    const script = { type: 'doc', content: [{ type: 'script', text: 'alert(1)' }] };
    const badLink = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
      ],
    };
    /** Each case: what the file is, how it is made (once the export exists), and the issue the answer names. */
    const cases: [string, () => unknown, { path: string; message: string }][] = [
      [
        'another kind of file',
        () => ({ name: 'package', version: '1.0.0' }),
        { path: 'format', message: 'This is not a Founder Toolkit export file' },
      ],
      [
        'a later version',
        () => ({ ...t.exported, version: 9 }),
        { path: 'version', message: 'This export is from a version of Founder Toolkit that cannot be read here' },
      ],
      [
        'an idea without a title',
        () => withIdea({ title: '  ' }),
        { path: 'ideas.0.title', message: 'Title is required' },
      ],
      [
        'a script in a page',
        () => withIdea({ pages: [{ ...idea().pages[0]!, content: script }] }),
        { path: 'ideas.0.pages.0.content.content.0.type', message: 'Unknown content type' },
      ],
      [
        'a javascript: link',
        () => withIdea({ mainContent: badLink }),
        {
          path: 'ideas.0.mainContent.content.0.content.0.marks.0.attrs.href',
          message: 'Links must be http, https or mailto addresses',
        },
      ],
      [
        'a value its property cannot take',
        () => withIdea({ properties: [{ ...idea().properties[0]!, value: 'Launched' }] }),
        { path: 'ideas.0.properties.0.value', message: 'Choose one of the options' },
      ],
      [
        'a widget of no known type',
        () => withIdea({ widgets: [{ type: 'iframe', data: {}, position: 0 }] }),
        { path: 'ideas.0.widgets.0.type', message: 'Unknown widget type' },
      ],
      [
        'pages whose parents make a loop',
        () =>
          withIdea({
            pages: [
              { ...idea().pages[0]!, id: 'a', parentPageId: 'b' },
              { ...idea().pages[1]!, id: 'b', parentPageId: 'a' },
            ],
          }),
        { path: 'ideas.0.pages.0.parentPageId', message: 'Its parent pages make a loop' },
      ],
      [
        'the same idea twice',
        () => ({ ...t.exported, ideas: [idea(), idea()] }),
        { path: 'ideas.1.id', message: 'Two ideas have this id' },
      ],
      [
        'an assessment with a rating of 9',
        () => ({
          ...t.exported,
          assessments: [{ ...t.exported.assessments[0], answers: [9, 4, 3, 2, 1, 5, 4, 3, 2, 1] }],
        }),
        { path: 'assessments.0.answers.0', message: 'Each answer must be a whole number from 1 to 5.' },
      ],
      [
        'a document of a tool that keeps none',
        () => ({ ...t.exported, toolDocuments: [{ ...t.exported.toolDocuments[0], toolId: 'idea-garage' }] }),
        { path: 'toolDocuments.0.toolId', message: 'This tool keeps no saved documents' },
      ],
      [
        'text Postgres cannot store',
        () => withIdea({ description: 'nul \u0000 byte' }),
        { path: 'ideas.0.description', message: 'Text cannot contain the NUL character or unpaired surrogates' },
      ],
    ];
    it.each(cases)('%s', async (_name, makeFile, issue) => {
      const client = await t.server.signedInClient(`bad-${Math.random().toString(36).slice(2)}@example.com`);
      const before = await exportOf(client);
      const answer = await importInto(client, makeFile());
      expect(answer.status).toBe(422);
      const body = (await answer.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      // Each issue also says which message it is (messageId, values: ADR 0032).
      expect(body.error.issues).toContainEqual(expect.objectContaining(issue));
      expect({ ...(await exportOf(client)), exportedAt: before.exportedAt }).toEqual(before);
    });

    it('a file that fails late (a tool over its cap) leaves no idea half-imported', async () => {
      const client = await t.server.signedInClient('over-cap@example.com');
      const scenario = t.exported.toolDocuments[0]!;
      const file = {
        ...t.exported,
        toolDocuments: Array.from({ length: 101 }, (_, index) => ({ ...scenario, name: `Split ${index + 1}` })),
      };
      const answer = await importInto(client, file);
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        'You can save up to 100 scenarios. Delete one to save another.',
      );
      const after = await exportOf(client);
      expect([after.ideas, after.toolDocuments, after.assessments, after.preferences.theme]).toEqual([
        [],
        [],
        [],
        'light',
      ]);
    });

    it('a file that is not JSON', async () => {
      const client = await t.server.signedInClient('not-json@example.com');
      const answer = await client.request('/api/account/import', {
        method: 'POST',
        body: '{"format": "founder-toolkit-export", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(422);
      expect(await answer.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: 'Malformed JSON in request body', issues: [] },
      });
      expect((await exportOf(client)).ideas).toEqual([]);
    });
  });
});
