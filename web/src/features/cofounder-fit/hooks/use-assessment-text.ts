import {
  COMPATIBILITY_QUESTIONS,
  type Compatibility,
  type CompatibilityCategory,
  type RatingValue,
} from '@core/tools/cofounder-fit/cofounder-assessment';
import { useMemo } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useI18n } from '@/lib/i18n/use-t';

/*
 * The questionnaire's words (core/tools/cofounder-fit/cofounder-assessment.ts) as messages: core keeps the English
 * and the scoring, the web says them in the page's language. Each English default is core's text, word for word
 * (use-assessment-text.test.ts holds them equal).
 */

/** The ids of core's ten questions (the test holds this list equal to core's). */
export type QuestionId =
  | 'vision'
  | 'work-style'
  | 'skills'
  | 'communication'
  | 'trust'
  | 'commitment'
  | 'conflict-resolution'
  | 'risk-appetite'
  | 'financial'
  | 'respect';

const questionTexts: Record<QuestionId, MessageDescriptor> = defineMessages({
  vision: {
    id: 'cofounderFit.question.vision.text',
    defaultMessage:
      'My co-founder and I want to build the same kind of company, and agree on where it should be in five years.',
  },
  'work-style': {
    id: 'cofounderFit.question.workStyle.text',
    defaultMessage: 'Our working hours, pace and ways of planning fit together without constant friction.',
  },
  skills: {
    id: 'cofounderFit.question.skills.text',
    defaultMessage: 'Our skills complement each other, and together we cover building the product and selling it.',
  },
  communication: {
    id: 'cofounderFit.question.communication.text',
    defaultMessage: 'I can raise a difficult topic with my co-founder early, and we talk it through openly.',
  },
  trust: {
    id: 'cofounderFit.question.trust.text',
    defaultMessage:
      'I trust my co-founder to keep commitments and to act in the interest of the company when I am not in the room.',
  },
  commitment: {
    id: 'cofounderFit.question.commitment.text',
    defaultMessage:
      'We are both ready to give this company the same level of time and dedication for the next several years.',
  },
  'conflict-resolution': {
    id: 'cofounderFit.question.conflictResolution.text',
    defaultMessage: 'When we disagree, we settle it with arguments and data, and move on without lingering resentment.',
  },
  'risk-appetite': {
    id: 'cofounderFit.question.riskAppetite.text',
    defaultMessage:
      'We are comfortable with the same level of risk: how much to bet, how fast to grow, and when to raise money.',
  },
  financial: {
    id: 'cofounderFit.question.financial.text',
    defaultMessage:
      'We have talked openly about salaries, personal savings and runway, and our financial needs are compatible.',
  },
  respect: {
    id: 'cofounderFit.question.respect.text',
    defaultMessage: "I respect my co-founder's judgement, even in areas where I would have decided differently.",
  },
});

const categoryNames: Record<CompatibilityCategory, MessageDescriptor> = defineMessages({
  Vision: { id: 'cofounderFit.category.vision', defaultMessage: 'Vision' },
  'Work Style': { id: 'cofounderFit.category.workStyle', defaultMessage: 'Work Style' },
  Skills: { id: 'cofounderFit.category.skills', defaultMessage: 'Skills' },
  Communication: { id: 'cofounderFit.category.communication', defaultMessage: 'Communication' },
  Trust: { id: 'cofounderFit.category.trust', defaultMessage: 'Trust' },
  Commitment: { id: 'cofounderFit.category.commitment', defaultMessage: 'Commitment' },
  'Conflict Resolution': { id: 'cofounderFit.category.conflictResolution', defaultMessage: 'Conflict Resolution' },
  'Risk Appetite': { id: 'cofounderFit.category.riskAppetite', defaultMessage: 'Risk Appetite' },
  Financial: { id: 'cofounderFit.category.financial', defaultMessage: 'Financial' },
  Respect: { id: 'cofounderFit.category.respect', defaultMessage: 'Respect' },
});

const ratingLabels: Record<RatingValue, MessageDescriptor> = defineMessages({
  5: { id: 'cofounderFit.rating.stronglyAgree', defaultMessage: 'Strongly Agree' },
  4: { id: 'cofounderFit.rating.agree', defaultMessage: 'Agree' },
  3: { id: 'cofounderFit.rating.neutral', defaultMessage: 'Neutral' },
  2: { id: 'cofounderFit.rating.disagree', defaultMessage: 'Disagree' },
  1: { id: 'cofounderFit.rating.stronglyDisagree', defaultMessage: 'Strongly Disagree' },
});

const compatibilityNames: Record<Compatibility, MessageDescriptor> = defineMessages({
  Excellent: { id: 'cofounderFit.compatibility.excellent', defaultMessage: 'Excellent' },
  Good: { id: 'cofounderFit.compatibility.good', defaultMessage: 'Good' },
  Fair: { id: 'cofounderFit.compatibility.fair', defaultMessage: 'Fair' },
  Poor: { id: 'cofounderFit.compatibility.poor', defaultMessage: 'Poor' },
});

