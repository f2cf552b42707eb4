import { normalize } from "#app/platform/text.ts";

/**
 * Whether a message asks something (DESIGN §7, "What the reader may not do": a message that asks
 * is a question, never a field value). This is a rule of the language, not a list of sentences:
 * a sentence asks when it ends with a question mark, or when its grammar is interrogative —
 * an interrogative word that opens it (or ends it, as spoken French does: "ça coûte combien"),
 * "est-ce que", "c'est quoi", French inversion ("pouvez-vous", "y a-t-il"), Quebec's "-tu"
 * particle after a verb ("c'est-tu", "ça coûte tu", "-tu pas"), English inversion (an auxiliary
 * before its subject: "do I", "can you", "is this", "are you"), or an indirect question ("je me
 * demande", "I wonder", "I don't know what … means").
 *
 * The reader splits a message into what it asks and what it says (`splitAsks`): the questions are
 * answered, the rest is read as answers, so a message that asks AND answers keeps both. A sentence
 * that asks only by its mark ("rouge ?") or politely requests a value ("can I get it in black?")
 * is tentative: the reader takes its value only when it surely fits the pending question, else
 * it is a question. Talk about the conversation itself (complaints, small talk: "c'est long",
 * "t'es un robot", "lol") is a `remark`: never stored either.
 */

/** How a sentence asks: by its grammar, only by its question mark, as a polite request for a value, or not at all. */
export type Asking = "grammar" | "mark" | "request" | "no";

/** English auxiliaries that open a question when their subject follows ("do I", "is this", "can you"). */
const EN_AUX =
  "do|does|did|don'?t|doesn'?t|didn'?t|can|could|can'?t|couldn'?t|will|would|won'?t|wouldn'?t|should|shouldn'?t|shall|is|isn'?t|are|aren'?t|r|was|wasn'?t|were|am|must";
const EN_SUBJECT =
  "i|you|u|ya|we|they|he|she|it|this|that|there|these|those|the|my|your|our|their|a|an|any|anyone|someone|somebody|sam|dealers?|dealerships?|y'all";
/**
 * "Have", "had" and "may" ask only before a pronoun ("have a 2015 civic" is a statement written
 * short, "may 2025" a date); "is", "are", "does" open a question before anything ("is red more
 * expensive"), no statement starts with them; their negative forms need their subject ("doesn't
 * matter", "don't care" are statements whose subject was dropped).
 */
const EN_INVERSION = new RegExp(
  `^(?:(?:${EN_AUX})\\s+(?:${EN_SUBJECT})(?![a-z])|(?:have|has|had|haven'?t|hasn'?t|may)\\s+(?:i|you|u|we|they|he|she|it)(?![a-z])|(?:is|are|does)\\s+[a-z0-9])`,
);
/**
 * A wh-word opens a question, unless its subject follows it at once ("when you can", "what I want is red"): that is a
 * statement. Texting spellings ("wat", "wut", "wot") are the same words (decision 075).
 */
const EN_WH =
  /^(what|what'?s|whats|wat|wut|whut|wot|how|how'?s|hows|why|why'?s|whys|when|when'?s|whens|where|where'?s|wheres|who|who'?s|whos|whose|whom|which|how come)(?![a-z])/;

/**
 * Questions written without their mark or their inversion (decision 058): a tag that asks for
 * agreement at the end ("…better deal right", "…c possible", "…hein"), a judgement asked of what
 * precedes ("diesel still worth it", "c'est légal ça"), alternatives weighed ("c mieux de payer cash
 * ou financer"), "what" after a word that asks for a meaning ("budget meaning what"), "quand" after
 * a preposition ("à partir de quand"), and an auxiliary opening the main clause after a condition
 * ("if I buy a 2021 does what's left carry over").
 */
const TAG_END =
  /(?:^|\s)(?:\S+\s+){2,}(?:right|eh|hein|n'est-ce pas|isn'?t it|aren'?t they|don'?t they|won'?t they|c'est possible|c possible|cest possible|est-ce possible|is (?:it|that) possible)[\s?!.]*$/;
