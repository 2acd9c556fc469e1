import { source } from './grant-fields';

/** The public pages the Indian entries cite, each found and read before it was cited (2026-11-30). */

export const MINT_SISFS = source(
  'https://www.livemint.com/money/personal-finance/what-is-startup-india-seed-fund-scheme-amount-eligibility-key-features-explained-government-schemes-11758548463325.html',
  'What is Startup India Seed Fund Scheme? Amount, eligibility, key features explained',
  'Mint',
);
export const LIVE_NAGPUR_SISFS = source(
  'https://thelivenagpur.com/2021/03/20/commerce-ministry-issues-guidelines-for-startup-india-seed-fund-scheme-sisfs',
  'Commerce Ministry issues guidelines for Startup India Seed Fund Scheme (SISFS)',
  'The Live Nagpur',
);
export const RAZORPAY_SISFS = source(
  'https://razorpay.com/rize/blog/startup-india-seed-fund-scheme',
  'Startup India Seed Fund Scheme',
  'Razorpay Rize',
);
export const NEWSDRUM_FFS_2 = source(
  'https://www.newsdrum.in/business/govt-approves-startup-india-fund-of-funds-20-with-rs-10000-cr-corpus-11104083',
  'Govt approves Startup India Fund of Funds 2.0 with Rs 10,000 cr corpus',
  'NewsDrum (PTI)',
);
export const IMPRI_FFS = source(
  'https://www.impriindia.com/insights/fund-of-funds-initiative-india',
  'Fund of Funds for Start-ups: policy update',
  'IMPRI Impact and Policy Research Institute',
);
export const STARTUP_INDIA_CGSS = source(
  'https://www.startupindia.gov.in/content/sih/en/credit-guarantee-scheme-for-startups.html',
  'Credit Guarantee Scheme for Startups',
  'Startup India (DPIIT, Government of India)',
);
export const PROJECT_SARTHI_CGSS = source(
  'https://projectsarthi.com/schemes/cgss',
  'Credit Guarantee Scheme for Startups',
  'Project Sarthi',
);
export const IASGYAN_SAMRIDH = source('https://www.iasgyan.in/daily-current-affairs/samridh', 'SAMRIDH', 'IASGyan');
export const ASIANET_SAMRIDH = source(
  'https://newsable.asianetnews.com/business/samridh-programme-meity-supports-373-startups-to-scale-digital-india-articleshow-18nzwsu',
  'SAMRIDH programme: MeitY supports 373 startups to scale Digital India',
  'Asianet Newsable',
);
export const RAZORPAY_SAMRIDH = source(
  'https://razorpay.com/rize/blog/samridh-programme',
  'SAMRIDH Programme',
  'Razorpay Rize',
);
export const PUBLIC_SERVICES_MAP_BIG = source(
  'https://www.publicservicesmap.in/schemes/biotechnology-ignition-grant-scheme--big',
  'Biotechnology Ignition Grant Scheme (BIG)',
  'Public Services Map',
);
export const HTIC_BIG_FAQ = source(
  'https://htic.iitm.ac.in/mti/grant-frequently-asked-questions/',
  'Frequently Asked Questions (BIG scheme)',
  'HTIC, IIT Madras',
);
export const KARNATAKA_ELEVATE = source(
  'https://missionstartupkarnataka.org/elevate-karnataka',
  'Idea2PoC / ELEVATE',
  'Karnataka Startup Cell, Government of Karnataka',
);
export const HINDU_ELEVATE = source(
  'https://www.thehindu.com/news/national/karnataka/karnataka-government-has-outshone-vc-players-in-funding-startups-says-minister-priyank-kharge/article67547185.ece',
  'Karnataka government has outshone VC players in funding startups, says Minister Priyank Kharge',
  'The Hindu',
);
export const KSUM_ELIGIBILITY = source(
  'https://startupmission.kerala.gov.in/eligibility-criteria',
  'Eligibility criteria',
  'Kerala Startup Mission',
);
export const INDIAFILINGS_KSUM_GRANT = source(
  'https://www.indiafilings.com/learn/innovation-grant-scheme/',
  'Innovation Grant Scheme',
  'IndiaFilings',
);
export const STARTUPFUNDS_KSUM_SCALEUP = source(
  'https://startupfunds.in/funding/scaleup-grant/faq',
  'Scaleup Grant — Frequently Asked Questions',
  'startupfunds.in',
);
export const STARTUP_ODISHA_POLICY = source(
  'https://startupodisha.gov.in/startup-policy/',
  'Startup Policy',
  'Startup Odisha, Government of Odisha',
);
export const STARTUP_ODISHA_FAQ = source(
  'https://startupodisha.gov.in/faq',
  'FAQ',
  'Startup Odisha, Government of Odisha',
);
export const STARTUP_INDIA_IMB = source(
  'https://www.startupindia.gov.in/content/sih/en/startupgov/imb.html',
  'Inter-Ministerial Board certification for tax benefits',
  'Startup India (DPIIT, Government of India)',
);
export const TAXTMI_80IAC = source(
  'https://taxmanagementindia.com/web/tmi_blog_details.asp?id=703347',
  'Extension of date of incorporation for eligible start-up for exemption',
  'TaxTMI',
);
export const INDIA_SCIENCE_PRAYAS_FAQ = source(
  'https://www.indiascienceandtechnology.gov.in/listingpage/faqs',
  'FAQs (NIDHI-PRAYAS)',
  'India Science, Technology & Innovation portal, Government of India',
);
export const SASTRA_PRAYAS = source('https://prayas.sastratbi.in/', 'NIDHI-PRAYAS', 'SASTRA TBI PRAYAS Centre');
export const HINDU_TANSEED_5 = source(
  'https://www.thehindu.com/news/national/tamil-nadu/startuptn-launches-tanseed-50-to-pick-up-3-equity-in-firms-that-get-the-funding/article66556295.ece/amp/',
  'StartupTN launches TANSEED 5.0, to pick up 3% equity in firms that get the funding',
  'The Hindu',
);
export const BUSINESSLINE_TANSEED_5 = source(
  'https://www.thehindubusinessline.com/news/start-up-tn-launches-tanseed-50-seed-fund-for-equity-investment/article66556089.ece',
  'Start-up TN launches TANSEED 5.0 seed fund for equity investment',
  'BusinessLine',
);
