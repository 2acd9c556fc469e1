/**
 * The public pages the competition entries cite, each found with the search tool and read before it was cited.
 * One constant a page, so an entry names its sources and a page that moves is fixed in one place.
 */
export type CompetitionSource = { url: string; title: string; publisher: string };

/** The day these pages were read against the entries (YYYY-MM-DD). */
export const READ_ON = '2026-11-30';

const source = (url: string, title: string, publisher: string): CompetitionSource => ({ url, title, publisher });

const RICE = 'Rice Business Plan Competition, Rice University';
export const RBPC_PRIZES = source('https://rbpc.rice.edu/prizes', 'Prizes', RICE);
export const RBPC_RULES = source(
  'https://rbpc.rice.edu/compete/competition-rules-and-format',
  'Competition Rules and Format',
  RICE,
);
export const MIT100K_RULES = source(
  'https://mit100k.org/eligibility-rules',
  'Eligibility & Rules',
  'MIT $100K Entrepreneurship Competition',
);
export const MIT100K_KOOKMIN = source(
  'https://spilab.kookmin.ac.kr/testimonials-1/roleofuniversity',
  'What is the MIT $100K?',
  'SPI Lab, Kookmin University',
);
export const HULT_FAQ = source('https://www.hultprize.org/faqs/', 'FAQs', 'Hult Prize Foundation');
export const HULT_EF_2024 = source(
  'https://impact.ef.com/stories/the-hult-prize-social-entrepreneurship',
  'The Hult Prize: 15 years of changing the world through social entrepreneurship',
  'EF Education First',
);
export const WEBSUMMIT_SELECTION = source(
  'https://websummit.com/blog/startups-investors/how-we-select-our-startups/',
  'How we select our startups',
  'Web Summit',
);
export const WEBSUMMIT_PITCH_2022 = source(
  'https://websummit.com/blog/speakers/crypto-eva-longoria-facebook/',
  'Highlights from Day 3 of Web Summit 2022',
  'Web Summit',
);
export const WEBSUMMIT_IRISH_EXAMINER = source(
  'https://www.irishexaminer.com/news/arid-40997711.html',
  'Web Summit: Searching for green badges like lions hunting wildebeest',
  'Irish Examiner',
);
export const XTC_FAQ = source(
  'https://extremetechchallenge.org/faq',
  'Frequently Asked Questions',
  'Extreme Tech Challenge',
);
export const XTC_CRITERIA = source(
  'https://extremetechchallenge.org/evaluation-criteria/',
  'Evaluation Criteria',
  'Extreme Tech Challenge',
);
export const HELLO_TOMORROW_TEN_EDITIONS = source(
  'https://hello-tomorrow.org/10-editions-of-the-global-challenge-with-gemma-milne/',
  '10 Editions of the Global Challenge: discussing the evolution of a vibrant & inclusive deep tech ecosystem',
  'Hello Tomorrow',
);
export const HELLO_TOMORROW_GONDOLA = source(
  'https://gondola.hu/hirek/247755-Negy_magyar_technologiai_startup_a_vilag_legigeretesebbjei_kozott.html',
  'Négy magyar technológiai startup a világ legígéretesebbjei között',
  'Gondola.hu',
);
export const YC_BATCH_CODES = source(
  'https://guidestartups.tech/blog/yc-batch-codes-decoded',
  'YC Batch Codes Decoded: W24, S21, X25 & Company IDs',
  'Guide Startups',
);
export const YC_FOUR_BATCHES = source(
  'https://blog.sandhillmarkets.com/p/yc-season-every-season',
  'YC Season Every Season',
  'Sandhill Markets',
);
export const TECHSTARS_TERMS = source(
  'https://techstars.com/newsroom/investment-terms',
  'A note from Techstars Founder and CEO David Cohen',
  'Techstars',
);
export const TECHSTARS_CHICAGO = source(
  'https://www.heysuccess.com/opportunity/Techstars-Chicago-Accelerator-46893',
  'Techstars Chicago Accelerator',
  'HeySuccess',
);
export const TECHSTARS_SPRING_2026 = source(
  'https://www.start-midwest.com/news/applications-for-techstars-spring-2026-now-open',
  'Applications for Techstars Spring 2026 now open',
  'Start Midwest',
);
export const GOOGLE_SEA_TERMS = source(
  'https://events.withgoogle.com/google-for-startups-startup-academy-indonesia/terms-and-conditions',
  'Google for Startups Accelerator: terms and conditions',
  'Google',
);
export const GOOGLE_AFRICA_2024 = source(
  'https://htxt.co.za/2024/10/google-opens-applications-for-black-founders-startups-accelerator',
  'Google opens applications for Black Founders startups accelerator',
  'Hypertext',
);
export const GOOGLE_INDIA_WOMEN_2022 = source(
  'https://www.technologytimes.pk/2022/06/15/google-announces-startup-accelerator-programme-for-women-led-startups/',
  'Google announces startup accelerator programme for women-led startups',
  'Technology Times',
);
export const ANTLER_NORDICS = source(
  'https://sifted.eu/articles/antler-announces-50m-first-close-of-nordic-fund-news/',
  'Antler announces €50m first close of new Nordic fund',
  'Sifted',
);
export const ANTLER_INDIA = source(
  'https://www.thehindubusinessline.com/companies/we-will-make-more-investments-this-year-than-last-year-rajiv-srivatsa-antler-india/article65595312.ece',
  'We will make more investments this year than last year: Rajiv Srivatsa, Antler India',
  'The Hindu BusinessLine',
);
export const EF_USA_FAQ = source('https://joinef.com/faqs/usa', 'USA FAQs', 'Entrepreneurs First');
export const EF_WIRED = source(
  'https://www.wired.co.uk/article/entrepreneur-first-startup-founders',
  'Entrepreneur First turns strangers into startup founders',
  'WIRED UK',
);
export const SURGE_FAQ = source('https://www.surgeahead.com/faqs/', 'Surge FAQs', 'Surge, Peak XV Partners');
export const SURGE_FIRST_COHORT = source(
  'https://siteadmin.sequoiapps.com/surge/article/strong-wave-of-exceptional-founders-apply-to-join-surge/',
  'A strong wave of exceptional founders apply to join Surge',
  'Surge, Sequoia India',
);
export const SURGE_EARLIER_FAQ = source(
  'https://siteadmin.sequoiapps.com/surge/faqs/',
  'Surge FAQs',
  'Surge, Sequoia India',
);
export const MASSCHALLENGE_FAQ = source('https://masschallenge.org/about-faq', 'FAQ for Founders', 'MassChallenge');
export const MASSCHALLENGE_LOCATIONS_FAQ = source(
  'https://masschallenge.com/about-faq',
  'FAQ for Startups',
  'MassChallenge',
);
export const STARTUP_CHILE_BUILD = source(
  'https://portal.fondos.gob.cl/ficha/corfo/build/',
  'Start-Up Chile - Build',
  'Fondos.gob.cl, Gobierno de Chile',
);
export const TEF_2017 = source(
  'https://234finance.com/article/tony-elumelu-foundation-announces-3rd-round-of-the-tef-entrepreneurship-programme-for-2017/?header_version=v8',
  'Tony Elumelu Foundation announces 3rd round of the TEF Entrepreneurship Programme for 2017',
  '234finance',
);
export const TEF_2021 = source(
  'https://www.newtelegraphng.com/tef-entrepreneurship-programme-application-opens/',
  'TEF Entrepreneurship Programme application opens',
  'New Telegraph',
);
export const TEF_2025 = source(
  'https://opportunitiesforafricans.com/tony-elumelu-foundation-entrepreneurship-programme-teep-2025-for-young-african-entrepreneurs',
  'Tony Elumelu Foundation Entrepreneurship Programme (TEEP) 2025 for Young African Entrepreneurs',
  'Opportunities for Africans',
);
export const AFRICA_PRIZE_FAQ = source(
  'https://africaprize.raeng.org.uk/about-the-prize/faq',
  'Africa Prize FAQ',
  'Royal Academy of Engineering',
);
export const AFRICA_PRIZE_AWARDS = source(
  'https://news.scienceafrica.co.ke/africa-award-program-boosting-local-engineering-solutions/',
  'Africa award program boosting local engineering solutions',
  'Science Africa',
);
export const AFRICA_PRIZE_2021_CALL = source(
  'https://scholarshipport.net/2020/07/01/the-africa-prize-for-engineering-innovation-2021/',
  'The Africa Prize for Engineering Innovation 2021',
  'Scholarship Port',
);
export const AFRICA_PRIZE_2022_CALL = source(
  'https://fundsforcompanies.com/business/africa-prize-for-engineering-innovation-2022-to-accelerate-their-businesses/',
  'Africa Prize for Engineering Innovation 2022 to accelerate their businesses',
  'fundsforcompanies',
);
export const CARTIER_FAQ = source('https://cartierwomensinitiative.com/faq', 'FAQ', "Cartier Women's Initiative");
export const CARTIER_DEI_AWARD = source(
  'https://cartierwomensinitiative.com/diversity-equity-inclusion-award',
  'Diversity, Equity & Inclusion Award',
  "Cartier Women's Initiative",
);
export const CARTIER_2023_CALL = source(
  'https://www.zawya.com/en/press-release/companies-news/international-entrepreneurship-program-cartier-womens-initiative-launches-its-call-for-applications-for-the-2023-edition-j0jmweg5',
  "International entrepreneurship program Cartier Women's Initiative launches its call for applications for the 2023 edition",
  'Zawya',
);
export const EU_WOMEN_RULES = source(
  'https://errin.eu/calls/rising-innovators-category',
  'Rising Innovators category (European Prize for Women Innovators)',
  'ERRIN',
);
export const EU_WOMEN_2023 = source(
  'https://www.chateic.com/articles/eic-and-eit-relaunch-european-prize-for-women-innovators-to-broaden-reach-and-boost-visibility',
  'EIC and EIT relaunch European Prize for Women Innovators to broaden reach and boost visibility',
  'ChatEIC',
);
export const EU_WOMEN_2022 = source(
  'https://eoc.org.cy/record-number-of-applications-for-ninth-edition-of-eu-prize-for-women-innovators-2022',
  'Record number of applications for ninth edition of EU Prize for Women Innovators',
  'European Office of Cyprus',
);
export const SOLVE_FINALS_2020 = source(
  'https://www.solve.mit.edu/articles/what-you-missed-at-virtual-solve-challenge-finals-2020',
  'What You Missed at Virtual Solve Challenge Finals 2020',
  'MIT Solve',
);
export const SOLVE_MIT_NEWS_2018 = source(
  'https://news.mit.edu/2018/mit-solve-conference-sparks-powerful-impact-on-global-challenges-0606',
  'Solve sparks powerful impact on global challenges',
  'MIT News',
);
export const NSA_2023 = source(
  'https://www.startupindia.gov.in/content/sih/en/nsa2023..html',
  'National Startup Awards 2023',
  'Startup India, DPIIT',
);
export const NSA_2023_DEADLINE = source(
  'https://yourstory.com/2023/06/national-startup-awards-2023-dpiit-extends-application-deadline-june-15',
  'National Startup Awards 2023: DPIIT extends application deadline to June 15',
  'YourStory',
);
export const SIH_FAQ = source('https://sih.gov.in/faqs', 'FAQs', 'Smart India Hackathon');
export const SIH_2024_FINALE = source(
  'https://www.devdiscourse.com/article/education/3190262-smart-india-hackathon-2024-grand-finale-inaugurated-showcasing-innovation-and-creativity',
  'Smart India Hackathon 2024 Grand Finale inaugurated, showcasing innovation and creativity',
  'Devdiscourse',
);
export const SIH_2022_FINALE = source(
  'https://www.thehindu.com/news/national/pm-modi-to-interact-with-participants-of-smart-india-hackathon-finale-on-august-25-minister-of-state-for-education/article65801533.ece',
  'PM Modi to interact with participants of Smart India Hackathon finale on August 25',
  'The Hindu',
);
export const SPACE_APPS_GUIDE = source(
  'https://staging-web-v2.spaceappschallenge.org/resources/participant-guide',
  'Participant FAQ',
  'NASA International Space Apps Challenge',
);
export const SPACE_APPS_2022_FAQ = source(
  'https://staging-api.spaceappschallenge.org/resources/faq',
  'NASA International Space Apps Challenge, October 1-2, 2022: FAQ',
  'NASA International Space Apps Challenge',
);
export const HACKMIT_2021 = source(
  'https://thetech.com/2021/10/21/eighth-hackmit-held',
  'HackMIT hosts eighth annual student hackathon',
  'The Tech (MIT)',
);
export const HACKMIT_ADMISSIONS_2019 = source(
  'https://medium.com/hackmit-stories/hackmit-2019-admissions-7af48484ba98',
  'HackMIT 2019 Admissions',
  'HackMIT',
);
export const MLH_2022_SEASON = source(
  'https://news.mlh.io/say-hello-to-the-2022-hackathon-season-06-01-2021',
  'Say hello to the 2022 Hackathon Season',
  'Major League Hacking',
);
export const MLH_ADMINISTRATOR_GUIDE = source(
  'https://mlh.io/college-administrator-hackathon-guide',
  'College administrator hackathon guide',
  'Major League Hacking',
);
export const ETHGLOBAL_2023_SEASON = source(
  'https://ethglobal.medium.com/updates-to-the-2023-ethglobal-hackathon-season-1d2a9d418c91',
  'Updates to the 2023 ETHGlobal Hackathon Season',
  'ETHGlobal',
);
export const ETHINDIA_2022_STAKING = source(
  'https://devfolio.co/blog/staking-for-ethindia-2022-explained/',
  'Staking for ETHIndia 2022 Explained',
  'Devfolio',
);
export const ETHINDIA_2022_REVIEW = source(
  'https://medium.com/hashed-official/ethindia-2022-review-india-becoming-the-powerhouse-of-web3-infrastructure-1485dbb08c5e',
  'ETHIndia 2022 Review: India Becoming the Powerhouse of Web3 Infrastructure',
  'Hashed',
);
export const JUNCTION_RULES_2018 = source('https://live.hackjunction.com/rules/', 'Official rules', 'Junction');
export const JUNCTION_WIKIPEDIA = source(
  'https://en.wikipedia.org/wiki/Junction_(hackathon)',
  'Junction (hackathon)',
  'Wikipedia',
);
export const JUNCTION_2022 = source(
  'https://helsinkismart.fi/case/junction-one-weekend-to-solve-global-challenges/',
  'Junction – one weekend to solve global challenges',
  'Helsinki Smart Region',
);
