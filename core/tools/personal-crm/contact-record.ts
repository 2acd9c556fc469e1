import { activityDaySchema, activitySchema } from '../../activity-log/activity';
import { say } from '../../i18n/say';
import { trimmedText } from '../../trimmed-text';
import { optionalEmailAddressSchema } from '../../user/email-address';
import { isWebLink } from '../../web-link';
import { z } from '../../zod';

export const PERSONAL_CRM_LIMITS = {
  listName: 80,
  lists: 20,
  contacts: 2000,
  interactions: 500,
  name: 120,
  company: 120,
  role: 120,
  metAt: 200,
  tags: 20,
  tag: 40,
  phone: 40,
  links: 5,
  link: 500,
  notes: 4000,
  /** Keep in touch at most this rarely: once a year. */
  keepInTouchDays: 365,
  id: 64,
} as const;

const L = PERSONAL_CRM_LIMITS;

/** Shown by the field it is about, so it need not name it. */
const tooLong = (max: number) =>
  say({ id: 'core.tools.personalCrm.tooLong', defaultMessage: 'At most {max} characters' }, { max });

const PHONE_MESSAGE = say({
  id: 'core.tools.personalCrm.invalidPhone',
  defaultMessage: 'Enter a phone number: digits, spaces and + ( ) - . only, and an extension (ext 12)',
});
const phoneSchema = z.string({ error: PHONE_MESSAGE }).check(
  z.trim(),
  z.maxLength(L.phone, PHONE_MESSAGE),
  z.refine(
    (value) => value === '' || /^\+?[\d\s().-]*\d[\d\s().-]*(\s*(ext\.?|x)\s*\d+)?$/i.test(value),
    PHONE_MESSAGE,
  ),
);

const LINK_MESSAGE = say({
  id: 'core.tools.personalCrm.invalidLink',
  defaultMessage: 'Enter a web address starting with https:// or http://',
});
const linkSchema = z
  .string({ error: LINK_MESSAGE })
  .check(z.trim(), z.maxLength(L.link, LINK_MESSAGE), z.refine(isWebLink, LINK_MESSAGE));

const tagSchema = trimmedText(L.tag, {
  required: say({ id: 'core.tools.personalCrm.tagEmpty', defaultMessage: 'A tag cannot be empty' }),
  tooLong: say(
    { id: 'core.tools.personalCrm.tagTooLong', defaultMessage: 'A tag has at most {max} characters' },
    { max: L.tag },
  ),
});

const KEEP_MESSAGE = say(
  { id: 'core.tools.personalCrm.invalidKeepInTouch', defaultMessage: 'Enter a whole number of days from 1 to {max}' },
  { max: L.keepInTouchDays },
);

const NAME_REQUIRED = say({ id: 'core.tools.personalCrm.nameRequired', defaultMessage: 'Name is required' });

/** Someone in the founder's network: who, where they met, how to reach them, how often to stay in touch, and what happened. */
export const contactSchema = z.object({
  id: trimmedText(L.id, { required: true }),
  name: trimmedText(L.name, { required: NAME_REQUIRED, notText: NAME_REQUIRED, tooLong: tooLong(L.name) }),
  company: trimmedText(L.company, { tooLong: tooLong(L.company) }),
  role: trimmedText(L.role, { tooLong: tooLong(L.role) }),
  metAt: trimmedText(L.metAt, { tooLong: tooLong(L.metAt) }),
  tags: z.array(tagSchema).check(
    z.maxLength(
      L.tags,
      say({ id: 'core.tools.personalCrm.tooManyTags', defaultMessage: 'At most {max} tags' }, { max: L.tags }),
    ),
    z.refine(
      (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
      say({ id: 'core.tools.personalCrm.tagRepeated', defaultMessage: 'Each tag once' }),
    ),
  ),
  email: optionalEmailAddressSchema,
  phone: phoneSchema,
  links: z
    .array(linkSchema)
    .check(
      z.maxLength(
        L.links,
        say({ id: 'core.tools.personalCrm.tooManyLinks', defaultMessage: 'At most {max} links' }, { max: L.links }),
      ),
    ),
  notes: trimmedText(L.notes, { tooLong: tooLong(L.notes) }),
  /** Reconnect when this many days have passed since the last interaction (null: no reminder). */
  keepInTouchDays: z.nullable(
    z
      .number({ error: KEEP_MESSAGE })
      .check(z.int(KEEP_MESSAGE), z.gte(1, KEEP_MESSAGE), z.lte(L.keepInTouchDays, KEEP_MESSAGE)),
  ),
  /** The day the contact was added: the reconnect clock's start before any interaction. */
  addedOn: activityDaySchema,
  interactions: z.array(activitySchema).check(
    z.maxLength(
      L.interactions,
      say(
        {
          id: 'core.tools.personalCrm.tooManyInteractions',
          defaultMessage: 'At most {max} interactions per contact',
        },
        { max: L.interactions },
      ),
    ),
  ),
});
export type Contact = z.infer<typeof contactSchema>;

/** A new contact added on `addedOn`, with nothing known yet but what is given. */
export const newContact = (
  id: string,
  addedOn: string,
  fields: Partial<Omit<Contact, 'id' | 'addedOn'>> = {},
): Contact => ({
  id,
  name: '',
  company: '',
  role: '',
  metAt: '',
  tags: [],
  email: '',
  phone: '',
  links: [],
  notes: '',
  keepInTouchDays: null,
  interactions: [],
  ...fields,
  addedOn,
});

/** Tags as typed in one field, separated by commas: trimmed, blanks dropped, each once (the first spelling kept). */
export function tagsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}
