import { type FaqTexts } from '../faq-entries';

/** The FAQ in English: the text the other languages translate. General information, not legal or tax advice. */
export const faqTextsEn: FaqTexts = {
  topics: {
    instruments: 'SAFEs and convertible notes',
    valuation: 'Valuation',
    dilution: 'Dilution',
    'option-pool': 'Option pools and vesting',
    terms: 'Term sheet terms',
    process: 'Process and due diligence',
    india: 'India',
  },
  entries: {
    'what-is-a-safe': {
      question: 'What is a SAFE?',
      answer:
        'A SAFE (simple agreement for future equity) is a short contract that Y Combinator introduced in late 2013 and that most YC startups and many others use for their first money. The investor pays now and receives the right to shares later, usually when the company sells shares in a priced round, or to a payout if the company is sold or wound up before then. A SAFE is not a loan: it has no interest rate and no maturity date. YC publishes the standard forms for free and still suggests having a lawyer look at them before use.',
    },
    'pre-money-vs-post-money-safe': {
      question: 'What is the difference between a pre-money and a post-money SAFE?',
      answer:
        'Y Combinator’s first SAFE was a “pre-money” SAFE, made for small amounts raised shortly before a priced round. In 2018 YC moved to the “post-money” SAFE, because seed rounds had grown into financings of their own. With a post-money SAFE, the holder’s ownership is measured after all the SAFE money is counted but before the new money of the priced round. YC names its main advantage: founders and investors can calculate immediately and precisely how much of the company has been sold. The priced round that follows then dilutes the SAFE holders along with everyone else.',
    },
    'what-is-a-valuation-cap': {
      question: 'What is a valuation cap?',
      answer:
        'A valuation cap is the highest company valuation at which a SAFE or convertible note converts into shares. If the priced round values the company above the cap, the investor converts as if the valuation were the cap, and so receives more shares for the same money than the new investors do. On Y Combinator’s post-money SAFE the cap is a post-money figure, which makes ownership easy to estimate. Worked example: $500,000 invested on a $5 million post-money cap converts into about 10% of the company (500,000 ÷ 5,000,000), before the priced round dilutes it.',
    },
    'what-is-a-discount': {
      question: 'What is a discount on a SAFE or convertible note?',
      answer:
        'A discount lets an early investor convert at a lower price per share than the new investors pay in the priced round, as a reward for investing earlier. Y Combinator’s post-money “Discount” SAFE records it as a discount rate of 100 minus the discount: a 20% discount is written as “80”, meaning the investor pays 80% of the round’s price. If the round’s shares cost $1.00, a 20% discount lets the SAFE convert at $0.80 a share. When an instrument has both a cap and a discount, it usually converts at whichever gives the lower price.',
    },
    'what-is-an-mfn-safe': {
      question: 'What is an MFN SAFE?',
      answer:
        'MFN stands for “most favoured nation”. Y Combinator offers four versions of its post-money SAFE: a valuation cap without a discount, a discount without a cap, a cap and a discount, and “MFN, no valuation cap, no discount”. The MFN version sets no price terms of its own. Instead, if the company later issues SAFEs or similar instruments on better terms before this SAFE converts, the holder can choose to take those better terms. It fits an investor and founder who want the money in now and are happy to let later deals set the price.',
    },
    'what-is-a-convertible-note': {
      question: 'What is a convertible note?',
      answer:
        'A convertible note is a loan from an investor to a startup that is meant to turn into shares rather than be paid back. It usually converts when the company raises a qualifying priced round, often with a valuation cap, a discount or both to reward the early risk. Because it is debt, it normally carries an interest rate, and the accrued interest often converts together with the principal. It also has a maturity date, by which it should have converted or be repaid, extended or converted on other terms. Notes are used for early rounds and as “bridge” financing.',
    },
    'safe-vs-convertible-note': {
      question: 'How is a SAFE different from a convertible note?',
      answer:
        'Both let an investor put money in now and receive shares at a later priced round, usually with a valuation cap, a discount or both. The difference is that a convertible note is debt: interest accrues, it has a maturity date and events of default, and it may have to be repaid. A SAFE is not debt. A common way to put it: think of a SAFE as a convertible note with the interest, maturity date and default provisions stripped out. Without a maturity date, a SAFE cannot fall due before the company raises its priced round.',
    },
    'pre-money-vs-post-money': {
      question: 'What do pre-money and post-money valuation mean?',
      answer:
        'Pre-money valuation is what the company is agreed to be worth just before a round’s new money comes in; post-money valuation is that value plus the new money, so post-money = pre-money + investment. Investopedia’s example: a founder and an investor agree the company is worth $1 million and the investor puts in $250,000. If the $1 million is pre-money, the post-money valuation is $1.25 million. If the $1 million already includes the $250,000, it is a post-money figure and the pre-money is only $750,000. Always ask which of the two is meant.',
    },
    'how-much-does-the-investor-own': {
      question: 'How do I work out how much of the company an investor gets?',
      answer:
        'Divide the investment by the post-money valuation. Take Investopedia’s example of a $250,000 investment. At a $1 million pre-money valuation the post-money is $1.25 million, so the investor owns 250,000 ÷ 1,250,000 = 20%. If the $1 million is the post-money valuation, the investor owns 250,000 ÷ 1,000,000 = 25%. The same headline number therefore leaves the founder five percentage points less when it is meant as post-money. Investopedia notes that such a gap, small as it looks, can be worth millions if the company later becomes very valuable.',
    },
    'how-is-the-price-per-share-set': {
      question: 'How is the price per share set in a priced round?',
      answer:
        'In a priced round the founders and the lead investor negotiate the valuation, and the price per share follows from it: the pre-money valuation equals the price per share times the number of shares counted before the new issue. The Holloway Guide notes that a term sheet may even arrive with the price per share left blank; once the valuation is agreed, the company’s lawyer does the arithmetic. The term sheet also states how much the lead investor puts in and how much is expected from others, which together make the round. Check which options, pool and converting SAFEs the share count includes.',
    },
    'what-is-dilution': {
      question: 'What is dilution?',
      answer:
        'Dilution is the fall in your percentage of ownership when a company issues new shares. Carta’s example: two co-founders hold 1,000 shares, 500 each, so each owns 50%. A venture firm invests and receives 200 new shares. There are now 1,200 shares; each founder still has 500, but 500 ÷ 1,200 is about 42%. New funding rounds, a larger option pool and convertible instruments turning into shares all dilute existing holders. Dilution changes your percentage, not necessarily your wealth: when a round raises the share price, a smaller slice can be worth more.',
    },
    'how-do-safes-add-up': {
      question: 'How do several SAFEs add up in dilution?',
      answer:
        'With post-money SAFEs, each SAFE’s share of the company is about its amount divided by its post-money valuation cap, and that share is fixed when it is signed. So each new SAFE dilutes the founders and other existing holders, not the earlier post-money SAFE holders. Worked example: $500,000 on a $5 million cap is about 10%; a second $500,000 on a $10 million cap is about 5%. Together they take about 15% before the priced round. That round, and any option pool increase it brings, then dilutes everyone, SAFE holders included. Model the whole stack before signing.',
    },
    'is-dilution-always-bad': {
      question: 'Is dilution always bad for founders?',
      answer:
        'No. Carta points out that being diluted means owning a smaller percentage, not necessarily owning something worth less: the share price usually rises in a funding round, so a smaller piece of a bigger pie can be worth more. Carta also cites Paul Graham’s rule of thumb: an investment that costs you a fraction N of the company is worth taking if it makes the company worth more than 1 ÷ (1 − N) times what it was worth without it. Worked out for 10%: 1 ÷ 0.9 ≈ 1.11, so the money has to raise the company’s value by more than about 11%.',
    },
    'what-is-anti-dilution-protection': {
      question: 'What is anti-dilution protection?',
      answer:
        'Anti-dilution protection shields investors who hold preferred stock if the company later sells shares at a lower price than they paid, a so-called down round. It works by letting their preferred shares convert into more common shares. Under a full ratchet, the conversion price simply drops to the new, lower price, however few shares are sold at it. Under a weighted average, the more common form, the adjustment also depends on how many shares are sold at the lower price compared with the stock already outstanding. Either way the extra shares dilute the other holders, mainly founders and employees.',
    },
    'what-is-broad-based-weighted-average': {
      question: 'What does “broad-based weighted average” mean?',
      answer:
        'It is the usual kind of weighted-average anti-dilution protection. Cooley explains that the adjustment depends on the number of shares sold relative to the company’s existing stock as well as on the difference in price. So a down round that raises $1 million moves the preferred stock’s conversion rate much less than a down round at the same price that raises $10 million. “Broad-based” means the existing stock counted in the formula is wide, including common stock and options, so each adjustment is smaller than under a “narrow-based” formula that counts fewer shares.',
    },
    'what-is-an-option-pool': {
      question: 'What is an option pool?',
      answer:
        'An option pool is a number of shares a company reserves for employees, advisers and other service providers, usually granted as stock options. Investors in a priced round typically ask the company to create or enlarge the pool so that it can hire after the round. Carta explains that timing decides who pays for it: if the pool is expanded before the round, only the existing shareholders are diluted; if it is expanded after the round, all shareholders, the new investors included, are diluted. That is why the size of the pool belongs in the valuation negotiation.',
    },
    'what-is-the-option-pool-shuffle': {
      question: 'What is the “option pool shuffle”?',
      answer:
        'It is the practice of counting a new or enlarged option pool in the pre-money valuation. The pool then dilutes only the existing shareholders, mainly the founders, and the price they really get is lower than the headline figure. Worked example: an offer of $20 million pre-money with $5 million of new money, so $25 million post-money, on condition of a 12% pool after closing. The pool is 12% × $25 million = $3 million of value, so the founders’ effective pre-money valuation is $20 million − $3 million = $17 million.',
    },
    'how-big-should-the-option-pool-be': {
      question: 'How big should the option pool be?',
      answer:
        'There is no single right size: it is a negotiated number, and every share of a pool counted in the pre-money valuation comes out of the existing holders’ stake. Common pitfalls, as DeckMetric lists them, are treating a pool top-up as a standard request without modelling its effect, agreeing to a larger top-up than the company needs, and not pushing back on an unrealistic pool assumption. Carta’s advice for limiting dilution includes not creating a bigger option pool than you need. Sizing the pool from the hires you actually plan before the next round gives both sides a concrete basis.',
    },
    'what-are-vesting-and-a-cliff': {
      question: 'What do vesting and a “cliff” mean for founder shares?',
      answer:
        'Vesting means shares or options are earned over time. For founders it usually works in reverse: the founder owns the shares from the start, but the company may buy back the unvested part if the founder leaves. Gust’s example: 1,000 shares vesting over four years, with 25% vesting at a one-year cliff and the rest monthly after that. If the founder leaves after 12 months, 250 shares have vested and the company can repurchase the other 750. Someone who leaves before the cliff keeps nothing. Vesting protects the company and the other founders if someone leaves early.',
    },
    'what-is-a-term-sheet': {
      question: 'What is a term sheet?',
      answer:
        'A term sheet is a short document that sets out the main terms of an investment before the full legal documents are drafted: the kind of shares, the amount, the valuation and price per share, the liquidation preference, the board, investor rights and similar points. Most of it is not legally binding, but clauses such as no-shop (exclusivity) and confidentiality usually are. In the US many term sheets follow the model documents of the National Venture Capital Association (NVCA), which Brad Feld describes as drafted by a working group of leading venture lawyers.',
    },
    'what-is-a-liquidation-preference': {
      question: 'What is a liquidation preference?',
      answer:
        'A liquidation preference decides who is paid first, and how much, when the company is sold or wound up. Holders of preferred stock, usually the investors, receive a set amount, most often 1× what they paid, before common shareholders such as founders and employees receive anything. In Brad Feld’s example, investors put in $10 million for 50% with a 1× non-participating preference. If the company sells for $14 million, they can take either $10 million or 50% of the price, $7 million; they take the $10 million, and the common holders share the remaining $4 million.',
    },
    'participating-vs-non-participating-preferred': {
      question: 'What is the difference between participating and non-participating preferred stock?',
      answer:
        'With non-participating preferred, investors choose in a sale between their preference, for example 1× their money, and converting to common stock to take their ownership share, whichever is worth more. With participating preferred, they first receive their preference and then also share in what is left alongside the common holders; the participation is sometimes capped at a multiple of the original price. Using Brad Feld’s figures, $10 million invested for 50% and a sale for $14 million: non-participating investors take $10 million; participating investors take $10 million plus 50% of the remaining $4 million, $12 million in total.',
    },
    'what-are-pro-rata-rights': {
      question: 'What are pro-rata rights?',
      answer:
        'Pro-rata rights give an investor the option, but not the obligation, to invest in later rounds so as to keep the same percentage of the company. For example, an investor who owns 5% may buy 5% of the shares offered in the next round, and so stay at 5% instead of being diluted. Investors value the right because it lets them put more money into the companies that do well. In priced rounds it is usually reserved for “major investors” above a set size, so small investors often do not receive it.',
    },
    'do-safe-investors-get-pro-rata': {
      question: 'Do SAFE investors get pro-rata rights?',
      answer:
        'Not from the SAFE itself. Y Combinator’s post-money SAFE forms leave pro-rata rights out and offer them through a separate, optional document, the Pro Rata Side Letter, which gives the SAFE holder the right to buy part of the next priced round. Because those shares are sold in that round, side letters add to the dilution the founders take in the round, on top of the SAFEs themselves converting. A founder can therefore decide investor by investor whether to sign a side letter, rather than granting it to everyone by default.',
    },
    'how-are-board-seats-decided': {
      question: 'How are board seats decided in a venture round?',
      answer:
        'The board clause of the term sheet sets the size of the board and who elects each seat: typically some directors elected by the preferred stock (the investors), some by the common stock (the founders), and the rest agreed jointly or chosen by the board. Brad Feld counts it among the two main control terms. Founders raising a Series A should expect to give the investors at least one seat, and boards of venture-backed startups commonly have three to five directors. Watch for a seat reserved for “the CEO”: it changes hands if an outside CEO is hired.',
    },
    'what-are-protective-provisions': {
      question: 'What are protective provisions?',
      answer:
        'Protective provisions give holders of preferred stock a separate vote, in effect a veto, over certain decisions, even when the board and most shareholders approve them. Latham’s list of typical provisions covers changing the number of authorised shares, amending the charter or bylaws, issuing shares with rights senior to or equal to the preferred, redeeming shares, paying dividends on common stock, a merger or sale of the company, changing the size of the board, and waiving anti-dilution adjustments. Which investors get these votes, and by what majority they are decided, is negotiated.',
    },
    'what-is-a-drag-along-right': {
      question: 'What is a drag-along right?',
      answer:
        'A drag-along right lets the holders of a required majority force the other shareholders to join a sale of the company that the majority has approved. The shareholders who are dragged along must be offered the same price, terms and conditions as the others. Its purpose is to let a buyer acquire all of the company without a small holder blocking the deal. For founders the details matter: which holders make up the majority that can trigger it, for example the preferred alone or preferred and common together, and what conditions the sale must meet.',
    },
    'what-are-rofr-and-co-sale-rights': {
      question: 'What are a right of first refusal and co-sale rights?',
      answer:
        'They limit how founders and other large common shareholders can sell their shares. Under a right of first refusal, when a founder wants to sell shares to an outsider, the company, and after it the investors, may buy those shares first on the same terms. If they decline, co-sale rights let the investors join the sale and sell a proportional part of their own shares to the same buyer. Both are usually set out in a Right of First Refusal and Co-Sale Agreement. Founders often negotiate exceptions, for example transfers to family trusts for estate planning.',
    },
    'what-are-information-rights': {
      question: 'What are information rights?',
      answer:
        'Information rights oblige the company to give investors information beyond what the law already requires, usually regular financial statements and a budget. The Holloway Guide notes that the default reporting period is quarterly, although investors may ask for monthly statements early in a company’s life; the rights usually end at an IPO, often include access to the company’s facilities and staff, and may be reserved for major investors. Founders should avoid promising different reports on different schedules to different groups of investors, which becomes hard to keep up after later rounds.',
    },
    'what-is-a-no-shop-clause': {
      question: 'What is a no-shop clause?',
      answer:
        'A no-shop, or exclusivity, clause is a promise in the term sheet that the company will not seek or negotiate other investment offers for a set number of days while the investor completes due diligence and the lawyers draft the documents. Unlike most of the term sheet, it is normally binding, and it often comes with a confidentiality clause. The company may also have to tell the investor about any approaches from others. The length is negotiated: a shorter period leaves the company less exposed if the deal falls through.',
    },
    'how-long-from-term-sheet-to-close': {
      question: 'How long does it take from a signed term sheet to money in the bank?',
      answer:
        'There is no fixed timeline, but investor David Beisel describes the period between signing the term sheet and closing as typically two to six weeks. Most of it goes into the lawyers drafting and negotiating the full legal documents, together with legal due diligence, filling the rest of the round with other investors and settling allocations. He warns that “time kills all deals”: the longer this period lasts, the more can go wrong, from a market shock to an investor getting cold feet. Having documents ready before signing helps keep it short.',
    },
    'what-is-due-diligence': {
      question: 'What is due diligence in a venture round?',
      answer:
        'Due diligence is the investors’ review of a company before they finalise an investment: they confirm what management has told them and look for strengths, weaknesses and risks. Latham describes two parts. Business diligence covers the team, product, market, business model and competitors, and later financial projections, financial statements and references. Legal diligence, usually led by the investors’ lawyers, typically begins once the main terms are agreed in a term sheet, with a “due diligence request list” of documents, and may bring further requests as the review goes on.',
    },
    'which-documents-for-due-diligence': {
      question: 'Which documents do investors usually ask for in legal due diligence?',
      answer:
        'A due diligence request list can run from a few pages to more than twenty, depending on the investor and the company’s stage. Most ask for corporate records and charter documents; the business plan and financials; records of every share, option, SAFE and earlier financing; intellectual property, including agreements showing that founders, employees and contractors assigned their work to the company; material contracts; employee documents and benefits; and any litigation, investigations or disputes. Missing IP assignments and a cap table that does not match the signed documents are common causes of delay.',
    },
    'what-is-a-data-room': {
      question: 'What is a data room?',
      answer:
        'A data room is a secure online store of the documents investors review during due diligence. GoingVC lists what investors expect to find there, including the pitch deck, the cap table with any SAFEs or convertible notes, and historical profit and loss and cash burn month by month. A well-organised data room lets investors check the claims in your pitch quickly and signals that the company is run with care. Preparing it before fundraising begins, rather than after a term sheet arrives, keeps due diligence from stalling the round.',
    },
    'what-is-an-accredited-investor': {
      question: 'What is an accredited investor?',
      answer:
        'In the United States, “accredited investor” is a category defined by the Securities and Exchange Commission under Regulation D. Startups raising money privately usually sell to accredited investors, because sales to them can be exempt from registering the securities with the SEC. An individual qualifies, for example, with income above $200,000 (or $300,000 together with a spouse) in each of the last two years and the expectation of the same this year, or with a net worth above $1 million, not counting their primary home. Other countries have their own rules.',
    },
    'what-is-dpiit-recognition': {
      question: 'What is DPIIT recognition and who qualifies?',
      answer:
        'DPIIT recognition is India’s official startup status under Startup India, granted by the Department for Promotion of Industry and Internal Trade. A notification of 4 February 2026 (G.S.R. 108(E)) replaced the 2019 definition. An entity now qualifies if it is a private limited company, partnership firm, LLP or cooperative society registered in India; is within 10 years of incorporation; has never had a yearly turnover above ₹200 crore; works on innovation or a scalable business model; and was not formed by splitting up or reconstructing an existing business. A new “deep tech startup” category allows 20 years and ₹300 crore.',
    },
    'what-does-dpiit-recognition-give': {
      question: 'What does DPIIT recognition give a startup?',
      answer:
        'Recognition opens the Startup India benefits. The best known is the income-tax deduction under section 80-IAC: a recognised startup can apply to the Inter-Ministerial Board for a full deduction of its business profits if it is a private limited company or LLP, was incorporated on or after 1 April 2016 and before 1 April 2030, and works on innovation or a scalable business model. The deduction needs the Board’s certificate; recognition alone is not enough. Other benefits include self-certification under certain labour and environmental laws and government support for patent, trademark and design filings.',
    },
    'is-there-still-an-angel-tax': {
      question: 'Does India still have the “angel tax”?',
      answer:
        'No. The “angel tax” was section 56(2)(viib) of the Income-tax Act, introduced in 2012: when an unlisted company issued shares for more than their fair market value, the excess was taxed as the company’s income, which often hit startups raising money at high valuations. In the Union Budget of July 2024 the government abolished it for all classes of investors. The Finance (No. 2) Act, 2024 added a proviso that the clause does not apply on or after 1 April 2025, that is from assessment year 2025-26, the financial year 2024-25 onwards.',
    },
    'fdi-automatic-vs-government-route': {
      question: 'What are the automatic and government routes for foreign investment in India?',
      answer:
        'Foreign direct investment into an Indian company comes in by one of two routes. Under the automatic route, which covers most sectors, the foreign investor needs no prior approval from the government or the Reserve Bank of India; the company reports the investment afterwards. Under the government route, the investor must first obtain permission through the ministry concerned. A few sectors, such as lottery and gambling, are closed to foreign investment, and many have caps on the foreign share. The FDI policy and the RBI’s Master Direction on Foreign Investment in India set out the details.',
    },
    'what-is-fc-gpr-reporting': {
      question: 'What must an Indian startup report after raising money from a foreign investor?',
      answer:
        'When an Indian company issues shares or convertible instruments such as CCPS or CCDs to a person resident outside India, it reports the issue to the Reserve Bank of India on Form FC-GPR. The form is filed online in the Single Master Form on the RBI’s FIRMS portal and checked by the company’s bank (the authorised dealer). The shares should be allotted within 60 days of receiving the money, and FC-GPR filed within 30 days of the allotment. Late filing can lead to late submission fees and, in worse cases, compounding under FEMA.',
    },
  },
};
