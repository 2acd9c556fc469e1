import { type FaqTexts } from '../faq-entries';

/** Die FAQ auf Deutsch, übersetzt aus `en.ts`. Allgemeine Information, keine Rechts- oder Steuerberatung. */
export const faqTextsDe: FaqTexts = {
  topics: {
    instruments: 'SAFEs und Wandeldarlehen',
    valuation: 'Bewertung',
    dilution: 'Verwässerung',
    'option-pool': 'Optionspools und Vesting',
    terms: 'Klauseln im Term Sheet',
    process: 'Ablauf und Due Diligence',
    india: 'Indien',
  },
  entries: {
    'what-is-a-safe': {
      question: 'Was ist ein SAFE?',
      answer:
        'Ein SAFE (Simple Agreement for Future Equity) ist ein kurzer Vertrag, den Y Combinator Ende 2013 eingeführt hat und den die meisten YC-Startups und viele andere für ihr erstes Geld nutzen. Der Investor zahlt jetzt und erhält das Recht auf Anteile später, meist wenn das Unternehmen in einer Finanzierungsrunde mit festem Preis Anteile verkauft, oder auf eine Auszahlung, falls das Unternehmen vorher verkauft oder aufgelöst wird. Ein SAFE ist kein Darlehen: Er hat weder Zinsen noch eine Laufzeit. YC veröffentlicht die Standardformulare kostenlos und empfiehlt dennoch, sie vor der Verwendung von einem Anwalt prüfen zu lassen.',
    },
    'pre-money-vs-post-money-safe': {
      question: 'Was ist der Unterschied zwischen einem Pre-Money- und einem Post-Money-SAFE?',
      answer:
        'Der erste SAFE von Y Combinator war ein „Pre-Money“-SAFE, gedacht für kleine Beträge kurz vor einer Runde mit festem Preis. 2018 wechselte YC zum „Post-Money“-SAFE, weil Seed-Runden zu eigenständigen Finanzierungen gewachsen waren. Beim Post-Money-SAFE wird der Anteil des Inhabers gemessen, nachdem alles SAFE-Geld gezählt ist, aber bevor das neue Geld der Preisrunde hinzukommt. YC nennt den Hauptvorteil: Gründer und Investoren können sofort und genau berechnen, wie viel des Unternehmens verkauft wurde. Die folgende Preisrunde verwässert die SAFE-Inhaber dann zusammen mit allen anderen.',
    },
    'what-is-a-valuation-cap': {
      question: 'Was ist ein Valuation Cap (Bewertungsobergrenze)?',
      answer:
        'Ein Valuation Cap ist die höchste Unternehmensbewertung, zu der ein SAFE oder ein Wandeldarlehen in Anteile gewandelt wird. Bewertet die Preisrunde das Unternehmen höher als den Cap, wandelt der Investor so, als läge die Bewertung beim Cap, und erhält für dasselbe Geld mehr Anteile als die neuen Investoren. Beim Post-Money-SAFE von Y Combinator ist der Cap ein Post-Money-Wert, sodass sich der Anteil leicht schätzen lässt. Rechenbeispiel: 500.000 $ bei einem Post-Money-Cap von 5 Mio. $ ergeben etwa 10 % des Unternehmens (500.000 ÷ 5.000.000), bevor die Preisrunde verwässert.',
    },
    'what-is-a-discount': {
      question: 'Was ist ein Abschlag (Discount) bei einem SAFE oder Wandeldarlehen?',
      answer:
        'Ein Abschlag erlaubt einem frühen Investor, zu einem niedrigeren Preis je Anteil zu wandeln, als die neuen Investoren in der Preisrunde zahlen, als Lohn für das frühere Risiko. Der Post-Money-„Discount“-SAFE von Y Combinator hält ihn als Discount Rate fest, nämlich 100 minus Abschlag: Ein Abschlag von 20 % wird als „80“ eingetragen, der Investor zahlt also 80 % des Rundenpreises. Kostet ein Anteil in der Runde 1,00 $, wandelt der SAFE bei 20 % Abschlag zu 0,80 $ je Anteil. Hat ein Instrument Cap und Abschlag, gilt meist der Wert, der den niedrigeren Preis ergibt.',
    },
    'what-is-an-mfn-safe': {
      question: 'Was ist ein MFN-SAFE?',
      answer:
        'MFN steht für „Most Favoured Nation“ (Meistbegünstigung). Y Combinator bietet vier Fassungen seines Post-Money-SAFE an: Valuation Cap ohne Abschlag, Abschlag ohne Cap, Cap und Abschlag sowie „MFN, kein Valuation Cap, kein Abschlag“. Die MFN-Fassung legt selbst keine Preisbedingungen fest. Gibt das Unternehmen vor der Wandlung dieses SAFE später SAFEs oder ähnliche Instrumente zu besseren Bedingungen aus, kann der Inhaber stattdessen diese besseren Bedingungen übernehmen. Sie passt, wenn Investor und Gründer das Geld jetzt fließen lassen und den Preis späteren Abschlüssen überlassen wollen.',
    },
    'what-is-a-convertible-note': {
      question: 'Was ist ein Wandeldarlehen (Convertible Note)?',
      answer:
        'Ein Wandeldarlehen ist ein Darlehen eines Investors an ein Startup, das in Anteile umgewandelt statt zurückgezahlt werden soll. Es wandelt meist, wenn das Unternehmen eine qualifizierte Finanzierungsrunde mit festem Preis abschließt, oft mit Valuation Cap, Abschlag oder beidem als Lohn für das frühe Risiko. Da es Fremdkapital ist, trägt es in der Regel Zinsen, und die aufgelaufenen Zinsen werden oft zusammen mit dem Darlehensbetrag gewandelt. Außerdem hat es einen Fälligkeitstermin, bis zu dem es gewandelt sein soll, sonst wird es zurückgezahlt, verlängert oder zu anderen Bedingungen gewandelt. Wandeldarlehen dienen frühen Runden und als Brückenfinanzierung.',
    },
    'safe-vs-convertible-note': {
      question: 'Worin unterscheidet sich ein SAFE von einem Wandeldarlehen?',
      answer:
        'Beide lassen einen Investor jetzt Geld geben und in einer späteren Preisrunde Anteile erhalten, meist mit Valuation Cap, Abschlag oder beidem. Der Unterschied: Ein Wandeldarlehen ist Fremdkapital. Es laufen Zinsen auf, es hat einen Fälligkeitstermin und Kündigungsgründe, und es muss unter Umständen zurückgezahlt werden. Ein SAFE ist kein Fremdkapital. Eine gängige Formulierung lautet: Ein SAFE ist ein Wandeldarlehen, dem man Zinsen, Fälligkeit und Kündigungsregeln genommen hat. Ohne Fälligkeitstermin kann ein SAFE nicht fällig werden, bevor das Unternehmen seine Preisrunde abschließt.',
    },
    'pre-money-vs-post-money': {
      question: 'Was bedeuten Pre-Money- und Post-Money-Bewertung?',
      answer:
        'Die Pre-Money-Bewertung ist der vereinbarte Wert des Unternehmens unmittelbar bevor das neue Geld einer Runde hinzukommt; die Post-Money-Bewertung ist dieser Wert plus das neue Geld, also Post-Money = Pre-Money + Investition. Das Beispiel von Investopedia: Gründer und Investor einigen sich auf einen Unternehmenswert von 1 Mio. $, der Investor gibt 250.000 $. Ist die 1 Mio. $ Pre-Money, beträgt die Post-Money-Bewertung 1,25 Mio. $. Enthält die 1 Mio. $ die 250.000 $ bereits, ist es ein Post-Money-Wert, und die Pre-Money-Bewertung beträgt nur 750.000 $. Fragen Sie immer nach, welcher Wert gemeint ist.',
    },
    'how-much-does-the-investor-own': {
      question: 'Wie berechne ich, wie viel des Unternehmens ein Investor erhält?',
      answer:
        'Teilen Sie die Investition durch die Post-Money-Bewertung. Nehmen Sie das Beispiel von Investopedia mit einer Investition von 250.000 $. Bei einer Pre-Money-Bewertung von 1 Mio. $ liegt die Post-Money-Bewertung bei 1,25 Mio. $, der Investor besitzt also 250.000 ÷ 1.250.000 = 20 %. Ist die 1 Mio. $ die Post-Money-Bewertung, besitzt er 250.000 ÷ 1.000.000 = 25 %. Dieselbe Zahl lässt dem Gründer also fünf Prozentpunkte weniger, wenn sie als Post-Money gemeint ist. Investopedia merkt an, dass dieser scheinbar kleine Unterschied Millionen wert sein kann, wenn das Unternehmen später sehr wertvoll wird.',
    },
    'how-is-the-price-per-share-set': {
      question: 'Wie wird der Preis je Anteil in einer Preisrunde festgelegt?',
      answer:
        'In einer Preisrunde verhandeln Gründer und Lead-Investor die Bewertung, und der Preis je Anteil ergibt sich daraus: Die Pre-Money-Bewertung ist der Preis je Anteil mal der Zahl der vor der Ausgabe gezählten Anteile. Der Holloway Guide weist darauf hin, dass ein Term Sheet sogar mit leerem Feld für den Preis je Anteil kommen kann; sobald die Bewertung feststeht, rechnet der Anwalt des Unternehmens. Das Term Sheet nennt auch, wie viel der Lead-Investor einbringt und wie viel von anderen erwartet wird, zusammen die Rundengröße. Prüfen Sie, welche Optionen, welcher Pool und welche wandelnden SAFEs mitgezählt werden.',
    },
    'what-is-dilution': {
      question: 'Was ist Verwässerung?',
      answer:
        'Verwässerung ist der Rückgang Ihres prozentualen Anteils, wenn ein Unternehmen neue Anteile ausgibt. Das Beispiel von Carta: Zwei Mitgründer halten 1.000 Anteile, je 500, also je 50 %. Ein Risikokapitalgeber investiert und erhält 200 neue Anteile. Es gibt nun 1.200 Anteile; jeder Gründer hat weiter 500, aber 500 ÷ 1.200 sind etwa 42 %. Neue Finanzierungsrunden, ein größerer Optionspool und die Wandlung von Wandelinstrumenten verwässern alle bisherigen Inhaber. Verwässerung ändert Ihren Prozentsatz, nicht unbedingt Ihr Vermögen: Steigt der Anteilspreis in der Runde, kann ein kleineres Stück mehr wert sein.',
    },
    'how-do-safes-add-up': {
      question: 'Wie summiert sich die Verwässerung durch mehrere SAFEs?',
      answer:
        'Bei Post-Money-SAFEs entspricht der Anteil jedes SAFE ungefähr seinem Betrag geteilt durch seinen Post-Money-Cap, und dieser Anteil steht bei Unterzeichnung fest. Jeder neue SAFE verwässert daher die Gründer und die übrigen bisherigen Inhaber, nicht aber die früheren Post-Money-SAFE-Inhaber. Rechenbeispiel: 500.000 $ bei 5 Mio. $ Cap sind etwa 10 %; weitere 500.000 $ bei 10 Mio. $ Cap sind etwa 5 %. Zusammen nehmen sie vor der Preisrunde etwa 15 %. Diese Runde und eine damit verbundene Aufstockung des Optionspools verwässern dann alle, auch die SAFE-Inhaber. Rechnen Sie den ganzen Stapel vor der Unterschrift durch.',
    },
    'is-dilution-always-bad': {
      question: 'Ist Verwässerung für Gründer immer schlecht?',
      answer:
        'Nein. Carta betont, dass Verwässerung einen kleineren Prozentsatz bedeutet, nicht unbedingt einen geringeren Wert: Der Anteilspreis steigt in einer Finanzierungsrunde meist, sodass ein kleineres Stück eines größeren Kuchens mehr wert sein kann. Carta zitiert auch die Faustregel von Paul Graham: Eine Investition, die Sie einen Bruchteil N des Unternehmens kostet, lohnt sich, wenn sie das Unternehmen mehr als 1 ÷ (1 − N)-mal so viel wert macht wie ohne sie. Für 10 % gerechnet: 1 ÷ 0,9 ≈ 1,11, das Geld muss den Unternehmenswert also um mehr als etwa 11 % steigern.',
    },
    'what-is-anti-dilution-protection': {
      question: 'Was ist ein Verwässerungsschutz?',
      answer:
        'Ein Verwässerungsschutz schützt Investoren mit Vorzugsanteilen, wenn das Unternehmen später Anteile zu einem niedrigeren Preis verkauft, als sie gezahlt haben, in einer sogenannten Down Round. Er wirkt, indem ihre Vorzugsanteile in mehr Stammanteile wandeln. Bei einer Full Ratchet sinkt der Wandlungspreis einfach auf den neuen, niedrigeren Preis, egal wie wenige Anteile dazu verkauft werden. Beim gewichteten Durchschnitt, der häufigeren Form, hängt die Anpassung auch davon ab, wie viele Anteile zum niedrigeren Preis verkauft werden, verglichen mit den bereits ausgegebenen. In beiden Fällen verwässern die zusätzlichen Anteile die übrigen Inhaber, vor allem Gründer und Mitarbeitende.',
    },
    'what-is-broad-based-weighted-average': {
      question: 'Was bedeutet „Broad-based Weighted Average“?',
      answer:
        'Das ist die übliche Form des Verwässerungsschutzes mit gewichtetem Durchschnitt. Cooley erklärt, dass die Anpassung von der Zahl der verkauften Anteile im Verhältnis zu den bestehenden Anteilen und vom Preisunterschied abhängt. Eine Down Round, die 1 Mio. $ einbringt, verändert den Wandlungskurs der Vorzugsanteile daher viel weniger als eine Down Round zum selben Preis, die 10 Mio. $ einbringt. „Broad-based“ heißt, dass die in der Formel gezählten bestehenden Anteile weit gefasst sind, einschließlich Stammanteilen und Optionen, sodass jede Anpassung kleiner ausfällt als bei einer „narrow-based“ Formel, die weniger Anteile zählt.',
    },
    'what-is-an-option-pool': {
      question: 'Was ist ein Optionspool?',
      answer:
        'Ein Optionspool ist eine Zahl von Anteilen, die ein Unternehmen für Mitarbeitende, Berater und andere Dienstleister reserviert, meist in Form von Aktienoptionen. Investoren einer Preisrunde verlangen in der Regel, dass das Unternehmen den Pool schafft oder vergrößert, damit es nach der Runde einstellen kann. Carta erklärt, dass der Zeitpunkt entscheidet, wer dafür zahlt: Wird der Pool vor der Runde erweitert, werden nur die bisherigen Anteilseigner verwässert; wird er nach der Runde erweitert, werden alle verwässert, auch die neuen Investoren. Deshalb gehört die Größe des Pools in die Verhandlung über die Bewertung.',
    },
    'what-is-the-option-pool-shuffle': {
      question: 'Was ist der „Option Pool Shuffle“?',
      answer:
        'Gemeint ist die Praxis, einen neuen oder vergrößerten Optionspool in die Pre-Money-Bewertung einzurechnen. Der Pool verwässert dann nur die bisherigen Anteilseigner, vor allem die Gründer, und der Preis, den sie tatsächlich erhalten, liegt unter der genannten Zahl. Rechenbeispiel: ein Angebot von 20 Mio. $ Pre-Money mit 5 Mio. $ neuem Geld, also 25 Mio. $ Post-Money, unter der Bedingung eines Pools von 12 % nach dem Closing. Der Pool entspricht 12 % × 25 Mio. $ = 3 Mio. $ Wert, die effektive Pre-Money-Bewertung der Gründer beträgt also 20 Mio. $ − 3 Mio. $ = 17 Mio. $.',
    },
    'how-big-should-the-option-pool-be': {
      question: 'Wie groß sollte der Optionspool sein?',
      answer:
        'Eine einzig richtige Größe gibt es nicht: Die Zahl wird verhandelt, und jeder Anteil eines in der Pre-Money-Bewertung gezählten Pools geht vom Anteil der bisherigen Inhaber ab. Typische Fehler sind laut DeckMetric, eine Aufstockung des Pools als Standardforderung hinzunehmen, ohne ihre Wirkung durchzurechnen, einer größeren Aufstockung zuzustimmen, als das Unternehmen braucht, und einer unrealistischen Poolannahme nicht zu widersprechen. Zu Cartas Ratschlägen gegen Verwässerung gehört, keinen größeren Optionspool als nötig zu schaffen. Wer den Pool aus den bis zur nächsten Runde tatsächlich geplanten Einstellungen ableitet, gibt beiden Seiten eine konkrete Grundlage.',
    },
    'what-are-vesting-and-a-cliff': {
      question: 'Was bedeuten Vesting und „Cliff“ bei Gründeranteilen?',
      answer:
        'Vesting heißt, dass Anteile oder Optionen über die Zeit erdient werden. Bei Gründern funktioniert es meist umgekehrt: Der Gründer besitzt die Anteile von Anfang an, aber das Unternehmen darf den noch nicht erdienten Teil zurückkaufen, wenn er geht. Das Beispiel von Gust: 1.000 Anteile mit vier Jahren Vesting, davon 25 % nach einem Cliff von einem Jahr und der Rest danach monatlich. Geht der Gründer nach 12 Monaten, sind 250 Anteile erdient, und das Unternehmen kann die übrigen 750 zurückkaufen. Wer vor dem Cliff geht, behält nichts. Vesting schützt das Unternehmen und die anderen Gründer bei einem frühen Ausstieg.',
    },
    'what-is-a-term-sheet': {
      question: 'Was ist ein Term Sheet?',
      answer:
        'Ein Term Sheet ist ein kurzes Dokument mit den wichtigsten Bedingungen einer Investition, bevor die vollständigen Verträge entworfen werden: Art der Anteile, Betrag, Bewertung und Preis je Anteil, Liquidationspräferenz, Board, Investorenrechte und Ähnliches. Der größte Teil ist rechtlich nicht bindend, Klauseln wie die No-Shop-Klausel (Exklusivität) und die Vertraulichkeit sind es aber meist schon. In den USA folgen viele Term Sheets den Musterdokumenten der National Venture Capital Association (NVCA), die laut Brad Feld von einer Arbeitsgruppe führender Venture-Capital-Anwälte erarbeitet wurden.',
    },
    'what-is-a-liquidation-preference': {
      question: 'Was ist eine Liquidationspräferenz?',
      answer:
        'Eine Liquidationspräferenz legt fest, wer bei Verkauf oder Auflösung des Unternehmens zuerst und wie viel erhält. Inhaber von Vorzugsanteilen, meist die Investoren, bekommen einen festen Betrag, meist das 1-Fache ihres Einsatzes, bevor Stamminhaber wie Gründer und Mitarbeitende etwas erhalten. Im Beispiel von Brad Feld investieren Investoren 10 Mio. $ für 50 % mit einer 1-fachen, nicht partizipierenden Präferenz. Wird das Unternehmen für 14 Mio. $ verkauft, können sie entweder 10 Mio. $ nehmen oder 50 % des Preises, also 7 Mio. $; sie nehmen die 10 Mio. $, und die Stamminhaber teilen die übrigen 4 Mio. $.',
    },
    'participating-vs-non-participating-preferred': {
      question: 'Was ist der Unterschied zwischen partizipierenden und nicht partizipierenden Vorzugsanteilen?',
      answer:
        'Bei nicht partizipierenden Vorzugsanteilen wählen die Investoren bei einem Verkauf zwischen ihrer Präferenz, etwa dem 1-Fachen ihres Geldes, und der Wandlung in Stammanteile mit ihrem Anteil am Erlös, je nachdem, was mehr wert ist. Bei partizipierenden Vorzugsanteilen erhalten sie zuerst ihre Präferenz und nehmen danach zusätzlich mit den Stamminhabern am Rest teil; die Teilnahme ist manchmal auf ein Vielfaches des ursprünglichen Preises begrenzt. Mit den Zahlen von Brad Feld, 10 Mio. $ für 50 % und ein Verkauf für 14 Mio. $: Nicht partizipierend nehmen die Investoren 10 Mio. $; partizipierend 10 Mio. $ plus 50 % der übrigen 4 Mio. $, insgesamt 12 Mio. $.',
    },
    'what-are-pro-rata-rights': {
      question: 'Was sind Pro-rata-Rechte?',
      answer:
        'Pro-rata-Rechte geben einem Investor die Möglichkeit, aber nicht die Pflicht, in späteren Runden zu investieren, um seinen prozentualen Anteil am Unternehmen zu halten. Ein Investor mit 5 % darf zum Beispiel 5 % der in der nächsten Runde angebotenen Anteile kaufen und bleibt so bei 5 %, statt verwässert zu werden. Investoren schätzen das Recht, weil sie so mehr Geld in die erfolgreichen Unternehmen stecken können. In Preisrunden ist es meist „Major Investors“ ab einer festgelegten Größe vorbehalten, kleine Investoren erhalten es daher oft nicht.',
    },
    'do-safe-investors-get-pro-rata': {
      question: 'Erhalten SAFE-Investoren Pro-rata-Rechte?',
      answer:
        'Nicht aus dem SAFE selbst. Die Post-Money-SAFE-Formulare von Y Combinator lassen Pro-rata-Rechte weg und bieten sie über ein separates, optionales Dokument an, den Pro Rata Side Letter, der dem SAFE-Inhaber das Recht gibt, einen Teil der nächsten Preisrunde zu kaufen. Da diese Anteile in jener Runde verkauft werden, erhöhen Side Letter die Verwässerung der Gründer in der Runde, zusätzlich zur Wandlung der SAFEs selbst. Gründer können daher für jeden Investor einzeln entscheiden, ob sie einen Side Letter unterschreiben, statt ihn allen standardmäßig zu gewähren.',
    },
    'how-are-board-seats-decided': {
      question: 'Wie werden Board-Sitze in einer Venture-Runde verteilt?',
      answer:
        'Die Board-Klausel des Term Sheets legt die Größe des Boards fest und wer welchen Sitz wählt: üblicherweise einige Mitglieder durch die Vorzugsanteile (die Investoren), einige durch die Stammanteile (die Gründer) und die übrigen gemeinsam vereinbart oder vom Board bestimmt. Brad Feld zählt sie zu den zwei wichtigsten Kontrollklauseln. Gründer sollten in einer Series A damit rechnen, den Investoren mindestens einen Sitz zu geben, und Boards von wagniskapitalfinanzierten Startups haben üblicherweise drei bis fünf Mitglieder. Achten Sie auf einen Sitz, der „dem CEO“ vorbehalten ist: Er wechselt, wenn ein externer CEO eingestellt wird.',
    },
    'what-are-protective-provisions': {
      question: 'Was sind Protective Provisions (Zustimmungsvorbehalte)?',
      answer:
        'Protective Provisions geben Inhabern von Vorzugsanteilen eine gesonderte Abstimmung, faktisch ein Veto, über bestimmte Entscheidungen, selbst wenn Board und Mehrheit der Anteilseigner zustimmen. Die Liste typischer Vorbehalte bei Latham umfasst die Änderung der Zahl genehmigter Anteile, Änderungen der Satzung, die Ausgabe von Anteilen mit vorrangigen oder gleichrangigen Rechten, den Rückkauf von Anteilen, Dividenden auf Stammanteile, Fusion oder Verkauf des Unternehmens, die Änderung der Board-Größe und den Verzicht auf Anpassungen aus dem Verwässerungsschutz. Welche Investoren diese Stimmen erhalten und mit welcher Mehrheit entschieden wird, ist Verhandlungssache.',
    },
    'what-is-a-drag-along-right': {
      question: 'Was ist ein Drag-along-Recht (Mitverkaufspflicht)?',
      answer:
        'Ein Drag-along-Recht erlaubt den Inhabern einer erforderlichen Mehrheit, die übrigen Anteilseigner zur Teilnahme an einem von der Mehrheit gebilligten Verkauf des Unternehmens zu zwingen. Den mitgezogenen Anteilseignern müssen derselbe Preis und dieselben Bedingungen angeboten werden wie den anderen. Zweck ist, dass ein Käufer das ganze Unternehmen erwerben kann, ohne dass ein kleiner Inhaber den Verkauf blockiert. Für Gründer kommt es auf die Einzelheiten an: welche Inhaber die auslösende Mehrheit bilden, etwa nur die Vorzugsanteile oder Vorzugs- und Stammanteile gemeinsam, und welche Bedingungen der Verkauf erfüllen muss.',
    },
    'what-are-rofr-and-co-sale-rights': {
      question: 'Was sind Vorkaufsrecht (ROFR) und Mitveräußerungsrecht (Co-Sale)?',
      answer:
        'Sie beschränken, wie Gründer und andere große Stamminhaber ihre Anteile verkaufen können. Beim Vorkaufsrecht (Right of First Refusal) darf, wenn ein Gründer Anteile an einen Außenstehenden verkaufen will, zuerst das Unternehmen und danach die Investoren diese Anteile zu denselben Bedingungen kaufen. Lehnen sie ab, erlaubt das Mitveräußerungsrecht den Investoren, sich dem Verkauf anzuschließen und einen anteiligen Teil ihrer eigenen Anteile an denselben Käufer zu verkaufen. Beides steht meist in einem Right of First Refusal and Co-Sale Agreement. Gründer verhandeln oft Ausnahmen, etwa für Übertragungen an Familienstiftungen zur Nachlassplanung.',
    },
    'what-are-information-rights': {
      question: 'Was sind Informationsrechte?',
      answer:
        'Informationsrechte verpflichten das Unternehmen, Investoren mehr Informationen zu geben, als das Gesetz ohnehin verlangt, meist regelmäßige Finanzberichte und ein Budget. Der Holloway Guide weist darauf hin, dass der übliche Berichtszeitraum das Quartal ist, Investoren früh im Leben eines Unternehmens aber auch Monatsberichte verlangen können; die Rechte enden meist mit einem Börsengang, umfassen oft Zugang zu Räumen und Personal und können Major Investors vorbehalten sein. Gründer sollten vermeiden, verschiedenen Investorengruppen unterschiedliche Berichte in unterschiedlichen Rhythmen zuzusagen, was nach späteren Runden schwer durchzuhalten ist.',
    },
    'what-is-a-no-shop-clause': {
      question: 'Was ist eine No-Shop-Klausel?',
      answer:
        'Eine No-Shop- oder Exklusivitätsklausel ist die Zusage im Term Sheet, dass das Unternehmen eine festgelegte Zahl von Tagen keine anderen Investitionsangebote sucht oder verhandelt, während der Investor die Due Diligence abschließt und die Anwälte die Verträge entwerfen. Anders als der größte Teil des Term Sheets ist sie in der Regel bindend und geht oft mit einer Vertraulichkeitsklausel einher. Das Unternehmen muss dem Investor unter Umständen auch Annäherungen anderer melden. Die Dauer wird verhandelt: Ein kürzerer Zeitraum macht das Unternehmen weniger verwundbar, falls der Abschluss scheitert.',
    },
    'how-long-from-term-sheet-to-close': {
      question: 'Wie lange dauert es vom unterschriebenen Term Sheet bis zum Geld auf dem Konto?',
      answer:
        'Einen festen Zeitplan gibt es nicht, aber der Investor David Beisel beschreibt die Zeit zwischen Unterzeichnung des Term Sheets und Closing als typischerweise zwei bis sechs Wochen. Der größte Teil entfällt darauf, dass die Anwälte die vollständigen Verträge entwerfen und verhandeln, dazu die rechtliche Due Diligence, das Auffüllen der Runde mit weiteren Investoren und die Verteilung der Zuteilungen. Er warnt: „Time kills all deals“ – je länger diese Phase dauert, desto mehr kann schiefgehen, vom Marktschock bis zum Investor, der kalte Füße bekommt. Vorab bereitgelegte Unterlagen halten sie kurz.',
    },
    'what-is-due-diligence': {
      question: 'Was ist Due Diligence in einer Venture-Runde?',
      answer:
        'Due Diligence ist die Prüfung eines Unternehmens durch die Investoren, bevor sie eine Investition abschließen: Sie bestätigen, was das Management ihnen gesagt hat, und suchen nach Stärken, Schwächen und Risiken. Latham beschreibt zwei Teile. Die geschäftliche Prüfung umfasst Team, Produkt, Markt, Geschäftsmodell und Wettbewerb, später auch Finanzplanung, Abschlüsse und Referenzen. Die rechtliche Prüfung, meist von den Anwälten der Investoren geführt, beginnt in der Regel, wenn die Hauptbedingungen in einem Term Sheet vereinbart sind, mit einer „Due Diligence Request List“ von Unterlagen, und kann im Verlauf weitere Anfragen nach sich ziehen.',
    },
    'which-documents-for-due-diligence': {
      question: 'Welche Unterlagen verlangen Investoren üblicherweise in der rechtlichen Due Diligence?',
      answer:
        'Eine Due Diligence Request List kann je nach Investor und Phase des Unternehmens wenige Seiten oder mehr als zwanzig umfassen. Die meisten verlangen Gesellschaftsunterlagen und Satzung; Businessplan und Finanzzahlen; Nachweise über jeden Anteil, jede Option, jeden SAFE und frühere Finanzierungen; geistiges Eigentum, einschließlich Vereinbarungen, mit denen Gründer, Mitarbeitende und Auftragnehmer ihre Arbeitsergebnisse dem Unternehmen übertragen haben; wesentliche Verträge; Arbeitsverträge und Leistungen; sowie Rechtsstreitigkeiten, Ermittlungen oder Konflikte. Fehlende IP-Übertragungen und eine Cap Table, die nicht zu den unterschriebenen Dokumenten passt, sind häufige Gründe für Verzögerungen.',
    },
    'what-is-a-data-room': {
      question: 'Was ist ein Datenraum?',
      answer:
        'Ein Datenraum ist eine geschützte Online-Ablage der Unterlagen, die Investoren in der Due Diligence prüfen. GoingVC listet auf, was Investoren dort erwarten, darunter das Pitch Deck, die Cap Table mit allen SAFEs oder Wandeldarlehen sowie die bisherige Gewinn-und-Verlust-Rechnung und den Cash Burn Monat für Monat. Ein gut geordneter Datenraum lässt Investoren die Aussagen Ihres Pitches schnell prüfen und zeigt, dass das Unternehmen sorgfältig geführt wird. Wer ihn vor Beginn der Finanzierung vorbereitet statt erst nach Eintreffen eines Term Sheets, verhindert, dass die Due Diligence die Runde aufhält.',
    },
    'what-is-an-accredited-investor': {
      question: 'Was ist ein „Accredited Investor“?',
      answer:
        'In den USA ist „Accredited Investor“ eine Kategorie, die die Börsenaufsicht SEC unter Regulation D definiert. Startups, die privat Kapital aufnehmen, verkaufen meist an Accredited Investors, weil Verkäufe an sie von der Registrierungspflicht der Wertpapiere bei der SEC befreit sein können. Eine Einzelperson qualifiziert sich zum Beispiel mit einem Einkommen über 200.000 $ (oder 300.000 $ gemeinsam mit dem Ehepartner) in jedem der letzten zwei Jahre und der Erwartung desselben im laufenden Jahr, oder mit einem Nettovermögen über 1 Mio. $ ohne den Wert des selbstgenutzten Hauptwohnsitzes. Andere Länder haben eigene Regeln.',
    },
    'what-is-dpiit-recognition': {
      question: 'Was ist die DPIIT-Anerkennung und wer erfüllt die Voraussetzungen?',
      answer:
        'Die DPIIT-Anerkennung ist Indiens offizieller Startup-Status im Programm Startup India, vergeben vom Department for Promotion of Industry and Internal Trade. Eine Bekanntmachung vom 4. Februar 2026 (G.S.R. 108(E)) hat die Definition von 2019 ersetzt. Anerkannt werden kann jetzt, wer als Private Limited Company, Personengesellschaft, LLP oder Genossenschaft in Indien eingetragen ist, höchstens 10 Jahre seit der Gründung besteht, in keinem Jahr mehr als 200 Crore ₹ Umsatz hatte, an Innovation oder einem skalierbaren Geschäftsmodell arbeitet und nicht durch Aufspaltung oder Umbau eines bestehenden Unternehmens entstanden ist. Eine neue Kategorie „Deep-Tech-Startup“ erlaubt 20 Jahre und 300 Crore ₹.',
    },
    'what-does-dpiit-recognition-give': {
      question: 'Was bringt einem Startup die DPIIT-Anerkennung?',
      answer:
        'Die Anerkennung öffnet die Vorteile von Startup India. Am bekanntesten ist der Einkommensteuerabzug nach Section 80-IAC: Ein anerkanntes Startup kann beim Inter-Ministerial Board den vollen Abzug seiner Geschäftsgewinne beantragen, wenn es eine Private Limited Company oder LLP ist, am oder nach dem 1. April 2016 und vor dem 1. April 2030 gegründet wurde und an Innovation oder einem skalierbaren Geschäftsmodell arbeitet. Der Abzug braucht die Bescheinigung des Boards; die Anerkennung allein reicht nicht. Weitere Vorteile sind die Selbstzertifizierung nach bestimmten Arbeits- und Umweltgesetzen und staatliche Unterstützung bei Patent-, Marken- und Designanmeldungen.',
    },
    'is-there-still-an-angel-tax': {
      question: 'Gibt es in Indien noch die „Angel Tax“?',
      answer:
        'Nein. Die „Angel Tax“ war Section 56(2)(viib) des Income-tax Act, eingeführt 2012: Gab eine nicht börsennotierte Gesellschaft Anteile über ihrem Verkehrswert aus, wurde der Mehrbetrag als Einkommen der Gesellschaft besteuert, was häufig Startups traf, die zu hohen Bewertungen Kapital aufnahmen. Im Unionshaushalt vom Juli 2024 hat die Regierung sie für alle Investorengruppen abgeschafft. Der Finance (No. 2) Act, 2024 fügte eine Bestimmung ein, wonach die Vorschrift ab dem 1. April 2025 nicht mehr gilt, also ab dem Veranlagungsjahr 2025-26, dem Geschäftsjahr 2024-25.',
    },
    'fdi-automatic-vs-government-route': {
      question: 'Was sind die automatische Route und die Regierungsroute für Auslandsinvestitionen in Indien?',
      answer:
        'Ausländische Direktinvestitionen in ein indisches Unternehmen fließen über eine von zwei Routen. Bei der automatischen Route, die die meisten Branchen abdeckt, braucht der ausländische Investor keine vorherige Genehmigung der Regierung oder der Reserve Bank of India; das Unternehmen meldet die Investition danach. Bei der Regierungsroute muss der Investor zuerst eine Genehmigung über das zuständige Ministerium einholen. Einige Branchen, etwa Lotterie und Glücksspiel, sind für Auslandsinvestitionen gesperrt, und viele haben Obergrenzen für den ausländischen Anteil. Die Einzelheiten regeln die FDI-Policy und die Master Direction der RBI zu Foreign Investment in India.',
    },
    'what-is-fc-gpr-reporting': {
      question:
        'Was muss ein indisches Startup melden, nachdem es Geld von einem ausländischen Investor aufgenommen hat?',
      answer:
        'Gibt ein indisches Unternehmen Anteile oder wandelbare Instrumente wie CCPS oder CCDs an eine außerhalb Indiens ansässige Person aus, meldet es die Ausgabe der Reserve Bank of India auf dem Formular FC-GPR. Das Formular wird online im Single Master Form des FIRMS-Portals der RBI eingereicht und von der Bank des Unternehmens (dem Authorised Dealer) geprüft. Die Anteile sollen innerhalb von 60 Tagen nach Zahlungseingang zugeteilt und FC-GPR innerhalb von 30 Tagen nach der Zuteilung eingereicht werden. Verspätete Meldungen können Verspätungsgebühren und in schwereren Fällen ein Compounding-Verfahren nach dem FEMA nach sich ziehen.',
    },
  },
};
