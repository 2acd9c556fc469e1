import { defineMessages } from 'react-intl';

/**
 * How to ask: about past behaviour, not opinions or the future (after Rob Fitzpatrick's 'The Mom Test' and
 * Teresa Torres's story-based interviewing).
 */
export const HOW_TO = defineMessages({
  lastTime: {
    id: 'userResearchBot.howTo.lastTime',
    defaultMessage:
      "Ask about the last time it happened: 'Tell me about the last time you…'. A real story beats a general answer.",
  },
  specifics: {
    id: 'userResearchBot.howTo.specifics',
    defaultMessage:
      'Dig for specifics: when it was, what they did, what it cost them in time or money, what they tried.',
  },
  noHypotheticals: {
    id: 'userResearchBot.howTo.noHypotheticals',
    defaultMessage:
      "Avoid hypotheticals and opinions ('Would you use…?', 'How much would you pay…?'): people are kind and bad at predicting.",
  },
  noLeading: {
    id: 'userResearchBot.howTo.noLeading',
    defaultMessage:
      "Avoid leading questions ('Wouldn't it be great if…?') and don't pitch your idea; listen more than you talk.",
  },
  quotes: {
    id: 'userResearchBot.howTo.quotes',
    defaultMessage:
      'Write down their exact words. Highlight the telling ones as quotes and tag them to see the patterns.',
  },
});

/** Well-known questions about past behaviour, offered as a starter guide the founder edits. */
export const STARTER_QUESTIONS = defineMessages({
  lastTime: {
    id: 'userResearchBot.starter.lastTime',
    defaultMessage: 'Tell me about the last time you ran into this problem. What happened?',
  },
  hardest: { id: 'userResearchBot.starter.hardest', defaultMessage: 'What was the hardest part about that?' },
  why: { id: 'userResearchBot.starter.why', defaultMessage: 'Why was that hard?' },
  walkThrough: {
    id: 'userResearchBot.starter.walkThrough',
    defaultMessage: 'Walk me through how you handle it today, step by step.',
  },
  tried: {
    id: 'userResearchBot.starter.tried',
    defaultMessage: 'What have you tried to solve it? What did you like and dislike about it?',
  },
  cost: { id: 'userResearchBot.starter.cost', defaultMessage: 'How much time or money did it cost you the last time?' },
  others: {
    id: 'userResearchBot.starter.others',
    defaultMessage: 'Who else was involved, or had a say in how it was solved?',
  },
  missing: { id: 'userResearchBot.starter.missing', defaultMessage: 'Is there anything else I should have asked you?' },
  referral: { id: 'userResearchBot.starter.referral', defaultMessage: 'Who else should I talk to about this?' },
});
