/** One input of the sizing with the founder's note on where it comes from (a source, a reason). */
export type Assumption = { value: number; note: string };

/** Top-down: everyone who could buy, what each spends a year, and the shares of it you can serve and win. */
export type TopDown = {
  customers: Assumption;
  annualSpend: Assumption;
  serviceablePercent: Assumption;
  obtainablePercent: Assumption;
};

/** Bottom-up: the customers you can win, your price, and how many times a year each buys. */
export type BottomUp = { customers: Assumption; price: Assumption; purchasesPerYear: Assumption };

export type MarketSizes = {
  /** Total addressable market: customers × annual spend. */
  tam: number;
  /** Serviceable addressable market: TAM × serviceable %. */
  sam: number;
  /** Serviceable obtainable market: SAM × obtainable %. */
  som: number;
  /** The bottom-up yearly revenue: customers × price × purchases a year. */
  bottomUp: number;
  /** The bottom-up figure as a percentage of the top-down SOM; null when the SOM is 0. */
  bottomUpOfSomPercent: number | null;
};

/** The market's sizes a year, top-down and bottom-up, in the market's currency. */
export function marketSizes(topDown: TopDown, bottomUp: BottomUp): MarketSizes {
  const tam = topDown.customers.value * topDown.annualSpend.value;
  const sam = (tam * topDown.serviceablePercent.value) / 100;
  const som = (sam * topDown.obtainablePercent.value) / 100;
  const bottomUpRevenue = bottomUp.customers.value * bottomUp.price.value * bottomUp.purchasesPerYear.value;
  return {
    tam,
    sam,
    som,
    bottomUp: bottomUpRevenue,
    bottomUpOfSomPercent: som === 0 ? null : (bottomUpRevenue / som) * 100,
  };
}
