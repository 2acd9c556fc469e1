import type { Rating } from '@core/tools/term-sheet-translator/clause-types';
import { CLAUSE_IDS } from '@core/tools/term-sheet-translator/clause-types';
import type { TermSheetReading } from '@core/tools/term-sheet-translator/find-clauses';
import type { Translate } from '@/lib/i18n/use-t';

const countOf = (reading: TermSheetReading, rating: Rating) =>
  reading.found.filter((clause) => clause.rating === rating).length;

/** How many clauses were found and how they are rated: '21 of 21 clauses found: 18 standard, 2 worth negotiating, 1 red flag.' */
export const clausesFound = (t: Translate, reading: TermSheetReading) =>
  t(
    {
      id: 'termSheet.clauses.summary',
      defaultMessage:
        '{found, number} of {known, number} clauses found: {standard, number} standard, {negotiate, number} worth negotiating, {redFlags, plural, one {# red flag} other {# red flags}}.',
    },
    {
      found: reading.found.length,
      known: CLAUSE_IDS.length,
      standard: countOf(reading, 'standard'),
      negotiate: countOf(reading, 'negotiate'),
      redFlags: countOf(reading, 'redFlag'),
    },
  );
