import { when } from '../../account/export-fields';
import { instant } from '../../account/import-fields';
import { z } from '../../zod';
import { assessmentAnswersSchema } from './cofounder-assessment';

/*
 * The co-founder fit's part of the account file, `assessments` (ADR 0029, 0030): each result with the invitations it
 * sent. The import reads a result's answers as the assessment's form does; invitations are read only to be counted
 * as not restored (their tokens are never exported).
 */

/** The results as the export writes them, oldest first. */
export const assessmentsExportSchema = z.array(
  z.object({
    answers: z.array(z.number()),
    totalScore: z.number(),
    compatibility: z.string(),
    createdAt: when,
    invites: z.array(
      z.object({
        email: z.string(),
        answers: z.nullable(z.array(z.number())),
        answeredAt: z.nullable(when),
        expiresAt: when,
      }),
    ),
  }),
);

const importedAssessment = z.object({
  answers: assessmentAnswersSchema,
  createdAt: instant,
  invites: z._default(z.array(z.unknown()), []),
});

/** The results of the file as the import reads them; an older or hand-made file may leave them out. */
export const importedAssessmentsSchema = z._default(z.array(importedAssessment), []);
