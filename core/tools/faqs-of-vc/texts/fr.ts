import { type FaqTexts } from '../faq-entries';

/** La FAQ en français, traduite de `en.ts`. Information générale, pas un conseil juridique ou fiscal. */
export const faqTextsFr: FaqTexts = {
  topics: {
    instruments: 'SAFE et obligations convertibles',
    valuation: 'Valorisation',
    dilution: 'Dilution',
    'option-pool': 'Pools d’options et vesting',
    terms: 'Clauses du term sheet',
    process: 'Déroulement et due diligence',
    india: 'Inde',
  },
  entries: {
    'what-is-a-safe': {
      question: 'Qu’est-ce qu’un SAFE ?',
      answer:
        'Un SAFE (simple agreement for future equity, accord simple sur des actions futures) est un contrat court que Y Combinator a lancé fin 2013 et que la plupart des startups de YC, et bien d’autres, utilisent pour leur premier argent. L’investisseur paie maintenant et reçoit le droit à des actions plus tard, en général quand la société vend des actions lors d’un tour à prix fixé, ou à un paiement si la société est vendue ou dissoute avant. Un SAFE n’est pas un prêt : il n’a ni taux d’intérêt ni échéance. YC publie gratuitement les modèles standard et recommande tout de même de les faire relire par un avocat avant usage.',
    },
    'pre-money-vs-post-money-safe': {
      question: 'Quelle différence entre un SAFE pre-money et un SAFE post-money ?',
      answer:
        'Le premier SAFE de Y Combinator était un SAFE « pre-money », conçu pour de petits montants levés peu avant un tour à prix fixé. En 2018, YC est passé au SAFE « post-money », car les tours d’amorçage étaient devenus des financements à part entière. Avec un SAFE post-money, la participation du porteur se mesure après la prise en compte de tout l’argent des SAFE, mais avant l’argent frais du tour à prix fixé. YC en cite le principal avantage : fondateurs et investisseurs peuvent calculer immédiatement et précisément quelle part de la société a été vendue. Le tour à prix fixé qui suit dilue ensuite les porteurs de SAFE comme tous les autres.',
    },
    'what-is-a-valuation-cap': {
      question: 'Qu’est-ce qu’un valuation cap (plafond de valorisation) ?',
      answer:
        'Un valuation cap est la valorisation maximale de la société à laquelle un SAFE ou une obligation convertible est converti en actions. Si le tour à prix fixé valorise la société au-dessus du plafond, l’investisseur convertit comme si la valorisation était le plafond et reçoit donc, pour le même argent, plus d’actions que les nouveaux investisseurs. Dans le SAFE post-money de Y Combinator, le plafond est un chiffre post-money, ce qui rend la participation facile à estimer. Exemple chiffré : 500 000 $ investis avec un plafond post-money de 5 millions de $ donnent environ 10 % de la société (500 000 ÷ 5 000 000), avant la dilution du tour à prix fixé.',
    },
    'what-is-a-discount': {
      question: 'Qu’est-ce qu’une décote sur un SAFE ou une obligation convertible ?',
      answer:
        'Une décote permet à un investisseur précoce de convertir à un prix par action inférieur à celui que paient les nouveaux investisseurs lors du tour à prix fixé, en récompense de son investissement plus précoce. Le SAFE post-money « Discount » de Y Combinator l’inscrit comme un taux égal à 100 moins la décote : une décote de 20 % s’écrit « 80 », l’investisseur paie donc 80 % du prix du tour. Si l’action du tour coûte 1,00 $, une décote de 20 % permet de convertir à 0,80 $ par action. Quand un instrument a un plafond et une décote, il convertit en général selon celui qui donne le prix le plus bas.',
    },
    'what-is-an-mfn-safe': {
      question: 'Qu’est-ce qu’un SAFE MFN ?',
      answer:
        'MFN signifie « most favoured nation » (clause de la nation la plus favorisée). Y Combinator propose quatre versions de son SAFE post-money : plafond de valorisation sans décote, décote sans plafond, plafond et décote, et « MFN, sans plafond de valorisation, sans décote ». La version MFN ne fixe aucune condition de prix propre. Si la société émet plus tard, avant la conversion de ce SAFE, des SAFE ou instruments similaires à de meilleures conditions, le porteur peut choisir de reprendre ces meilleures conditions. Elle convient à un investisseur et un fondateur qui veulent faire entrer l’argent tout de suite et laisser des opérations ultérieures fixer le prix.',
    },
    'what-is-a-convertible-note': {
      question: 'Qu’est-ce qu’une obligation convertible (convertible note) ?',
      answer:
        'Une obligation convertible est un prêt d’un investisseur à une startup destiné à se transformer en actions plutôt qu’à être remboursé. Elle se convertit en général quand la société réalise un tour à prix fixé remplissant certaines conditions, souvent avec un plafond de valorisation, une décote ou les deux pour récompenser le risque pris tôt. Comme c’est une dette, elle porte en principe intérêt, et les intérêts courus sont souvent convertis avec le principal. Elle a aussi une échéance, à laquelle elle devrait avoir été convertie ; sinon elle est remboursée, prorogée ou convertie à d’autres conditions. On l’utilise pour les premiers tours et comme financement « relais ».',
    },
    'safe-vs-convertible-note': {
      question: 'En quoi un SAFE diffère-t-il d’une obligation convertible ?',
      answer:
        'Les deux permettent à un investisseur d’apporter de l’argent maintenant et de recevoir des actions lors d’un tour à prix fixé ultérieur, en général avec un plafond de valorisation, une décote ou les deux. La différence : l’obligation convertible est une dette. Des intérêts courent, elle a une échéance et des cas de défaut, et elle peut devoir être remboursée. Un SAFE n’est pas une dette. Une formule courante le résume : un SAFE est une obligation convertible dont on a retiré les intérêts, l’échéance et les clauses de défaut. Sans échéance, un SAFE ne peut pas devenir exigible avant que la société ne réalise son tour à prix fixé.',
    },
    'pre-money-vs-post-money': {
      question: 'Que signifient valorisation pré-money et valorisation post-money ?',
      answer:
        'La valorisation pré-money est la valeur convenue de la société juste avant l’arrivée de l’argent frais d’un tour ; la valorisation post-money est cette valeur plus l’argent frais, soit post-money = pré-money + investissement. L’exemple d’Investopedia : un fondateur et un investisseur conviennent que la société vaut 1 million de $ et l’investisseur apporte 250 000 $. Si le million est pré-money, la valorisation post-money est de 1,25 million de $. Si le million inclut déjà les 250 000 $, c’est un chiffre post-money, et la valorisation pré-money n’est que de 750 000 $. Demandez toujours de laquelle des deux il s’agit.',
    },
    'how-much-does-the-investor-own': {
      question: 'Comment calculer la part de la société que reçoit un investisseur ?',
      answer:
        'Divisez l’investissement par la valorisation post-money. Prenez l’exemple d’Investopedia d’un investissement de 250 000 $. Avec une valorisation pré-money de 1 million de $, la post-money est de 1,25 million, donc l’investisseur détient 250 000 ÷ 1 250 000 = 20 %. Si le million est la valorisation post-money, il détient 250 000 ÷ 1 000 000 = 25 %. Le même chiffre laisse donc au fondateur cinq points de pourcentage de moins lorsqu’il s’entend post-money. Investopedia note que cet écart, si petit qu’il paraisse, peut valoir des millions si la société prend ensuite beaucoup de valeur.',
    },
    'how-is-the-price-per-share-set': {
      question: 'Comment le prix par action est-il fixé lors d’un tour à prix fixé ?',
      answer:
        'Lors d’un tour à prix fixé, les fondateurs et l’investisseur principal négocient la valorisation, et le prix par action en découle : la valorisation pré-money est égale au prix par action multiplié par le nombre d’actions comptées avant l’émission. Le guide Holloway indique qu’un term sheet peut même arriver avec le prix par action laissé en blanc ; une fois la valorisation convenue, l’avocat de la société fait le calcul. Le term sheet indique aussi combien l’investisseur principal apporte et combien est attendu des autres, ce qui forme ensemble le tour. Vérifiez quelles options, quel pool et quels SAFE convertis le décompte d’actions inclut.',
    },
    'what-is-dilution': {
      question: 'Qu’est-ce que la dilution ?',
      answer:
        'La dilution est la baisse de votre pourcentage de détention quand une société émet de nouvelles actions. L’exemple de Carta : deux cofondateurs détiennent 1 000 actions, 500 chacun, soit 50 % chacun. Un fonds de capital-risque investit et reçoit 200 actions nouvelles. Il y a désormais 1 200 actions ; chaque fondateur en a toujours 500, mais 500 ÷ 1 200 font environ 42 %. Les nouveaux tours, un pool d’options plus grand et la conversion d’instruments convertibles diluent tous les détenteurs existants. La dilution change votre pourcentage, pas forcément votre patrimoine : si le tour fait monter le prix de l’action, une part plus petite peut valoir davantage.',
    },
    'how-do-safes-add-up': {
      question: 'Comment s’additionne la dilution de plusieurs SAFE ?',
      answer:
        'Avec des SAFE post-money, la part de chaque SAFE est à peu près son montant divisé par son plafond de valorisation post-money, et cette part est fixée dès la signature. Chaque nouveau SAFE dilue donc les fondateurs et les autres détenteurs existants, mais pas les porteurs antérieurs de SAFE post-money. Exemple chiffré : 500 000 $ avec un plafond de 5 millions font environ 10 % ; 500 000 $ de plus avec un plafond de 10 millions font environ 5 %. Ensemble, ils prennent environ 15 % avant le tour à prix fixé. Ce tour, et l’augmentation du pool d’options qui l’accompagne, dilue ensuite tout le monde, porteurs de SAFE compris. Modélisez l’ensemble avant de signer.',
    },
    'is-dilution-always-bad': {
      question: 'La dilution est-elle toujours mauvaise pour les fondateurs ?',
      answer:
        'Non. Carta souligne qu’être dilué signifie détenir un pourcentage plus petit, pas forcément quelque chose qui vaut moins : le prix de l’action monte en général lors d’un tour de financement, si bien qu’une plus petite part d’un plus gros gâteau peut valoir plus. Carta cite aussi la règle empirique de Paul Graham : un investissement qui vous coûte une fraction N de la société vaut la peine s’il rend la société plus de 1 ÷ (1 − N) fois plus précieuse qu’elle ne l’aurait été sans lui. Calcul pour 10 % : 1 ÷ 0,9 ≈ 1,11, l’argent doit donc augmenter la valeur de la société de plus de 11 % environ.',
    },
    'what-is-anti-dilution-protection': {
      question: 'Qu’est-ce que la protection anti-dilution ?',
      answer:
        'La protection anti-dilution protège les investisseurs titulaires d’actions de préférence si la société vend plus tard des actions à un prix inférieur à celui qu’ils ont payé, lors d’un tour dit « down round ». Elle fonctionne en permettant à leurs actions de préférence de se convertir en davantage d’actions ordinaires. Avec un full ratchet, le prix de conversion tombe simplement au nouveau prix plus bas, quel que soit le petit nombre d’actions vendues à ce prix. Avec une moyenne pondérée, la forme la plus courante, l’ajustement dépend aussi du nombre d’actions vendues au prix inférieur par rapport aux actions déjà émises. Dans les deux cas, les actions supplémentaires diluent les autres, surtout fondateurs et salariés.',
    },
    'what-is-broad-based-weighted-average': {
      question: 'Que veut dire « broad-based weighted average » (moyenne pondérée large) ?',
      answer:
        'C’est la forme habituelle de protection anti-dilution par moyenne pondérée. Cooley explique que l’ajustement dépend du nombre d’actions vendues par rapport aux actions existantes de la société ainsi que de l’écart de prix. Ainsi, un down round qui lève 1 million de $ modifie bien moins le taux de conversion des actions de préférence qu’un down round au même prix qui lève 10 millions. « Broad-based » signifie que les actions existantes comptées dans la formule sont prises au sens large, actions ordinaires et options comprises, de sorte que chaque ajustement est plus faible qu’avec une formule « narrow-based » qui compte moins d’actions.',
    },
    'what-is-an-option-pool': {
      question: 'Qu’est-ce qu’un pool d’options ?',
      answer:
        'Un pool d’options est un nombre d’actions qu’une société réserve à ses salariés, conseillers et autres prestataires, en général attribuées sous forme d’options sur actions. Les investisseurs d’un tour à prix fixé demandent souvent à la société de créer ou d’agrandir le pool pour pouvoir recruter après le tour. Carta explique que le moment décide qui le paie : si le pool est élargi avant le tour, seuls les actionnaires existants sont dilués ; s’il est élargi après, tous les actionnaires le sont, y compris les nouveaux investisseurs. C’est pourquoi la taille du pool fait partie de la négociation de la valorisation.',
    },
    'what-is-the-option-pool-shuffle': {
      question: 'Qu’est-ce que l’« option pool shuffle » ?',
      answer:
        'C’est la pratique qui consiste à compter un pool d’options nouveau ou agrandi dans la valorisation pré-money. Le pool ne dilue alors que les actionnaires existants, surtout les fondateurs, et le prix qu’ils obtiennent réellement est inférieur au chiffre affiché. Exemple chiffré : une offre de 20 millions de $ pré-money avec 5 millions d’argent frais, soit 25 millions post-money, à condition d’un pool de 12 % après la clôture. Le pool représente 12 % × 25 millions = 3 millions de $ de valeur, donc la valorisation pré-money effective des fondateurs est de 20 millions − 3 millions = 17 millions de $.',
    },
    'how-big-should-the-option-pool-be': {
      question: 'Quelle taille doit avoir le pool d’options ?',
      answer:
        'Il n’y a pas de bonne taille unique : c’est un chiffre négocié, et chaque action d’un pool compté dans la valorisation pré-money est prise sur la part des détenteurs existants. Les erreurs courantes, selon DeckMetric, sont d’accepter un complément de pool comme une demande standard sans en modéliser l’effet, d’accepter un complément plus grand que ce dont la société a besoin et de ne pas contester une hypothèse de pool irréaliste. Parmi les conseils de Carta pour limiter la dilution figure celui de ne pas créer un pool d’options plus grand que nécessaire. Dimensionner le pool d’après les recrutements réellement prévus jusqu’au tour suivant donne aux deux parties une base concrète.',
    },
    'what-are-vesting-and-a-cliff': {
      question: 'Que signifient le vesting et le « cliff » pour les actions des fondateurs ?',
      answer:
        'Le vesting signifie que des actions ou options s’acquièrent avec le temps. Pour les fondateurs, il fonctionne en général à l’envers : le fondateur détient les actions dès le départ, mais la société peut racheter la part non acquise s’il part. L’exemple de Gust : 1 000 actions acquises sur quatre ans, 25 % à l’issue d’un cliff d’un an et le reste mois par mois ensuite. Si le fondateur part au bout de 12 mois, 250 actions sont acquises et la société peut racheter les 750 autres. Qui part avant le cliff ne garde rien. Le vesting protège la société et les autres fondateurs si quelqu’un part tôt.',
    },
    'what-is-a-term-sheet': {
      question: 'Qu’est-ce qu’un term sheet ?',
      answer:
        'Un term sheet (lettre d’intention) est un document court qui fixe les principales conditions d’un investissement avant la rédaction des contrats complets : le type d’actions, le montant, la valorisation et le prix par action, la préférence de liquidation, le conseil d’administration, les droits des investisseurs et des points semblables. L’essentiel n’a pas de force obligatoire, mais des clauses comme l’exclusivité (no-shop) et la confidentialité en ont généralement une. Aux États-Unis, beaucoup de term sheets suivent les modèles de la National Venture Capital Association (NVCA), rédigés selon Brad Feld par un groupe de travail d’avocats de référence du capital-risque.',
    },
    'what-is-a-liquidation-preference': {
      question: 'Qu’est-ce qu’une préférence de liquidation ?',
      answer:
        'Une préférence de liquidation décide qui est payé en premier, et combien, lorsque la société est vendue ou liquidée. Les titulaires d’actions de préférence, en général les investisseurs, reçoivent un montant fixé, le plus souvent 1 fois ce qu’ils ont payé, avant que les actionnaires ordinaires comme les fondateurs et les salariés ne reçoivent quoi que ce soit. Dans l’exemple de Brad Feld, des investisseurs apportent 10 millions de $ pour 50 % avec une préférence de 1x non participative. Si la société est vendue 14 millions, ils peuvent prendre soit 10 millions, soit 50 % du prix, 7 millions ; ils prennent les 10 millions, et les actionnaires ordinaires se partagent les 4 millions restants.',
    },
    'participating-vs-non-participating-preferred': {
      question: 'Quelle différence entre actions de préférence participatives et non participatives ?',
      answer:
        'Avec des actions de préférence non participatives, les investisseurs choisissent lors d’une vente entre leur préférence, par exemple 1 fois leur mise, et la conversion en actions ordinaires pour toucher leur pourcentage, selon ce qui vaut le plus. Avec des actions participatives, ils reçoivent d’abord leur préférence, puis partagent en plus le reste avec les actionnaires ordinaires ; la participation est parfois plafonnée à un multiple du prix initial. Avec les chiffres de Brad Feld, 10 millions de $ pour 50 % et une vente à 14 millions : en non participatif, les investisseurs prennent 10 millions ; en participatif, 10 millions plus 50 % des 4 millions restants, soit 12 millions au total.',
    },
    'what-are-pro-rata-rights': {
      question: 'Que sont les droits pro rata ?',
      answer:
        'Les droits pro rata donnent à un investisseur la possibilité, mais pas l’obligation, d’investir lors des tours suivants afin de garder le même pourcentage de la société. Par exemple, un investisseur qui détient 5 % peut acheter 5 % des actions proposées au tour suivant et rester ainsi à 5 % au lieu d’être dilué. Les investisseurs y tiennent car ce droit leur permet de remettre de l’argent dans les sociétés qui réussissent. Dans les tours à prix fixé, il est souvent réservé aux « investisseurs principaux » (major investors) au-delà d’un seuil fixé, si bien que les petits investisseurs ne l’obtiennent souvent pas.',
    },
    'do-safe-investors-get-pro-rata': {
      question: 'Les investisseurs en SAFE ont-ils des droits pro rata ?',
      answer:
        'Pas du fait du SAFE lui-même. Les modèles de SAFE post-money de Y Combinator laissent de côté les droits pro rata et les proposent dans un document distinct et facultatif, la Pro Rata Side Letter (lettre annexe pro rata), qui donne au porteur du SAFE le droit d’acheter une partie du tour à prix fixé suivant. Comme ces actions sont vendues lors de ce tour, les lettres annexes augmentent la dilution des fondateurs lors du tour, en plus de la conversion des SAFE eux-mêmes. Un fondateur peut donc décider investisseur par investisseur s’il signe une lettre annexe, plutôt que de l’accorder à tous par défaut.',
    },
    'how-are-board-seats-decided': {
      question: 'Comment les sièges au conseil sont-ils attribués lors d’un tour de capital-risque ?',
      answer:
        'La clause du term sheet sur le conseil fixe sa taille et qui élit chaque siège : en général quelques administrateurs élus par les actions de préférence (les investisseurs), d’autres par les actions ordinaires (les fondateurs), et les autres choisis d’un commun accord ou par le conseil. Brad Feld la compte parmi les deux principales clauses de contrôle. Les fondateurs qui lèvent une série A doivent s’attendre à céder au moins un siège aux investisseurs, et les conseils des startups financées par capital-risque comptent couramment trois à cinq membres. Attention à un siège réservé « au CEO » : il change de mains si un CEO externe est recruté.',
    },
    'what-are-protective-provisions': {
      question: 'Que sont les protective provisions (droits de veto) ?',
      answer:
        'Les protective provisions donnent aux titulaires d’actions de préférence un vote séparé, en pratique un veto, sur certaines décisions, même lorsque le conseil et la majorité des actionnaires les approuvent. La liste de Latham des clauses typiques couvre la modification du nombre d’actions autorisées, la modification des statuts, l’émission d’actions dotées de droits prioritaires ou égaux à ceux des actions de préférence, le rachat d’actions, le versement de dividendes aux actions ordinaires, une fusion ou la vente de la société, la modification de la taille du conseil et la renonciation aux ajustements anti-dilution. Quels investisseurs ont ces votes, et à quelle majorité ils se décident, se négocie.',
    },
    'what-is-a-drag-along-right': {
      question: 'Qu’est-ce qu’une clause de sortie forcée (drag-along) ?',
      answer:
        'Une clause de sortie forcée permet aux détenteurs d’une majorité requise d’obliger les autres actionnaires à se joindre à une vente de la société approuvée par cette majorité. Les actionnaires entraînés doivent se voir proposer le même prix et les mêmes conditions que les autres. Son but est de permettre à un acheteur d’acquérir toute la société sans qu’un petit actionnaire bloque l’opération. Pour les fondateurs, les détails comptent : quels détenteurs forment la majorité qui peut la déclencher, par exemple les seules actions de préférence ou préférence et ordinaires ensemble, et quelles conditions la vente doit remplir.',
    },
    'what-are-rofr-and-co-sale-rights': {
      question: 'Que sont le droit de préemption (ROFR) et le droit de sortie conjointe (co-sale) ?',
      answer:
        'Ils limitent la façon dont les fondateurs et les autres gros actionnaires ordinaires peuvent vendre leurs actions. Avec le droit de préemption (right of first refusal), lorsqu’un fondateur veut vendre des actions à un tiers, la société, puis les investisseurs, peuvent acheter ces actions en premier aux mêmes conditions. S’ils refusent, le droit de sortie conjointe permet aux investisseurs de se joindre à la vente et de céder une part proportionnelle de leurs propres actions au même acheteur. Les deux figurent en général dans un Right of First Refusal and Co-Sale Agreement. Les fondateurs négocient souvent des exceptions, par exemple pour des transferts à des fiducies familiales dans le cadre d’une planification successorale.',
    },
    'what-are-information-rights': {
      question: 'Que sont les droits d’information ?',
      answer:
        'Les droits d’information obligent la société à fournir aux investisseurs plus d’informations que la loi n’en exige déjà, en général des états financiers réguliers et un budget. Le guide Holloway indique que la période de référence habituelle est le trimestre, même si les investisseurs peuvent demander des états mensuels au début de la vie d’une société ; les droits prennent en général fin lors d’une introduction en bourse, incluent souvent l’accès aux locaux et au personnel et peuvent être réservés aux investisseurs principaux. Les fondateurs devraient éviter de promettre des rapports différents, à des rythmes différents, à différents groupes d’investisseurs, ce qui devient difficile à tenir après les tours suivants.',
    },
    'what-is-a-no-shop-clause': {
      question: 'Qu’est-ce qu’une clause de no-shop ?',
      answer:
        'Une clause de no-shop, ou d’exclusivité, est l’engagement pris dans le term sheet que la société ne recherchera ni ne négociera d’autres offres d’investissement pendant un nombre de jours fixé, le temps que l’investisseur termine sa due diligence et que les avocats rédigent les contrats. Contrairement à l’essentiel du term sheet, elle a normalement force obligatoire et s’accompagne souvent d’une clause de confidentialité. La société peut aussi devoir informer l’investisseur de toute approche d’un tiers. La durée se négocie : une période plus courte expose moins la société si l’opération échoue.',
    },
    'how-long-from-term-sheet-to-close': {
      question: 'Combien de temps faut-il entre la signature du term sheet et l’argent sur le compte ?',
      answer:
        'Il n’y a pas de calendrier fixe, mais l’investisseur David Beisel décrit la période entre la signature du term sheet et le closing comme durant en général de deux à six semaines. L’essentiel sert aux avocats à rédiger et négocier les contrats complets, à quoi s’ajoutent la due diligence juridique, le complément du tour par d’autres investisseurs et la répartition des allocations. Il avertit que « le temps tue toutes les opérations » : plus cette période dure, plus les choses peuvent mal tourner, d’un choc de marché à un investisseur qui se rétracte. Avoir ses documents prêts avant de signer aide à la raccourcir.',
    },
    'what-is-due-diligence': {
      question: 'Qu’est-ce que la due diligence lors d’un tour de capital-risque ?',
      answer:
        'La due diligence est l’examen d’une société par les investisseurs avant qu’ils ne finalisent un investissement : ils confirment ce que la direction leur a dit et cherchent les forces, les faiblesses et les risques. Latham distingue deux volets. L’examen business porte sur l’équipe, le produit, le marché, le modèle économique et la concurrence, puis sur les prévisions financières, les états financiers et les références. L’examen juridique, en général mené par les avocats des investisseurs, commence d’habitude une fois les principales conditions convenues dans un term sheet, avec une « liste de demandes de due diligence », et peut entraîner d’autres demandes au fil de l’examen.',
    },
    'which-documents-for-due-diligence': {
      question: 'Quels documents les investisseurs demandent-ils d’habitude lors de la due diligence juridique ?',
      answer:
        'Une liste de demandes de due diligence peut aller de quelques pages à plus de vingt, selon l’investisseur et le stade de la société. La plupart demandent les registres et statuts de la société ; le business plan et les données financières ; la trace de chaque action, option, SAFE et financement antérieur ; la propriété intellectuelle, y compris les accords montrant que fondateurs, salariés et prestataires ont cédé leur travail à la société ; les contrats importants ; les documents relatifs au personnel et aux avantages ; et tout litige, enquête ou différend. Des cessions de propriété intellectuelle manquantes et une table de capitalisation qui ne correspond pas aux documents signés sont des causes fréquentes de retard.',
    },
    'what-is-a-data-room': {
      question: 'Qu’est-ce qu’une data room ?',
      answer:
        'Une data room est un espace en ligne sécurisé réunissant les documents que les investisseurs examinent pendant la due diligence. GoingVC énumère ce que les investisseurs s’attendent à y trouver, notamment le pitch deck, la table de capitalisation avec les SAFE ou obligations convertibles, ainsi que le compte de résultat historique et la consommation de trésorerie mois par mois. Une data room bien organisée permet aux investisseurs de vérifier rapidement les affirmations de votre pitch et montre que la société est gérée avec soin. La préparer avant de lancer la levée, plutôt qu’à l’arrivée d’un term sheet, évite que la due diligence ne ralentisse le tour.',
    },
    'what-is-an-accredited-investor': {
      question: 'Qu’est-ce qu’un « accredited investor » (investisseur accrédité) ?',
      answer:
        'Aux États-Unis, « accredited investor » est une catégorie définie par la Securities and Exchange Commission (SEC) dans la Regulation D. Les startups qui lèvent des fonds par placement privé vendent en général à des investisseurs accrédités, car les ventes à ces derniers peuvent être dispensées d’enregistrement des titres auprès de la SEC. Une personne physique remplit les conditions, par exemple, avec un revenu supérieur à 200 000 $ (ou 300 000 $ avec son conjoint) au cours de chacune des deux dernières années et la perspective du même revenu cette année, ou avec un patrimoine net supérieur à 1 million de $ hors résidence principale. D’autres pays ont leurs propres règles.',
    },
    'what-is-dpiit-recognition': {
      question: 'Qu’est-ce que la reconnaissance DPIIT et qui peut l’obtenir ?',
      answer:
        'La reconnaissance DPIIT est le statut officiel de startup en Inde dans le cadre de Startup India, accordé par le Department for Promotion of Industry and Internal Trade. Une notification du 4 février 2026 (G.S.R. 108(E)) a remplacé la définition de 2019. Peut désormais l’obtenir une entité immatriculée en Inde comme private limited company, société de personnes, LLP ou coopérative ; créée depuis 10 ans au plus ; dont le chiffre d’affaires n’a jamais dépassé 200 crore ₹ sur un exercice ; qui travaille sur l’innovation ou un modèle économique évolutif ; et qui n’est pas issue de la scission ou de la restructuration d’une activité existante. Une nouvelle catégorie « startup deep tech » autorise 20 ans et 300 crore ₹.',
    },
    'what-does-dpiit-recognition-give': {
      question: 'Qu’apporte la reconnaissance DPIIT à une startup ?',
      answer:
        'La reconnaissance ouvre les avantages de Startup India. Le plus connu est la déduction d’impôt sur le revenu de la section 80-IAC : une startup reconnue peut demander à l’Inter-Ministerial Board la déduction totale de ses bénéfices si elle est une private limited company ou une LLP, constituée le 1er avril 2016 ou après et avant le 1er avril 2030, et qu’elle travaille sur l’innovation ou un modèle économique évolutif. La déduction exige le certificat du Board ; la reconnaissance seule ne suffit pas. Parmi les autres avantages figurent l’auto-certification au titre de certaines lois sociales et environnementales et un soutien public aux dépôts de brevets, de marques et de dessins.',
    },
    'is-there-still-an-angel-tax': {
      question: 'L’« angel tax » existe-t-elle encore en Inde ?',
      answer:
        'Non. L’« angel tax » était la section 56(2)(viib) de l’Income-tax Act, introduite en 2012 : quand une société non cotée émettait des actions au-dessus de leur juste valeur de marché, l’excédent était imposé comme revenu de la société, ce qui frappait souvent les startups levant des fonds à des valorisations élevées. Dans le budget de l’Union de juillet 2024, le gouvernement l’a supprimée pour toutes les catégories d’investisseurs. La Finance (No. 2) Act, 2024 a ajouté une disposition selon laquelle la clause ne s’applique plus à partir du 1er avril 2025, c’est-à-dire dès l’année d’imposition 2025-26, l’exercice 2024-25.',
    },
    'fdi-automatic-vs-government-route': {
      question: 'Que sont la voie automatique et la voie gouvernementale pour l’investissement étranger en Inde ?',
      answer:
        'L’investissement direct étranger dans une société indienne passe par l’une de deux voies. Par la voie automatique, qui couvre la plupart des secteurs, l’investisseur étranger n’a besoin d’aucune autorisation préalable du gouvernement ni de la Reserve Bank of India ; la société déclare l’investissement après coup. Par la voie gouvernementale, l’investisseur doit d’abord obtenir une autorisation auprès du ministère concerné. Quelques secteurs, comme la loterie et les jeux d’argent, sont fermés à l’investissement étranger, et beaucoup plafonnent la part étrangère. La politique d’IDE et la Master Direction de la RBI sur le Foreign Investment in India en fixent le détail.',
    },
    'what-is-fc-gpr-reporting': {
      question: 'Que doit déclarer une startup indienne après une levée auprès d’un investisseur étranger ?',
      answer:
        'Lorsqu’une société indienne émet des actions ou des instruments convertibles, comme des CCPS ou des CCD, au profit d’une personne résidant hors d’Inde, elle déclare l’émission à la Reserve Bank of India sur le formulaire FC-GPR. Il se dépose en ligne dans le Single Master Form du portail FIRMS de la RBI et est vérifié par la banque de la société (l’authorised dealer). Les actions doivent être attribuées dans les 60 jours suivant la réception des fonds, et le FC-GPR déposé dans les 30 jours suivant l’attribution. Un dépôt tardif peut entraîner des frais de retard et, dans les cas plus graves, une procédure de compounding au titre du FEMA.',
    },
  },
};
