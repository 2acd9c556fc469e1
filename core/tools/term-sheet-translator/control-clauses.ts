import { rated, type ClauseRule } from './clause-types';
import {
  findPeriods,
  firstPercent,
  type FoundPeriod,
  NUMBER_WORD,
  periodInDays,
  periodInMonths,
  readNumberWord,
} from './read-numbers';

// A list of seats, '(i) …', is read item by item below: a count's words never reach into it.
const SEATS = String.raw`${NUMBER_WORD}\s+(?:[\w-]+\s+){0,3}?(?:directors?|members?|seats?|representatives?|persons?)\b[^.;:\d(]{0,80}?\b(?:by|of|from|representing|for|be)\s+(?:the\s+)?(?:holders\s+of\s+(?:a\s+majority\s+of\s+)?(?:the\s+)?)?`;
const INVESTOR_SIDE = String.raw`(?:(?:lead\s+|remaining\s+|other\s+)?investors?|preferred|series\s+[a-z]\b|[A-Z][\w]*\s+(?:Ventures|Capital|Partners))`;
const COMMON_SIDE = String.raw`(?:common|founders?|ceo|management)`;

/**
 * The board seats a side is given: the sum of every 'two (2) directors designated by the Investors', and one for each
 * seat listed as the NVCA model term sheet lists them, '(i) [name] as [the representative designated by [____], as the
 * lead Investor', '(iii) [name] as the representative designated by the Common Stockholders'.
 */
function seatsOf(text: string, side: string): number {
  let seats = 0;
  for (const match of text.matchAll(new RegExp(SEATS + side, 'gi'))) seats += readNumberWord(match[1]!);
  // '… designated by [____], as the lead Investor': the designator named (or left blank), then the side it is on.
  const listed = String.raw`representative\s+(?:designated|elected|appointed|nominated)\s+by\s+(?:[^,();]{0,40},\s+as\s+)?(?:the\s+)?`;
  return seats + [...text.matchAll(new RegExp(listed + side, 'gi'))].length;
}

/** The NVCA model term sheet's seat for 'the person then serving as the Chief Executive Officer': the founders' side. */
const ceoSeat = (text: string) => (/person\s+then\s+serving\s+as\s+(?:the\s+)?chief\s+executive/i.test(text) ? 1 : 0);

/** What a board clause gives each side: investors, common (founders) and independent seats. */
export function readBoard(text: string): { investor: number; common: number; independent: number } {
  // 'one independent director', or the NVCA's '[one] person who is not employed by the Company … mutually acceptable'.
  const independentSeats = String.raw`${NUMBER_WORD}\s+(?:independent|(?:persons?|individuals?)(?:\(s\))?\s+who\s+(?:are|is)\s+not\s+employed)`;
  const independent = [...text.matchAll(new RegExp(independentSeats, 'gi'))].reduce(
    (sum, match) => sum + readNumberWord(match[1]!),
    0,
  );
  return {
    investor: seatsOf(text, INVESTOR_SIDE),
    common: seatsOf(text, COMMON_SIDE) + ceoSeat(text),
    independent,
  };
}

/**
 * Who must approve a sale for the drag-along to apply: what follows 'approved by' (up to 'so long as' or the end of
 * the sentence), or who is named before 'approve' ('If the Board and the holders of … approve a sale'; the NVCA Voting
 * Agreement's 'In the event that (i) the holders of … (ii) the Board; and (iii) … approve a Sale of the Company').
 */
function approversOf(text: string): string[] {
  const after = [
    ...text.matchAll(/(?:approved|consented\s+to|agreed)\s+(?:to\s+)?by\s+([^.]*?)(?:,?\s+so\s+long\s+as|\.|$)/gi),
  ];
  const before = [
    ...text.matchAll(
      /\b(?:if|when|once|in\s+the\s+event\s+that)\s+([^.]*?)\s+(?:approve|consent\s+to|vote\s+(?:for|in\s+favou?r\s+of))\b/gi,
    ),
  ];
  return [...after, ...before].map((match) => match[1]!);
}

/**
 * Whether approvers include the common as such: the founders, or holders of the Common Stock — the NVCA's forms name
 * them as the holders of a majority of the Common Stock 'then held by employees of the Company' (the 2020 term sheet),
 * 'held by Key Holders who are then providing services to the Company' (the 2020 Voting Agreement) or 'held by
 * Qualified Key Holders' (2025) — not the Common 'issued or issuable upon conversion of the Preferred', which is the
 * investors' vote counted as converted.
 */
const approvesAsCommon = (approvers: string) =>
  /\bfounders?\b/i.test(approvers) ||
  [...approvers.matchAll(/holders\s+of\s+[^,;]{0,60}?\bcommon(?:\s+stock|\s+shares)?(?=([^;]{0,100}))/gi)].some(
    (match) => !/^\s*(?:then\s+)?issu\w+(?:\s+or\s+issuable)?\s+upon\s+conversion/i.test(match[1]!),
  );

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

/**
 * Founders' stock re-vested as the NVCA model term sheet writes it: 'Buyback right for [100]% for first [12 months]
 * after Closing; thereafter, right lapses in equal [monthly] increments over following [36] months'. The share bought
 * back (100 % unless a percent is written) and the months until the right has lapsed (the periods added up); `blank`
 * when the form's blank for the share or a period is still there ('[__]%', '[__] months').
 */
function readReVesting(text: string): { percent: number; months: number; blank: boolean } | undefined {
  if (!/(?:buy-?\s?back|repurchase)\s+right[^.]{0,200}laps/i.test(text)) return undefined;
  const months = findPeriods(text)
    .filter((period) => period.unit === 'year' || period.unit === 'month')
    .reduce((sum, period) => sum + periodInMonths(period), 0);
  const blank = /_{2,}\s*\]?\s*(?:%|per\s*cent|months?\b|years?\b)/i.test(text);
  return { percent: firstPercent(text) ?? 100, months, blank };
}

/**
 * The whole of the founders' stock bought back is vesting started again at the closing: founders' counsel asks for
 * credit for the time already worked, a part vested at once. Over four years or less with such credit, it is usual.
 * A blank is not 100 %: the form leaves the share and the period to the parties, to be filled in before signing.
 */
function rateReVesting({ percent, months, blank }: { percent: number; months: number; blank: boolean }) {
  if (months > 48) return rated('negotiate', 'founderVesting.long', { years: months / 12 });
  if (blank) return rated('negotiate', 'founderVesting.reVestingUnstated');
  if (percent >= 100) return rated('negotiate', 'founderVesting.noCredit');
  return rated('standard', 'founderVesting.reVestingCredit', { credit: 100 - percent, years: months / 12 });
}

/** Who decides what, who may sell to whom, and what the company owes its investors meanwhile. */
export const CONTROL_CLAUSES: ClauseRule[] = [
  {
    id: 'founderVesting',
    heading: /vesting|founders?['’]?\s+stock/i,
    words:
      /(?:founders?'?s?|common)\s+(?:shares|stock)[^.]{0,80}\bvest|\bvest(?:ing|s)?\b[^.]{0,60}\bcliff|(?:buy-?\s?back|repurchase)\s+right[^.]{0,120}laps/i,
    rate: (text) => {
      const reVesting = readReVesting(text);
      if (reVesting) return rateReVesting(reVesting);
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
    heading:
      /pro-?\s?rata|participation\s+rights?|pre-?emptive|right\s+to\s+participate|preemption|proportionate\s+ownership/i,
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
      approversOf(text).some(approvesAsCommon)
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
