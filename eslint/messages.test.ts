import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Fixtures linted at real paths with the project's own configuration: the message rules (ADR 0032) fire.
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;
// The first lint loads the configuration, its plugins and the TypeScript resolver: done here, not in a case's time.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: `${root}web/src/features/auth/components/fixture.tsx` });
});

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}`);
}

const component = (jsx: string) => `import { useT } from '@/lib/i18n/use-t';
export function Fixture({ Input }: { Input: (props: { label: string }) => null }) {
  const t = useT();
  void Input;
  void t;
  return ${jsx};
}
`;

describe('every text a user reads is a message', () => {
  it.each([
    ['text in JSX', '<p>Sign in</p>'],
    ['a label', '<Input label="Email" />'],
    ['an accessible name', '<button aria-label="Close" />'],
    ['a placeholder', '<input placeholder="Search ideas" />'],
  ])('%s written as a literal is an error', async (_what, jsx) => {
    expect(await lint('web/src/features/auth/components/fixture.tsx', component(jsx))).toEqual([
      'formatjs/no-literal-string-in-jsx',
    ]);
  });

  it("a space between an icon and a message, as the formatter writes it ({' '}), is not text", async () => {
    const jsx = `<p>\n  <span aria-hidden="true" />{' '}\n  {t({ id: 'fixture.body', defaultMessage: 'Welcome' })}\n</p>`;
    expect(await lint('web/src/features/auth/components/fixture.tsx', component(jsx))).toEqual([]);
    expect(await lint('web/src/features/auth/components/fixture.tsx', component(`<p>{'Welcome'}</p>`))).toEqual([
      'formatjs/no-literal-string-in-jsx',
    ]);
  });

  it('a message is not', async () => {
    const jsx = `<p title={t({ id: 'fixture.title', defaultMessage: 'Hello {name}' }, { name: 'Ada' })}>{t({ id: 'fixture.body', defaultMessage: 'Welcome' })}</p>`;
    expect(await lint('web/src/features/auth/components/fixture.tsx', component(jsx))).toEqual([]);
  });

  it('a message must be given the values its placeholders name', async () => {
    const jsx = `<p>{t({ id: 'fixture.greeting', defaultMessage: 'Hello {name}' })}</p>`;
    expect(await lint('web/src/features/auth/components/fixture.tsx', component(jsx))).toEqual([
      'formatjs/enforce-placeholders',
    ]);
  });

  it('a toast with a literal is an error', async () => {
    const code = `import { toast } from 'sonner';\nexport const done = () => toast.success('Saved');\n`;
    expect(await lint('web/src/features/auth/api/fixture.ts', code)).toEqual(['messages/no-literal-toast']);
  });

  it('in core, a message said without the values its placeholders name is an error', async () => {
    const code = `import { say } from '../i18n/say';\nexport const tooLong = say({ id: 'core.fixture.tooLong', defaultMessage: 'At most {max} characters' });\n`;
    expect(await lint('core/ideas/fixture.ts', code)).toEqual(['formatjs/enforce-placeholders']);
  });
});
