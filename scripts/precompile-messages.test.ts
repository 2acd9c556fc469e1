import { describe, expect, it } from 'vitest';
import { precompileDefaultMessages } from './precompile-messages';

/** The plugin's output for a web (or core) module's code (already plain JavaScript, as Vite hands it over). */
function transformed(code: string, id = '/work/web/src/feature.ts'): string {
  const { transform } = precompileDefaultMessages();
  const run = transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return run.call({}, code, id)?.code ?? code;
}

describe('precompileDefaultMessages', () => {
  it("turns a message's default into its ICU syntax tree", () => {
    expect(transformed("t({ id: 'a', defaultMessage: 'Hi {name}' });")).toBe(
      `t({ id: 'a', defaultMessage: ${JSON.stringify([
        { type: 0, value: 'Hi ' },
        { type: 1, value: 'name' },
      ])} });`,
    );
  });

  it("leaves say()'s own message as text (say writes the English words itself), and compiles messages inside its other arguments", () => {
    const said = "say({ id: 'b', defaultMessage: 'Saved {name}' });";
    expect(transformed(said)).toBe(said);
    expect(transformed("say({ status: t({ id: 'c', defaultMessage: 'Done' }) });")).toBe(
      `say({ status: t({ id: 'c', defaultMessage: ${JSON.stringify([{ type: 0, value: 'Done' }])} }) });`,
    );
  });

  it('compiles in core only the messages declared for the web with defineMessage(), not say()’s', () => {
    const core = '/work/core/tools/a-tool/a-tool-contracts.ts';
    const declared = "defineMessage({ id: 'n', defaultMessage: '{subject} expires soon' });";
    expect(transformed(declared, core)).toBe(
      `defineMessage({ id: 'n', defaultMessage: ${JSON.stringify([
        { type: 1, value: 'subject' },
        { type: 0, value: ' expires soon' },
      ])} });`,
    );
    const alongside = "say({ id: 'b', defaultMessage: 'Saved {name}' }); const m = { defaultMessage: 'x' };";
    expect(transformed(`${declared} ${alongside}`, core)).toBe(`${transformed(declared, core)} ${alongside}`);
  });
});