const recommendationMessages = defineMessages({
  excellentFirst: {
    id: 'cofounderFit.recommendation.excellent.first',
    defaultMessage: 'Move forward with confidence: you are well aligned on the things that matter most.',
  },
  excellentSecond: {
    id: 'cofounderFit.recommendation.excellent.second',
    defaultMessage: 'Formalize your roles, responsibilities and equity split in a written founders’ agreement.',
  },
  excellentThird: {
    id: 'cofounderFit.recommendation.excellent.third',
    defaultMessage: 'Keep communication open with regular check-ins, so small issues never grow into big ones.',
  },
  goodFirst: {
    id: 'cofounderFit.recommendation.good.first',
    defaultMessage: 'Discuss the areas where your answers were weaker and agree on how to address each concern.',
  },
  goodSecond: {
    id: 'cofounderFit.recommendation.good.second',
    defaultMessage: 'Try a short trial project together before fully committing to the partnership.',
  },
  goodThird: {
    id: 'cofounderFit.recommendation.good.third',
    defaultMessage:
      'Set clear communication protocols: how often you meet, how decisions are made and how disagreements are raised.',
  },
  fairFirst: {
    id: 'cofounderFit.recommendation.fair.first',
    defaultMessage:
      'Have serious discussions about your differences in vision, commitment and expectations before going further.',
  },
  fairSecond: {
    id: 'cofounderFit.recommendation.fair.second',
    defaultMessage: 'Bring in a neutral advisor or mentor to help you work through the areas where you disagree.',
  },
  fairThird: {
    id: 'cofounderFit.recommendation.fair.third',
    defaultMessage:
      'Consider alternative structures, such as an advisory role, a part-time arrangement or longer vesting.',
  },
  poorFirst: {
    id: 'cofounderFit.recommendation.poor.first',
    defaultMessage: 'Reconsider this partnership: the gaps in your answers point to fundamental misalignment.',
  },
  poorSecond: {
    id: 'cofounderFit.recommendation.poor.second',
    defaultMessage: 'Seek professional guidance, from a mentor or a co-founder coach, before making any commitment.',
  },
  poorThird: {
    id: 'cofounderFit.recommendation.poor.third',
    defaultMessage: 'Explore other potential co-founders whose goals and working style better match your own.',
  },
});

/** Three next steps per band, in core's order. */
const recommendationTexts: Record<Compatibility, readonly MessageDescriptor[]> = {
  Excellent: [
    recommendationMessages.excellentFirst,
    recommendationMessages.excellentSecond,
    recommendationMessages.excellentThird,
  ],
  Good: [recommendationMessages.goodFirst, recommendationMessages.goodSecond, recommendationMessages.goodThird],
  Fair: [recommendationMessages.fairFirst, recommendationMessages.fairSecond, recommendationMessages.fairThird],
  Poor: [recommendationMessages.poorFirst, recommendationMessages.poorSecond, recommendationMessages.poorThird],
};

/** Words several of the feature's screens say in the same role. */
export const commonMessages = defineMessages({
  you: { id: 'cofounderFit.common.you', defaultMessage: 'You' },
  retry: { id: 'cofounderFit.common.retry', defaultMessage: 'Retry' },
  sending: { id: 'cofounderFit.common.sending', defaultMessage: 'Sending' },
  backToHome: { id: 'cofounderFit.common.backToHome', defaultMessage: 'Back to Home' },
});

const hasOwn = <K extends PropertyKey>(record: Record<K, unknown>, key: PropertyKey): key is K =>
  Object.hasOwn(record, key);

export type AssessmentText = {
  /** A question's statement; an id core does not know is said as it is. */
  questionText: (id: string) => string;
  categoryName: (category: CompatibilityCategory) => string;
  /** 'Category: Vision', under a question. */
  questionCategory: (category: CompatibilityCategory) => string;
  /** A rating's words ('Agree'), as on the rating buttons; a value off the scale is said as its number. */
  ratingLabel: (value: number) => string;
  compatibilityName: (compatibility: Compatibility) => string;
  recommendations: (compatibility: Compatibility) => string[];
  /** A whole percent: '80%' in English. */
  percent: (value: number) => string;
};

/** The questionnaire's words in the page's language (English outside the provider). */
export function useAssessmentText(): AssessmentText {
  const intl = useI18n();
  return useMemo(() => {
    const t = intl.formatMessage;
    const categoryName = (category: CompatibilityCategory) => t(categoryNames[category]);
    return {
      questionText: (id) =>
        hasOwn(questionTexts, id)
          ? t(questionTexts[id])
          : (COMPATIBILITY_QUESTIONS.find((question) => question.id === id)?.text ?? id),
      categoryName,
      questionCategory: (category) =>
        t(
          { id: 'cofounderFit.question.category', defaultMessage: 'Category: {category}' },
          { category: categoryName(category) },
        ),
      ratingLabel: (value) => (hasOwn(ratingLabels, value) ? t(ratingLabels[value]) : String(value)),
      compatibilityName: (compatibility) => t(compatibilityNames[compatibility]),
      recommendations: (compatibility) => recommendationTexts[compatibility].map((message) => t(message)),
      // The page's own percent format, as the equity calculator's (founder-display): '80%', '80 %' in French.
      percent: (value) => intl.formatNumber(value, { style: 'unit', unit: 'percent', maximumFractionDigits: 0 }),
    };
  }, [intl]);
}
