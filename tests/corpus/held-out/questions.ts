/**
 * HELD-OUT questions back to Sam, as buyers type them in the middle of the interview (see
 * tests/corpus/README.md): never used to tune the reader or the knowledge base, only to report how
 * many are answered on topic. `topic: null` marks what a car-buying assistant cannot know: Sam must
 * say honestly that it does not know yet, and never pass off a ready answer.
 */

/** What a question back asks about: the topic ids both corpus halves share, one line each. */
export const TOPICS = {
  // The service and its process
  "service-cost": "What using Sam costs the buyer, and who pays for the service",
  "how-it-works": "How the service works, from the interview to the offers",
  "how-long-until-offers": "How soon the dealers' offers arrive after the request",
  "how-many-dealers": "How many dealerships to ask, and what Sam recommends",
  "more-dealers-better-price": "Whether asking more dealerships brings a lower price",
  "which-dealers": "Which dealerships are contacted, how far away, and whether one can be added or left out",
  "no-obligation": "Whether the buyer is bound to buy once the offers come in",
  "cancel-request": "Stopping, pausing or cancelling a request once sent",
  "change-answer": "Changing an answer already given, during the interview or after it",
  "interview-length": "How many questions are left and how long the interview takes",
  "is-sam-a-robot": "Who Sam is: an AI assistant, not a person, and who is behind it",
  "talk-to-human": "Reaching a person on the team instead of the assistant",
  // Privacy and contact
  "privacy-data-use": "What is done with the buyer's personal data and who gets to see it",
  "privacy-options": "The difference between sharing option A and option B",
  "dealer-calls": "Whether dealers will call or pester the buyer, and how they reach them",
  "delete-my-data": "Getting a copy of one's data or having it erased (Quebec's Law 25)",
  // The dealers and the negotiation
  "how-negotiation-works": "How Sam puts dealers in competition and compares their offers",
  "accept-offer": "Choosing an offer, and what happens next with the dealer",
  "existing-quote": "A quote already obtained from a dealer: can Sam beat it or include that dealer",
  // Money
  "all-in-price-law": "Quebec's rule that an advertised price includes every fee but the sales taxes",
  "taxes-on-car": "GST and QST on a vehicle, on a lease, on a used car bought from a private seller",
  "dealer-fees-admin": "Administration, transport and preparation, documentation and add-on fees",
  "financing-vs-cash": "Paying cash versus financing, and whether a dealer cares",
  "financing-rates-credit": "Interest rates, the credit check, and buying with bad or no credit",
  "down-payment": "How much down payment or deposit to put, and whether one is needed",
  "lease-basics": "How leasing works and how it compares to buying (term, kilometres, residual)",
  "lease-end": "The end of a lease: returning, buying out, wear and extra kilometres, leaving early",
  "trade-in-value": "How a trade-in is valued, and the tax it saves in Quebec",
  "trade-in-loan": "Trading in a vehicle still being paid off: the balance and negative equity",
  "ev-incentives": "Government incentives for electric and plug-in vehicles, and where to check them",
  "budget-kind": "How to give a budget: monthly or total, what it should include",
  // The vehicle
  "new-vs-used": "Whether to buy new, used or certified pre-owned",
  "demo-vehicle": "Demo vehicles: what they are, their warranty and their discount",
  "new-warranty": "The factory warranty of a new vehicle and extended warranties",
  "used-warranty": "The warranty on a used vehicle (what is left, certified, Quebec's legal warranty)",
  "used-history-inspection": "A used vehicle's history, liens and inspection before buying",
  "equipment-trims": "What a trim or package includes, and which options to ask for",
  "winter-tires": "Winter tires (required in Quebec from December 1 to March 15), included or not",
  "ev-cold": "How an electric vehicle's range and charging hold up in a Quebec winter",
  "charging-home": "Charging at home and on the road: the charger, its installation and its cost",
  "powertrain-choice": "Gas, hybrid, plug-in hybrid or electric: which suits the buyer",
  "stock-wait-times": "Availability, stock on the lots and waiting times for an order",
  "prices-dropping": "Whether prices are going down and when is a good time to buy",
  // After the deal
  "delivery-time-after-deal": "How soon the vehicle is handed over once a deal is made",
  "paperwork-saaq": "Registration, plates, the SAAQ and the papers to bring",
  "insurance-basics": "Insurance before taking delivery and what changes its cost (no advice)",
} as const;

export type TopicId = keyof typeof TOPICS;

export type CorpusQuestion = { lang: "fr" | "en"; text: string; topic: TopicId | null };

