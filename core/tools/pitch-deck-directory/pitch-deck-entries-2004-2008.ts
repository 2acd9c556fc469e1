import type { ShippedEntry } from '../../directories/shipped-entry';
import type { PitchDeckFields } from './pitch-deck-fields';
import * as s from './pitch-deck-sources';

/** The day every source below was last read against its entry. */
export const DECKS_VERIFIED_ON = '2026-11-30';

/** Decks from 2004 to 2008, oldest first. */
export const PITCH_DECKS_2004_2008: readonly ShippedEntry<PitchDeckFields>[] = [
  {
    slug: 'linkedin-series-b-2004',
    name: 'LinkedIn Series B pitch to Greylock (2004)',
    url: s.HOFFMAN_LINKEDIN_PITCH.url,
    description: {
      en: 'The deck Reid Hoffman used to pitch Greylock for LinkedIn’s Series B in 2004, published by him with notes on every slide.',
      de: 'Das Deck, mit dem Reid Hoffman 2004 Greylock für LinkedIns Series B überzeugte, von ihm selbst mit Anmerkungen zu jeder Folie veröffentlicht.',
      es: 'La presentación con la que Reid Hoffman convenció a Greylock para la Serie B de LinkedIn en 2004, publicada por él con notas en cada diapositiva.',
      fr: 'Le deck avec lequel Reid Hoffman a présenté la série B de LinkedIn à Greylock en 2004, publié par lui avec un commentaire sur chaque slide.',
    },
    fields: {
      company: 'LinkedIn',
      year: 2004,
      stage: 'series-b-plus',
      sector: 'social',
      raised: { amount: 10_000_000, currency: 'USD' },
      lesson: {
        en: 'Open with your investment thesis, what an investor must believe to want to own your company, and address the likely objections head on.',
        de: 'Beginnen Sie mit Ihrer Investmentthese – was ein Investor glauben muss, um beteiligt sein zu wollen – und gehen Sie die wahrscheinlichen Einwände direkt an.',
        es: 'Empiece por su tesis de inversión, lo que un inversor debe creer para querer ser accionista, y afronte de frente las objeciones probables.',
        fr: 'Ouvrez sur votre thèse d’investissement, ce qu’un investisseur doit croire pour vouloir entrer au capital, et traitez de front les objections probables.',
      },
    },
    sources: [s.HOFFMAN_LINKEDIN_PITCH, s.FAST_COMPANY_LINKEDIN_2004],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'thefacebook-ad-sales-deck-2004',
    name: 'Thefacebook ad sales deck (2004)',
    url: s.BI_FACEBOOK_AD_DECK.url,
    description: {
      en: 'Thefacebook’s first advertising sales deck from October 2004, selling ads on a college network of about 1.5 million users; not a fundraising deck.',
      de: 'Thefacebooks erstes Werbe-Verkaufsdeck vom Oktober 2004, das Anzeigen in einem College-Netzwerk mit rund 1,5 Millionen Nutzern verkaufte; kein Fundraising-Deck.',
      es: 'La primera presentación comercial de publicidad de Thefacebook, de octubre de 2004, para vender anuncios en una red universitaria de unos 1,5 millones de usuarios; no es para captar fondos.',
      fr: 'Le premier deck de vente publicitaire de Thefacebook, d’octobre 2004, pour vendre des annonces sur un réseau étudiant d’environ 1,5 million d’utilisateurs ; ce n’est pas un deck de levée.',
    },
    fields: {
      company: 'Facebook',
      year: 2004,
      stage: 'seed',
      sector: 'social',
      lesson: {
        en: 'Engagement numbers and precise targeting can sell a young product before it has a business model: the deck leads with users, page views and who can be reached.',
        de: 'Nutzungszahlen und genaues Targeting können ein junges Produkt verkaufen, bevor es ein Geschäftsmodell hat: Das Deck beginnt mit Nutzern, Seitenaufrufen und Zielgruppen.',
        es: 'Las cifras de uso y una segmentación precisa pueden vender un producto joven antes de tener modelo de negocio: la presentación abre con usuarios, páginas vistas y a quién se llega.',
        fr: 'Des chiffres d’usage et un ciblage précis peuvent vendre un produit jeune avant qu’il ait un modèle économique : le deck s’ouvre sur les utilisateurs, les pages vues et les publics atteignables.',
      },
    },
    sources: [s.BI_FACEBOOK_AD_DECK, s.MEDIAPOST_FACEBOOK_MEDIA_KIT],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'youtube-sequoia-2005',
    name: 'YouTube pitch to Sequoia (2005)',
    url: s.OFFICECHAI_YOUTUBE_DECK.url,
    description: {
      en: 'The short deck YouTube’s founders sent to Sequoia in 2005, which co-founder Steve Chen walked through slide by slide in his Computer History Museum oral history.',
      de: 'Das kurze Deck, das die YouTube-Gründer 2005 an Sequoia schickten und das Mitgründer Steve Chen in seiner Oral History des Computer History Museum Folie für Folie erläutert.',
      es: 'La breve presentación que los fundadores de YouTube enviaron a Sequoia en 2005, que el cofundador Steve Chen repasa diapositiva a diapositiva en su historia oral del Computer History Museum.',
      fr: 'Le court deck envoyé par les fondateurs de YouTube à Sequoia en 2005, que le cofondateur Steve Chen commente slide par slide dans son histoire orale du Computer History Museum.',
    },
    fields: {
      company: 'YouTube',
      year: 2005,
      stage: 'seed',
      sector: 'media',
      lesson: {
        en: 'Plain slides are enough when the traction is real: state the market, the competition and the growth simply, without hype.',
        de: 'Schlichte Folien genügen, wenn die Traktion echt ist: Markt, Wettbewerb und Wachstum einfach darstellen, ohne Übertreibung.',
        es: 'Bastan diapositivas sencillas cuando la tracción es real: exponga el mercado, la competencia y el crecimiento con sencillez, sin exagerar.',
        fr: 'Des slides simples suffisent quand la traction est réelle : énoncez le marché, la concurrence et la croissance sobrement, sans emphase.',
      },
    },
    sources: [s.OFFICECHAI_YOUTUBE_DECK, s.CHM_STEVE_CHEN_ORAL_HISTORY, s.SEQUOIA_YOUTUBE_STORY],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'dropbox-sequoia-seed-2007',
    name: 'Dropbox seed deck for Sequoia (2007)',
    url: s.PRESENTERPREP_DROPBOX_DECK.url,
    description: {
      en: 'The 17-slide deck, dated 14 September 2007, that Drew Houston used to pitch Sequoia for Dropbox’s seed round; Sequoia later published it on its own website.',
      de: 'Das auf den 14. September 2007 datierte 17-Folien-Deck, mit dem Drew Houston Sequoia für Dropbox’ Seed-Runde gewann; Sequoia veröffentlichte es später auf der eigenen Website.',
      es: 'La presentación de 17 diapositivas, fechada el 14 de septiembre de 2007, con la que Drew Houston presentó a Sequoia la ronda semilla de Dropbox; Sequoia la publicó después en su propia web.',
      fr: 'Le deck de 17 slides, daté du 14 septembre 2007, avec lequel Drew Houston a présenté à Sequoia le tour d’amorçage de Dropbox ; Sequoia l’a ensuite publié sur son propre site.',
    },
    fields: {
      company: 'Dropbox',
      year: 2007,
      stage: 'seed',
      sector: 'saas',
      raised: { amount: 1_200_000, currency: 'USD' },
      lesson: {
        en: 'Name a pain every investor has lived in a few words (“storage is a mess”), list the clumsy workarounds people use today, and say why now; in a crowded market, clear thinking beats slide design.',
        de: 'Benennen Sie einen Schmerz, den jeder Investor kennt, in wenigen Worten („Speichern ist ein Chaos“), zeigen Sie die umständlichen Notlösungen von heute und sagen Sie, warum jetzt; in einem vollen Markt zählt klares Denken mehr als Foliendesign.',
        es: 'Nombre en pocas palabras un problema que todo inversor ha vivido («el almacenamiento es un caos»), enumere los apaños que se usan hoy y explique por qué ahora; en un mercado saturado, el pensamiento claro pesa más que el diseño.',
        fr: 'Nommez en quelques mots une douleur que chaque investisseur a vécue (« le stockage est un fouillis »), listez les bricolages actuels et dites pourquoi maintenant ; sur un marché encombré, la clarté de pensée compte plus que le design.',
      },
    },
    sources: [
      s.PRESENTERPREP_DROPBOX_DECK,
      s.VDOCUMENTS_DROPBOX_DECK,
      s.STARTUP_ARCHIVE_DROPBOX,
      s.BLOOMBERG_SEQUOIA_DROPBOX,
    ],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'airbnb-airbed-and-breakfast-2008',
    name: 'AirBed&Breakfast first pitch deck (2008)',
    url: s.BI_AIRBNB_FIRST_DECK.url,
    description: {
      en: 'Airbnb’s first pitch deck from 2008, when it was still AirBed&Breakfast; the founders shared it with an MBA student and Business Insider published it in 2015.',
      de: 'Airbnbs erstes Pitch-Deck von 2008, als die Firma noch AirBed&Breakfast hieß; die Gründer gaben es einem MBA-Studenten, Business Insider veröffentlichte es 2015.',
      es: 'La primera presentación de Airbnb, de 2008, cuando aún se llamaba AirBed&Breakfast; los fundadores la compartieron con un estudiante de MBA y Business Insider la publicó en 2015.',
      fr: 'Le premier deck d’Airbnb, de 2008, quand la société s’appelait encore AirBed&Breakfast ; les fondateurs l’ont confié à un étudiant en MBA et Business Insider l’a publié en 2015.',
    },
    fields: {
      company: 'Airbnb',
      year: 2008,
      stage: 'seed',
      sector: 'marketplace',
      raised: { amount: 600_000, currency: 'USD' },
      lesson: {
        en: 'State the problem in a few blunt lines and mirror them in the solution; the seed round still took until 2009 and many rejections to close.',
        de: 'Nennen Sie das Problem in wenigen klaren Sätzen und spiegeln Sie sie in der Lösung; die Seed-Runde kam trotzdem erst 2009 nach vielen Absagen zustande.',
        es: 'Exponga el problema en pocas líneas directas y refléjelas en la solución; aun así, la ronda semilla tardó hasta 2009 y muchos rechazos en cerrarse.',
        fr: 'Énoncez le problème en quelques lignes franches et reprenez-les dans la solution ; le tour d’amorçage n’a pourtant abouti qu’en 2009, après de nombreux refus.',
      },
    },
    sources: [s.BI_AIRBNB_FIRST_DECK, s.THE_INFORMATION_AIRBNB_IPO_WINNERS],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'ubercab-2008',
    name: 'UberCab pitch deck (2008)',
    url: s.SHIFT_UBER_2009.url,
    description: {
      en: 'The 25-page UberCab deck that co-founder Garrett Camp posted on Medium in 2017, pitching a “one-click cab” limousine service for San Francisco and New York.',
      de: 'Das 25-seitige UberCab-Deck, das Mitgründer Garrett Camp 2017 auf Medium veröffentlichte: ein „One-Click-Cab“-Limousinendienst für San Francisco und New York.',
      es: 'La presentación de UberCab de 25 páginas que el cofundador Garrett Camp publicó en Medium en 2017, con un servicio de limusinas «one-click cab» para San Francisco y Nueva York.',
      fr: 'Le deck UberCab de 25 pages que le cofondateur Garrett Camp a publié sur Medium en 2017, proposant un service de limousines « one-click cab » à San Francisco et New York.',
    },
    fields: {
      company: 'Uber',
      year: 2008,
      stage: 'pre-seed',
      sector: 'mobility',
      lesson: {
        en: 'A first deck can be right about the big shift (GPS phones, cashless payment) and wrong about the model; investors back the insight, and the plan will change.',
        de: 'Ein erstes Deck kann beim großen Wandel (GPS-Handys, bargeldloses Zahlen) recht haben und beim Modell falsch liegen; Investoren setzen auf die Einsicht, der Plan ändert sich.',
        es: 'Una primera presentación puede acertar en el gran cambio (móviles con GPS, pago sin efectivo) y fallar en el modelo; los inversores apuestan por la idea y el plan cambiará.',
        fr: 'Un premier deck peut voir juste sur le grand basculement (téléphones GPS, paiement sans espèces) et se tromper de modèle ; les investisseurs misent sur l’intuition, le plan changera.',
      },
    },
    sources: [s.SHIFT_UBER_2009, s.TECHNEWSJUNKIES_UBER_FIRST_DECK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'buzzfeed-series-a-2008',
    name: 'BuzzFeed Series A investor deck (2008)',
    url: s.ADAGE_BUZZFEED_2008.url,
    description: {
      en: 'The 21-slide deck Jonah Peretti wrote in spring 2008 to raise BuzzFeed’s Series A; he showed it to his staff and BuzzFeed passed it to Ad Age, which published it.',
      de: 'Das 21-Folien-Deck, mit dem Jonah Peretti im Frühjahr 2008 BuzzFeeds Series A einwerben wollte; er zeigte es dem Team, BuzzFeed gab es Ad Age zur Veröffentlichung.',
      es: 'La presentación de 21 diapositivas que Jonah Peretti preparó en la primavera de 2008 para la Serie A de BuzzFeed; la mostró a su equipo y BuzzFeed la cedió a Ad Age, que la publicó.',
      fr: 'Le deck de 21 slides rédigé par Jonah Peretti au printemps 2008 pour la série A de BuzzFeed ; il l’a montré à ses équipes et BuzzFeed l’a transmis à Ad Age, qui l’a publié.',
    },
    fields: {
      company: 'BuzzFeed',
      year: 2008,
      stage: 'series-a',
      sector: 'media',
      lesson: {
        en: 'Bet the deck on one clear insight about where the market goes (here, advertising as content) and be ready to be wrong on the details, such as not hiring editors.',
        de: 'Setzen Sie das Deck auf eine klare Einsicht, wohin der Markt geht (hier: Werbung als Inhalt), und rechnen Sie mit Irrtümern im Detail, etwa dem Verzicht auf Redakteure.',
        es: 'Apueste la presentación a una idea clara sobre hacia dónde va el mercado (aquí, la publicidad como contenido) y acepte equivocarse en detalles, como no contratar editores.',
        fr: 'Bâtissez le deck sur une intuition claire de l’évolution du marché (ici, la publicité comme contenu) et acceptez de vous tromper sur des détails, comme ne pas recruter de rédacteurs.',
      },
    },
    sources: [s.ADAGE_BUZZFEED_2008, s.ADWEEK_BUZZFEED_2008],
    verifiedOn: DECKS_VERIFIED_ON,
  },
];