const JUDGEMENT_END =
  /(?:^|\s)(?:still |really |even |vraiment |encore )?(?:worth it|worth the (?:money|price|extra|wait)|any good|legit|a scam|une arnaque|(?:c'est|c|cest|is (?:it|that)|it'?s|that'?s)\s+(?:normal|legal|legale|legit|vrai|true|fair|une bonne idee|a good idea|a good deal|realiste|realistic|raisonnable|reasonable|faisable|doable|assez|enough)(?:\s+(?:ca|ça|that|this))?|vaut la peine|vaut le coup)[\s?!.]*$/;
const WEIGHED =
  /(^|[^a-z])(c'est mieux|c mieux|cest mieux|vaut mieux|ca vaut mieux|is it better|better to|best to|smarter to|plus avantageux|plus payant)(?![a-z]).*(?:\s(?:ou|or|vs|versus)\s)/;
const WHAT_END = /(?:^|\s)(?:meaning|means|mean|like|say|said|as in|comme)\s+(?:what|quoi)(?![a-z])/;
const WHEN_AFTER = /(^|[^a-z])(a partir de|depuis|jusqu'a|pour|d'ici|starting) quand(?![a-z])/;
const CONDITION_THEN_AUX =
  /^(?:if|when|once|say|si|quand)\s.{3,}?\s(?:does|do|did|will|would|can|could|should|is|are|est-ce|est-ce que)\s+[a-z]/;
/**
 * English asks in the middle of a sentence too: "how many / how much / how long" anywhere, a
 * wh-word followed by its verb ("with option A who gets my details"), and an auxiliary before a
 * pronoun ("if there's a scratch, do I pay for it"), unless a subject stands before the auxiliary: "if they do
 * it", "we can you know" are statements (decision 075).
 */
const EN_INSIDE =
  /(^|[^a-z'])(how (?:many|much|long|soon|often|far|come)|(?:who|what|when|where|why|which) (?:do|does|did|is|are|was|were|will|would|can|could|should|gets?|pays?|happens?|has|have|means?)|(?<!(?:^|[^a-z'])(?:i|you|u|we|they|he|she|it)\s)(?:do|does|did|can|could|will|would|should|is|are|am|was|were|must) (?:i|you|u|we|they|he|she|it)|(?:do|does|did|can|could|will|would|should) (?:the|my|your|dealers?|dealerships?|ev|evs|electric|hybrids?|teslas?|prices?|rates?|taxes?|batteries?))(?![a-z])/;
/** "Do", "does", "can", "should"… open a question before anything at the start of a sentence ("do EV batteries hate the cold"). */
const EN_AUX_FIRST = /^(?:(?:do|does|did|can|could|would|should|is|are|was|were)\s+[a-z0-9]|(?:will|won'?t|might)\s+[a-z]+ing(?![a-z]))/;
const EN_WH_CLAUSE = /^(what|when|where|how|which)\s+(i|you|u|we|they|he|she|it)\s/;
/** "Quand vous voulez", "quand c'est possible": a time given, not asked. */
const FR_WHEN_CLAUSE = /^quand (?:(?:vous|tu|on) (?:voulez|veux|veut|pouvez|peux|peut)|c'est possible|ca (?:vous|te) (?:convient|va))/;

/** French interrogative words that open a question. "Que" and "où" only with a verb after them (written without accents, "ou" is "or"). */
const FR_OPENER =
  /^(qui|quoi|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|comment|combien|pourquoi|quand|est-ce|est ce|esque|eske|qu'est-ce|qu'est ce|quest-ce|kesse|kosse|koss|kessé|c'est quoi|c quoi|cest quoi|que (?:veut|signifie|faut|faire|fait|pensez|penses|recommand|conseill|dois|devrais|se passe|comprend|inclut|est)|ou (?:est|sont|se trouve|ca|je peux|on peut|puis-je|dois-je|faut-il))(?![a-z])/;
/**
 * Spoken French asks at the end too: "ça coûte combien", "la garantie c'est quoi", "on fait comment". The
 * interrogative is a word of its own: a name that ends in its letters ("Siddiqui") asks nothing (decision 075).
 */
const FR_END =
  /(?<!(?:importe|sais pas|sait pas|pas trop|chais pas|sur|de|en|pour) )(?<![a-z])(quoi|combien|comment|pourquoi|lequel|laquelle|quand|ou ca|qui|pk|pq|pkoi|pkq|koi|cmb|cmt)(?:\s+(?:exactement|au juste|donc|alors|la|la-dedans|la-dessus|dessus|avec|ca|en fait|encore|d'abord|toi|vous|finalement|ensuite|apres|exactly|then|pour (?:moi|nous|vous|toi)|for (?:me|us))){0,3}[\s?!.]*$/;
/** Words that ask wherever they stand, unless the buyer says they do not know ("je sais pas combien"). */
const FR_ANYWHERE =
  /(^|[^a-z'])(?<!(?:sais pas|sait pas|importe|idee|peu importe|n'importe) )(combien|comment|pourquoi(?! pas)|quel|quelle|quels|quelles|est-ce que|est ce que|c'est quoi|c quoi|cest quoi|c'quoi|ckoi|c koi|ca veut dire quoi|veut dire quoi|qu'est-ce que|qu'est ce que|n'est-ce pas|c'est (?:qui|ou|quand|combien|lequel|laquelle)|(?:ca|ce|c'|cela) (?:change|donne|fait|sert|vaut|coute|rapporte|implique) (?:quoi|combien))(?![a-z])/;
/**
 * Inversion written without its hyphen, at the start: a verb then its subject pronoun ("avez vous
 * des démos", "peux tu m'aider", "dois je payer"). A word that is not a verb before a pronoun ("oui je…") is not one.
 */
const FR_INVERSION_SPACED =
  /^(?:avez|pouvez|etes|faites|prenez|offrez|vendez|acceptez|allez|devez|voulez|savez|connaissez|travaillez|contactez|appelez|chargez|demandez|payez|recommandez|conseillez|fournissez|trouvez|gardez|envoyez|partagez|negociez|livrez|incluez|couvrez|puis|peux|peut|dois|doit|faut|est|sont|sera|serait|ai|as|aurai|aurais|vais|va|vont|sais|sait|veux|veut|vaut|fait|fais|coute|prend|prends|inclut|comprend|existe|reste|marche|fonctionne|ont|avons|pouvons|devons|allons|sommes|seront|auront|pourrais|pourrait|pourriez|devrais|devrait|devriez|voudrais|aimerais|aurait|auriez|serais|seriez)\s+(?:je|tu|il|elle|on|vous|ils|elles)(?![a-z'])/;
/** Inversion with a hyphen: "pouvez-vous", "dois-je", "y a-t-il", "c'est-tu" ("rendez-vous" is a noun). */
const FR_INVERSION =
  /(?<!rendez|(?:^|[^a-z])(?:st|ste|saint|sainte|mont|port|fort|lac|cap|pointe|ile|riviere|val|notre-dame))-(je|tu|ti|il|elle|on|nous|vous|ils|elles|t-il|t-elle|t-on)(?![a-z])/;
/** Quebec's interrogative particle "tu" after a verb, written without its hyphen ("c'est tu gratuit", "ça coûte tu cher", "y'a tu"). */
const QC_TU =
  /(^|[^a-z'])(c'est|c|cest|t'es|t'as|est|ca|ya|y'a|y a|a|as|ai|j'ai|ont|peux|peut|peuvent|pourrais|pourrait|pourriez|faut|faudrait|va|vas|vont|sont|fait|faites|font|coute|coutent|prend|prends|prennent|marche|fonctionne|donne|existe|reste|vaut|valent|vient|serait|aurait|doit|dois|doivent|devrais|devrait|veut|veux|veulent|sais|sait|connais|connait|offre|offrez|offrent|avez|pouvez|etes|es|suis|chu|inclut|comprend|garde|gardez|envoie|envoyez|appelle|appellent|appelez|vend|vendez|vendent|trouve|trouvez|aime|aimes|change|charge|demande|paye|payez|paie|recommandes|recommandez|conseilles|conseillez|sert|servent|marchent|avait|etait|ferait|ferais|fais)\s+t[iu](?![a-z'])/;
/** "C'est-tu" said as one syllable and written so ("le rouge c'tu plus cher", "s'tu inclus"): the particle glued to "c'". */
const QC_TU_GLUED = /(^|[^a-z'])(?:c|s)'?t[iu](?![a-z'])(?=\s+\S)/;
/**
 * The particle after any verb, told from the subject "tu" by what surrounds it: after a word with a
 * verb's ending that is not a link ("que tu", "si tu"), and before the end, "pas", a preposition, an
 * article or an adjective rather than a verb ("la subvention s'applique tu sur un usagé").
 */
const QC_TU_ANY =
  /(^|[^a-z'])(?!(?:que|qu'|si|quand|comme|parce|lorsque|puisque|ce|et|mais|pis|ou|alors|donc|la|ok|oui|non|merci|bon|ben|est-ce|voici|voila)\s)[a-z']{2,}(?:e|es|t|a|as|s|z|x|ent|ont)\s+t[iu](?=\s*$|\s*[?!.,]|\s+(?:pas|sur|dans|avec|pour|en|de|du|des|un|une|le|la|les|a|au|aux|ca|vraiment|encore|deja|plus|moins|bien|mieux|assez|trop|aussi|toujours|jamais|possible|correct|vrai|bon|bonne|cher|chere|gratuit|gratuite|obligatoire|necessaire|inclus|incluse|compris|ok|fini|mon|ma|mes|ton|ta|tes|votre|vos|leur|leurs|ce|cette|ces|quelque|quoi|combien|comment|quand|toute?s?|tout)(?![a-z]))/;

/** An indirect question: the buyer wonders, or says they do not know what something is. */
const INDIRECT =
  /(^|[^a-z])(je me demande|je me demandais|j'me demande|j'me demandais|jme demande|jme demandais|je me demandai|je me questionne|je me pose la question|(?:juste )?pour savoir|je voudrais (?:bien |ben )?savoir|j'aimerais (?:bien |ben )?savoir|curious (?:if|whether|about|to know|what|how|why)|just curious|wonder(?:ing)? (?:if|whether|what|how|why|when|about)|(?:need|want|wanna|would love) to know|any idea (?:if|whether|how|what|why|when)|je voudrais savoir|j'aimerais savoir|je veux savoir|je voulais savoir|j'voulais savoir|je veux juste savoir|j'aimerais comprendre|dites-moi|dis-moi|pouvez-vous m'expliquer|peux-tu m'expliquer|expliquez-moi|explique-moi|expliquez moi|explique moi|explain|je comprends pas|je ne comprends pas|j'ai pas compris|jai pas compris|je n'ai pas compris|i don'?t get it|i wonder|i was wondering|wondering|i'd like to know|i would like to know|i want to know|tell me|can you explain|explain to me|i don'?t understand|i do not understand|(?:sais pas|sait pas|aucune idee|no idea|don'?t know|do not know|not sure|idk|dunno|unsure)\s+(?:(?:trop|vraiment|really|quite|exactly|exactement)\s+)?(?:c'est quoi|ce que|ce qu'|ce qui|quoi|comment|pourquoi|si |ou |quand|what|how|why|if |whether|where|when|which|who))/;

/** A question that compares or weighs what the sentence named before it. */
const COMPARISON =
  /(^|[^a-z])(mieux|meilleur|meilleure|pire|better|best|worse|difference|diff|lequel|laquelle|lesquels|which|vaut mieux|conseilles|conseillez|recommandes|recommandez|recommend|suggest|avantag[a-z]*|advantage[a-z]*|pros and cons|vs|versus|ou l'autre|or the other|le plus|la plus|the most|more sense|plus de sens|worth it|vaut la peine|vaut tu la peine)($|[^a-z])/;

/**
 * A wish about the service rather than the vehicle ("je préfère parler à un conseiller", "I want to
 * cancel", "effacez mes données"): Sam answers it like a question.
 */
const SERVICE_WISH =
  /(^|[^a-z])((?:je|j')\s*(?:veux|voudrais|aimerais|prefere|prefererais|souhaite|peux|pourrais)\s+(?:parler|jaser|annuler|arreter|stopper|effacer|supprimer|retirer|desabonner|mettre (?:ma demande )?sur pause|recevoir une copie)|(?:i|we)\s+(?:want|wanna|would like|'d like|need|prefer)\s+to\s+(?:talk|speak|chat|cancel|stop|delete|erase|remove|withdraw|unsubscribe|pause|opt out)|(?:let me|i'?d rather)\s+(?:talk|speak)|parler a (?:un|une|quelqu'un|un vrai|une vraie) |talk to (?:a|an|someone|somebody|a real)|speak (?:to|with) (?:a|an|someone|somebody|a real)|effacez|supprimez|delete my|erase my|cancel my|annulez|annuler ma)/;

/**
 * A sentence about Sam, with Sam as its subject ("tu vas vraiment négocier pour moi ?", "vous
 * prenez une commission", "you guys call the dealers"), asks about the service: buyers do not tell
 * Sam what it does. Leaving Sam a way to reach them ("vous pouvez m'écrire", "you can text me") is
 * an answer, not a question.
 */
const ABOUT_SAM =
  /^(?:tu|t'|vous|vous autres|you|u|you guys|y'all|sam)\s+(?!(?:please|pls|plz|svp|stp|merci|thanks|thx|ok)(?![a-z]))(?!(?:peux|pouvez|can|could|may)\s+(?:me|m'|m’)\s*(?:texter|texte|text|appeler|call|ecrire|email|courriel|joindre|reach|envoyer|send|contacter|contact))(?!(?:can|could|may)\s+(?:text|call|email|reach|contact|write)\s)(?!choisis|choisissez|choose|pick|decide|decidez)[a-z]/;
/** An elliptical English question ("any point buying…", "worth getting…", "anyone know…"). */
const EN_ELLIPTIC =
  /^(any (?:point|chance|way|idea|reason|tips?|advice|difference|discount|rebates?|incentives?)|anyone know|anybody know|worth (?:it|buying|getting|paying|waiting|the)|ever heard|same price|possible to)(?![a-z])/;
/** An imperative to Sam that asks for knowledge ("recommend a good…", "explique-moi…", "tell me…"). */
const ASK_IMPERATIVE =
  /^(recommend|suggest|explain|describe|compare|recommande|recommandez|suggere|suggerez|conseille|conseillez|compare|comparez|explique|expliquez|decris|decrivez|dis-moi|dites-moi|donne-moi|donnez-moi|give me|show me|montre-moi|montrez-moi)(?![a-z])/;

/**
 * Questions asked by a noun phrase or by intonation, without a verb's inversion or a mark (decision
 * 058, second round): whether a thing is possible, available or realistic said by its last word
 * ("échange possible avec un prêt dessus", "0 % financing available", "400/month doable"), not a
 * condition ("si possible", "if available", "what's available"); what a thing is worth or costs
 * named by its noun ("valeur d'échange d'une Corolla", "cash discount if I pay upfront", "taux pour
 * 60 mois"), unless an amount is given; what a thing costs or comes with said of it ("le noir ça coûte
 * plus cher", "ça vient de base"); alternatives between Sam and someone else ("par vous ou par le
 * concessionnaire"); "any … deals". A buyer does not tell Sam prices, availability or how Sam works.
 */
const ELLIPTIC_END =
  /(?<!(?:^|\s)(?:si|if|que|plus|soon as|is|est|sont|are|whatever|what'?s|whats|when|quand|des que|as|aussi|en autant que|vite|tot|soon|rapidement|quickly)\s)(?<=\S\s+)(?:possible|possibles|disponible|disponibles|available|doable|faisable|realiste|realistic|allowed|permis|acceptable|an option|une option)(?:\s+(?:meme|even|avec|with|sans|without|si|if|quand|when|sur|on|pour|for)(?![a-z]).*)?[\s?!.]*$/;
/** "Le moins cher possible", "the cheapest available": a superlative with "possible" is a wish, not a question. */
const SUPERLATIVE =
  /(^|[^a-z])(?:(?:le|la|les|au|du)\s+(?:plus|moins|mieux|meilleur|meilleure)|(?:the\s+)?(?:most|least|best|cheapest|lowest|highest|fastest|soonest|[a-z]+est)\s+(?:\S+\s+)?(?:possible|available))(?![a-z])/;
const WORTH_NOUN =
  /^(?:(?:la|le|les|a|the|your|vos|votre|ton|ta|tes)\s+)?(?:(?:cash|trade[- ]?in|best|meilleur|meilleure|current|actual|bon|bonne|good)\s+)?(?:valeur(?: d'echange| de revente)?|prix|taux|rabais|escompte|cout|couts|value|resale value|price|pricing|rate|rates|discount|rebate|cost|budget (?:realiste|raisonnable)|(?:realistic|reasonable) budget)\s+(?:d'|s'|(?:de|du|des|pour|sur|si|for|on|of|if|with|avec|quand|when)(?![a-z]))/;
const AN_AMOUNT = /\$|\d\s?k(?![a-z])|dollars|piasses|\d{1,3}[ ,.]\d{3}(?!\d)|\d{5,}/;
const COSTS_OR_COMES =
  /(^|[^a-z'])(?:ca|ça|it|that|this|ils|elles?)\s+(?:coute|coutent|costs?|vient|viennent|comes?|est|is)\s+(?:tu\s+)?(?:plus cher|plus chere|moins cher|extra|more|less|de base|standard|with|avec|inclus|incluse|included|en option)(?![a-z])/;
const SAM_OR_OTHER = /(^|[^a-z])(?:par|through|with|avec|by|via|chez)\s+(?:vous|you|toi|sam)\s+(?:ou|or)\s/;
const ANY_DEALS = /^any\s+(?:\S+\s+){0,2}(?:deals?|specials?|promos?|promotions?|offers?|incentives?|rebates?|discounts?)(?![a-z])/;

/** A clause that sets a condition or a case for the question after it. */
const CONDITION = /^(si|s'|if|when|quand|lorsque|once|une fois|en cas|in case|supposing|say|disons|admettons|mettons)(?![a-z])/;
/**
 * A clause that names the question's subject before it (decision 061): "pour la location, …",
 * "avec le financement, …", "as for leasing, …". It is the question's own, like a condition.
 */
const TOPIC =
  /^(pour|avec|en|cote|concernant|au niveau d[eu']|pour ce qui est d[eu']|dans le cas d[eu']|a propos d[eu']|with|for|about|regarding|as for|speaking of|on|in terms of)(?![a-z])/;

/**
 * Questions of a kind that needs no mark (decision 061): what the buyer heard, asked to be
 * confirmed ("j'ai entendu dire que…", "I heard leasing…", "paraît que…", "my brother says…");
 * alternatives weighed anywhere in the sentence ("financing through the dealer or my bank which one
 * gets the better rate"), unless the buyer says which they prefer; and French inversion after its
 * subject ("le financement est-il avantageux", "le prix est il négociable").
 */
const HEARSAY =
  /^(?:(?:i|we)(?:'ve| have)? (?:heard|read)|heard (?:that|it)|someone told me|somebody told me|people (?:say|said|tell me)|they say|apparently|supposedly|rumou?r (?:has it|is)|(?:my|a) \S+ (?:says|said|told me|tells me)|j'ai (?:entendu|lu)|jai (?:entendu|lu)|on m'a dit|on ma dit|on dit que|(?:il )?para[iî]t que|(?:il )?parait que|(?:mon|ma|un|une) \S+ (?:dit|m'a dit|ma dit|pretend)|selon (?:mon|ma|mes|un|une))(?![a-z])/;
/** What the buyer heard said anywhere in the sentence ("paying cash gets a better deal, from what I understand"). */
const HEARSAY_INSIDE =
  /(^|[^a-z])(apparently|supposedly|from what i(?:'ve)? (?:understand|heard|hear|read)|i(?:'ve)? heard|i(?:'ve)? been told|d'apres ce que (?:j'ai (?:lu|entendu|compris)|je comprends|j'entends)|(?:il )?para[iî]t que|(?:il )?parait que|j'ai entendu|on m'a dit|on ma dit|a ce qu'il para[iî]t|a ce qu'il parait)(?![a-z])/;
const ALTERNATIVES = /\s(?:ou|or|vs\.?|versus|contre)\s/;
const WEIGHING =
  /(^|[^a-z])(?<!(?:le|la|les|the|des|of)\s)(mieux|better|cheaper|plus avantageux|more sense|plus de sens|smarter|wiser|worth more|which one|which is|lequel|laquelle)(?![a-z])/;
const PREFERS =
  /(^|[^a-z])(je prefere|j'aimerais mieux|j'aime mieux|i prefer|i'd rather|i would rather|plutot|rather than|je veux|i want|i'd like|je vais prendre|i'll take|i'll go with|n'importe|peu importe|whichever|either)(?![a-z])/;
/**
 * More kinds (decision 061): the particle "tu" after a verb whose subject is "je" ("jvais tu avoir",
 * "je peux tu"), a hope asked to be confirmed at the end ("…sans engagement j'espère", "…right I
 * hope"), alternatives weighed for the buyer ("hybride ou électrique pour moi"), asking for someone
 * else ("passe-moi ton boss", "get me a human"), and a question typed without its spaces
 * ("combiendetempsavantdavoirlesoffres").
 */
const FIRST_PERSON_TU =
  /(^|[^a-z'])(?:je\s+[a-z]+|j'[a-z]+|j(?:vais|peux|peut|suis|veux|dois|pourrais|aurais|serais|fais|sais|vas))\s+t[iu](?![a-z'])/;
const HOPE_END = /(?:^|\s)(?:\S+\s+){2,}(?:j'espere|jespere|i hope|hopefully)[\s?!.]*$/;
/**
 * A guess at the end ("…winter tyres I assume", "c'est inclus j'imagine"): a proposition the buyer
 * asks Sam to confirm. A guess that hedges a few words without a verb ("the middle one I guess",
 * "celle du milieu j'imagine", "gris je suppose") is an answer, hedged (decision 074).
 */
const GUESS_END = /(?:^|\s)(?:\S+\s+){2,}(?:j'imagine|je suppose|i assume|i guess|i suppose)[\s?!.]*$/;
const HEDGED_WORDS = /^(?:\S+\s+){0,2}\S+$/;
const STATEMENT_VERB =
  /(^|[^a-z'])(?:is|are|was|were|be|comes?|came|includes?|included|has|have|had|will|would|should|can|est|sont|etait|sera|seront|inclus|incluse?s?|inclut|vient|viennent|a|ont|va|vont|devrait|peut|c'est|it'?s|that'?s|there'?s)(?![a-z'])/;
const GUESS_WORDS = /[\s,]+(?:j'imagine|je suppose|i assume|i guess|i suppose)[\s?!.]*$/;
const FOR_ME_END = /(?:pour moi|for me|dans mon cas|in my case|pour nous|for us)[\s?!.]*$/;
const ASK_FOR_SOMEONE =
  /(^|[^a-z])(?:passe(?:-|\s)?(?:moi|nous)|passez(?:-|\s)?(?:moi|nous)|get me|put me through to|transfer me to)\s+(?:ton|ta|votre|un|une|le|la|the|your|a|an|someone|quelqu'un)\b/;
const GLUED_QUESTION =
  /^(?:combien|comment|pourquoi|quand|quel|quelle|quels|quelles|estce|est-ce|what|whats|how|hows|why|when|where|which|who|is|are|do|does|can|could|should)[a-z']{12,}[?!.]*$/;
const FR_INVERSION_AFTER =
  /(^|[^a-z'])(?<!(?:qu'|que|si|quand|il|elle|on|ce|ca)\s)(?:est|sont|vaut|valent|coute|coutent|peut|peuvent|faut|doit|doivent|serait|seraient|ont|devient|reste|inclut|comprend)(?:-t)?[- ](?:il|elle|ils|elles)(?![a-z'])/;

/**
 * Questions said as statements (decision 070): a doubt about the service, which asks what the catch is
 * ("ça sent le piège", "too good to be true", "y'a rien de gratuit", "there's gotta be a catch"), and
 * whether something still holds despite what was just said, by a modal of possibility or "ça marche"
 * with "pareil", "quand même", "anyway" or "still" ("je peux l'échanger pareil", "ça marche quand
 * même", "I can still trade it in"). A buyer does not tell Sam what Sam allows.
 */
const SUSPICION =
  /(^|[^a-z])(ca sent (?:le piege|l'arnaque|la passe|la crosse)|sent le piege|trop beau pour etre vrai|too good to be true|(?:il )?(?:y a|y'a|ya) (?:surement|toujours|forcement|certainement) (?:une? )?(?:pogne|piege|attrape|catch|crosse)|there(?:'s| is) (?:gotta|got to|always|probably|surely|must) be a catch|there(?:'s| is) always a catch|(?:il )?(?:y a|y'a|ya) rien de gratuit|rien (?:n'est|est) gratuit|nothing(?:'s| is) (?:ever )?free|no such thing as (?:a )?free|(?:sounds|smells|looks) (?:like a scam|fishy|sketchy)|c'est louche|ca a l'air louche)(?![a-z])/;
/**
 * A doubt about a proposition ("not sure the sunroof is worth it on that trim", "pas sûr que le toit vaille la
 * peine", "I doubt the extended warranty pays off"): the buyer asks Sam to weigh it (decision 075). A doubt
 * without a proposition ("not sure yet", "pas sûr, peut-être rouge") hedges an answer and asks nothing.
 */
const DOUBT =
  /(^|[^a-z'])(?:not (?:so |too |really |quite )?(?:sure|convinced|certain)|unsure|i doubt|doubt (?:that|if)|pas (?:trop |vraiment |si )?(?:sur|sure|certain|certaine|convaincue?)|je doute)\s+(?:that\s+|if\s+|whether\s+|que\s+|qu')?(?:the|a|an|this|that|these|those|it|its|it's|my|le|la|les|l'|un|une|ce|cet|cette|ces|ca|c'est|mon|ma|mes)\s*(?:\S+\s+){0,4}?(?:is|are|would be|will be|worth|makes? sense|pays? off|est|sont|serait|vaut|vaille|valent|vaillent|en vaut)(?![a-z])/;
/**
 * A fear about a proposition ("I'm scared the battery dies in January", "j'ai peur que la rouille prenne", "worried the
 * payments are too high"): like a doubt (075), the buyer asks Sam to weigh it (decision 078).
 */
const FEAR =
  /(^|[^a-z'])(?:i'?m|i am|we'?re|we are|je suis|chu|j'ai|jai|on a)?\s*(?:(?:so |kinda |a bit |un peu )?(?:scared|afraid|worried|nervous|concerned|inquiete?|peur|crainte?)|i worry|je crains|ca m'inquiete|ca me fait peur)\s+(?:that\s+|que\s+|qu'|about\s+|de\s+|d')?(?:(?:the|a|my|it|its|they|le|la|les|mon|ma|mes|ca|il|elle|ils)(?![a-z'])|l')\s*\S+\s+\S+/;
/**
 * Alternatives named first, then who or what they are for ("hybride ou hybride branchable pour quelqu'un qui fait 80 km par
 * jour", "gas or electric for mostly city driving"): the buyer asks which suits that use (decision 078). "Pour moi" is
 * `FOR_ME_END`'s; "2 ou 3 pour commencer", "for now", "for sure" name no use.
 */
const ALTERNATIVES_FOR_A_USE =
  /^(?:\S+\s+){0,2}\S+\s+(?:ou|or|vs|versus)\s+(?:\S+\s+){0,2}?(?:pour|for)\s+(?!(?:moi|me|nous|us|l'instant|le moment|now|sure|commencer|starters|the moment|real|sur)(?![a-z]))(?:\S+\s+){2,}\S+/;

const STILL_ALLOWED =
  /(^|[^a-z'])(?:(?:je|j'|on|nous|i|we)\s*(?:peux|peut|pouvons|pourrais|pourrait|can|could)|jpeux|chu capable|(?:ca|ça|it|that) (?:marche|fonctionne|passe|works|goes)|c'est (?:correct|ok|possible)|(?:it'?s|that'?s) (?:ok|fine|possible))(?:\s+\S+){0,4}?\s+(?:pareil|quand meme|anyway|anyways|regardless)[\s.!]*$|(^|[^a-z'])(?:i|we)\s+(?:can|could)\s+still\s+[a-z]+/;

/** A polite request for a value ("can I get it in black?", "pouvez-vous m'en trouver un rouge"): the value follows the match. */
const REQUEST =
  /^(?:(?:est-ce que|est ce que)\s+)?(?:(?:can|could|may)\s+(?:i|we)\s+(?:get|have|go with|take|choose|pick|put)|(?:can|could|would)\s+you\s+(?:please\s+)?(?:find|get|look for|search for|quote|make it|put|change it to|set it to|give)(?:\s+me)?|(?:je|j'|on)\s*(?:peux|pourrais|peut|pourrait)(?:[- ]t[iu])?\s+(?:avoir|prendre|choisir|mettre)|(?:tu|vous)\s+(?:peux|pouvez|pourrais|pourriez)(?:[- ]t[iu])?\s+(?:m'en\s+|me\s+|en\s+)?(?:trouver|chercher|mettre)|(?:pouvez|pourriez|peux|pourrais)-(?:vous|tu)\s+(?:m'en\s+|me\s+|en\s+)?(?:trouver|chercher|mettre))(?![a-z])/;
/** "How about red?", "pourquoi pas 10 ?": a proposal of a value. */
const PROPOSAL = /^(?:how about|why not|pourquoi pas|et pourquoi pas|et si on (?:disait|prenait|mettait))(?![a-z])/;

/**
 * A question said only by intonation, with a statement's word order (decision 058): a thing possible or available
 * said by its last word, what it is worth or costs named by its noun, what it costs or comes with said of it, "any
 * … deals". Said as a statement, it asks only when nothing around it makes it a statement (decision 078).
 */
function byIntonation(n: string): boolean {
  return (
    (ELLIPTIC_END.test(n) && !SUPERLATIVE.test(n)) ||
    (WORTH_NOUN.test(n) && !AN_AMOUNT.test(n)) ||
    COSTS_OR_COMES.test(n) ||
    ANY_DEALS.test(n)
  );
}

/**
 * A refusal or a "none" that opens a sentence ("no extras", "pas d'extra", "nope", "pas besoin", "aucune option"): an
 * answer whose next clause, in the same sentence, gives its reason ("…, it comes with everything") (decision 078).
 */
const REFUSAL =
  /^(?:no|non|nope|nah|none|nothing|rien|aucune?|zero|pas besoin|no need|no thanks|non merci|(?:no|pas d'|pas de|pas d|aucune?|zero)\s*[a-z'-]+(?:\s+[a-z'-]+)?)[\s!.]*$/;

/** A reason's own subject: the vehicle or its equipment, by a pronoun ("it comes with…", "elle coûte plus cher avec"). */
const REASON_SUBJECT = /^(?:it|it's|its|that|this|they|mine|elle|il|ils|elles|ca|c'est|la mienne|le mien)\s/;

/**
 * The buyer says what they know, with an interrogative word inside its clause ("je sais quelle couleur je veux",
 * "on sait comment ça marche", "I know how much I can pay"): a statement, not an indirect question. "Je sais pas
 * combien" is a doubt, read as before (decision 078).
 */
const KNOWS =
  /^(?:(?:je|j'|moi je|on|nous)\s*(?:sais|sait|savons|connais|connait)|jsais|j'sais|(?:i|we)\s+(?:know|knew|already know))(?!\s+(?:pas|plus|rien|not)(?![a-z]))(?:\s+(?:deja|exactement|tres bien|bien|ben|already|exactly|full well))?\s+(?:quel|quelle|quels|quelles|comment|combien|ce que|ce qu'|ce qui|quoi|what|how|which|where|when|why|who)(?![a-z])/;

/** How one sentence asks (lower-cased and without accents by `normalize`). */
export function askingOf(sentence: string): Asking {
  return asking(sentence, true);
}

/** How a sentence asks without its intonation cues. */
const askingWithout = (sentence: string): Asking => asking(sentence, false);

function asking(sentence: string, intonation: boolean): Asking {
  const n = withoutOpeners(normalize(sentence));
  if (!n) return "no";
  if (REQUEST.test(n) || PROPOSAL.test(n)) return "request";
  if (KNOWS.test(n) && !/\?/.test(sentence)) return "no";
  if (EN_WH.test(n) && !/^(whatever|what ever)(?![a-z])/.test(n) && !EN_WH_CLAUSE.test(n)) return "grammar";
  if (EN_INVERSION.test(n) || EN_AUX_FIRST.test(n) || EN_INSIDE.test(n)) return "grammar";
  if (
    (FR_OPENER.test(n) && !FR_WHEN_CLAUSE.test(n)) ||
    FR_ANYWHERE.test(n) ||
    FR_INVERSION.test(n) ||
    FR_INVERSION_SPACED.test(n) ||
    QC_TU.test(n) ||
    QC_TU_GLUED.test(n) ||
    QC_TU_ANY.test(n) ||
    INDIRECT.test(n)
  )
    return "grammar";
  if (FR_END.test(n) && !/^(peu importe|n'importe)/.test(n)) return "grammar";
  if (TAG_END.test(n) || JUDGEMENT_END.test(n) || WEIGHED.test(n) || WHAT_END.test(n) || WHEN_AFTER.test(n) || CONDITION_THEN_AUX.test(n))
    return "grammar";
  if (
    HEARSAY.test(n) ||
    HEARSAY_INSIDE.test(n) ||
    FIRST_PERSON_TU.test(n) ||
    HOPE_END.test(n) ||
    (ALTERNATIVES.test(` ${n} `) && FOR_ME_END.test(n) && !PREFERS.test(n)) ||
    ASK_FOR_SOMEONE.test(n) ||
    GLUED_QUESTION.test(n) ||
    (ALTERNATIVES.test(n) && WEIGHING.test(n) && !PREFERS.test(n)) ||
    FR_INVERSION_AFTER.test(n) ||
    (intonation && byIntonation(n)) ||
    SAM_OR_OTHER.test(n) ||
    SUSPICION.test(n) ||
    STILL_ALLOWED.test(n) ||
    DOUBT.test(n) ||
    FEAR.test(n) ||
    (ALTERNATIVES_FOR_A_USE.test(n) && !PREFERS.test(n))
  )
    return "grammar";
  if (GUESS_END.test(n)) {
    const hedged = n.replace(GUESS_WORDS, "").trim();
    return HEDGED_WORDS.test(hedged) && !STATEMENT_VERB.test(hedged) ? "no" : "grammar";
  }
  // "Tu Nguyen" is a name, not "tu" asking.
  const aboutSam = ABOUT_SAM.test(n) && !/^\s*(?:[Tt]u|[Vv]ous|[Yy]ou|[Uu])\s+\p{Lu}/u.test(sentence);
  const marked = /\?[\s)\]!.'"»”\p{Extended_Pictographic}]*$/u.test(sentence.trim());
  // A statement about Sam without a question mark ("vous relayez tout") asks only when it does not answer the question pending.
  if (aboutSam && !marked && !SERVICE_WISH.test(n)) return "mark";
  if (SERVICE_WISH.test(n) || aboutSam || EN_ELLIPTIC.test(n) || ASK_IMPERATIVE.test(n)) return "grammar";
  if (marked) return "mark";
  return "no";
}

/** The buyer as a clause's own subject, before its verb ("I can do", "we'd rather", "je peux", "moi j'ai", "on veut"). */
const OWN_SUBJECT =
  /^(?:(?:honestly|honnetement|anyway|anyways|sinon|but|mais|and|et|pis|so|alors)\s+)?(?:(?:moi|me)\s+)?(?:i|i'm|im|i've|i'd|i'll|we|we're|we've|we'd|je|j'|j|jpeux|jveux|jvais|on (?=veut|peut|a |va |prefere|aimerait|voudrait|pense)|nous)\s*(?:can|could|would|will|want|need|have|had|prefer|like|do|am|was|just|only|really|probably|maybe|peux|pourrais|veux|voudrais|vais|prefere|aime|ai|avais|suis|mets|mettrais|peut|veut|pense|crois|[a-z]+(?:ed|e|s))?(?![a-z])/;

/**
 * Where a question's sentence ends with the buyer's own statement (`OWN_SUBJECT`, asking nothing, no mark after it), the
 * index of its first clause; else -1 (decision 078).
 */
function ownStatementAfterQuestion(clauses: readonly string[]): number {
  if (clauses.length < 2 || /\?/.test(clauses.at(-1) ?? "")) return -1;
  const first = clauses.findIndex((c) => askingOf(c) === "grammar");
  if (first < 0) return -1;
  for (let k = first + 1; k < clauses.length; k++) {
    const n = withoutOpeners(normalize(clauses[k]));
    if (!/^[a-z']+\s+\S/.test(n) || !OWN_SUBJECT.test(n)) continue;
    if (clauses.slice(k).every((c) => askingOf(c) === "no")) return k;
    return -1;
  }
  return -1;
}

/** True when a clause asks only by intonation: without it, it would ask nothing. */
function byIntonationOnly(clause: string): boolean {
  const n = withoutOpeners(normalize(clause));
  if (!byIntonation(n)) return false;
  // Every other cue of `askingOf`, checked on the same words with the intonation's removed: a clause that asks also by
  // its grammar ("does it come with…", "ça vient tu avec…") is a question.
  return askingWithout(clause) === "no";
}

/** Interjections and links that may open a question ("ok pis c'est quoi…", "Sam, can you…"). */
function withoutOpeners(n: string): string {
  let t = n.replace(/^[\s"'«“(]+/, "");
  for (let i = 0; i < 3; i++)
    t = t.replace(
      /^(ok|okay|ben|bon|alors|pis|et|and|so|but|mais|euh|hmm+|um|coudonc|dis donc|say|hey|allo|bonjour|salut|hi|hello|oh|ah|also|aussi|sam|sorry|desole|pardon|oui|non|yes|no|yeah|ouais|ok merci|merci|thanks)[\s,!.]+/,
      "",
    );
  return t.trim();
}

/** True when a message asks something anywhere in it (a polite request for a value included). */
export function asksSomething(text: string): boolean {
  return parts(text).some((s) => s.asking !== "no");
}

/**
 * The sentences of a message: split after ".", "!", "?" and line breaks; inside a sentence that
 * asks, the clauses before the one that starts asking are statements ("rouge, est-ce que ça coûte
 * plus cher ?" → "rouge" and "est-ce que ça coûte plus cher ?").
 */
export function sentencesOf(text: string): string[] {
  return parts(text).map((p) => p.text);
}

/** Each sentence (or the statement before a question) with how it asks. */
function parts(text: string): Array<{ text: string; asking: Asking; premise?: true; own?: true }> {
  const out: Array<{ text: string; asking: Asking; premise?: true; own?: true }> = [];
  const rough = text
    .replace(/[ \t]+/g, " ")
    .split(/(?<=[?!])\s*(?=\S)|(?<=[^.\d\s][.])\s+(?=\S)|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const whole of rough) {
    // Clauses: commas, semicolons, and "mais / but / pis / so / alors" before a new clause.
    let clauses = whole.split(/\s*[,;:]\s+|\s+(?=(?:mais|but|pis|so|alors|because|parce que)\s)/i).filter((c) => c.trim());
    // After a question, a clause with the buyer as its own subject that asks nothing and ends without a mark ("tell me
    // what's normal, I can do 450 a month tops", "c'est quoi le mieux, moi je veux pas dépasser 500") is said: the
    // buyer's own statement, not the question's object. Read beside a question, it answers only the question asked,
    // and only when it surely fits (decision 066, 078).
    const own = ownStatementAfterQuestion(clauses);
    let sentence = whole;
    let trailing: string | undefined;
    if (own > 0) {
      trailing = clauses.slice(own).join(", ");
      clauses = clauses.slice(0, own);
      sentence = clauses.join(", ");
    }
    const sayTrailing = () => {
      if (trailing) out.push({ text: trailing, asking: "no", own: true });
    };
    const firstAsking = clauses.findIndex((c) => askingOf(c) === "grammar");
    // A statement followed by a short question back on its own mark ("Marc Dubé, et vous ?", "5, ok?",
    // "Sarah Lee, and yours?"): the statement is said, the question asked.
    const last = clauses.at(-1) ?? "";
    // So is a statement followed by a whole question on its mark ("oui mon Silverado 2018, c'est vous qui réglez ça ?").
    const lastWords = normalize(last).match(/[a-z]{2,}/g)?.length ?? 0;
    if (
      clauses.length >= 2 &&
      firstAsking < 0 &&
      askingOf(last) === "mark" &&
      clauses.slice(0, -1).every((c) => askingOf(c) === "no") &&
      ((last.split(/\s+/).length <= 3 &&
        /^(?:et|and|pis|ou|or|mais|but|so|alors|hein|right|ok|okay|non|n'est-ce pas|toi|vous|you|yours)(?![a-z])/i.test(normalize(last))) ||
        lastWords >= 3)
    ) {
      const before = clauses.slice(0, -1).join(", ");
      out.push({ text: before, asking: askingOf(before) }, { text: last, asking: "mark" });
      sayTrailing();
      continue;
    }
    if (clauses.length < 2 || firstAsking <= 0) {
      out.push({ text: sentence, asking: askingOf(sentence) });
      sayTrailing();
      continue;
    }
    const before = clauses.slice(0, firstAsking);
    // A refusal then its reason, said by intonation only and without a question mark ("no extras, it comes with
    // everything", "pas d'extra, elle vient avec toute"): the reason is said, not asked (decision 078).
    const unmarked = !/\?/.test(sentence);
    if (
      unmarked &&
      before.length === 1 &&
      REFUSAL.test(normalize(before[0]).trim()) &&
      clauses.slice(firstAsking).every((c) => askingOf(c) === "no" || (REASON_SUBJECT.test(normalize(c)) && byIntonationOnly(c)))
    ) {
      out.push({ text: sentence, asking: "no" });
      sayTrailing();
      continue;
    }
    // A comparison asks about what precedes it ("louer ou financer, c'est quoi le mieux ?"), and a
    // condition is the question's own ("si j'achète usagé, suis-je couvert ?"): one question.
    // So does a hearsay said after the claim ("cash gets a better price, from what I understand").
    // The comparison weighs alternatives named before it; after one value alone ("cash, do I get a better
    // price paying cash?") the value is said (decision 061).
    const weighed =
      COMPARISON.test(normalize(clauses[firstAsking])) && (ALTERNATIVES.test(` ${normalize(before.join(" "))} `) || before.length > 1);
    if (
      weighed ||
      HEARSAY_INSIDE.test(normalize(clauses[firstAsking])) ||
      before.some((c) => CONDITION.test(normalize(c)) || TOPIC.test(normalize(c)))
    ) {
      out.push({ text: sentence, asking: "grammar" });
      sayTrailing();
      continue;
    }
    out.push(
      { text: before.join(", "), asking: askingOf(before.join(", ")), premise: true },
      { text: clauses.slice(firstAsking).join(", "), asking: "grammar" },
    );
    sayTrailing();
  }
  return out;
}

/**
 * What a message asks and what it says. `tentative`: sentences that ask only by their mark or
 * politely request a value ("rouge ?", "can I get it in black?"), with that value — an answer when
 * the value surely fits the pending question, else a question.
 */
export type Speech = { asks: string[]; tentative: Array<{ sentence: string; value: string; request?: true }>; says: string };

/** A message split into its questions and its statements (the statements joined back, in order). */
export function splitAsks(text: string): Speech {
  const asks: string[] = [];
  const tentative: Speech["tentative"] = [];
  const says: string[] = [];
  for (const { text: sentence, asking: how } of parts(text)) {
    if (how === "grammar") asks.push(sentence);
    else if (how === "mark" || how === "request")
      tentative.push({ sentence, value: requestedValue(sentence), ...(how === "request" ? { request: true as const } : {}) });
    else says.push(sentence);
  }
  return { asks, tentative, says: says.join(" ").trim() };
}

/**
 * The statements said in the same sentence as a question, before it ("I owe 12k on it, can that roll
 * into the new loan?", "je suis à Laval, vous couvrez la Rive-Sud ?"): the question's premise, what it
 * is asked about (decision 066). A statement said as a sentence of its own ("Noir. Avez-vous des
 * rabais ?") is not one.
 */
export function premisesOf(text: string): string[] {
  return parts(text).flatMap((p) => (p.premise && p.asking === "no" ? [p.text] : []));
}

/**
 * The buyer's own statements said after a question in its sentence ("tell me what's normal, I can do 450 a month
 * tops"): like a premise, they answer only the question asked, and only when they surely fit it (decision 078).
 */
export function ownStatementsOf(text: string): string[] {
  return parts(text).flatMap((p) => (p.own ? [p.text] : []));
}

/** The value a polite request, a proposal or a question mark carries ("can I get it in black?" → "black"; "rouge ?" → "rouge"). */
export function requestedValue(sentence: string): string {
  const raw = sentence.trim().replace(/[?!.\s]+$/, "");
  const opened = raw.length - withoutOpeners(normalize(raw)).length;
  const body = raw.slice(Math.max(0, opened)).trim();
  const n = normalize(body);
  const m = REQUEST.exec(n) ?? PROPOSAL.exec(n) ?? /^(maybe|peut-etre|probably|probablement)\s+/.exec(n);
  if (!m) return body;
  const value = body
    .slice(m[0].length)
    .replace(/^[\s,]*(?:(?:it|one|them|that|ca|ça|en|le|la|les|l'|un|une)\s+)?(?:(?:in|en)\s+)?/i, "")
    .trim();
  return value || body;
}

/**
 * Talk about the conversation itself, not an answer: how long it takes ("c'est long", "is this
 * almost over", "encore combien de questions"), whether Sam is a machine ("t'es un robot"),
 * thanks, laughter and frustration. Undefined when the message is about something else.
 */
export type Remark = "progress" | "bot" | "social" | "pause";
const REMARK_PROGRESS =
  /(^|[^a-z])(c'est long|trop long|long en|ca acheve|achevez|encore combien|combien (de|d'autres) questions|trop de questions|beaucoup de questions|tant de questions|encore des questions|encore une question|c'est-tu fini|c'est tu fini|presque fini(?!\s+d)|bientot fini(?!\s+d)|fini bientot|pas fini(?!\s+(?:de|d'))|ca finit(?!\s+(?:de|d'))|ca fini(?!\s+(?:de|d'))|taking (so )?(long|forever)|takes (so )?(long|forever)|forever|so many questions|too many questions|lots of questions|how many (more )?questions|almost (done|over|finished)|nearly (done|over|finished)|are we (done|there)|is (this|it) over|over yet|done yet|finished yet|tanne|boring|plate|long chat)($|[^a-z])/;
const REMARK_BOT =
  /(^|[^a-z'])(a qui je parle|who am i (?:talking|speaking) to|robot|bot|chatbot|ia|an ai|un ai|the ai|a\.i\.|intelligence artificielle|artificial|humain|human|vraie personne|vrai monde|real person|real human|personne reelle)($|[^a-z])/;
/**
 * The buyer pauses, thinks, or asks someone else before answering ("attends", "une seconde", "brb",
 * "let me think", "je vais demander à ma blonde", "my husband will decide"): no answer yet, to any
 * question (decision 074).
 */
const REMARK_PAUSE =
  /^(?:(?:ok|okay|ah|oh|euh|hmm+|bon|ben|um|uh|wait|attends?)[\s,!.]+)?(?:attends?|attendez|wait|hold on|hang on|une? (?:seconde?|sec|minute|instant|moment|petite? (?:seconde?|minute))|deux (?:secondes?|minutes)|2 (?:sec|secondes?|min|minutes)|one (?:sec|second|minute|moment)|just a (?:sec|second|minute|moment)|a sec|brb|be right back|je reviens|j'reviens|jreviens|bouge pas|give me a (?:sec|second|minute|moment)|gimme a (?:sec|second|minute)|(?:laisse|laissez)[- ]moi (?:reflechir|penser|voir|y penser|checker|regarder|verifier)|let me (?:think|check|see|look|ask)(?: about it)?|je vais (?:y )?(?:reflechir|penser|verifier|checker|regarder|demander)(?: (?:a|avec) (?:mon|ma) [a-z]+)?|(?:i'?ll|i will|i need to|i have to|i gotta) (?:think about it|think|check|ask my [a-z]+|get back to you)|(?:mon|ma) (?:chum|blonde|femme|mari|conjointe?|epoux|epouse|partenaire) (?:va|vas) (?:decider|choisir|voir)|(?:my|the) (?:husband|wife|partner|spouse|boyfriend|girlfriend) (?:will|is going to|gets to) (?:decide|choose|pick)|i'?ll ask my (?:husband|wife|partner|spouse|boyfriend|girlfriend)|je (?:vais|dois) demander a (?:mon|ma) [a-z]+|on s'en reparle|on s'en reparle plus tard|on verra (?:ca )?plus tard|plus tard|later|maybe later|(?:i'?ll|we'?ll) (?:tell you|see) later)(?:[\s,]+(?:svp|stp|please|pls|lol|merci|thanks|2 sec|une seconde|a sec))*[\s!.,]*$/;
const REMARK_SOCIAL =
  /^(laisse faire|never ?mind|nvm|oublie ca|forget it|bonne question|good question|ah ok|oh ok|k|kk|okk|merci( beaucoup| bien)?|thanks?( a lot| you)?|thx|ty|lol+|haha+|hahaha+|mdr|ptdr|cool|nice|super|genial|great|awesome|wow|ouf|ugh|argh|pff+|voyons|come on|seriously|serieux|franchement|ok|okay|d'accord|alright|oups|oops|sorry|desole|pardon|excuse(z)?-moi|excuse me|bonne journee|have a nice day|:\)|:\(|;\)|:p|xd)[\s!.,]*$/;

/** The kind of remark a message makes about the conversation, or undefined. */
export function remarkOf(text: string): Remark | undefined {
  const n = normalize(text)
    .replace(/\p{Extended_Pictographic}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!n) return "social";
  if (REMARK_PROGRESS.test(n)) return "progress";
  if (REMARK_BOT.test(n)) return "bot";
  if (REMARK_PAUSE.test(n)) return "pause";
  if (REMARK_SOCIAL.test(n)) return "social";
  return undefined;
}

/**
 * "Choose for me", "à vous de choisir", "what do you recommend?": the buyer hands the choice to
 * Sam, who proposes a value the buyer then accepts (never the phrase stored as the value).
 */
const DELEGATION =
  /(^|[^a-z])(choisis pour moi|choisissez pour moi|choisi pour moi|choisir pour moi|choisis toi|choisis-toi|choisissez vous|choisissez-vous|a (toi|vous) de (choisir|decider|voir)|(?<=(?:^|[,;.!])\s*)(tu choisis|vous choisissez|choisis|choisissez|tu decides|vous decidez)(?![a-z])|je te laisse choisir|je vous laisse choisir|je te laisse decider|je vous laisse decider|decide pour moi|decidez pour moi|ce que tu (me )?(recommandes|conseilles|suggeres)|ce que vous (me )?(recommandez|conseillez|suggerez)|qu'est-ce que (tu|vous) (me )?(recommand|conseill|sugger)[a-z]*|(tu|vous) (me )?(recommandes|recommandez|conseilles|conseillez|suggeres|suggerez)[- ]?(quoi|tu|vous)?|quoi choisir|lequel (me )?(conseilles|conseillez|recommandes|recommandez)|laquelle (me )?(conseilles|conseillez|recommandes|recommandez)|suggere(z)?-moi|propose(z)?-moi|surprends-moi|surprenez-moi|choose for me|pick for me|decide for me|comme tu veux|comme vous voulez|comme tu penses|comme vous pensez|a ta discretion|a votre discretion|decide toi|decidez vous|toi decide|je m'en remets a (toi|vous)|je te fais confiance|je vous fais confiance|c'est toi l'expert|c'est vous l'expert|t'es l'expert|i trust you|you'?re the expert|go with what you think|your call|(?<=(?:^|[,;.!])\s*)(you|u) (choose|pick|decide)( for me| one)?(?![a-z])|^your (choice|call|pick)|up to you|dealer'?s choice|surprise me|whatever you (recommend|suggest|think)|what(ever)? do you (recommend|suggest|think i should)|what would you (recommend|suggest|pick|choose)|which ([a-z]+ )?(would|do) you (recommend|suggest|pick|choose)|what should i (pick|choose|get|take)|which should i (pick|choose|get|take)|you tell me|recommend (me )?(one|something)|suggest (one|something)|(?:vas-y|allez-y|go ahead(?: and)?|just) (?:choisis|choisissez|choisir|pick|choose|decide)|(?:tu peux|vous pouvez|you can|feel free to) (?:choisir|decider|choose|pick|decide)(?! (?:it|them|up|me up|a date|le moment))|(?<=(?:^|[,;.!])\s*)(?:pick|choose) (?:one|something|any)(?: for me)?)($|[^a-z])/;

/**
 * What each question of the interview is about, by the nouns that name it (never its values: "la
 * couleur", not "rouge"). A request for advice is about the question it names (decision 074):
 * "combien de concessionnaires tu me conseilles ?" asked at the contact question asks about the
 * dealer count, and "what do you suggest for the colour" at the colour question hands the colour
 * over.
 */
const SUBJECTS: Readonly<Record<string, RegExp>> = {
  model: /(?<![a-z])(modeles?|models?)(?![a-z])/,
  trim: /(?<![a-z])(versions?|finitions?|trims?|niveaux? d'equipement)(?![a-z])/,
  powertrain: /(?<![a-z])(motorisations?|moteurs?|engines?|powertrains?)(?![a-z])/,
  drivetrain: /(?<![a-z])(traction|rouage|drivetrain|drive train)(?![a-z])/,
  options: /(?<![a-z])(options?|equipements?|equipment|features?|accessoires?|accessories)(?![a-z])/,
  color: /(?<![a-z])(couleurs?|colou?rs?)(?![a-z])/,
  payment: /(?<![a-z])(paiement|mode de paiement|financement|financing|payment method|way to pay)(?![a-z])/,
  termBudget: /(?<![a-z])(budget|mensualites?|terme|duree du (pret|financement|bail)|term|monthly payments?)(?![a-z])/,
  tradeIn: /(?<![a-z])(echanges?|trade-?ins?)(?![a-z])/,
  dealerships: /(?<![a-z])(concessionnaires?|concess|dealers?|dealerships?|garages?)(?![a-z])/,
  contact: /(?<![a-z])(te contacter|vous contacter|me contacter|me joindre|contact me|reach me|contact preference)(?![a-z])/,
  city: /(?<![a-z])(ville|city|town)(?![a-z])/,
};
/** How a count is asked: the dealer count's own words when it is pending ("what do you suggest for how many"). */
const COUNT_WORDS = /^(?:(?:for|pour|as|comme)\s+)?(?:how many|combien|le nombre|the number)(?![a-z])/;

/** The questions a message names by their subject (normalized text). */
function subjectsNamed(n: string): string[] {
  return Object.keys(SUBJECTS).filter((field) => SUBJECTS[field].test(n));
}

/**
 * True when the buyer hands the pending choice to Sam: the phrase ends the message, politeness
 * aside ("what do you recommend?"; "what do you recommend for a family of five?" is a question).
 * With the pending question (`asked`), a request that names another question's subject and not the
 * pending one's is a question about that subject, not a hand-over (decision 074); one that names
 * the pending question's subject after the phrase ("…for the colour", "…pour le budget") is one.
 */
export function delegates(text: string, asked?: string): boolean {
  const n = normalize(text);
  const m = DELEGATION.exec(n);
  if (!m) return false;
  if (asked !== undefined) {
    const named = subjectsNamed(n);
    if (named.length && !named.includes(asked)) return false;
    const after = n.slice(m.index + m[0].length).replace(/^[\s,]+/, "");
    const own = SUBJECTS[asked];
    const ownSubject = new RegExp(
      `^(?:(?:for|pour|as|comme|about|sur)\\s+)?(?:(?:the|la|le|les|l'|a|an|une?|my|ma|mon|mes|un|de)\\s*)*(?:${own?.source ?? "(?!)"})`,
    );
    if (ownSubject.test(after) || (asked === "dealerships" && COUNT_WORDS.test(after)))
      return after
        .replace(ownSubject, "")
        .replace(COUNT_WORDS, "")
        .split(/[,;.!?]+/)
        .every((c) => c.trim().split(/\s+/).filter(Boolean).length <= 4);
  }
  // What follows is the question's own subject ("the trim", "la couleur"), politeness or a judgement ("…is best",
  // "…c'est correct"), or a reason that says the buyer does not know ("I don't know them"); not a subject ("…for winter").
  const [first = "", ...others] = n
    .slice(m.index + m[0].length)
    .replace(
      /^\s*(?:(?:the|la|le|les|l'|a|an|une?|my|ma|mon)\s+)?(?:trim|version|finition|colou?r|couleur|model|modele|one|option|options|count|number|nombre|it|ca|for me|pour moi)(?![a-z])/,
      "",
    )
    .split(/[,;.!?]+/)
    .map((c) => c.trim());
  const rest = first.replace(/\s+/g, " ").trim();
  const reason = (c: string) => /(know|connais|sais|idea|idee|sure|sur|clue|expert|whatever|peu importe|thanks|merci|please|svp)/.test(c);
  // "Choisis-en une": "en" there is the pronoun, not a preposition; a reason after the comma may be long (decision 068).
  const fine =
    !rest ||
    reason(rest) ||
    (rest.split(" ").length <= 4 &&
      !/^(for|pour|in|en(?! une?\b)|with|avec|on|sur|about|de|du|des|between|entre|if|si)(?![a-z])/.test(rest));
  return fine && others.every((c) => !c || reason(c));
}