export const questions: CorpusQuestion[] = [
  // service-cost
  { lang: "fr", text: "pis toi tu charges combien pour ca?", topic: "service-cost" },
  { lang: "fr", text: "Est-ce que c'est vraiment gratuit ou y'a une poigne quelque part", topic: "service-cost" },
  { lang: "fr", text: "qui vous paye au juste, les concessionnaires?", topic: "service-cost" },
  { lang: "en", text: "how much do u guys charge", topic: "service-cost" },
  { lang: "en", text: "Wait is this free? whats the catch", topic: "service-cost" },
  { lang: "en", text: "do I have to pay anything if I end up buying through you", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "ok mais concretement ca marche comment votre affaire", topic: "how-it-works" },
  { lang: "fr", text: "Une fois que j'ai répondu à tout ça, il se passe quoi?", topic: "how-it-works" },
  { lang: "fr", text: "jcomprend pas trop le principe, tu vas magasiner pour moi c ca?", topic: "how-it-works" },
  { lang: "en", text: "so what happens after I answer all this", topic: "how-it-works" },
  { lang: "en", text: "Can you explain how this works exactly? You email the dealers for me?", topic: "how-it-works" },

  // how-long-until-offers
  { lang: "fr", text: "ca prend combien de temps avant d'avoir des prix?", topic: "how-long-until-offers" },
  { lang: "fr", text: "je vais avoir des nouvelles quand au juste", topic: "how-long-until-offers" },
  { lang: "fr", text: "Si j'envoie ça à soir, j'ai des offres demain matin?", topic: "how-long-until-offers" },
  { lang: "en", text: "when will I start getting quotes", topic: "how-long-until-offers" },
  { lang: "en", text: "how long do the dealers have to answer", topic: "how-long-until-offers" },

  // how-many-dealers
  { lang: "fr", text: "combien tu me conseilles? jai aucune idée", topic: "how-many-dealers" },
  { lang: "fr", text: "c'est quoi le bon nombre de concessionnaires à contacter", topic: "how-many-dealers" },
  { lang: "fr", text: "J'peux tu juste en mettre 2?", topic: "how-many-dealers" },
  { lang: "en", text: "what's a normal number of dealers to pick", topic: "how-many-dealers" },
  { lang: "en", text: "how many do most people choose?", topic: "how-many-dealers" },
  { lang: "en", text: "is there a max number of dealerships", topic: "how-many-dealers" },

  // more-dealers-better-price
  { lang: "fr", text: "si j'en met 20 au lieu de 5 jvais tu avoir un meilleur prix?", topic: "more-dealers-better-price" },
  { lang: "fr", text: "Plus y'en a mieux c'est, non?", topic: "more-dealers-better-price" },
  { lang: "en", text: "does asking more dealers actually get me a lower price or just more spam", topic: "more-dealers-better-price" },
  { lang: "en", text: "Would 10 dealers be better than 5 for the price?", topic: "more-dealers-better-price" },

  // which-dealers
  { lang: "fr", text: "vous allez contacter quels garages? ceux proche de chez nous?", topic: "which-dealers" },
  {
    lang: "fr",
    text: "je veux pas faire affaire avec le Toyota de ma ville, j'ai eu une mauvaise experience, on peut l'enlever?",
    topic: "which-dealers",
  },
  { lang: "fr", text: "ca va jusqu'à quelle distance? j'suis prêt à faire de la route", topic: "which-dealers" },
  { lang: "en", text: "which dealerships do you send it to", topic: "which-dealers" },
  { lang: "en", text: "Can I add a dealer I like in Laval to the list?", topic: "which-dealers" },
  { lang: "en", text: "are the dealers only in Montreal or further out too", topic: "which-dealers" },

  // no-obligation
  { lang: "fr", text: "si j'aime aucune offre je suis pas obligé d'acheter hein?", topic: "no-obligation" },
  { lang: "fr", text: "ca m'engage a quoi exactement", topic: "no-obligation" },
  { lang: "en", text: "am I locked in if I get an offer", topic: "no-obligation" },
  { lang: "en", text: "Just to be clear, I'm not committing to buy anything right?", topic: "no-obligation" },

  // cancel-request
  { lang: "fr", text: "si je change d'idée dans 2 jours je peux tu tout annuler?", topic: "cancel-request" },
  { lang: "fr", text: "comment on arrete ca si jai trouvé mon char ailleurs", topic: "cancel-request" },
  { lang: "en", text: "can I cancel after it's sent", topic: "cancel-request" },
  { lang: "en", text: "what if I find a car on my own next week, how do I stop this", topic: "cancel-request" },

  // change-answer
  { lang: "fr", text: "oups je me suis trompé tantot pour la couleur, je peux tu changer?", topic: "change-answer" },
  { lang: "fr", text: "on peut revenir en arriere? j'ai mal répondu a la question du moteur", topic: "change-answer" },
  { lang: "en", text: "I messed up the model earlier, can I go back and fix it?", topic: "change-answer" },
  { lang: "en", text: "can i edit my answers later if i change my mind", topic: "change-answer" },

  // interview-length
  { lang: "fr", text: "c'est tu encore long? jsuis dans mon char la", topic: "interview-length" },
  { lang: "fr", text: "Il reste combien de questions", topic: "interview-length" },
  { lang: "fr", text: "ouf ca achève tu", topic: "interview-length" },
  { lang: "en", text: "how many more questions", topic: "interview-length" },
  { lang: "en", text: "is this almost done? my lunch break is ending lol", topic: "interview-length" },

  // is-sam-a-robot
  { lang: "fr", text: "t'es tu un vrai monde ou un robot", topic: "is-sam-a-robot" },
  { lang: "fr", text: "Je parle à une personne là?", topic: "is-sam-a-robot" },
  { lang: "fr", text: "c'est qui Sam au juste", topic: "is-sam-a-robot" },
  { lang: "en", text: "am I talking to a bot", topic: "is-sam-a-robot" },
  { lang: "en", text: "r u a real person or AI?", topic: "is-sam-a-robot" },
  { lang: "en", text: "Who's behind this Sam thing anyway", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "jpeux tu parler a quelqu'un de vrai", topic: "talk-to-human" },
  { lang: "fr", text: "Y a-tu un numéro où je peux appeler quelqu'un?", topic: "talk-to-human" },
  { lang: "en", text: "can I speak to a human please", topic: "talk-to-human" },
  { lang: "en", text: "is there someone I can call if I have a problem", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "vous faites quoi avec mes infos?", topic: "privacy-data-use" },
  { lang: "fr", text: "mon numero va tu se retrouver vendu a des compagnies?", topic: "privacy-data-use" },
  { lang: "fr", text: "Qui va voir mon adresse courriel exactement", topic: "privacy-data-use" },
  { lang: "en", text: "what do you do with my info", topic: "privacy-data-use" },
  { lang: "en", text: "Are you going to sell my email to someone?", topic: "privacy-data-use" },
  { lang: "en", text: "who sees my phone number", topic: "privacy-data-use" },

  // privacy-options
  { lang: "fr", text: "c'est quoi la difference entre A pis B", topic: "privacy-options" },
  { lang: "fr", text: "Si je prends B, les garages vont savoir mon nom pareil?", topic: "privacy-options" },
  { lang: "en", text: "whats the difference between A and B", topic: "privacy-options" },
  { lang: "en", text: "if I choose B how does the dealer contact me then?", topic: "privacy-options" },

  // dealer-calls
  { lang: "fr", text: "je veux pas me faire harceler par 10 vendeurs au téléphone, ca va tu arriver?", topic: "dealer-calls" },
  { lang: "fr", text: "les concessionnaires vont m'appeler direct?", topic: "dealer-calls" },
  { lang: "en", text: "will dealers start calling me nonstop", topic: "dealer-calls" },
  { lang: "en", text: "Do the salesmen get my number? I hate phone calls", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "apres si je veux que vous effaciez tout mes infos c possible?", topic: "delete-my-data" },
  { lang: "fr", text: "Comment je fais pour avoir une copie de ce que vous avez sur moi", topic: "delete-my-data" },
  { lang: "en", text: "can you delete my data after im done", topic: "delete-my-data" },
  { lang: "en", text: "how do I get my info removed from your system", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "tu negocies comment au juste? tu leur dis le prix des autres?", topic: "how-negotiation-works" },
  { lang: "fr", text: "vous les mettez en competition ou quoi", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you negotiate with them", topic: "how-negotiation-works" },
  { lang: "en", text: "Do you tell the dealers what the others offered?", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "quand jai choisi une offre je fais quoi, je vais au garage?", topic: "accept-offer" },
  { lang: "fr", text: "Comment j'accepte une offre une fois que je l'ai", topic: "accept-offer" },
  { lang: "en", text: "once I pick an offer what happens", topic: "accept-offer" },
  { lang: "en", text: "do I sign anything online or do I go to the dealership", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "j'ai deja une soumission de Hyundai Laval a 34 500, vous pouvez battre ca?", topic: "existing-quote" },
  { lang: "fr", text: "je suis deja allé voir un vendeur, ca dérange tu?", topic: "existing-quote" },
  { lang: "en", text: "I already have a quote from a dealer, can you beat it?", topic: "existing-quote" },
  { lang: "en", text: "should I tell you the price the other dealer gave me", topic: "existing-quote" },

  // all-in-price-law
  { lang: "fr", text: "le prix qu'ils vont me donner c'est tu tout inclus?", topic: "all-in-price-law" },
  { lang: "fr", text: "Au Québec y a pas une loi sur le prix tout inclus?", topic: "all-in-price-law" },
  { lang: "fr", text: "le prix annoncé inclut tu le transport pis la prep ou ils vont rajouter ca apres", topic: "all-in-price-law" },
  { lang: "en", text: "are the prices all-in or do they add fees after", topic: "all-in-price-law" },
  { lang: "en", text: "I heard Quebec has a law about advertised car prices, is that true?", topic: "all-in-price-law" },

  // taxes-on-car
  { lang: "fr", text: "les taxes c'est combien sur un char neuf", topic: "taxes-on-car" },
  { lang: "fr", text: "Faut tu payer la TPS pis la TVQ sur une location aussi?", topic: "taxes-on-car" },
  { lang: "fr", text: "si j'achete d'un particulier jpaye tu des taxes", topic: "taxes-on-car" },
  { lang: "en", text: "how much tax do I pay on a car in quebec", topic: "taxes-on-car" },
  { lang: "en", text: "is it GST and QST both on a used car?", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "c quoi les frais d'admin qu'ils chargent tout le temps", topic: "dealer-fees-admin" },
  { lang: "fr", text: "Je veux pas payer le burinage pis toutes les cochonneries, je peux refuser?", topic: "dealer-fees-admin" },
  { lang: "fr", text: "frais de transport et preparation ca se negocie tu", topic: "dealer-fees-admin" },
  { lang: "en", text: "what are these admin fees dealers always add", topic: "dealer-fees-admin" },
  { lang: "en", text: "can I refuse the anti theft etching fee?", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "c'est mieux de payer cash ou financer?", topic: "financing-vs-cash" },
  { lang: "fr", text: "si je paye comptant ils vont tu me faire un meilleur prix", topic: "financing-vs-cash" },
  { lang: "en", text: "is it better to pay cash or finance", topic: "financing-vs-cash" },
  { lang: "en", text: "Do dealers give a better deal if you finance with them?", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "mon credit est pas terrible, ca va tu passer pareil?", topic: "financing-rates-credit" },
  { lang: "fr", text: "c'est quoi les taux en ce moment", topic: "financing-rates-credit" },
  { lang: "fr", text: "Ils vont tu faire une enquête de crédit juste pour une soumission?", topic: "financing-rates-credit" },
  { lang: "en", text: "what interest rate should I expect", topic: "financing-rates-credit" },
  { lang: "en", text: "I just moved to Canada and have no credit history, can I still finance?", topic: "financing-rates-credit" },

  // down-payment
  { lang: "fr", text: "faut tu que je mette un depot?", topic: "down-payment" },
  { lang: "fr", text: "Combien de comptant je devrais mettre dessus", topic: "down-payment" },
  { lang: "en", text: "do I need a down payment", topic: "down-payment" },
  { lang: "en", text: "how much should I put down", topic: "down-payment" },

  // lease-basics
  { lang: "fr", text: "c quoi l'avantage de louer vs acheter", topic: "lease-basics" },
  { lang: "fr", text: "La location c'est combien de km par année d'habitude?", topic: "lease-basics" },
  { lang: "en", text: "whats better lease or buy", topic: "lease-basics" },
  { lang: "en", text: "how does leasing work exactly, I've never done it", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "à la fin de la location je peux tu le garder?", topic: "lease-end" },
  { lang: "fr", text: "si je depasse les km je paye combien", topic: "lease-end" },
  { lang: "fr", text: "ma location finit en mars, je fais quoi avec l'ancien", topic: "lease-end" },
  { lang: "en", text: "what happens at the end of a lease", topic: "lease-end" },
  { lang: "en", text: "can I get out of my current lease early to get the new one", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "ils vont me donner combien pour mon vieux", topic: "trade-in-value" },
  { lang: "fr", text: "c'est tu vrai qu'on sauve de la taxe en faisant un échange?", topic: "trade-in-value" },
  { lang: "en", text: "how do they decide what my trade is worth", topic: "trade-in-value" },
  { lang: "en", text: "should I sell my old car privately or trade it in?", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "mon char est pas fini de payer, je peux tu l'echanger pareil?", topic: "trade-in-loan" },
  { lang: "fr", text: "il me reste 9000 à payer sur mon Civic, ça marche comment?", topic: "trade-in-loan" },
  { lang: "fr", text: "j'en dois plus que ce qu'il vaut, c grave?", topic: "trade-in-loan" },
  { lang: "en", text: "can I trade in a car I still owe money on", topic: "trade-in-loan" },
  { lang: "en", text: "I owe more than it's worth on my truck, what happens to the difference?", topic: "trade-in-loan" },

  // ev-incentives
  { lang: "fr", text: "y'a tu encore des subventions pour les electriques", topic: "ev-incentives" },
  { lang: "fr", text: "Roulez vert c'est encore là en 2026?", topic: "ev-incentives" },
  { lang: "fr", text: "le rabais du gouvernement est tu deja enlevé du prix ou je dois le demander", topic: "ev-incentives" },
  { lang: "en", text: "are there still EV rebates in Quebec", topic: "ev-incentives" },
  { lang: "en", text: "does a plug in hybrid get the government rebate too?", topic: "ev-incentives" },
  { lang: "en", text: "is the federal ev incentive back or not", topic: "ev-incentives" },

  // budget-kind
  { lang: "fr", text: "tu veux le budget par mois ou le prix total?", topic: "budget-kind" },
  { lang: "fr", text: "le budget ca inclut les taxes ou pas", topic: "budget-kind" },
  { lang: "en", text: "do you mean monthly or the total price", topic: "budget-kind" },
  { lang: "en", text: "should my budget include taxes?", topic: "budget-kind" },

  // new-vs-used
  { lang: "fr", text: "vaut tu mieux un neuf ou un usagé de 2-3 ans", topic: "new-vs-used" },
  { lang: "fr", text: "c quoi un certifié au juste, c mieux qu'un usagé normal?", topic: "new-vs-used" },
  { lang: "en", text: "is it worth buying new right now or go used", topic: "new-vs-used" },
  { lang: "en", text: "what does certified pre owned mean", topic: "new-vs-used" },

  // demo-vehicle
  { lang: "fr", text: "c'est quoi un vehicule demo", topic: "demo-vehicle" },
  { lang: "fr", text: "Un démo ça compte tu comme neuf pour la garantie?", topic: "demo-vehicle" },
  { lang: "en", text: "what about demo cars, are they a good deal?", topic: "demo-vehicle" },
  { lang: "en", text: "would a demo with 5000 km still have full warranty", topic: "demo-vehicle" },

  // new-warranty
  { lang: "fr", text: "la garantie sur un neuf c combien d'années", topic: "new-warranty" },
  { lang: "fr", text: "La garantie prolongée qu'ils essayent de vendre, ça vaut tu la peine?", topic: "new-warranty" },
  { lang: "en", text: "what warranty comes with a new one", topic: "new-warranty" },
  { lang: "en", text: "is the extended warranty worth it or a ripoff", topic: "new-warranty" },

  // used-warranty
  { lang: "fr", text: "un usagé ça vient tu avec une garantie?", topic: "used-warranty" },
  { lang: "fr", text: "c'est quoi la garantie legale au quebec sur un usagé", topic: "used-warranty" },
  { lang: "en", text: "does a used car come with any warranty", topic: "used-warranty" },
  { lang: "en", text: "if it's 2021 is there still some factory warranty left?", topic: "used-warranty" },

  // used-history-inspection
  { lang: "fr", text: "comment je sais si le char a eu un accident", topic: "used-history-inspection" },
  { lang: "fr", text: "je peux tu le faire inspecter par mon garagiste avant", topic: "used-history-inspection" },
  { lang: "en", text: "can I get a carfax on it", topic: "used-history-inspection" },
  { lang: "en", text: "how do I know there's no loan left on a used car I buy?", topic: "used-history-inspection" },

  // equipment-trims
  { lang: "fr", text: "c quoi la difference entre le LE pis le XLE", topic: "equipment-trims" },
  { lang: "fr", text: "Le démarreur à distance est tu inclus de base?", topic: "equipment-trims" },
  { lang: "en", text: "what's the difference between the trims", topic: "equipment-trims" },
  { lang: "en", text: "does the base one have heated seats?", topic: "equipment-trims" },

  // winter-tires
  { lang: "fr", text: "les pneus d'hiver sont tu fournis avec?", topic: "winter-tires" },
  { lang: "fr", text: "c'est obligatoire a partir de quand les pneus d'hiver deja", topic: "winter-tires" },
  { lang: "fr", text: "je peux tu demander des mags pis des pneus d'hiver dans le deal", topic: "winter-tires" },
  { lang: "en", text: "do they throw in winter tires usually", topic: "winter-tires" },
  { lang: "en", text: "when do I need winter tires on by law", topic: "winter-tires" },

  // ev-cold
  { lang: "fr", text: "un electrique l'hiver a -30 ca tient tu la route", topic: "ev-cold" },
  { lang: "fr", text: "C'est vrai que l'autonomie baisse de moitié en hiver?", topic: "ev-cold" },
  { lang: "en", text: "how bad is EV range in the winter here", topic: "ev-cold" },
  { lang: "en", text: "will an electric car start at minus 30", topic: "ev-cold" },

  // charging-home
  { lang: "fr", text: "ca coute combien faire installer une borne a la maison", topic: "charging-home" },
  { lang: "fr", text: "jreste en condo, je vais charger ou", topic: "charging-home" },
  { lang: "fr", text: "Je peux tu juste le brancher dans une prise normale?", topic: "charging-home" },
  { lang: "en", text: "do I need a special charger at home", topic: "charging-home" },
  { lang: "en", text: "is there a rebate for a home charging station", topic: "charging-home" },

  // powertrain-choice
  { lang: "fr", text: "hybride ou electrique, tu me conseilles quoi? je fais 25 000 km par annee", topic: "powertrain-choice" },
  { lang: "fr", text: "c koi la diff entre hybride pis hybride rechargeable", topic: "powertrain-choice" },
  { lang: "en", text: "what's the difference between a hybrid and a plug-in?", topic: "powertrain-choice" },
  { lang: "en", text: "should I go electric or just stick with gas", topic: "powertrain-choice" },

  // stock-wait-times
  { lang: "fr", text: "y'en a tu en inventaire ou faut commander?", topic: "stock-wait-times" },
  { lang: "fr", text: "si faut le commander ca prend combien de mois", topic: "stock-wait-times" },
  { lang: "en", text: "are they hard to find right now", topic: "stock-wait-times" },
  { lang: "en", text: "how long is the wait if I order from the factory?", topic: "stock-wait-times" },

  // prices-dropping
  { lang: "fr", text: "les prix vont tu baisser l'année prochaine? j'attend tu?", topic: "prices-dropping" },
  { lang: "fr", text: "C'est tu un bon moment pour acheter ou pas pantoute", topic: "prices-dropping" },
  { lang: "en", text: "are car prices going down soon", topic: "prices-dropping" },
  { lang: "en", text: "is it better to wait till the new model year", topic: "prices-dropping" },

  // delivery-time-after-deal
  { lang: "fr", text: "une fois que j'ai signé, je l'ai dans combien de temps mon char", topic: "delivery-time-after-deal" },
  { lang: "fr", text: "si on s'entend lundi je peux tu partir avec vendredi?", topic: "delivery-time-after-deal" },
  { lang: "en", text: "how fast can I pick it up after the deal", topic: "delivery-time-after-deal" },
  { lang: "en", text: "once I accept an offer when do I actually get the keys?", topic: "delivery-time-after-deal" },

  // paperwork-saaq
  { lang: "fr", text: "c'est moi qui dois aller a la SAAQ pour les plaques?", topic: "paperwork-saaq" },
  { lang: "fr", text: "je garde tu ma plaque de mon ancien char", topic: "paperwork-saaq" },
  { lang: "en", text: "who takes care of the registration and plates", topic: "paperwork-saaq" },
  { lang: "en", text: "what papers do I need to bring when I pick it up?", topic: "paperwork-saaq" },

  // insurance-basics
  { lang: "fr", text: "faut tu que je sois assuré avant d'aller le chercher", topic: "insurance-basics" },
  { lang: "fr", text: "mon assurance va tu monter avec un char neuf?", topic: "insurance-basics" },
  { lang: "en", text: "do I need insurance before I drive it off the lot", topic: "insurance-basics" },
  { lang: "en", text: "will my insurance go up with an EV", topic: "insurance-basics" },

  // Nothing a car-buying assistant can know: Sam says it does not know yet.
  { lang: "fr", text: "va tu faire beau demain a Quebec", topic: null },
  { lang: "fr", text: "mon frigo fait un bruit bizarre, tu peux m'aider?", topic: null },
  { lang: "fr", text: "c'est quoi le score du Canadien hier", topic: null },
  { lang: "fr", text: "tu connais tu une bonne recette de pâté chinois", topic: null },
  { lang: "fr", text: "la SAQ ferme a quelle heure le dimanche", topic: null },
  { lang: "fr", text: "Le pont Jacques-Cartier est tu fermé à soir?", topic: null },
  { lang: "fr", text: "combien va couter l'essence la semaine prochaine", topic: null },
  { lang: "fr", text: "peux-tu me réserver un vol pour Cancun en février", topic: null },
  { lang: "fr", text: "c'est quoi les numéros gagnants du 6/49", topic: null },
  { lang: "fr", text: "mon chien mange pu, c'est tu grave", topic: null },
  { lang: "fr", text: "tu sais tu comment renouveler mon passeport", topic: null },
  { lang: "fr", text: "quel resto tu me conseilles à Laval pour une fête", topic: null },
  { lang: "en", text: "what's the weather gonna be like tomorrow", topic: null },
  { lang: "en", text: "can you fix my fridge lol", topic: null },
  { lang: "en", text: "who won the Habs game last night", topic: null },
  { lang: "en", text: "what time does Costco in Pointe-Claire close", topic: null },
  { lang: "en", text: "can you help me with my tax return", topic: null },
  { lang: "en", text: "my furnace is making a clicking noise, is that dangerous?", topic: null },
  { lang: "en", text: "should I refinance my mortgage", topic: null },
  { lang: "en", text: "who's going to win the next election", topic: null },
  { lang: "en", text: "can you recommend a good dentist in the West Island", topic: null },
  { lang: "en", text: "is the 40 backed up right now", topic: null },
  { lang: "en", text: "whats a good name for my cat", topic: null },
  { lang: "en", text: "how do I get tickets for Osheaga", topic: null },
  // More English phrasings, as typed in a hurry or dictated
  { lang: "en", text: "wondering if the dealers see my name or not", topic: "privacy-options" },
  { lang: "en", text: "quick q is the price u get me including freight and PDI", topic: "all-in-price-law" },
  { lang: "en", text: "i was told the tax is almost 15 percent is that right", topic: "taxes-on-car" },
  { lang: "en", text: "what if my trade has a lien on it still", topic: "trade-in-loan" },
  { lang: "en", text: "hey so does the Ioniq lose a lot of range when it's freezing out", topic: "ev-cold" },
  { lang: "en", text: "Can I charge it at my apartment building in Verdun or do I need a garage", topic: "charging-home" },
  { lang: "en", text: "do the offers come by email or text", topic: "how-long-until-offers" },
  { lang: "en", text: "hold on, who exactly gets this request", topic: "which-dealers" },
  { lang: "en", text: "what's the point of a demo model vs just new", topic: "demo-vehicle" },
  { lang: "en", text: "I need it before Christmas, can the dealer deliver by then once we agree", topic: "delivery-time-after-deal" },
  { lang: "en", text: "my lease ends in 4 months, can I turn it in early without paying a fortune", topic: "lease-end" },
  { lang: "en", text: "is this one of those AI chat things", topic: "is-sam-a-robot" },
  // Asked without a question mark, in capitals, with "-tu pas", inversion or a request
  { lang: "fr", text: "jme demandais si c'était vraiment gratuit votre affaire", topic: "service-cost" },
  { lang: "fr", text: "Sam, t'es payé par qui toi", topic: "service-cost" },
  { lang: "fr", text: "dites-moi comment vous choisissez les concessionnaires", topic: "which-dealers" },
  { lang: "fr", text: "vous vendez-tu mes infos à des tiers", topic: "privacy-data-use" },
  { lang: "fr", text: "POURQUOI VOUS AVEZ BESOIN DE MON NUMERO", topic: "privacy-data-use" },
  { lang: "fr", text: "le gouvernement donne-tu pas 4000$ pour les hybrides rechargeables", topic: "ev-incentives" },
  { lang: "fr", text: "Y'a-tu pas une loi qui oblige le prix tout inclus", topic: "all-in-price-law" },
  { lang: "fr", text: "les frais de PDI pis de transport sont-ils compris dans l'offre", topic: "all-in-price-law" },
  { lang: "fr", text: "c'est-tu mieux de louer ou de financer si je change de char aux 3 ans", topic: "lease-basics" },
  { lang: "fr", text: "je comprends pas pourquoi faut choisir un nombre de concessionnaires", topic: "how-many-dealers" },
  { lang: "fr", text: "Une question: la borne de recharge est-elle subventionnée?", topic: "charging-home" },
  { lang: "fr", text: "je paye-tu la TVQ sur la valeur de mon échange", topic: "trade-in-value" },
  { lang: "fr", text: "si ma banque me prête à 6%, c'est-tu un bon taux", topic: "financing-rates-credit" },
  { lang: "fr", text: "mon Rav4 est en location pis il me reste 14 mois, je peux-tu le remettre avant", topic: "lease-end" },
  { lang: "fr", text: "faut-il laisser un dépôt pour réserver le véhicule", topic: "down-payment" },
  { lang: "fr", text: "un usagé de concessionnaire vs d'un particulier, y'a-tu une différence pour la garantie", topic: "used-warranty" },
  { lang: "fr", text: "ça va me prendre quoi comme papiers pour signer", topic: "paperwork-saaq" },
  { lang: "fr", text: "l'assurance c'est-tu plus cher pour une location", topic: "insurance-basics" },
  { lang: "fr", text: "les prix des chars usagés descendent-tu ces temps-ci", topic: "prices-dropping" },
  { lang: "fr", text: "jveux savoir si ça dérange que j'aie déjà une offre d'un autre garage", topic: "existing-quote" },
  { lang: "fr", text: "la batterie d'un électrique est garantie combien de temps", topic: "new-warranty" },
  { lang: "fr", text: "est-ce qu'un démo se vend avec un rabais", topic: "demo-vehicle" },
  { lang: "fr", text: "Mon chum dit que c'est juste un robot qui répond, c'est vrai?", topic: "is-sam-a-robot" },
  { lang: "fr", text: "si je dis oui à une offre pis que je change d'idée le lendemain", topic: "no-obligation" },
  { lang: "fr", text: "y'en a-tu qui attendent des mois pour un hybride", topic: "stock-wait-times" },
  { lang: "fr", text: "Sais-tu si le Costco de Boucherville est ouvert le 26 décembre", topic: null },
  { lang: "fr", text: "c'est quoi le meilleur forfait cellulaire", topic: null },
  { lang: "fr", text: "peux-tu m'écrire un poème pour la fête à ma mère", topic: null },
  { lang: "en", text: "I'd like to know if the dealers will see my email address", topic: "privacy-data-use" },
  { lang: "en", text: "why do you need my phone number", topic: "privacy-data-use" },
  { lang: "en", text: "tell me how you pick which dealers get my request", topic: "which-dealers" },
  { lang: "en", text: "wondering whether I can get 0 down financing", topic: "down-payment" },
  { lang: "en", text: "Do I get the Roulez vert rebate on a used EV", topic: "ev-incentives" },
  { lang: "en", text: "Whats the diff between demo and used", topic: "demo-vehicle" },
  { lang: "en", text: "HOW LONG IS THIS GOING TO TAKE", topic: "interview-length" },
  { lang: "en", text: "explain the difference between option A and option B please", topic: "privacy-options" },
  { lang: "en", text: "Could the dealer pay off my car loan as part of the trade", topic: "trade-in-loan" },
  { lang: "en", text: "do winter tires come on rims or do I have to buy rims too", topic: "winter-tires" },
  { lang: "en", text: "can I install a level 2 charger myself", topic: "charging-home" },
  { lang: "en", text: "how many km a year is standard on a lease", topic: "lease-basics" },
  { lang: "en", text: "what's the tax on a car I buy from my brother", topic: "taxes-on-car" },
  { lang: "en", text: "I'm paying cash - should I tell the dealer that upfront?", topic: "financing-vs-cash" },
  { lang: "en", text: "Will a credit check hurt my score", topic: "financing-rates-credit" },
  { lang: "en", text: "Can I pick the car up on a Saturday after we agree on a deal", topic: "delivery-time-after-deal" },
  { lang: "en", text: "do I need to bring my old plates back to the SAAQ", topic: "paperwork-saaq" },
  { lang: "en", text: "Does a hybrid cost more to insure", topic: "insurance-basics" },
  { lang: "en", text: "new car prices, up or down next year you think", topic: "prices-dropping" },
  { lang: "en", text: "Is Sam a real name or a bot name", topic: "is-sam-a-robot" },
  { lang: "en", text: "can I talk to someone in English on the phone", topic: "talk-to-human" },
  { lang: "en", text: "will the gas version have a longer wait than the hybrid", topic: "stock-wait-times" },
  { lang: "en", text: "What if I want to change the color after it's sent", topic: "change-answer" },
  { lang: "en", text: "whats the capital of Australia", topic: null },
  { lang: "en", text: "can you write my kid's homework", topic: null },
  { lang: "en", text: "is Tim Hortons open on Christmas", topic: null },
];
