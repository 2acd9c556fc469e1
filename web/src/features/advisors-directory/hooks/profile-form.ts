import {
  advisorProfileInputSchema,
  type AdvisorProfileInput,
  type AdvisorProfileView,
  type ContactPreference,
  type OpenTo,
} from '@core/tools/advisors-directory/advisor-profile';
import { z } from '@core/zod';

/** The profile form's fields as typed: tags as one comma-separated line each, hours as text. */
export type ProfileFormValues = {
  headline: string;
  expertise: string;
  industries: string;
  howTheyHelp: string;
  hoursPerMonth: string;
  openTo: OpenTo[];
  contactPreference: ContactPreference;
  link: string;
};
export type ProfileField = keyof ProfileFormValues;
/** Each field's message, as core or the server said it. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const EMPTY_PROFILE: ProfileFormValues = {
  headline: '',
  expertise: '',
  industries: '',
  howTheyHelp: '',
  hoursPerMonth: '',
  openTo: [],
  contactPreference: 'email',
  link: '',
};

/** A saved profile as the form shows it. */
export const valuesOf = (profile: AdvisorProfileView | null): ProfileFormValues =>
  profile
    ? {
        headline: profile.headline,
        expertise: profile.expertise.join(', '),
        industries: profile.industries.join(', '),
        howTheyHelp: profile.howTheyHelp,
        hoursPerMonth: profile.hoursPerMonth === null ? '' : String(profile.hoursPerMonth),
        openTo: profile.openTo,
        contactPreference: profile.contactPreference,
        link: profile.link ?? '',
      }
    : EMPTY_PROFILE;

const tags = (line: string) => line.split(',');

/** The form's values as the API takes them (hours that are not a whole number go as 0: out of range, said so). */
export const inputOf = (values: ProfileFormValues): AdvisorProfileInput => {
  const hours = values.hoursPerMonth.trim();
  return {
    headline: values.headline,
    expertise: tags(values.expertise),
    industries: tags(values.industries),
    howTheyHelp: values.howTheyHelp,
    hoursPerMonth: hours === '' ? null : /^\d{1,4}$/.test(hours) ? Number(hours) : 0,
    openTo: values.openTo,
    contactPreference: values.contactPreference,
    link: values.link,
  };
};

/** Field issues (`industries.0`, `link`) as the form's fields, the first message of each. */
export function errorsOf(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const { path, message } of issues) {
    const field = String(typeof path === 'string' ? path.split('.')[0] : path[0]) as ProfileField;
    errors[field] ??= message;
  }
  return errors;
}

/** The form checked by the profile's contract, as the server will check it: the input, or each field's message. */
export function checkProfile(values: ProfileFormValues): { input: AdvisorProfileInput | null; errors: ProfileErrors } {
  const input = inputOf(values);
  const result = z.safeParse(advisorProfileInputSchema, input);
  return result.success ? { input, errors: {} } : { input: null, errors: errorsOf(result.error.issues) };
}
