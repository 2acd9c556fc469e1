import { say } from '../../i18n/say';
import { z } from '../../zod';
import { isRealDate } from './calendar-dates';
import { STATE_CODES } from './state-codes';

/*
 * What applies to the company (ADR 0079, 0083): the answers the Indian calendar adds its filings by — the kind of
 * company, its incorporation date and state, its GST scheme, its employees, the audits and dues that bring their own
 * filings, and the facts some filings are dated by (events' dates, the directors' last KYC, Maharashtra's profession
 * tax periodicity). The user's data, kept on the server and changeable; an answer added later defaults to none, so a
 * profile kept before it still reads.
 */

export const COMPANY_KINDS = ['private', 'small', 'opc'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const GST_SCHEMES = ['none', 'monthly', 'quarterly'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

const DATE_MESSAGE = say({ id: 'core.tools.yourAiCa.invalidDate', defaultMessage: 'Enter a date' });
const dateSchema = z.string({ error: DATE_MESSAGE }).check(z.refine(isRealDate, DATE_MESSAGE));
/** A date the user may not know or have: null. */
const eventDateSchema = z._default(z.nullable(dateSchema), null);
const ANSWER_MESSAGE = say({ id: 'core.tools.yourAiCa.answerYesOrNo', defaultMessage: 'Answer yes or no' });
const yesOrNo = z.boolean({ error: ANSWER_MESSAGE });
/** A yes or no asked only in some cases (a state's question): null where it was not asked. */
const askedYesOrNo = z._default(z.nullable(yesOrNo), null);

/** The first financial year DIR-3 KYC was filed for (rule 12A was inserted in 2018: FY 2017-18's, by 2018). */
export const FIRST_KYC_YEAR = 2017;
const KYC_YEAR_MESSAGE = say({ id: 'core.tools.yourAiCa.chooseKycYear', defaultMessage: 'Choose a financial year' });
/** A financial year by its first year (2024 for FY 2024-25), or null when not known. */
const kycYearSchema = z._default(
  z.nullable(
    z
      .number({ error: KYC_YEAR_MESSAGE })
      .check(z.int(KYC_YEAR_MESSAGE), z.gte(FIRST_KYC_YEAR, KYC_YEAR_MESSAGE), z.lte(2999, KYC_YEAR_MESSAGE)),
  ),
  null,
);

const QRMP_LIMIT_MESSAGE = say({
  id: 'core.tools.yourAiCa.qrmpTurnover',
  defaultMessage: 'The quarterly scheme (QRMP) is only for a turnover up to ₹5 crore',
});
const EMPLOYEES_MESSAGE = say({
  id: 'core.tools.yourAiCa.payrollNeedsEmployees',
  defaultMessage: 'PF and ESI are paid for employees: answer yes to employees',
});

export const companyProfileInputSchema = z
  .strictObject({
    companyKind: z.enum(
      COMPANY_KINDS,
      say({
        id: 'core.tools.yourAiCa.chooseCompanyKind',
        defaultMessage: 'Choose private limited, small company or one person company',
      }),
    ),
    incorporatedOn: dateSchema,
    state: z.enum(STATE_CODES, say({ id: 'core.tools.yourAiCa.chooseState', defaultMessage: 'Choose a state' })),
    gstScheme: z.enum(
      GST_SCHEMES,
      say({ id: 'core.tools.yourAiCa.chooseGstScheme', defaultMessage: 'Choose not registered, monthly or quarterly' }),
    ),
    /** Aggregate turnover above ₹5 crore: GSTR-9C, and no quarterly scheme. */
    gstTurnoverOver5Crore: yesOrNo,
    employees: yesOrNo,
    pf: yesOrNo,
    esi: yesOrNo,
    /** Accounts audited under the Income-tax Act (a tax audit report is due). */
    taxAudit: yesOrNo,
    /** Owes a micro or small enterprise for more than 45 days (MSME-1). */
    msmeDues: yesOrNo,
    /** The general meeting that appointed the auditor (ADT-1 follows it). */
    auditorAppointedOn: eventDateSchema,
    /** The day a director's mobile number, e-mail or address changed (the DIR-3 KYC update follows it). */
    directorDetailsChangedOn: eventDateSchema,
    /** The financial year (its first year) the directors' last DIR-3 KYC was for: the triennial KYC follows it. */
    directorKycYear: kycYearSchema,
    /** A company that is not small: its last board meeting (the next is due within 120 days). */
    lastBoardMeetingOn: eventDateSchema,
    /** The AGM's own date: AOC-4 and MGT-7 follow it instead of the last day it could be held. */
    agmHeldOn: eventDateSchema,
    /**
     * Maharashtra: profession tax of ₹1,00,000 or more last year, or registered this year (monthly returns; else one
     * by 31 March). Null where the state is another.
     */
    maharashtraPtMonthly: askedYesOrNo,
  })
  .check(
    z.superRefine((answers, context) => {
      if (answers.gstScheme === 'quarterly' && answers.gstTurnoverOver5Crore)
        context.addIssue({ code: 'custom', message: QRMP_LIMIT_MESSAGE, path: ['gstScheme'] });
      if ((answers.pf || answers.esi) && !answers.employees)
        context.addIssue({ code: 'custom', message: EMPLOYEES_MESSAGE, path: ['employees'] });
    }),
  );
export type CompanyProfile = z.infer<typeof companyProfileInputSchema>;
