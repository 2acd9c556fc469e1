import { rated, type ClauseRule } from './clause-types';
import {
  findPeriods,
  type FoundPeriod,
  NUMBER_WORD,
  periodInDays,
  periodInMonths,
  readNumberWord,
} from './read-numbers';

const SEATS = String.raw`${NUMBER_WORD}\s+(?:[\w-]+\s+){0,3}?(?:directors?|members?|seats?|representatives?|persons?)\b[^.;:\d]{0,80}?\b(?:by|of|from|representing|for|be)\s+(?:the\s+)?(?:holders\s+of\s+(?:a\s+majority\s+of\s+)?(?:the\s+)?)?`;
const INVESTOR_SIDE = String.raw`(?:(?:lead\s+)?investors?|preferred|series\s+[a-z]\b|[A-Z][\w]*\s+(?:Ventures|Capital|Partners))`;
const COMMON_SIDE = String.raw`(?:common|founders?|ceo|management)`;

/** The board seats a side is given: the sum of every 'two (2) directors designated by the Investors'. */
function seatsOf(text: string, side: string): number {
  let seats = 0;
  for (const match of text.matchAll(new RegExp(SEATS + side, 'gi'))) seats += readNumberWord(match[1]!);
  return seats;
}

/** What a board clause gives each side: investors, common (founders) and independent seats. */
export function readBoard(text: string): { investor: number; common: number; independent: number } {
  const independent = [...text.matchAll(new RegExp(String.raw`${NUMBER_WORD}\s+independent`, 'gi'))].reduce(
    (sum, match) => sum + readNumberWord(match[1]!),
    0,
  );
  return { investor: seatsOf(text, INVESTOR_SIDE), common: seatsOf(text, COMMON_SIDE), independent };
}

/** Founder vesting's period and cliff, in months, when the clause says them. */
function readVesting(text: string): { months: number | undefined; cliffMonths: number | undefined } {
  const periods = findPeriods(text);
  const cliffAt = text.search(/cliff/i);
  const distance = (period: FoundPeriod) => Math.abs(period.start - cliffAt);
  const nearest = [...periods].sort((a, b) => distance(a) - distance(b))[0];
  const cliff = cliffAt >= 0 && nearest && distance(nearest) <= 40 ? nearest : undefined;
  const vesting = periods.find((period) => period !== cliff && (period.unit === 'year' || period.unit === 'month'));
  return { months: vesting && periodInMonths(vesting), cliffMonths: cliff && periodInMonths(cliff) };
}

