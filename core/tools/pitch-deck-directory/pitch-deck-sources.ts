/**
 * The public pages the pitch deck entries cite, each found with the search tool and read before it was cited.
 * One constant a page, so an entry names its sources and a page that moves is fixed in one place.
 */
export type PitchDeckSource = { url: string; title: string; publisher: string };

const source = (url: string, title: string, publisher: string): PitchDeckSource => ({ url, title, publisher });

export const HOFFMAN_LINKEDIN_PITCH = source(
  'https://www.reidhoffman.org/linkedin-pitch-to-greylock/',
  'LinkedIn’s Series B Pitch to Greylock: Pitch Advice for Entrepreneurs',
  'Reid Hoffman',
);
export const FAST_COMPANY_LINKEDIN_2004 = source(
  'https://www.fastcompany.com/90861033/2004-linkedin-pitch-deck-reid-hoffman',
  'LinkedIn’s 2004 pitch deck (Reid Hoffman)',
  'Fast Company',
);
export const BI_AIRBNB_FIRST_DECK = source(
  'https://uk.businessinsider.com/airbnbs-first-pitch-deck-2015-3',
  'Here’s Airbnb’s first-ever pitch deck',
  'Business Insider',
);
export const THE_INFORMATION_AIRBNB_IPO_WINNERS = source(
  'https://www.theinformation.com/go/e21099833c',
  'Airbnb’s Biggest IPO Winners',
  'The Information',
);
export const OFFICECHAI_YOUTUBE_DECK = source(
  'https://officechai.com/?p=21639',
  'The pitch deck YouTube sent to Sequoia',
  'OfficeChai',
);
export const CHM_STEVE_CHEN_ORAL_HISTORY = source(
  'https://docslib.org/doc/2534630/oral-history-of-steve-chen-part-2-of-2',
  'Oral History of Steve Chen, Part 2 of 2 (Computer History Museum, 2019)',
  'Computer History Museum (copy on docslib.org)',
);
export const SEQUOIA_YOUTUBE_STORY = source(
  'https://www.sequoiacap.com/company-story/youtube-story/',
  'YouTube: company story',
  'Sequoia Capital',
);
export const SHIFT_UBER_2009 = source(
  'https://shift.newco.co/2017/08/28/what-uber-founders-didnt-know-in-2009/',
  'What Uber Founders Didn’t Know in 2009',
  'NewCo Shift',
);
export const TECHNEWSJUNKIES_UBER_FIRST_DECK = source(
  'https://technewsjunkies.com/travel/ubers-first-deck-correct-about-gps-and-data-less-so-on-profit/',
  'Uber’s first deck – correct about GPS and data, less so on profit',
  'Tech News Junkies',
);
export const ADAGE_BUZZFEED_2008 = source(
  'https://adage.com/article/media/buzzfeed-s-2008-investor-pitch-jonah-peretti-s-predictions/240861',
  'BuzzFeed’s 2008 Investor Pitch: See Jonah Peretti’s Predictions, Right and Wrong',
  'Ad Age',
);
export const ADWEEK_BUZZFEED_2008 = source(
  'https://www.adweek.com/creativity/heres-most-fascinating-slide-buzzfeeds-2008-pitch-investors-164284/',
  'Here’s the Most Fascinating Slide From BuzzFeed’s 2008 Pitch to Investors',
  'Adweek',
);
export const BI_FACEBOOK_AD_DECK = source(
  'https://www.businessinsider.com/facebooks-first-ever-ad-sales-pitch-deck-2015-9',
  'Take a look at Facebook’s first-ever ad sales pitch deck: ‘What is thefacebook.com?’',
  'Business Insider',
);
export const MEDIAPOST_FACEBOOK_MEDIA_KIT = source(
  'https://www.mediapost.com/publications/article/181277/10-ways-facebook-has-changed-since-2004.html',
  '10 Ways Facebook Has Changed Since 2004',
  'MediaPost',
);
export const BI_TINDER_FIRST_DECK = source(
  'https://www.businessinsider.com.au/tinders-first-startup-pitch-deck-2014-7',
  'Tinder, A $US500 Million Dating App, Used This Pitch Deck When It Was Just A Tiny Startup',
  'Business Insider',
);
export const BUZZFEED_NEWS_WEWORK = source(
  'https://www.buzzfeednews.com/article/nitashatiku/how-wework-convinced-investors-its-worth-billions',
  'WeWork Used These Documents To Convince Investors It’s Worth Billions',
  'BuzzFeed News',
);
export const SINGULARITY_MIXPANEL_DECK = source(
  'https://www.singularity.vc/mixpanels-toothless-growth-deck/',
  'Mixpanel’s toothless growth deck',
  'Singularity Capital',
);
export const CAPITAL_VENTURED_FRONT = source(
  'https://capitalventured.com/2018/08/28/',
  'Teardown: Front original slide deck – Series A, 2016',
  'Capital Ventured',
);
export const VIRTI_SERIES_A_DECK = source(
  'https://blog.alexanderfyoung.com/how-to-raise-a-10m-series-a-deck-and-process/',
  'How I Raised A $10 Series A (Deck and Process)',
  'Alexander Young (founder of Virti)',
);
export const TECHCRUNCH_ARKIVE_SEED_DECK = source(
  'https://techcrunch.com/2022/07/21/sample-seed-pitch-deck-arkive/',
  'Sample seed pitch deck: Arkive',
  'TechCrunch',
);
export const FAST_COMPANY_EARLY_DECKS = source(
  'https://www.fastcompany.com/3050985/lessons-learned/lessons-from-the-early-pitch-decks-of-airbnb-buzzfeed-and-youtube',
  'Lessons From The Early Pitch Decks Of Airbnb, BuzzFeed, And YouTube',
  'Fast Company',
);
export const FAST_COMPANY_AIRBNB_112M = source(
  'https://www.fastcompany.com/1769035/why-airbnb-may-be-worth-112m-investment',
  'Why Airbnb May Be Worth A $112M Investment',
  'Fast Company',
);
export const PRESENTERPREP_DROPBOX_DECK = source(
  'https://presenterprep.com/blog/dropbox-pitch-deck-breakdown',
  'Dropbox Pitch Deck Breakdown: The 17 Slides That Sold Sequoia',
  'PresenterPrep',
);
export const VDOCUMENTS_DROPBOX_DECK = source(
  'https://vdocuments.us/dropbox-sequoia-9-14-07-a-cdn-a-media-a-files-dropbox-demo-why-now.html',
  'Dropbox – Sequoia 9-14-07 (copy of the deck)',
  'vdocuments.us',
);
export const STARTUP_ARCHIVE_DROPBOX = source(
  'https://www.startuparchive.org/p/sequoia-s-doug-leone-explains-what-made-drew-houston-s-pitch-for-dropbox-great',
  'Sequoia’s Doug Leone explains what made Drew Houston’s pitch for Dropbox great',
  'Startup Archive',
);
export const BLOOMBERG_SEQUOIA_DROPBOX = source(
  'https://www.bloombergquint.com/markets/2018/03/23/sequoia-capital-s-early-dropbox-bet-pays-off-with-2-billion-stake',
  'Sequoia Capital’s Early Dropbox Bet Pays Off With $2 Billion Stake',
  'Bloomberg (via BloombergQuint)',
);
export const TECHCRUNCH_SMALLS_SERIES_B_DECK = source(
  'https://techcrunch.com/?p=2524021',
  'Pitch Deck Teardown: Smalls’ $19M Series B deck',
  'TechCrunch',
);
export const PETFOOD_PROCESSING_SMALLS_19M = source(
  'https://www.petfoodprocessing.net/articles/16805-smalls-secures-19-million-in-latest-investment-round',
  'Smalls secures $19 million in latest investment round',
  'Pet Food Processing',
);
export const GEEKWIRE_SEOMOZ_24M_DEAL = source(
  'https://www.geekwire.com/2011/nittygritty-details-seomozs-24-million-venture-capital-deal-blew/',
  'The nitty-gritty details of how SEOmoz’s $24 million venture capital deal blew up',
  'GeekWire',
);
export const SIFTED_STABILITY_AI_DECK = source(
  'https://sifted.eu/articles/stability-ai-fundraise-leak',
  'Leaked deck raises questions over Stability AI’s Series A pitch to investors',
  'Sifted',
);
export const SIFTED_MISTRAL_MEMO = source(
  'https://sifted.eu/articles/pitch-deck-mistral',
  'See the pitch memo that raised €105m for four-week-old startup Mistral',
  'Sifted',
);
export const TNW_MISTRAL_SEED = source(
  'https://thenextweb.com/news/mistral-ai-secures-105m-europes-largest-ever-seed-round',
  'Mistral AI secures €105M in Europe’s largest-ever seed round',
  'TNW (The Next Web)',
);
