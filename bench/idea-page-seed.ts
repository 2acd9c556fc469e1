import { randomUUID } from 'node:crypto';
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  propertyValueSchema,
  type PropertyType,
  type PropertyValue,
} from '../core/idea-page/property-contracts';
import { richContentSchema, type RichContent, type RichNode } from '../core/idea-page/rich-content';
import { WIDGET_TYPES, widgetDataSchemas, type WidgetType } from '../core/idea-page/widget-contracts';
import type { Db } from '../server/src/db/client';
import {
  ideaComments,
  ideaMainContents,
  ideaPages,
  ideaProperties,
  ideas,
  ideaTags,
  ideaWidgets,
  tags,
} from '../server/src/db/schema';

/** bench/idea-page's idea: 200 pages, 50 custom properties and 20 widgets, each value checked by its own schema. */

export const TOP_PAGES = 20;
export const CHILDREN_PER_TOP = 8;
/** The first child of each top page has one sub-page: 20 + 160 + 20 = 200 pages, 3 levels deep. */
export const GRANDCHILDREN_PER_TOP = 1;
export const PROPERTIES = 50;
export const WIDGETS = 20;
export const TAGS = 5;
export const COMMENTS = 10;

const text = (value: string, marks?: RichNode['marks']): RichNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });

/** `sections` × (a heading, three paragraphs with marks and a link, a bullet list, a task list), checked by richContentSchema. */
export function richDocument(title: string, sections: number): RichContent {
  const content: RichNode[] = [];
  for (let s = 1; s <= sections; s++) {
    content.push(
      { type: 'heading', attrs: { level: 2 }, content: [text(`${title}: part ${s}`)] },
      paragraph(
        text('Pharmacies in mid-sized towns lose '),
        text('a fifth of their prescriptions', [{ type: 'bold' }]),
        text(
          ' to online chains that deliver the same day. We interviewed twelve of them; nine said delivery is the first thing they would pay for.',
        ),
      ),
      paragraph(
        text('The pilot runs for six weeks with two pharmacies, '),
        text('see the notes', [{ type: 'link', attrs: { href: 'https://example.com/pilot-notes' } }]),
        text(', and measures orders per day, cost per delivery and how many customers order twice.'),
      ),
      {
        type: 'bulletList',
        content: [
          'Customers: pharmacies with 2–5 staff',
          'Channel: the regional pharmacists’ association',
          'Price: a flat fee per delivery',
          'Risk: aviation rules for drones over houses',
        ].map((item) => ({ type: 'listItem', content: [paragraph(text(item))] })),
      },
      paragraph(
        text('Open questions for the next round of interviews, in order of how much they change the plan:', [
          { type: 'italic' },
        ]),
      ),
      {
        type: 'taskList',
        content: [
          'Who pays when a delivery fails?',
          'Can a courier cover the first months?',
          'What does insurance cost?',
        ].map((item, i) => ({
          type: 'taskItem',
          attrs: { checked: i === 0 },
          content: [paragraph(text(item))],
        })),
      },
    );
  }
  return richContentSchema.parse({ type: 'doc', content });
}

const SELECT_OPTIONS = ['Idea', 'Interviewing', 'Validating', 'Building', 'Launched', 'Parked'];
const MULTI_OPTIONS = ['B2B', 'B2C', 'SaaS', 'Marketplace', 'Hardware', 'Health', 'Logistics'];

/** A filled value of each type, checked by the type's own schema. */
function propertyOf(type: PropertyType, i: number): { options: string[]; value: PropertyValue } {
  const options = type === 'select' ? SELECT_OPTIONS : type === 'multi-select' ? MULTI_OPTIONS : [];
  const raw: Record<PropertyType, PropertyValue> = {
    text: `Two-sided delivery marketplace, variant ${i}`,
    'long-text': 'Drones carry prescriptions from the pharmacy to the customer’s door within the hour. '
      .repeat(4)
      .trim(),
    number: 40 + i,
    currency: 12_500.5 + i,
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-14`,
    select: SELECT_OPTIONS[i % SELECT_OPTIONS.length]!,
    'multi-select': [MULTI_OPTIONS[i % MULTI_OPTIONS.length]!, MULTI_OPTIONS[(i + 2) % MULTI_OPTIONS.length]!],
    checkbox: i % 2 === 0,
    person: 'Ada Lovelace',
    url: `https://example.com/research/${i}`,
    email: `founder+${i}@example.com`,
    phone: '+1 555 010 0199',
    image: `https://images.example.com/mockup-${i}.png`,
  };
  return { options, value: propertyValueSchema(type, options).parse(raw[type]) };
}

const LONG =
  'Pharmacies want same-day delivery without hiring couriers; drones make a delivery cost a third of a van’s. '
    .repeat(3)
    .trim();

