import { z } from './zod';

/** What a trimmed text says when it is wrong; zod's own message for any left out. */
export type TrimmedTextMessages = {
  /** Past `max` characters. */
  tooLong?: string;
  /** Empty once trimmed: given, the text is required (`true`: with zod's message). */
  required?: string | true;
  /** Not text at all. */
  notText?: string;
};

/** Text trimmed before it is checked: at most `max` characters, and not empty when `required`. */
export const trimmedText = (max: number, { tooLong, required, notText }: TrimmedTextMessages = {}) =>
  z
    .string(notText === undefined ? undefined : { error: notText })
    .check(
      z.trim(),
      ...(required === undefined ? [] : [z.minLength(1, required === true ? undefined : required)]),
      z.maxLength(max, tooLong),
    );
