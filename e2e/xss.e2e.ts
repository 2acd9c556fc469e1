import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import type { Stack } from './support/stack';
import { useOwnStack } from './support/use-stack';

// A server of its own: it shares ideas with the community, which every account and visitor on a server sees.
const stack = useOwnStack();

/** Each field of an idea gets its own payload, so a script that ran would name the field that let it in. */
const PAYLOADS = {
  title: `<script>alert('title')</script>`,
  description: `<img src=x onerror=alert('description')>`,
  category: `<svg/onload=alert('category')>`,
  tag: `"><img src=x onerror=alert('tag')>`,
  comment: `"><iframe srcdoc="<script>alert('comment')</script>"></iframe>`,
  propertyLabel: `<b onmouseover=alert('label')>Label</b>`,
  textProperty: `<svg onload=alert('property')></svg>`,
  urlProperty: `https://example.com/?q="><img src=x onerror=alert('url')>`,
  content: `<script>alert('content')</script><img src=x onerror=alert('content')>`,
  linkText: `<a href="javascript:alert('link')">click</a>`,
};
/** A link whose address tries to break out of its attribute. */
const LINK_HREF = `https://example.com/"onmouseover="alert('href')`;

/** Elements and attributes that only an injection would put in the page. */
const INJECTED =
  '#root script, #root iframe, #root [srcdoc], #root svg[onload], #root [onerror], #root [onload], #root [onmouseover], #root img[src="x"], #root a[href^="javascript:" i]';

/** Stores every payload on a new idea of the signed-in owner's, through the API as the app calls it, and shares it with the community. */
async function storePayloads(owner: Page, { baseUrl }: Stack): Promise<string> {
  const call = async (method: string, path: string, data: unknown) => {
    const response = await owner.request.fetch(path, { method, data, headers: { origin: baseUrl } });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const { title, description, category, tag, comment, propertyLabel, textProperty, urlProperty, content, linkText } =
    PAYLOADS;
  const idea = await call('POST', '/api/ideas', { title, description, category, tags: [tag] });
  await call('POST', `/api/ideas/${idea.id}/comments`, { content: comment });
  const text = await call('POST', `/api/ideas/${idea.id}/properties`, { label: propertyLabel, type: 'text' });
  await call('PATCH', `/api/ideas/${idea.id}/properties/${text.id}`, { value: textProperty });
  const url = await call('POST', `/api/ideas/${idea.id}/properties`, { label: 'Website', type: 'url' });
  await call('PATCH', `/api/ideas/${idea.id}/properties/${url.id}`, { value: urlProperty });
  const paragraph = (...nodes: unknown[]) => ({ type: 'paragraph', content: nodes });
  const doc = {
    type: 'doc',
    content: [
      paragraph({ type: 'text', text: content }),
      paragraph({ type: 'text', text: linkText, marks: [{ type: 'link', attrs: { href: LINK_HREF } }] }),
    ],
  };
  await call('PUT', `/api/ideas/${idea.id}/pages/main/content`, { content: doc, version: 0 });
  await call('POST', '/api/shares', { ideaIds: [idea.id], method: 'community' });
  return idea.id;
}

/** A page (CSP bypassed, so only the rendering keeps a payload inert) that records every dialog a script opens. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await stack().newPage({ bypassCSP: true });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

const injectedElements = (page: Page) =>
  page.locator(INJECTED).evaluateAll((elements) => elements.map((element) => element.outerHTML));
const shows = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

it('renders payloads in titles, comments, properties and rich content as inert text, to a visitor, a reader and the owner', async () => {
  const { page: owner, dialogs: ownerDialogs } = await watchedPage();
  await signUpAndConfirm(stack(), owner, { email: 'mallory@example.com', name: 'Mallory' });
  const ideaId = await storePayloads(owner, stack());

  const { page: visitor, dialogs: visitorDialogs } = await watchedPage();
  await visitor.goto('/tool/idea-garage');
  const card = visitor.getByRole('article', { name: PAYLOADS.title });
  for (const text of [PAYLOADS.title, PAYLOADS.description, PAYLOADS.tag, PAYLOADS.comment])
    await card.getByText(text, { exact: true }).first().waitFor();
  await card.hover();
  expect(await injectedElements(visitor)).toEqual([]);

  // The idea page needs an account: another founder reads the community idea, read-only.
  const { page: reader, dialogs: readerDialogs } = await watchedPage();
  await signUpAndConfirm(stack(), reader, { email: 'reader@example.com', name: 'Rita Reader' });
  await reader.goto(`/tool/idea-garage/idea/${ideaId}`);
  await reader.getByRole('heading', { level: 1, name: PAYLOADS.title }).waitFor();
  for (const text of [
    PAYLOADS.propertyLabel,
    PAYLOADS.textProperty,
    PAYLOADS.urlProperty,
    PAYLOADS.content,
    PAYLOADS.linkText,
  ])
    await shows(reader, text);
  const website = reader.getByRole('link', { name: PAYLOADS.urlProperty });
  expect(await website.getAttribute('href')).toBe(PAYLOADS.urlProperty);
  const link = reader.getByRole('link', { name: PAYLOADS.linkText });
  expect(await link.getAttribute('href')).toBe(LINK_HREF);
  expect(await link.getAttribute('onmouseover')).toBeNull();
  await link.hover();
  expect(await injectedElements(reader)).toEqual([]);

  await owner.goto(`/tool/idea-garage/idea/${ideaId}`);
  expect(await owner.getByLabel('Idea title').inputValue()).toBe(PAYLOADS.title);
  await shows(owner, PAYLOADS.content);
  expect(await injectedElements(owner)).toEqual([]);

  expect([...ownerDialogs, ...visitorDialogs, ...readerDialogs]).toEqual([]);
});
