import { type FaqTexts } from '../faq-entries';

/** Las preguntas frecuentes en español, traducidas de `en.ts`. Información general, no asesoramiento jurídico ni fiscal. */
export const faqTextsEs: FaqTexts = {
  topics: {
    instruments: 'SAFE y notas convertibles',
    valuation: 'Valoración',
    dilution: 'Dilución',
    'option-pool': 'Pools de opciones y vesting',
    terms: 'Cláusulas del term sheet',
    process: 'Proceso y due diligence',
    india: 'India',
  },
  entries: {
    'what-is-a-safe': {
      question: '¿Qué es un SAFE?',
      answer:
        'Un SAFE (simple agreement for future equity, acuerdo simple de capital futuro) es un contrato breve que Y Combinator introdujo a finales de 2013 y que usan la mayoría de las startups de YC y muchas otras para su primer dinero. El inversor paga ahora y recibe el derecho a acciones más adelante, normalmente cuando la empresa vende acciones en una ronda con precio, o a un pago si la empresa se vende o se disuelve antes. Un SAFE no es un préstamo: no tiene tipo de interés ni fecha de vencimiento. YC publica los modelos estándar gratis y aun así recomienda que un abogado los revise antes de usarlos.',
    },
    'pre-money-vs-post-money-safe': {
      question: '¿Qué diferencia hay entre un SAFE pre-money y uno post-money?',
      answer:
        'El primer SAFE de Y Combinator era un SAFE “pre-money”, pensado para pequeñas cantidades captadas poco antes de una ronda con precio. En 2018 YC pasó al SAFE “post-money”, porque las rondas semilla se habían convertido en financiaciones propias. Con un SAFE post-money, la participación del titular se mide después de contar todo el dinero de los SAFE pero antes del dinero nuevo de la ronda con precio. YC señala su principal ventaja: fundadores e inversores pueden calcular de inmediato y con precisión qué parte de la empresa se ha vendido. La ronda con precio posterior diluye después a los titulares de SAFE junto con todos los demás.',
    },
    'what-is-a-valuation-cap': {
      question: '¿Qué es un valuation cap (tope de valoración)?',
      answer:
        'Un valuation cap es la valoración máxima de la empresa a la que un SAFE o una nota convertible se convierte en acciones. Si la ronda con precio valora la empresa por encima del tope, el inversor convierte como si la valoración fuera el tope y recibe, por el mismo dinero, más acciones que los nuevos inversores. En el SAFE post-money de Y Combinator el tope es una cifra post-money, lo que facilita estimar la participación. Ejemplo calculado: 500.000 $ invertidos con un tope post-money de 5 millones de $ se convierten en aproximadamente el 10 % de la empresa (500.000 ÷ 5.000.000), antes de la dilución de la ronda con precio.',
    },
    'what-is-a-discount': {
      question: '¿Qué es un descuento en un SAFE o una nota convertible?',
      answer:
        'Un descuento permite a un inversor temprano convertir a un precio por acción inferior al que pagan los nuevos inversores en la ronda con precio, como recompensa por haber invertido antes. El SAFE post-money “Discount” de Y Combinator lo recoge como una tasa de descuento de 100 menos el descuento: un descuento del 20 % se escribe “80”, es decir, el inversor paga el 80 % del precio de la ronda. Si las acciones de la ronda cuestan 1,00 $, un descuento del 20 % permite convertir a 0,80 $ por acción. Cuando un instrumento tiene tope y descuento, suele convertir con el que dé el precio más bajo.',
    },
    'what-is-an-mfn-safe': {
      question: '¿Qué es un SAFE MFN?',
      answer:
        'MFN significa “most favoured nation” (nación más favorecida). Y Combinator ofrece cuatro versiones de su SAFE post-money: tope de valoración sin descuento, descuento sin tope, tope y descuento, y “MFN, sin tope de valoración, sin descuento”. La versión MFN no fija condiciones de precio propias. Si la empresa emite más tarde, antes de que este SAFE se convierta, SAFE u otros instrumentos similares en mejores condiciones, el titular puede optar por adoptar esas mejores condiciones. Encaja cuando inversor y fundador quieren que el dinero entre ya y prefieren que acuerdos posteriores fijen el precio.',
    },
    'what-is-a-convertible-note': {
      question: '¿Qué es una nota convertible?',
      answer:
        'Una nota convertible es un préstamo de un inversor a una startup pensado para convertirse en acciones en lugar de devolverse. Suele convertirse cuando la empresa cierra una ronda con precio que cumple ciertas condiciones, a menudo con tope de valoración, descuento o ambos para premiar el riesgo temprano. Como es deuda, normalmente devenga intereses, y los intereses acumulados suelen convertirse junto con el principal. También tiene una fecha de vencimiento, para la cual debería haberse convertido; si no, se devuelve, se prorroga o se convierte en otras condiciones. Las notas se usan en rondas tempranas y como financiación “puente”.',
    },
    'safe-vs-convertible-note': {
      question: '¿En qué se diferencia un SAFE de una nota convertible?',
      answer:
        'Ambos permiten a un inversor aportar dinero ahora y recibir acciones en una ronda con precio posterior, normalmente con tope de valoración, descuento o ambos. La diferencia es que la nota convertible es deuda: devenga intereses, tiene fecha de vencimiento y supuestos de incumplimiento, y puede tener que devolverse. Un SAFE no es deuda. Una forma habitual de decirlo: un SAFE es una nota convertible a la que se le han quitado los intereses, el vencimiento y las cláusulas de incumplimiento. Sin fecha de vencimiento, un SAFE no puede vencer antes de que la empresa cierre su ronda con precio.',
    },
    'pre-money-vs-post-money': {
      question: '¿Qué significan valoración pre-money y valoración post-money?',
      answer:
        'La valoración pre-money es lo que se acuerda que vale la empresa justo antes de que entre el dinero nuevo de una ronda; la valoración post-money es ese valor más el dinero nuevo, es decir, post-money = pre-money + inversión. El ejemplo de Investopedia: fundador e inversor acuerdan que la empresa vale 1 millón de $ y el inversor aporta 250.000 $. Si el millón es pre-money, la valoración post-money es de 1,25 millones de $. Si el millón ya incluye los 250.000 $, es una cifra post-money y la valoración pre-money es de solo 750.000 $. Pregunte siempre cuál de las dos se quiere decir.',
    },
    'how-much-does-the-investor-own': {
      question: '¿Cómo calculo qué parte de la empresa recibe un inversor?',
      answer:
        'Divida la inversión entre la valoración post-money. Tome el ejemplo de Investopedia de una inversión de 250.000 $. Con una valoración pre-money de 1 millón de $, la post-money es de 1,25 millones, así que el inversor posee 250.000 ÷ 1.250.000 = 20 %. Si el millón es la valoración post-money, el inversor posee 250.000 ÷ 1.000.000 = 25 %. La misma cifra deja por tanto al fundador cinco puntos porcentuales menos cuando se entiende como post-money. Investopedia señala que esa diferencia, aunque parezca pequeña, puede valer millones si la empresa llega a ser muy valiosa.',
    },
    'how-is-the-price-per-share-set': {
      question: '¿Cómo se fija el precio por acción en una ronda con precio?',
      answer:
        'En una ronda con precio, los fundadores y el inversor líder negocian la valoración, y el precio por acción se deduce de ella: la valoración pre-money es igual al precio por acción multiplicado por el número de acciones contadas antes de la emisión. La guía de Holloway señala que un term sheet puede llegar incluso con el precio por acción en blanco; una vez acordada la valoración, el abogado de la empresa hace el cálculo. El term sheet indica también cuánto aporta el inversor líder y cuánto se espera de otros, que juntos forman la ronda. Compruebe qué opciones, qué pool y qué SAFE que se convierten incluye el recuento de acciones.',
    },
    'what-is-dilution': {
      question: '¿Qué es la dilución?',
      answer:
        'La dilución es la bajada de su porcentaje de propiedad cuando una empresa emite acciones nuevas. El ejemplo de Carta: dos cofundadores tienen 1.000 acciones, 500 cada uno, así que cada uno posee el 50 %. Un fondo de capital riesgo invierte y recibe 200 acciones nuevas. Ahora hay 1.200 acciones; cada fundador sigue teniendo 500, pero 500 ÷ 1.200 es aproximadamente el 42 %. Las nuevas rondas, un pool de opciones mayor y la conversión de instrumentos convertibles diluyen a los titulares existentes. La dilución cambia su porcentaje, no necesariamente su patrimonio: si la ronda sube el precio por acción, una porción menor puede valer más.',
    },
    'how-do-safes-add-up': {
      question: '¿Cómo se suma la dilución de varios SAFE?',
      answer:
        'Con SAFE post-money, la participación de cada SAFE es aproximadamente su importe dividido entre su tope de valoración post-money, y esa participación queda fijada al firmarlo. Por eso cada nuevo SAFE diluye a los fundadores y a los demás titulares existentes, no a los titulares anteriores de SAFE post-money. Ejemplo calculado: 500.000 $ con un tope de 5 millones son aproximadamente el 10 %; otros 500.000 $ con un tope de 10 millones son aproximadamente el 5 %. Juntos se llevan alrededor del 15 % antes de la ronda con precio. Esa ronda, y la ampliación del pool de opciones que conlleve, diluye después a todos, también a los titulares de SAFE. Modele toda la pila antes de firmar.',
    },
    'is-dilution-always-bad': {
      question: '¿La dilución es siempre mala para los fundadores?',
      answer:
        'No. Carta subraya que diluirse significa poseer un porcentaje menor, no necesariamente algo que valga menos: el precio por acción suele subir en una ronda de financiación, así que una porción menor de un pastel mayor puede valer más. Carta cita también la regla práctica de Paul Graham: una inversión que le cuesta una fracción N de la empresa merece la pena si hace que la empresa valga más de 1 ÷ (1 − N) veces lo que valdría sin ella. Calculado para el 10 %: 1 ÷ 0,9 ≈ 1,11, así que el dinero debe aumentar el valor de la empresa en más de un 11 % aproximadamente.',
    },
    'what-is-anti-dilution-protection': {
      question: '¿Qué es la protección antidilución?',
      answer:
        'La protección antidilución protege a los inversores con acciones preferentes si la empresa vende más tarde acciones a un precio inferior al que ellos pagaron, en la llamada ronda a la baja (down round). Funciona permitiendo que sus acciones preferentes se conviertan en más acciones ordinarias. Con un full ratchet, el precio de conversión baja sin más al nuevo precio inferior, por pocas acciones que se vendan a él. Con una media ponderada, la forma más habitual, el ajuste depende también de cuántas acciones se venden al precio inferior en comparación con las ya emitidas. En ambos casos, las acciones adicionales diluyen al resto, sobre todo a fundadores y empleados.',
    },
    'what-is-broad-based-weighted-average': {
      question: '¿Qué significa “broad-based weighted average” (media ponderada amplia)?',
      answer:
        'Es la modalidad habitual de protección antidilución por media ponderada. Cooley explica que el ajuste depende del número de acciones vendidas en relación con las acciones existentes de la empresa y también de la diferencia de precio. Así, una ronda a la baja que capta 1 millón de $ mueve la tasa de conversión de las preferentes mucho menos que una ronda a la baja al mismo precio que capta 10 millones. “Broad-based” significa que las acciones existentes que cuenta la fórmula son amplias, incluidas las ordinarias y las opciones, de modo que cada ajuste es menor que con una fórmula “narrow-based” que cuenta menos acciones.',
    },
    'what-is-an-option-pool': {
      question: '¿Qué es un pool de opciones?',
      answer:
        'Un pool de opciones es un número de acciones que la empresa reserva para empleados, asesores y otros proveedores de servicios, normalmente concedidas como opciones sobre acciones. Los inversores de una ronda con precio suelen pedir que la empresa cree o amplíe el pool para poder contratar después de la ronda. Carta explica que el momento decide quién lo paga: si el pool se amplía antes de la ronda, solo se diluyen los accionistas existentes; si se amplía después, se diluyen todos, incluidos los nuevos inversores. Por eso el tamaño del pool forma parte de la negociación de la valoración.',
    },
    'what-is-the-option-pool-shuffle': {
      question: '¿Qué es el “option pool shuffle”?',
      answer:
        'Es la práctica de incluir un pool de opciones nuevo o ampliado en la valoración pre-money. El pool diluye entonces solo a los accionistas existentes, sobre todo a los fundadores, y el precio que reciben de verdad es inferior a la cifra anunciada. Ejemplo calculado: una oferta de 20 millones de $ pre-money con 5 millones de dinero nuevo, es decir, 25 millones post-money, con la condición de un pool del 12 % tras el cierre. El pool equivale a 12 % × 25 millones = 3 millones de $ de valor, así que la valoración pre-money efectiva de los fundadores es de 20 millones − 3 millones = 17 millones de $.',
    },
    'how-big-should-the-option-pool-be': {
      question: '¿Qué tamaño debe tener el pool de opciones?',
      answer:
        'No hay un tamaño correcto único: es una cifra negociada, y cada acción de un pool contado en la valoración pre-money sale de la participación de los titulares existentes. Errores habituales, según DeckMetric, son aceptar una ampliación del pool como petición estándar sin modelar su efecto, aceptar una ampliación mayor de la que la empresa necesita y no rebatir una hipótesis de pool poco realista. Entre los consejos de Carta para limitar la dilución está no crear un pool de opciones mayor del necesario. Dimensionar el pool a partir de las contrataciones realmente previstas hasta la siguiente ronda da a ambas partes una base concreta.',
    },
    'what-are-vesting-and-a-cliff': {
      question: '¿Qué significan el vesting y el “cliff” en las acciones de los fundadores?',
      answer:
        'El vesting (consolidación) significa que las acciones u opciones se ganan con el tiempo. En los fundadores suele funcionar a la inversa: el fundador posee las acciones desde el principio, pero la empresa puede recomprar la parte no consolidada si se va. El ejemplo de Gust: 1.000 acciones que se consolidan en cuatro años, el 25 % al cumplirse un cliff de un año y el resto mes a mes después. Si el fundador se va a los 12 meses, se han consolidado 250 acciones y la empresa puede recomprar las otras 750. Quien se va antes del cliff no conserva nada. El vesting protege a la empresa y a los demás fundadores si alguien se va pronto.',
    },
    'what-is-a-term-sheet': {
      question: '¿Qué es un term sheet?',
      answer:
        'Un term sheet (hoja de términos) es un documento breve que recoge las condiciones principales de una inversión antes de redactar los contratos completos: el tipo de acciones, el importe, la valoración y el precio por acción, la preferencia de liquidación, el consejo, los derechos de los inversores y puntos similares. La mayor parte no es jurídicamente vinculante, pero cláusulas como la de no negociación con terceros (no-shop, exclusividad) y la de confidencialidad suelen serlo. En EE. UU. muchos term sheets siguen los modelos de la National Venture Capital Association (NVCA), que según Brad Feld redactó un grupo de trabajo de destacados abogados de capital riesgo.',
    },
    'what-is-a-liquidation-preference': {
      question: '¿Qué es una preferencia de liquidación?',
      answer:
        'Una preferencia de liquidación decide quién cobra primero, y cuánto, cuando la empresa se vende o se liquida. Los titulares de acciones preferentes, normalmente los inversores, reciben una cantidad fijada, casi siempre 1 vez lo que pagaron, antes de que los accionistas ordinarios, como fundadores y empleados, reciban nada. En el ejemplo de Brad Feld, los inversores aportan 10 millones de $ por el 50 % con una preferencia de 1x no participativa. Si la empresa se vende por 14 millones, pueden tomar 10 millones o el 50 % del precio, 7 millones; toman los 10 millones, y los accionistas ordinarios se reparten los 4 millones restantes.',
    },
    'participating-vs-non-participating-preferred': {
      question: '¿Qué diferencia hay entre acciones preferentes participativas y no participativas?',
      answer:
        'Con preferentes no participativas, en una venta los inversores eligen entre su preferencia, por ejemplo 1 vez su dinero, y convertir a acciones ordinarias para cobrar su porcentaje, lo que valga más. Con preferentes participativas, primero reciben su preferencia y después participan además en lo que queda junto con los accionistas ordinarios; a veces la participación tiene un tope en un múltiplo del precio original. Con las cifras de Brad Feld, 10 millones de $ por el 50 % y una venta por 14 millones: los inversores no participativos se llevan 10 millones; los participativos, 10 millones más el 50 % de los 4 millones restantes, 12 millones en total.',
    },
    'what-are-pro-rata-rights': {
      question: '¿Qué son los derechos pro rata?',
      answer:
        'Los derechos pro rata dan a un inversor la opción, pero no la obligación, de invertir en rondas posteriores para mantener el mismo porcentaje de la empresa. Por ejemplo, un inversor que posee el 5 % puede comprar el 5 % de las acciones ofrecidas en la siguiente ronda y seguir así en el 5 % en lugar de diluirse. Los inversores valoran este derecho porque les permite poner más dinero en las empresas que van bien. En las rondas con precio suele reservarse a los “inversores principales” (major investors) por encima de un tamaño fijado, de modo que los inversores pequeños a menudo no lo reciben.',
    },
    'do-safe-investors-get-pro-rata': {
      question: '¿Tienen derechos pro rata los inversores de un SAFE?',
      answer:
        'No por el SAFE en sí. Los modelos de SAFE post-money de Y Combinator dejan fuera los derechos pro rata y los ofrecen en un documento aparte y opcional, la Pro Rata Side Letter (carta complementaria pro rata), que da al titular del SAFE el derecho a comprar parte de la siguiente ronda con precio. Como esas acciones se venden en esa ronda, las cartas complementarias aumentan la dilución de los fundadores en la ronda, además de la propia conversión de los SAFE. Por eso un fundador puede decidir inversor por inversor si firma una carta complementaria, en lugar de concederla a todos por defecto.',
    },
    'how-are-board-seats-decided': {
      question: '¿Cómo se deciden los puestos en el consejo en una ronda de capital riesgo?',
      answer:
        'La cláusula del consejo del term sheet fija el tamaño del consejo y quién elige cada puesto: normalmente algunos consejeros los eligen las acciones preferentes (los inversores), otros las ordinarias (los fundadores) y el resto se acuerda conjuntamente o lo elige el propio consejo. Brad Feld la cuenta entre las dos principales cláusulas de control. Los fundadores que cierran una Serie A deben contar con ceder al menos un puesto a los inversores, y los consejos de startups financiadas con capital riesgo suelen tener de tres a cinco miembros. Atención a un puesto reservado “al CEO”: cambia de manos si se contrata a un CEO externo.',
    },
    'what-are-protective-provisions': {
      question: '¿Qué son las protective provisions (derechos de veto)?',
      answer:
        'Las protective provisions dan a los titulares de acciones preferentes una votación separada, en la práctica un veto, sobre ciertas decisiones, aunque el consejo y la mayoría de los accionistas las aprueben. La lista de Latham de disposiciones típicas incluye cambiar el número de acciones autorizadas, modificar los estatutos, emitir acciones con derechos preferentes o iguales a las preferentes, rescatar acciones, pagar dividendos a las ordinarias, una fusión o la venta de la empresa, cambiar el tamaño del consejo y renunciar a ajustes antidilución. Qué inversores tienen estos votos y con qué mayoría se deciden es objeto de negociación.',
    },
    'what-is-a-drag-along-right': {
      question: '¿Qué es un derecho de arrastre (drag-along)?',
      answer:
        'Un derecho de arrastre permite a los titulares de una mayoría requerida obligar a los demás accionistas a sumarse a una venta de la empresa aprobada por esa mayoría. A los accionistas arrastrados se les deben ofrecer el mismo precio y las mismas condiciones que a los demás. Su finalidad es que un comprador pueda adquirir toda la empresa sin que un pequeño accionista bloquee la operación. Para los fundadores importan los detalles: qué titulares forman la mayoría que puede activarlo, por ejemplo solo las preferentes o preferentes y ordinarias juntas, y qué condiciones debe cumplir la venta.',
    },
    'what-are-rofr-and-co-sale-rights': {
      question: '¿Qué son el derecho de adquisición preferente (ROFR) y el derecho de acompañamiento (co-sale)?',
      answer:
        'Limitan cómo pueden vender sus acciones los fundadores y otros grandes accionistas ordinarios. Con el derecho de adquisición preferente (right of first refusal), cuando un fundador quiere vender acciones a un tercero, la empresa y, después de ella, los inversores pueden comprar primero esas acciones en las mismas condiciones. Si no lo hacen, el derecho de acompañamiento permite a los inversores sumarse a la venta y vender una parte proporcional de sus propias acciones al mismo comprador. Ambos suelen recogerse en un Right of First Refusal and Co-Sale Agreement. Los fundadores suelen negociar excepciones, por ejemplo transmisiones a fideicomisos familiares por planificación sucesoria.',
    },
    'what-are-information-rights': {
      question: '¿Qué son los derechos de información?',
      answer:
        'Los derechos de información obligan a la empresa a dar a los inversores más información de la que ya exige la ley, normalmente estados financieros periódicos y un presupuesto. La guía de Holloway señala que el periodo habitual es trimestral, aunque al principio de la vida de una empresa los inversores pueden pedir estados mensuales; los derechos suelen terminar con una salida a bolsa, a menudo incluyen acceso a las instalaciones y al personal y pueden reservarse a los inversores principales. Los fundadores deben evitar comprometer informes distintos con calendarios distintos para distintos grupos de inversores, algo difícil de mantener tras rondas posteriores.',
    },
    'what-is-a-no-shop-clause': {
      question: '¿Qué es una cláusula no-shop?',
      answer:
        'Una cláusula no-shop, o de exclusividad, es el compromiso en el term sheet de que la empresa no buscará ni negociará otras ofertas de inversión durante un número de días fijado, mientras el inversor completa la due diligence y los abogados redactan los contratos. A diferencia de la mayor parte del term sheet, suele ser vinculante y a menudo va acompañada de una cláusula de confidencialidad. La empresa puede tener que informar además al inversor de cualquier acercamiento de terceros. La duración se negocia: un plazo más corto deja a la empresa menos expuesta si la operación fracasa.',
    },
    'how-long-from-term-sheet-to-close': {
      question: '¿Cuánto se tarda desde la firma del term sheet hasta tener el dinero en el banco?',
      answer:
        'No hay un calendario fijo, pero el inversor David Beisel describe el periodo entre la firma del term sheet y el cierre como, normalmente, de dos a seis semanas. La mayor parte se dedica a que los abogados redacten y negocien los contratos completos, junto con la due diligence legal, completar la ronda con otros inversores y cerrar las asignaciones. Advierte que “el tiempo mata todas las operaciones”: cuanto más dura este periodo, más puede salir mal, desde un choque de mercado hasta un inversor que se echa atrás. Tener los documentos preparados antes de firmar ayuda a acortarlo.',
    },
    'what-is-due-diligence': {
      question: '¿Qué es la due diligence en una ronda de capital riesgo?',
      answer:
        'La due diligence es la revisión que hacen los inversores de una empresa antes de cerrar una inversión: confirman lo que la dirección les ha contado y buscan fortalezas, debilidades y riesgos. Latham describe dos partes. La revisión de negocio abarca el equipo, el producto, el mercado, el modelo de negocio y la competencia, y más adelante las proyecciones financieras, los estados financieros y las referencias. La revisión legal, dirigida normalmente por los abogados de los inversores, suele empezar cuando las condiciones principales están acordadas en un term sheet, con una “lista de solicitud de due diligence” de documentos, y puede traer más peticiones a medida que avanza.',
    },
    'which-documents-for-due-diligence': {
      question: '¿Qué documentos suelen pedir los inversores en la due diligence legal?',
      answer:
        'Una lista de solicitud de due diligence puede ocupar desde unas pocas páginas hasta más de veinte, según el inversor y la fase de la empresa. La mayoría pide los registros societarios y los estatutos; el plan de negocio y las cifras financieras; constancia de cada acción, opción, SAFE y financiación anterior; la propiedad intelectual, incluidos los acuerdos que muestran que fundadores, empleados y colaboradores cedieron su trabajo a la empresa; los contratos relevantes; la documentación laboral y los beneficios; y cualquier litigio, investigación o disputa. La falta de cesiones de propiedad intelectual y una tabla de capitalización que no cuadra con los documentos firmados son causas frecuentes de retraso.',
    },
    'what-is-a-data-room': {
      question: '¿Qué es una data room (sala de datos)?',
      answer:
        'Una data room es un espacio en línea protegido con los documentos que los inversores revisan durante la due diligence. GoingVC enumera lo que los inversores esperan encontrar, entre otras cosas el pitch deck, la tabla de capitalización con los SAFE o notas convertibles y la cuenta de resultados histórica y el consumo de caja mes a mes. Una data room bien ordenada permite a los inversores comprobar rápido lo que afirma su presentación y muestra que la empresa se gestiona con cuidado. Prepararla antes de empezar a captar fondos, y no cuando ya ha llegado un term sheet, evita que la due diligence frene la ronda.',
    },
    'what-is-an-accredited-investor': {
      question: '¿Qué es un “accredited investor” (inversor acreditado)?',
      answer:
        'En Estados Unidos, “accredited investor” es una categoría que define la Securities and Exchange Commission (SEC) en la Regulation D. Las startups que captan dinero de forma privada suelen vender a inversores acreditados, porque las ventas a ellos pueden quedar exentas de registrar los valores ante la SEC. Una persona física cumple, por ejemplo, con ingresos superiores a 200.000 $ (o 300.000 $ junto con su cónyuge) en cada uno de los dos últimos años y la expectativa de lo mismo este año, o con un patrimonio neto superior a 1 millón de $ sin contar su vivienda habitual. Otros países tienen sus propias reglas.',
    },
    'what-is-dpiit-recognition': {
      question: '¿Qué es el reconocimiento DPIIT y quién puede obtenerlo?',
      answer:
        'El reconocimiento DPIIT es el estatus oficial de startup en India dentro de Startup India, que concede el Department for Promotion of Industry and Internal Trade. Una notificación del 4 de febrero de 2026 (G.S.R. 108(E)) sustituyó la definición de 2019. Ahora puede obtenerlo una entidad que sea una private limited company, una sociedad colectiva, una LLP o una cooperativa registrada en India; que tenga como máximo 10 años desde su constitución; que nunca haya facturado más de 200 crore ₹ en un año; que trabaje en innovación o en un modelo de negocio escalable; y que no surja de dividir o reestructurar un negocio existente. Una nueva categoría de “startup deep tech” permite 20 años y 300 crore ₹.',
    },
    'what-does-dpiit-recognition-give': {
      question: '¿Qué aporta el reconocimiento DPIIT a una startup?',
      answer:
        'El reconocimiento abre las ventajas de Startup India. La más conocida es la deducción del impuesto sobre la renta de la sección 80-IAC: una startup reconocida puede solicitar al Inter-Ministerial Board la deducción total de sus beneficios empresariales si es una private limited company o una LLP, se constituyó el 1 de abril de 2016 o después y antes del 1 de abril de 2030, y trabaja en innovación o en un modelo de negocio escalable. La deducción requiere el certificado del Board; el reconocimiento por sí solo no basta. Otras ventajas son la autocertificación según ciertas leyes laborales y medioambientales y el apoyo público a las solicitudes de patentes, marcas y diseños.',
    },
    'is-there-still-an-angel-tax': {
      question: '¿Sigue existiendo en India el “angel tax”?',
      answer:
        'No. El “angel tax” era la sección 56(2)(viib) de la Income-tax Act, introducida en 2012: cuando una sociedad no cotizada emitía acciones por encima de su valor razonable de mercado, el exceso tributaba como renta de la sociedad, lo que solía afectar a startups que captaban dinero con valoraciones altas. En los Presupuestos de la Unión de julio de 2024 el Gobierno lo suprimió para todas las clases de inversores. La Finance (No. 2) Act, 2024 añadió una disposición según la cual la cláusula no se aplica a partir del 1 de abril de 2025, es decir, desde el año de liquidación 2025-26, el ejercicio 2024-25.',
    },
    'fdi-automatic-vs-government-route': {
      question: '¿Qué son la vía automática y la vía gubernamental para la inversión extranjera en India?',
      answer:
        'La inversión extranjera directa en una empresa india entra por una de dos vías. Por la vía automática, que abarca la mayoría de los sectores, el inversor extranjero no necesita autorización previa del Gobierno ni del Reserve Bank of India; la empresa comunica la inversión después. Por la vía gubernamental, el inversor debe obtener antes un permiso a través del ministerio competente. Algunos sectores, como la lotería y el juego, están cerrados a la inversión extranjera, y muchos tienen límites a la participación extranjera. Los detalles figuran en la política de IED y en la Master Direction del RBI sobre Foreign Investment in India.',
    },
    'what-is-fc-gpr-reporting': {
      question: '¿Qué debe comunicar una startup india tras captar dinero de un inversor extranjero?',
      answer:
        'Cuando una empresa india emite acciones o instrumentos convertibles, como CCPS o CCD, a una persona residente fuera de India, comunica la emisión al Reserve Bank of India mediante el formulario FC-GPR. Se presenta en línea en el Single Master Form del portal FIRMS del RBI y lo revisa el banco de la empresa (el authorised dealer). Las acciones deben asignarse en los 60 días siguientes a la recepción del dinero, y el FC-GPR presentarse en los 30 días siguientes a la asignación. Presentarlo tarde puede acarrear recargos por demora y, en los casos más graves, un procedimiento de compounding según la FEMA.',
    },
  },
};
