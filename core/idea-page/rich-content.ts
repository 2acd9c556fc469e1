import { say } from '../i18n/say';
import { addIssues, z } from '../zod';

/**
 * A page's rich content: TipTap's JSON document, checked on the server before it is stored (§ idea detail,
 * DESIGN 'Security'). Only the nodes and marks the editor offers are accepted (unknown types are refused,
 * never passed through), attributes the editor does not use are dropped, and links and images must be
 * http(s) (links may also be mailto:), so no stored document can carry a script or a javascript: URL.
 */

export const RICH_CONTENT_LIMITS = { bytes: 500_000, depth: 40, text: 100_000 };

const isSafeUrl = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** The editor refuses the same addresses the server does, so it never makes a document that cannot be saved. */
export const isSafeLinkHref = (value: string) => isSafeUrl(value, ['http:', 'https:', 'mailto:']);
export const isSafeImageSrc = (value: string) => isSafeUrl(value, ['http:', 'https:']);
/** A widget's or a property's web address: http(s), or none (''). */
export const isWebAddressOrNone = (value: string) => value === '' || isSafeUrl(value, ['http:', 'https:']);
const linkHref = z
  .string()
  .check(
    z.maxLength(2_000),
    z.refine(
      isSafeLinkHref,
      say({ id: 'core.ideaPage.linkAddressInvalid', defaultMessage: 'Links must be http, https or mailto addresses' }),
    ),
  );
const imageSrc = z
  .string()
  .check(
    z.maxLength(2_000),
    z.refine(
      isSafeImageSrc,
      say({ id: 'core.ideaPage.imageSourceInvalid', defaultMessage: 'Images must be http or https addresses' }),
    ),
  );

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('strike') }),
  z.object({ type: z.literal('underline') }),
  z.object({ type: z.literal('code') }),
  z.object({ type: z.literal('link'), attrs: z.object({ href: linkHref }) }),
]);

/** Said of a page whose content is too long, wherever it is: a node, a text, the whole document. */
const TOO_LONG = say({ id: 'core.ideaPage.contentTooLong', defaultMessage: 'This page is too long to save' });

const nullableText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/** Each node type the editor makes, with the attributes it keeps; content is checked recursively. */
const nodeAttrs = {
  doc: null,
  paragraph: null,
  text: null,
  heading: z.object({ level: z.number().check(z.int(), z.gte(1), z.lte(3)) }),
  bulletList: null,
  orderedList: z.object({ start: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100_000))) }),
  listItem: null,
  taskList: null,
  taskItem: z.object({ checked: z.optional(z.boolean()) }),
  blockquote: null,
  codeBlock: z.object({ language: nullableText(50) }),
  hardBreak: null,
  horizontalRule: null,
  image: z.object({ src: imageSrc, alt: nullableText(500), title: nullableText(500) }),
} as const;
export type RichNodeType = keyof typeof nodeAttrs;
export const RICH_NODE_TYPES = Object.keys(nodeAttrs) as RichNodeType[];

export type RichNode = {
  type: RichNodeType;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: z.output<typeof markSchema>[];
  text?: string;
};

const richNodeSchema: z.ZodMiniType<RichNode> = z.lazy(() =>
  z.pipe(
    z.strictObject({
      type: z.enum(
        RICH_NODE_TYPES,
        say({ id: 'core.ideaPage.contentTypeUnknown', defaultMessage: 'Unknown content type' }),
      ),
      attrs: z.optional(z.record(z.string(), z.unknown())),
      content: z.optional(z.array(richNodeSchema).check(z.maxLength(10_000, TOO_LONG))),
      marks: z.optional(z.array(markSchema).check(z.maxLength(10))),
      text: z.optional(z.string().check(z.maxLength(RICH_CONTENT_LIMITS.text, TOO_LONG))),
    }),
    z.transform((node, context) => {
      const schema = nodeAttrs[node.type];
      if (!schema) {
        const { attrs: _dropped, ...rest } = node;
        return rest;
      }
      const attrs = schema.safeParse(node.attrs ?? {});
      if (!attrs.success) {
        addIssues(context, attrs.error.issues, ['attrs']);
        return z.NEVER;
      }
      return { ...node, attrs: attrs.data };
    }),
  ),
);

/** Checked on the raw input before the recursive parse, which would overflow the stack on a document nested a few hundred deep. */
function isTooDeep(node: unknown, depth: number): boolean {
  if (depth > RICH_CONTENT_LIMITS.depth) return true;
  const content = (node as { content?: unknown } | null)?.content;
  return Array.isArray(content) && content.some((child) => isTooDeep(child, depth + 1));
}
const topLevelNodes = z.pipe(
  z.array(z.unknown()).check(
    z.maxLength(10_000, TOO_LONG),
    z.refine((nodes) => !nodes.some((node) => isTooDeep(node, 2)), {
      message: say({ id: 'core.ideaPage.contentTooDeep', defaultMessage: 'This page is nested too deeply' }),
      abort: true,
    }),
  ),
  z.array(richNodeSchema),
);

export const richContentSchema = z
  .strictObject({
    type: z.literal(
      'doc',
      say({ id: 'core.ideaPage.contentNotDocument', defaultMessage: 'Content must be a document' }),
    ),
    content: z.optional(topLevelNodes),
  })
  .check(
    z.superRefine((doc, context) => {
      if (JSON.stringify(doc).length > RICH_CONTENT_LIMITS.bytes)
        context.addIssue({ code: 'custom', message: TOO_LONG });
    }),
  );
export type RichContent = z.output<typeof richContentSchema>;

export const EMPTY_RICH_CONTENT: RichContent = { type: 'doc', content: [{ type: 'paragraph' }] };
