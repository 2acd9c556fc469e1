// @ts-check
/**
 * A toast says a message too: `toast.success('Saved')` (or `toast('…')`) is a literal the user reads, which must
 * come from t({ id, defaultMessage }) instead.
 * @type {import('eslint').Rule.RuleModule}
 */
export const noLiteralToast = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { literal: 'A toast says a message: t({ id, defaultMessage }), not a literal.' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        const isToast =
          (callee.type === 'Identifier' && callee.name === 'toast') ||
          (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'toast');
        const [first] = node.arguments;
        const isLiteral =
          first && ((first.type === 'Literal' && typeof first.value === 'string') || first.type === 'TemplateLiteral');
        if (isToast && isLiteral) context.report({ node: first, messageId: 'literal' });
      },
    };
  },
};
