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
    slug: 'stability-ai-series-a-2022',
    name: 'Stability AI Series A deck (2022)',
    url: s.SIFTED_STABILITY_AI_DECK.url,
    description: {
      en: 'Stability AI’s pitch deck dated June 2022, months before its $101M Series A closed that October; sent to Sifted by a former employee, verified by another and published in 2023.',
      de: 'Das Pitch-Deck von Stability AI vom Juni 2022, Monate bevor die Series A über 101 Mio. $ im Oktober abgeschlossen wurde; von einem ehemaligen Mitarbeiter an Sifted gegeben, von einem weiteren bestätigt und 2023 veröffentlicht.',
      es: 'La presentación de Stability AI fechada en junio de 2022, meses antes de que cerrara su Serie A de 101 millones de dólares en octubre; un antiguo empleado la envió a Sifted, otro confirmó su autenticidad y se publicó en 2023.',
      fr: 'Le deck de Stability AI daté de juin 2022, quelques mois avant la clôture en octobre de sa série A de 101 millions de dollars ; transmis à Sifted par un ancien salarié, authentifié par un autre et publié en 2023.',
    },
    fields: {
      company: 'Stability AI',
      year: 2022,
      stage: 'series-a',
      sector: 'deeptech',
      raised: { amount: 101_000_000, currency: 'USD' },
      lesson: {
        en: 'A cautionary deck: claim only what you can prove, because decks circulate and get checked; Sifted found it presenting as “co-created” models that Stability had only funded with compute grants.',
        de: 'Ein warnendes Beispiel: Behaupten Sie nur, was Sie belegen können, denn Decks kursieren und werden geprüft; Sifted fand darin als „mitentwickelt“ ausgegebene Modelle, die Stability nur mit Rechenzeit gefördert hatte.',
        es: 'Un caso de advertencia: afirme solo lo que pueda demostrar, porque las presentaciones circulan y se verifican; Sifted vio en ella como «co-creados» modelos que Stability solo había financiado con capacidad de cómputo.',
        fr: 'Un contre-exemple : n’affirmez que ce que vous pouvez prouver, car les decks circulent et sont vérifiés ; Sifted y a trouvé présentés comme « co-créés » des modèles que Stability n’avait financés qu’en puissance de calcul.',
      },
    },
    sources: [s.SIFTED_STABILITY_AI_DECK],
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
  {
    slug: 'mistral-ai-seed-memo-2023',
    name: 'Mistral AI seed pitch memo (2023)',
    url: s.SIFTED_MISTRAL_MEMO.url,
    description: {
      en: 'The pitch memo, more a Google Doc than slides, that helped four-week-old Mistral AI raise €105M in a Lightspeed-led round in June 2023, reported as Europe’s largest seed round; Sifted published it in full.',
      de: 'Das Pitch-Memo – eher ein Google-Dokument als Folien –, mit dem die vier Wochen alte Mistral AI im Juni 2023 in einer von Lightspeed angeführten Runde 105 Mio. € einwarb, berichtet als größte Seed-Runde Europas; Sifted veröffentlichte es vollständig.',
      es: 'El memorando de inversión, más un documento de Google que diapositivas, con el que Mistral AI, de cuatro semanas de vida, captó 105 millones de euros en una ronda liderada por Lightspeed en junio de 2023, descrita como la mayor ronda semilla de Europa; Sifted lo publicó íntegro.',
      fr: 'Le mémo de levée, plus un Google Doc que des slides, qui a permis à Mistral AI, créée quatre semaines plus tôt, de lever 105 millions d’euros lors d’un tour mené par Lightspeed en juin 2023, présenté comme le plus gros tour d’amorçage d’Europe ; Sifted l’a publié en entier.',
    },
    fields: {
      company: 'Mistral AI',
      year: 2023,
      stage: 'seed',
      sector: 'deeptech',
      raised: { amount: 105_000_000, currency: 'EUR' },
      lesson: {
        en: 'Before there is a product, a clear written argument can carry a round: the memo says only a few small teams know how to build large models, and shows the founders are among them.',
        de: 'Bevor es ein Produkt gibt, kann ein klares schriftliches Argument eine Runde tragen: Das Memo sagt, dass nur wenige kleine Teams große Modelle bauen können, und zeigt, dass die Gründer dazugehören.',
        es: 'Antes de tener producto, un argumento escrito y claro puede sostener una ronda: el memorando dice que solo unos pocos equipos pequeños saben construir grandes modelos y muestra que los fundadores están entre ellos.',
        fr: 'Avant qu’il y ait un produit, un argumentaire écrit et clair peut porter un tour : le mémo explique que seules quelques petites équipes savent construire de grands modèles, et montre que les fondateurs en font partie.',
      },
    },
    sources: [s.SIFTED_MISTRAL_MEMO, s.TNW_MISTRAL_SEED],
    verifiedOn: DECKS_VERIFIED_ON,
  },
];