/** Filled data of each widget type, checked by the type's own schema. */
function widgetOf(type: WidgetType, i: number): Record<string, string> {
  const raw: Record<WidgetType, Record<string, string>> = {
    'lean-canvas': {
      problem: LONG,
      solution: LONG,
      keyMetrics: 'Orders per day, cost per delivery, repeat customers',
      uniqueValueProposition: 'Prescriptions at the door within the hour',
      unfairAdvantage: 'Permits already granted in two regions',
      channels: 'Pharmacists’ association, local press',
      customerSegments: 'Independent pharmacies in mid-sized towns',
      costStructure: 'Drones, pilots, insurance, software',
      revenueStreams: 'A flat fee per delivery, a monthly plan',
    },
    'google-trends': { searchTerm: `drone delivery ${i}` },
    'swot-analysis': { strengths: LONG, weaknesses: LONG, opportunities: LONG, threats: LONG },
    prd: { title: `PRD ${i}`, content: LONG.repeat(3) },
    'validation-strategy': { title: `Validation ${i}`, content: LONG.repeat(3) },
    pinterest: { url: `https://www.pinterest.com/pin/10000${i}/` },
    youtube: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: `Pitch video ${i}` },
    image: { url: `https://images.example.com/storyboard-${i}.png`, caption: `Storyboard ${i}` },
  };
  return widgetDataSchemas[type].parse(raw[type]) as Record<string, string>;
}

export type SeedCounts = {
  pages: number;
  top: number;
  children: number;
  grandchildren: number;
  pageBytes: number;
  mainBytes: number;
  ms: number;
};

/** One idea of the user's, with its main content, 200 pages, 50 properties, 20 widgets, a few tags and comments. */
export async function seedIdeaPage(db: Db, userId: string): Promise<{ ideaId: string; counts: SeedCounts }> {
  const started = performance.now();
  const ideaId = randomUUID();
  await db.insert(ideas).values({
    id: ideaId,
    userId,
    title: 'Drone delivery for pharmacies',
    description: 'Same-day prescription delivery by drone for independent pharmacies in mid-sized towns.',
    category: 'logistics',
    priority: 'high',
    ideaScore: 8,
    whyNow: 'Drone rules for deliveries over towns were relaxed this year.',
    costToValidate: 25_000,
    efforts: 'Two engineers, six weeks',
    validationGtm: 'A pilot with two pharmacies',
  });
  const tagIds = (
    await db
      .insert(tags)
      .values(Array.from({ length: TAGS }, (_, i) => ({ name: `idea-page-bench-${i}` })))
      .returning({ id: tags.id })
  ).map((tag) => tag.id);
  await db.insert(ideaTags).values(tagIds.map((tagId) => ({ ideaId, tagId })));
  const now = Date.now();
  await db.insert(ideaComments).values(
    Array.from({ length: COMMENTS }, (_, i) => ({
      ideaId,
      userId,
      content: `Comment ${i + 1}: have you asked the pharmacists?`,
      createdAt: new Date(now - (COMMENTS - i) * 60_000),
    })),
  );

  const main = richDocument('Drone delivery for pharmacies', 6);
  await db.insert(ideaMainContents).values({ ideaId, content: main, version: 1 });

  // Dense page_order per sibling group; parents are inserted before their children (the foreign key).
  type PageRow = typeof ideaPages.$inferInsert;
  const pageRow = (title: string, parentPageId: string | null, pageOrder: number): PageRow => ({
    id: randomUUID(),
    ideaId,
    parentPageId,
    title,
    pageOrder,
    content: richDocument(title, 1),
    version: 1,
  });
  const top = Array.from({ length: TOP_PAGES }, (_, t) => pageRow(`Chapter ${t + 1}`, null, t));
  const children = top.flatMap((parent, t) =>
    Array.from({ length: CHILDREN_PER_TOP }, (_, c) => pageRow(`Chapter ${t + 1}.${c + 1}`, parent.id!, c)),
  );
  const grandchildren = top.flatMap((_, t) =>
    Array.from({ length: GRANDCHILDREN_PER_TOP }, (_, g) =>
      pageRow(`Chapter ${t + 1}.1.${g + 1}`, children[t * CHILDREN_PER_TOP]!.id!, g),
    ),
  );
  for (const level of [top, children, grandchildren]) await db.insert(ideaPages).values(level);

  await db.insert(ideaProperties).values(
    Array.from({ length: PROPERTIES }, (_, i) => {
      const type = PROPERTY_TYPES[i % PROPERTY_TYPES.length]!;
      // A currency property holds its currency (ADR 0078); every other type none (the table's check).
      const currency = type === 'currency' ? ('INR' as const) : null;
      return {
        ideaId,
        label: `${PROPERTY_TYPE_LABELS[type]} ${i + 1}`,
        type,
        ...propertyOf(type, i),
        currency,
        position: i,
      };
    }),
  );
  await db.insert(ideaWidgets).values(
    Array.from({ length: WIDGETS }, (_, i) => {
      const type = WIDGET_TYPES[i % WIDGET_TYPES.length]!;
      return { ideaId, type, data: widgetOf(type, i), position: i };
    }),
  );
  const pages = [...top, ...children, ...grandchildren];
  return {
    ideaId,
    counts: {
      pages: pages.length,
      top: top.length,
      children: children.length,
      grandchildren: grandchildren.length,
      pageBytes: pages.reduce((sum, page) => sum + JSON.stringify(page.content).length, 0) / pages.length,
      mainBytes: JSON.stringify(main).length,
      ms: performance.now() - started,
    },
  };
}
