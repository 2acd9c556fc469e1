/**
 * Where the gentle warning points (ADR 0106): the app's own Mental Health Support page and public pages of well-known
 * organisations, each read on the day given. No helpline number is written here: the directories below keep them
 * current for every country. The web names and describes each in the page's language.
 */
export const SUPPORT_RESOURCES = [
  { id: 'mentalHealthSupport', href: '/tool/mental-health-support', checkedOn: '2026-11-30' },
  // ThroughLine's directory of free, confidential helplines, verified country by country (findahelpline.com/AU read).
  { id: 'findAHelpline', href: 'https://findahelpline.com/', checkedOn: '2026-11-30' },
  // Befrienders Worldwide: 349 emotional support centres in 32 countries (befrienders.org/about-us read).
  { id: 'befrienders', href: 'https://befrienders.org/', checkedOn: '2026-11-30' },
  // The WHO's note of 28 May 2019: burn-out in ICD-11 as an occupational phenomenon, not a medical condition.
  {
    id: 'whoBurnOut',
    href: 'https://www.who.int/news/item/28-05-2019-burn-out-an-occupational-phenomenon-international-classification-of-diseases',
    checkedOn: '2026-11-30',
  },
] as const;

export type SupportResourceId = (typeof SUPPORT_RESOURCES)[number]['id'];
