import type { ShippedEntry } from '../../directories/shipped-entry';
import { DECKS_VERIFIED_ON } from './pitch-deck-entries-2004-2008';
import type { PitchDeckFields } from './pitch-deck-fields';
import * as s from './pitch-deck-sources';

/** Decks from 2017 to 2023, oldest first. */
export const PITCH_DECKS_2017_2023: readonly ShippedEntry<PitchDeckFields>[] = [
  {
    slug: 'virti-series-a-2020',
    name: 'Virti Series A deck (2020)',
    url: s.VIRTI_SERIES_A_DECK.url,
    description: {
      en: 'The deck Virti’s solo founder Alexander Young used to raise a $10M Series A during the pandemic, published by him with a step-by-step account of the remote fundraising process.',
      de: 'Das Deck, mit dem Virtis Alleingründer Alexander Young während der Pandemie eine Series A über 10 Mio. $ einwarb, von ihm veröffentlicht samt Schritt-für-Schritt-Bericht über den Prozess ohne persönliche Treffen.',
      es: 'La presentación con la que Alexander Young, fundador en solitario de Virti, captó una Serie A de 10 millones de dólares durante la pandemia, publicada por él con el relato paso a paso del proceso en remoto.',
      fr: 'Le deck avec lequel Alexander Young, fondateur seul de Virti, a levé une série A de 10 millions de dollars pendant la pandémie, publié par lui avec le récit pas à pas d’une levée menée à distance.',
    },
    fields: {
      company: 'Virti',
      year: 2020,
      stage: 'series-a',
      sector: 'deeptech',
      raised: { amount: 10_000_000, currency: 'USD' },
      lesson: {
        en: 'Decide when to raise from the numbers, not the calendar: Virti brought its Series A forward once growth had beaten every seed-round goal, and ran the raise with a hard deadline for first meetings.',
        de: 'Entscheiden Sie anhand der Zahlen, nicht des Kalenders, wann Sie Kapital aufnehmen: Virti zog die Series A vor, als das Wachstum alle Ziele der Seed-Runde übertroffen hatte, und setzte eine feste Frist für Erstgespräche.',
        es: 'Decida cuándo levantar capital por las cifras, no por el calendario: Virti adelantó su Serie A cuando el crecimiento superó todos los objetivos de la ronda semilla, y fijó una fecha límite para las primeras reuniones.',
        fr: 'Choisissez le moment de lever d’après les chiffres, pas le calendrier : Virti a avancé sa série A quand la croissance a dépassé tous les objectifs du tour d’amorçage, avec une date butoir pour les premiers rendez-vous.',
      },
    },
    sources: [s.VIRTI_SERIES_A_DECK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'arkive-seed-2022',
    name: 'Arkive seed deck (2022)',
    url: s.TECHCRUNCH_ARKIVE_SEED_DECK.url,
    description: {
      en: 'The 12-slide seed deck of Arkive, a startup asking what a museum owned and curated by the internet would be; founder Tom McLeod shared it with TechCrunch, with the amount and valuation removed.',
      de: 'Das 12-Folien-Seed-Deck von Arkive, einem Startup mit der Idee eines Museums, das dem Internet gehört und von ihm kuratiert wird; Gründer Tom McLeod gab es TechCrunch, ohne Betrag und Bewertung.',
      es: 'La presentación semilla de 12 diapositivas de Arkive, una startup que imagina un museo propiedad de internet y comisariado por ella; su fundador Tom McLeod la compartió con TechCrunch, sin importe ni valoración.',
      fr: 'Le deck d’amorçage de 12 slides d’Arkive, une startup qui imagine un musée possédé et organisé par internet ; son fondateur Tom McLeod l’a confié à TechCrunch, sans le montant ni la valorisation.',
    },
    fields: {
      company: 'Arkive',
      year: 2022,
      stage: 'seed',
      sector: 'consumer',
      lesson: {
        en: 'Before there is traction to show, sell the dream: one striking question up front and slides whose titles carry the story make an early deck easy to follow.',
        de: 'Solange es keine Traktion zu zeigen gibt, verkaufen Sie die Vision: eine markante Frage zu Beginn und Folientitel, die die Geschichte tragen, machen ein frühes Deck leicht verständlich.',
        es: 'Mientras no haya tracción que mostrar, venda el sueño: una pregunta llamativa al principio y títulos de diapositiva que cuenten la historia hacen fácil de seguir una presentación temprana.',
        fr: 'Tant qu’il n’y a pas de traction à montrer, vendez le rêve : une question marquante d’entrée et des titres de slides qui portent le récit rendent un deck précoce facile à suivre.',
      },
    },
    sources: [s.TECHCRUNCH_ARKIVE_SEED_DECK],
    verifiedOn: DECKS_VERIFIED_ON,
  },
  {
    slug: 'smalls-series-b-2023',
    name: 'Smalls Series B deck (2023)',
    url: s.TECHCRUNCH_SMALLS_SERIES_B_DECK.url,
    description: {
      en: 'The 24-slide deck with which fresh cat food brand Smalls raised its $19M Series B, shared in full with TechCrunch with its valuation and current revenue redacted.',
      de: 'Das 24-Folien-Deck, mit dem die Frischfutter-Katzenmarke Smalls ihre Series B über 19 Mio. $ einwarb, vollständig an TechCrunch gegeben, Bewertung und aktueller Umsatz geschwärzt.',
      es: 'La presentación de 24 diapositivas con la que Smalls, marca de comida fresca para gatos, captó su Serie B de 19 millones de dólares, compartida íntegra con TechCrunch con la valoración y los ingresos actuales ocultos.',
      fr: 'Le deck de 24 slides avec lequel Smalls, marque de nourriture fraîche pour chats, a levé sa série B de 19 millions de dollars, confié en entier à TechCrunch avec la valorisation et le chiffre d’affaires actuel masqués.',
    },
    fields: {
      company: 'Smalls',
      year: 2023,
      stage: 'series-b-plus',
      sector: 'consumer',
      raised: { amount: 19_000_000, currency: 'USD' },
      lesson: {
        en: 'At a growth round, give acquisition cost, churn and lifetime value a slide each, then show where the business can grow next (here, from cat food brand to cat brand) before the ask.',
        de: 'Geben Sie in einer Wachstumsrunde Kundengewinnungskosten, Abwanderung und Kundenwert je eine eigene Folie und zeigen Sie vor dem Ask, wohin das Geschäft wachsen kann (hier: von der Katzenfutter- zur Katzenmarke).',
        es: 'En una ronda de crecimiento, dedique una diapositiva al coste de captación, otra a la pérdida de clientes y otra al valor de vida del cliente, y muestre hacia dónde puede crecer el negocio (aquí, de marca de comida a marca para gatos) antes de la petición.',
        fr: 'Dans un tour de croissance, consacrez une slide chacun au coût d’acquisition, à l’attrition et à la valeur vie client, puis montrez où l’activité peut s’étendre (ici, d’une marque de nourriture à une marque pour chats) avant la demande.',
      },
    },
    sources: [s.TECHCRUNCH_SMALLS_SERIES_B_DECK, s.PETFOOD_PROCESSING_SMALLS_19M],
    verifiedOn: DECKS_VERIFIED_ON,
  },
];
