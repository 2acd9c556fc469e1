import { pulseSurveyInputSchema, type PulseSurveyInput } from '@core/tools/team-culture-pulse/pulse-survey';
import { z } from '@core/zod';

/** A survey's form: the team name, and each question's text by its key. */
export type SurveyFormValues = { teamName: string; questions: { id: string; text: string }[] };

/** Messages by field: `teamName`, `questions` (the list), or a question's key. */
export type SurveyFormErrors = Partial<Record<string, string>>;

/** Issues (`teamName`, `questions.2.text`) as the form's fields, the first message of each. */
export function surveyErrorsOf(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
  values: SurveyFormValues,
): SurveyFormErrors {
  const errors: SurveyFormErrors = {};
  for (const { path, message } of issues) {
    const [field, index] = typeof path === 'string' ? path.split('.') : path.map(String);
    const key = field === 'questions' && index !== undefined ? values.questions[Number(index)]?.id : field;
    if (key) errors[key] ??= message;
  }
  return errors;
}

/** The form checked by the survey's contract, as the server checks it: the input, or each field's message. */
export function checkSurvey(values: SurveyFormValues): { input: PulseSurveyInput | null; errors: SurveyFormErrors } {
  const result = z.safeParse(pulseSurveyInputSchema, values);
  return result.success
    ? { input: result.data, errors: {} }
    : { input: null, errors: surveyErrorsOf(result.error.issues, values) };
}

/** A key for a question the founder adds (kept when reworded, so its averages follow it across rounds). */
export const newQuestionId = () => `q-${crypto.randomUUID().slice(0, 8)}`;
