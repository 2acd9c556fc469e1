import type { ShippedEntry } from '../../directories/shipped-entry';
import { DECKS_VERIFIED_ON } from './pitch-deck-entries-2004-2008';
import type { PitchDeckFields } from './pitch-deck-fields';
import * as s from './pitch-deck-sources';

/** Decks from 2009 to 2016, oldest first. */
export const PITCH_DECKS_2009_2016: readonly ShippedEntry<PitchDeckFields>[] = [
  {
    slug: 'airbnb-series-b-2011',
    name: 'Airbnb Series B deck (2011)',
    url: s.FAST_COMPANY_EARLY_DECKS.url,
    description: {
      en: 'The presentation Airbnb put together in 2011 for its Series B, one of five early decks of billion-dollar companies compiled by CB Insights and reviewed by a Trinity Ventures partner in Fast Company.',
      de: 'Die Präsentation, die Airbnb 2011 für seine Series B erstellte – eines von fünf frühen Decks heutiger Milliardenunternehmen, von CB Insights gesammelt und in Fast Company von einem Partner von Trinity Ventures besprochen.',
      es: 'La presentación que Airbnb preparó en 2011 para su Serie B, una de las cinco primeras presentaciones de empresas milmillonarias recopiladas por CB Insights y analizadas por un socio de Trinity Ventures en Fast Company.',
      fr: 'La présentation qu’Airbnb a préparée en 2011 pour sa série B, l’un des cinq premiers decks d’entreprises devenues milliardaires rassemblés par CB Insights et commentés par un associé de Trinity Ventures dans Fast Company.',
    },
    fields: {
      company: 'Airbnb',
      year: 2011,
      stage: 'series-b-plus',
      sector: 'marketplace',
      raised: { amount: 112_000_000, currency: 'USD' },
      lesson: {
        en: 'By a later round the deck is read for the substance of the business it reflects: three years after the seed deck, the story matters less than what the numbers show.',
        de: 'In einer späteren Runde wird das Deck auf die Substanz des Geschäfts hin gelesen, die es zeigt: Drei Jahre nach dem Seed-Deck zählt die Geschichte weniger als das, was die Zahlen belegen.',
        es: 'En una ronda posterior, la presentación se lee por la sustancia del negocio que refleja: tres años después de la presentación semilla, la historia importa menos que lo que muestran las cifras.',
        fr: 'À un tour plus tardif, le deck est lu pour la substance de l’activité qu’il reflète : trois ans après le deck d’amorçage, le récit compte moins que ce que montrent les chiffres.',
      },
    },
    sources: [s.FAST_COMPANY_EARLY_DECKS, s.FAST_COMPANY_AIRBNB_112M],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'seomoz-24m-round-2011',
    name: 'SEOmoz decks for a $24M round that fell through (2011)',
    url: s.GEEKWIRE_SEOMOZ_24M_DEAL.url,
    description: {
      en: 'The slide decks SEOmoz (now Moz) used to woo investors for a $24 million round in 2011, published by CEO Rand Fishkin with the investor emails in his account of how the deal fell through at the last minute.',
      de: 'Die Folien, mit denen SEOmoz (heute Moz) 2011 Investoren für eine Runde über 24 Millionen Dollar gewinnen wollte, von CEO Rand Fishkin samt Investoren-E-Mails veröffentlicht, als er schilderte, wie der Deal in letzter Minute platzte.',
      es: 'Las presentaciones con las que SEOmoz (hoy Moz) intentó convencer a inversores de una ronda de 24 millones de dólares en 2011, publicadas por su CEO Rand Fishkin junto con los correos de los inversores en su relato de cómo el acuerdo se cayó en el último momento.',
      fr: 'Les decks avec lesquels SEOmoz (aujourd’hui Moz) a démarché des investisseurs pour un tour de 24 millions de dollars en 2011, publiés par son CEO Rand Fishkin avec les e-mails des investisseurs dans son récit de l’échec du deal à la dernière minute.',
    },
    fields: {
      company: 'Moz',
      year: 2011,
      stage: 'series-b-plus',
      sector: 'saas',
      lesson: {
        en: 'A term sheet is not money in the bank: once terms are agreed, close fast, because a small dip in monthly revenue or a falling market during diligence can still end the round.',
        de: 'Ein Term Sheet ist noch kein Geld auf dem Konto: Schließen Sie nach der Einigung zügig ab, denn ein kleiner Umsatzrückgang oder ein fallender Markt während der Prüfung kann die Runde noch kippen.',
        es: 'Una term sheet no es dinero en el banco: una vez pactadas las condiciones, cierre rápido, porque una pequeña caída de ingresos mensuales o un mercado a la baja durante la due diligence aún pueden tumbar la ronda.',
        fr: 'Une term sheet n’est pas de l’argent en banque : une fois les conditions acceptées, bouclez vite, car un léger recul du chiffre d’affaires mensuel ou un marché en baisse pendant l’audit peut encore faire échouer le tour.',
      },
    },
    sources: [s.GEEKWIRE_SEOMOZ_24M_DEAL],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'tinder-match-box-2012',
    name: 'Match Box (Tinder) early pitch deck (2012)',
    url: s.BI_TINDER_FIRST_DECK.url,
    description: {
      en: 'An early Tinder deck from 2012, when the app was still called Match Box inside IAC’s Hatch Labs; found by TechCrunch and republished by Business Insider.',
      de: 'Ein frühes Tinder-Deck von 2012, als die App in IACs Hatch Labs noch Match Box hieß; von TechCrunch gefunden und von Business Insider veröffentlicht.',
      es: 'Una presentación temprana de Tinder de 2012, cuando la app aún se llamaba Match Box dentro de Hatch Labs de IAC; la encontró TechCrunch y la publicó Business Insider.',
      fr: 'Un des premiers decks de Tinder, de 2012, quand l’app s’appelait encore Match Box au sein de Hatch Labs (IAC) ; retrouvé par TechCrunch et publié par Business Insider.',
    },
    fields: {
      company: 'Tinder',
      year: 2012,
      stage: 'seed',
      sector: 'consumer',
      lesson: {
        en: 'Tell the problem through one person’s story (a shy user who fears rejection) and show the product flow that removes it: mutual likes before any message.',
        de: 'Erzählen Sie das Problem über eine Person (ein schüchterner Nutzer mit Angst vor Ablehnung) und zeigen Sie den Ablauf, der es löst: erst gegenseitiges Liken, dann Nachrichten.',
        es: 'Cuente el problema a través de una persona (un usuario tímido que teme el rechazo) y muestre el flujo que lo resuelve: «me gusta» mutuo antes de cualquier mensaje.',
        fr: 'Racontez le problème à travers une personne (un utilisateur timide qui craint le rejet) et montrez le parcours qui le résout : un intérêt mutuel avant tout message.',
      },
    },
    sources: [s.BI_TINDER_FIRST_DECK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'wework-investor-documents-2014',
    name: 'WeWork investor documents (2014)',
    url: s.BUZZFEED_NEWS_WEWORK.url,
    description: {
      en: 'The internal financial documents and investor presentation WeWork used in 2014 to raise at multi-billion valuations, obtained and published by BuzzFeed News in 2015.',
      de: 'Die internen Finanzunterlagen und die Investorenpräsentation, mit denen WeWork 2014 Milliardenbewertungen erzielte; 2015 von BuzzFeed News beschafft und veröffentlicht.',
      es: 'Los documentos financieros internos y la presentación a inversores con que WeWork captó fondos en 2014 con valoraciones milmillonarias, obtenidos y publicados por BuzzFeed News en 2015.',
      fr: 'Les documents financiers internes et la présentation aux investisseurs grâce auxquels WeWork a levé en 2014 à des valorisations de plusieurs milliards, obtenus et publiés par BuzzFeed News en 2015.',
    },
    fields: {
      company: 'WeWork',
      year: 2014,
      stage: 'series-b-plus',
      sector: 'proptech',
      lesson: {
        en: 'A cautionary deck: a compelling story and buzzwords can lift a valuation, but long leases sold as short memberships still have to add up.',
        de: 'Ein warnendes Beispiel: Eine mitreißende Story und Schlagworte können eine Bewertung heben, doch langfristige Mieten, kurzfristig weitervermietet, müssen sich trotzdem rechnen.',
        es: 'Un caso de advertencia: una historia atractiva y palabras de moda pueden inflar una valoración, pero alquileres largos revendidos como membresías cortas tienen que cuadrar.',
        fr: 'Un contre-exemple : un récit séduisant et des mots à la mode peuvent porter une valorisation, mais des baux longs revendus en abonnements courts doivent quand même être rentables.',
      },
    },
    sources: [s.BUZZFEED_NEWS_WEWORK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'mixpanel-growth-round-2014',
    name: 'Mixpanel growth round deck (2014)',
    url: s.SINGULARITY_MIXPANEL_DECK.url,
    description: {
      en: 'The deck from Mixpanel’s $65 million growth round in 2014 that circulated publicly, reviewed by an investor who found its metrics scrubbed out.',
      de: 'Das öffentlich kursierende Deck zu Mixpanels Wachstumsrunde über 65 Millionen Dollar von 2014, besprochen von einem Investor, dem die Kennzahlen fehlten.',
      es: 'La presentación de la ronda de crecimiento de 65 millones de dólares de Mixpanel en 2014 que circuló públicamente, analizada por un inversor que echó en falta las métricas.',
      fr: 'Le deck du tour de croissance de 65 millions de dollars de Mixpanel en 2014, qui a circulé publiquement, commenté par un investisseur regrettant les métriques masquées.',
    },
    fields: {
      company: 'Mixpanel',
      year: 2014,
      stage: 'series-b-plus',
      sector: 'saas',
      raised: { amount: 65_000_000, currency: 'USD' },
      lesson: {
        en: 'A later-stage deck is light on story and heavy on metrics; a copy with the numbers removed teaches little, so study early decks for narrative and late ones for what they measure.',
        de: 'Ein Deck für spätere Runden hat wenig Story und viele Kennzahlen; ohne Zahlen lehrt es wenig – lernen Sie Erzählung aus frühen Decks und Messgrößen aus späten.',
        es: 'Una presentación de fase avanzada tiene poca historia y muchas métricas; sin las cifras enseña poco, así que aprenda el relato de las tempranas y qué se mide en las tardías.',
        fr: 'Un deck de tour tardif a peu de récit et beaucoup de métriques ; sans les chiffres il apprend peu : étudiez le récit dans les decks précoces et les indicateurs dans les tardifs.',
      },
    },
    sources: [s.SINGULARITY_MIXPANEL_DECK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'front-series-a-2016',
    name: 'Front Series A deck (2016)',
    url: s.CAPITAL_VENTURED_FRONT.url,
    description: {
      en: 'Front’s original Series A deck from 2016 for its shared team inbox, publicly available and taken apart slide by slide in an investor’s due diligence exercise.',
      de: 'Fronts ursprüngliches Series-A-Deck von 2016 für sein gemeinsames Team-Postfach, öffentlich verfügbar und in einer Due-Diligence-Übung eines Investors Folie für Folie zerlegt.',
      es: 'La presentación original de la Serie A de Front, de 2016, para su bandeja de entrada compartida, disponible públicamente y analizada diapositiva a diapositiva por un inversor.',
      fr: 'Le deck de série A d’origine de Front, de 2016, pour sa boîte de réception partagée, disponible publiquement et décortiqué slide par slide par un investisseur.',
    },
    fields: {
      company: 'Front',
      year: 2016,
      stage: 'series-a',
      sector: 'saas',
      lesson: {
        en: 'At Series A, show capital efficiency and repeatable growth, and name the risk investors will see, such as moving from organic to paid acquisition.',
        de: 'Zeigen Sie in der Series A Kapitaleffizienz und wiederholbares Wachstum, und benennen Sie das Risiko, das Investoren sehen werden, etwa den Schritt von organischem zu bezahltem Wachstum.',
        es: 'En la Serie A, muestre eficiencia de capital y crecimiento repetible, y nombre el riesgo que verán los inversores, como pasar de la captación orgánica a la de pago.',
        fr: 'En série A, montrez l’efficacité du capital et une croissance reproductible, et nommez le risque que verront les investisseurs, comme le passage de l’acquisition organique à payante.',
      },
    },
    sources: [s.CAPITAL_VENTURED_FRONT],
    verifiedOn: DECKS_VERIFIED_ON,
  },
];
