// @ts-check
import { noLiteralToast } from './no-literal-toast.js';

/** Tests and their helpers, which no user reads. */
const TESTS = ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*-test-helpers.tsx', 'web/src/test/**'];

/**
 * Every text a user reads is a message (ADR 0032): in web components, a string written into JSX — a child, or a
 * prop that is read or heard (label, title, placeholder, aria-label, alt, description…) — is an error; it must
 * come from `t({ id, defaultMessage })`. Messages must be extractable (a literal id and default) and pass the
 * values their placeholders name.
 * @param {any} formatjs eslint-plugin-formatjs
 */
export const messages = (formatjs) => {
  const literalInJsx = withWhitespaceAllowed(formatjs.rules['no-literal-string-in-jsx']);
  return rulesFor({ ...formatjs, rules: { ...formatjs.rules, 'no-literal-string-in-jsx': literalInJsx } });
};

/**
 * The rule, but a string of only spaces is no text: the formatter writes `{' '}` where a space between an icon and
 * a message falls at a line's end.
 * @param {import('eslint').Rule.RuleModule} rule
 * @returns {import('eslint').Rule.RuleModule}
 */
function withWhitespaceAllowed(rule) {
  return {
    ...rule,
    create(context) {
      /** @param {any} descriptor */
      const report = (descriptor) => {
        const { node } = descriptor;
        if (node && node.type === 'Literal' && typeof node.value === 'string' && node.value.trim() === '') return;
        context.report(descriptor);
      };
      return rule.create(Object.create(context, { report: { value: report } }));
    },
  };
}

/** @param {any} formatjs eslint-plugin-formatjs, with the JSX rule above */
const rulesFor = (formatjs) => [
  {
    // What core and the server say to people goes through say() (core/i18n/say.ts): extractable, with the values it names.
    files: ['core/**/*.ts', 'server/src/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'server/src/**/*.test.ts', 'server/src/mail/**'],
    plugins: { formatjs },
    settings: { formatjs: { additionalFunctionNames: ['say'] } },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    ignores: TESTS,
    plugins: { formatjs },
    settings: { formatjs: { additionalFunctionNames: ['t'] } },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '(label|title|description|placeholder|alt|aria-label|aria-description|busyLabel|emptyText|heading|message|confirmLabel|cancelLabel|text)',
              ],
            ],
          },
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    settings: { formatjs: { additionalFunctionNames: ['t'] } },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-id': 'off',
      'formatjs/no-literal-string-in-object': 'off',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-complex-selectors': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { messages: { rules: { 'no-literal-toast': noLiteralToast } } },
    rules: { 'messages/no-literal-toast': 'error' },
  },
];