/** Who decides what, who may sell to whom, and what the company owes its investors meanwhile. */
export const CONTROL_CLAUSES: ClauseRule[] = [
  {
    id: 'founderVesting',
    heading: /vesting/i,
    words: /(?:founders?'?s?|common)\s+(?:shares|stock)[^.]{0,80}\bvest|\bvest(?:ing|s)?\b[^.]{0,60}\bcliff/i,
    rate: (text) => {
      const { months, cliffMonths } = readVesting(text);
      if (months !== undefined && months > 48) return rated('negotiate', 'founderVesting.long', { years: months / 12 });
      if (cliffMonths !== undefined && cliffMonths > 12)
        return rated('negotiate', 'founderVesting.longCliff', { months: cliffMonths });
      if (
        /no\s+(?:vesting\s+)?credit|without\s+(?:any\s+)?credit|restart|commenc\w*\s+(?:on|at|upon)\s+(?:the\s+)?closing/i.test(
          text,
        )
      ) {
        return rated('negotiate', 'founderVesting.noCredit');
      }
      return rated('standard', 'founderVesting.standard');
    },
  },
  {
    id: 'board',
    heading: /board\s+(?:of\s+directors|composition|seats?|representation)|^board$|^directors$/i,
    words:
      /board\s+of\s+directors\s+(?:shall|will)\s+(?:consist|be\s+composed|comprise)|board\s+(?:shall|will)\s+(?:consist|be\s+composed|comprise)/i,
    rate: (text) => {
      const { investor, common, independent } = readBoard(text);
      const total = investor + common + independent;
      if (total === 0 || investor + common === 0) return rated('negotiate', 'board.unclear');
      if (investor * 2 > total) return rated('redFlag', 'board.investorMajority', { investor, total });
      if (investor >= common) return rated('negotiate', 'board.balanced', { investor, common, independent });
      return rated('standard', 'board.founderMajority', { common, total });
    },
  },
  {
    id: 'protectiveProvisions',
    heading:
      /protective\s+provisions|matters\s+requiring\s+(?:investor|preferred)\s+(?:consent|approval)|investor\s+consent|veto\s+rights|reserved\s+matters/i,
    words:
      /protective\s+provisions|(?:consent|approval)\s+of\s+(?:the\s+)?(?:holders\s+of\s+(?:a\s+majority\s+of\s+)?(?:the\s+)?)?(?:preferred|investors|series\s+[a-z]\b)[^.]{0,40}(?:required|needed)\s+(?:to|for|before)/i,
    rate: (text) =>
      /budget|business\s+plan|operating\s+plan|hir(?:e|ing)\b|fir(?:e|ing)\b|terminat\w+\s+(?:of\s+)?(?:any\s+)?employ|compensation|salar|capital\s+expenditure/i.test(
        text,
      )
        ? rated('negotiate', 'protectiveProvisions.operational')
        : rated('standard', 'protectiveProvisions.standard'),
  },
  {
    id: 'proRata',
    heading: /pro-?\s?rata|participation\s+rights?|pre-?emptive|right\s+to\s+participate|preemption/i,
    words:
      /pro-?\s?rata\s+(?:right|share|portion)|right\s+to\s+(?:participate|purchase)[^.]{0,60}future\s+(?:financing|issuance|round)|pre-?emptive\s+right/i,
    rate: (text) =>
      /super[- ]?pro-?\s?rata|more\s+than\s+(?:its|their|his|her)\s+pro-?\s?rata|(?:twice|two\s+times|2x)\s+(?:its|their)\s+pro-?\s?rata/i.test(
        text,
      )
        ? rated('negotiate', 'proRata.superProRata')
        : rated('standard', 'proRata.standard'),
  },
  {
    id: 'informationRights',
    heading: /information\s+rights?|reporting|financial\s+(?:information|statements)/i,
    words: /information\s+rights?|(?:annual|quarterly|monthly)\s+(?:audited\s+|unaudited\s+)?financial\s+statements/i,
    rate: () => rated('standard', 'informationRights.standard'),
  },
  {
    id: 'rofrCoSale',
    heading: /first\s+refusal|rofr|co-?\s?sale|tag-?\s?along/i,
    words: /right\s+of\s+first\s+refusal|co-?\s?sale|tag-?\s?along/i,
    rate: () => rated('standard', 'rofrCoSale.standard'),
  },
  {
    id: 'dragAlong',
    heading: /drag-?\s?along|drag\s+rights|bring-?\s?along/i,
    words: /drag-?\s?along|bring-?\s?along/i,
    rate: (text) =>
      /(?:holders\s+of\s+(?:a\s+majority\s+of\s+)?(?:the\s+)?)?(?:common|founders?)\b[^.]{0,60}(?:approv|consent|vote|agree)|(?:approv|consent|vote)\w*[^.]{0,100}\b(?:common|founders?)\b/i.test(
        text,
      )
        ? rated('standard', 'dragAlong.commonApproval')
        : rated('negotiate', 'dragAlong.investorOnly'),
  },
  {
    id: 'noShop',
    heading: /no-?\s?shop|exclusivity|no\s+solicitation|lock-?\s?up\s+period/i,
    words:
      /no-?\s?shop|not\s+(?:to\s+)?(?:solicit|encourage|negotiate)[^.]{0,80}(?:offer|proposal|investment|financing)/i,
    rate: (text) => {
      const period = findPeriods(text)[0];
      if (!period) return rated('negotiate', 'noShop.noEnd');
      const days = Math.round(periodInDays(period));
      return days > 60 ? rated('negotiate', 'noShop.long', { days }) : rated('standard', 'noShop.standard', { days });
    },
  },
];
