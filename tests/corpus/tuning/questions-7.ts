import type { CorpusQuestion } from "../held-out/questions.ts";

/**
 * TUNING questions back to Sam, seventh round: see tests/corpus/README.md and questions.ts.
 * Direct questions by topic first, then vague or indirect ones (the worry behind the question),
 * then long ones that give context first or ask two things (tagged with the main one), then
 * questions no car-buying assistant can answer (`null`).
 */
export const questions: CorpusQuestion[] = [
  // ───────── Direct, by topic ─────────
  // service-cost
  { lang: "fr", text: "c'est tu vraiment gratis votre affaire ou y a des frais caches a la fin", topic: "service-cost" },
  { lang: "en", text: "how do you guys make money if I dont pay anything", topic: "service-cost" },
  { lang: "fr", text: "Combien ca coute pour utiliser Sam?", topic: "service-cost" },
  { lang: "en", text: "any fee for the buyer at all? even a small one", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "expliquez moi les etapes svp, je jase avec toi pis apres?", topic: "how-it-works" },
  { lang: "en", text: "walk me through it. I answer your questions and then what happens", topic: "how-it-works" },
  { lang: "en", text: "Do I need to visit the dealerships or does everything happen online first?", topic: "how-it-works" },

  // how-long-until-offers
  { lang: "fr", text: "cmb de temps avant que les concess me reviennent", topic: "how-long-until-offers" },
  { lang: "en", text: "if I send this friday night will I hear back over the weekend", topic: "how-long-until-offers" },
  { lang: "fr", text: "vous promettez les offres dans combien d'heures", topic: "how-long-until-offers" },

  // how-many-dealers
  { lang: "fr", text: "je devrais en choisir combien des concessionnaires selon toi", topic: "how-many-dealers" },
  { lang: "en", text: "whats the usual number of dealerships people pick", topic: "how-many-dealers" },

  // more-dealers-better-price
  { lang: "fr", text: "plus y a de garages plus le prix baisse, c'est tu vrai ca", topic: "more-dealers-better-price" },
  { lang: "en", text: "would picking 8 dealers instead of 4 actually get me a lower price", topic: "more-dealers-better-price" },

  // which-dealers
  {
    lang: "fr",
    text: "je veux pas que vous contactiez le concess de ma ville, je me suis chicane avec eux. possible?",
    topic: "which-dealers",
  },
  { lang: "en", text: "I live in Gatineau, do you also ask dealers across the river in Ottawa", topic: "which-dealers" },
  { lang: "en", text: "how far out do you look for dealers, I'm in Val-d'Or", topic: "which-dealers" },

  // no-obligation
  { lang: "fr", text: "si aucune offre me plait je suis pas pogne pour acheter hein", topic: "no-obligation" },
  { lang: "en", text: "am I committing to anything by filling this out", topic: "no-obligation" },
  { lang: "fr", text: "c'est-tu un engagement ferme ou je peux juste magasiner", topic: "no-obligation" },

  // cancel-request
  { lang: "fr", text: "comment j'annule ma demande, j'ai trouve un char chez mon beau-frere", topic: "cancel-request" },
  { lang: "en", text: "is there a way to pause things for two weeks, we are going down south", topic: "cancel-request" },
  { lang: "en", text: "how do I stop the dealers from getting my request, I changed my mind", topic: "cancel-request" },

  // change-answer
  { lang: "fr", text: "oups je me suis trompe de modele tantot, je peux-tu corriger", topic: "change-answer" },
  { lang: "en", text: "I said white earlier but I want grey instead, can I change it", topic: "change-answer" },

  // interview-length
  { lang: "fr", text: "y reste tu encore bcp de questions", topic: "interview-length" },
  { lang: "en", text: "how long does this take, I'm on my lunch break", topic: "interview-length" },

  // is-sam-a-robot
  { lang: "fr", text: "t'es-tu une vraie personne ou un robot", topic: "is-sam-a-robot" },
  { lang: "en", text: "who's behind this site anyway", topic: "is-sam-a-robot" },
  { lang: "en", text: "Am I chatting with AI right now?", topic: "is-sam-a-robot" },
  { lang: "fr", text: "Sam c'est qui, c'est une compagnie?", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "j'aimerais mieux parler a quelqu'un au telephone", topic: "talk-to-human" },
  { lang: "en", text: "can I get a real person on the line please", topic: "talk-to-human" },
  { lang: "fr", text: "y a tu un numero pour joindre votre equipe", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "vous faites quoi avec mon numero de cell", topic: "privacy-data-use" },
  { lang: "en", text: "do you sell my info to anybody", topic: "privacy-data-use" },
  { lang: "en", text: "who can see my name and email once I submit", topic: "privacy-data-use" },

  // privacy-options
  { lang: "fr", text: "l'option A vs l'option B, ca change quoi concretement pour moi", topic: "privacy-options" },
  { lang: "en", text: "wich privacy option keeps my phone number away from the dealers", topic: "privacy-options" },

  // dealer-calls
  { lang: "fr", text: "j'ai pas envie de me faire harceler par 10 vendeurs au telephone", topic: "dealer-calls" },
  { lang: "en", text: "will the salesmen start blowing up my phone", topic: "dealer-calls" },
  { lang: "fr", text: "les concess vont me contacter comment, par texto?", topic: "dealer-calls" },
  { lang: "en", text: "can I tell the dealers email only, no calls", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "je veux que vous effaciez toutes mes infos", topic: "delete-my-data" },
  { lang: "en", text: "How do I get a copy of everything you have on me? Law 25", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "vous negociez comment au juste avec les vendeurs", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you compare the offers, just lowest price?", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "une fois que j'ai choisi l'offre, je fais quoi, j'appelle le concess?", topic: "accept-offer" },
  { lang: "en", text: "say I like one of the offers, what happens next", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "j'ai deja une soumission de Hyundai Ste-Foy a 34 000, vous pouvez battre ca?", topic: "existing-quote" },
  { lang: "en", text: "I already got a quote from a Toyota dealer in Brossard, should I include them", topic: "existing-quote" },

  // all-in-price-law
  { lang: "fr", text: "le prix annonce sur le site du concess, ca inclut tu les frais?", topic: "all-in-price-law" },
  { lang: "en", text: "is it legal for a dealer to add fees on top of the advertised price in Quebec", topic: "all-in-price-law" },

  // taxes-on-car
  { lang: "fr", text: "les taxes c'est combien sur un char neuf au quebec", topic: "taxes-on-car" },
  { lang: "en", text: "if I buy used from a private seller do I pay QST at the SAAQ", topic: "taxes-on-car" },
  { lang: "en", text: "do you pay tax on every lease payment or on the whole car", topic: "taxes-on-car" },
  { lang: "fr", text: "TPS TVQ sur un usage chez le concess c'est pareil comme sur un neuf?", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "c'est quoi les frais d'admin de 799$ sur ma facture", topic: "dealer-fees-admin" },
  { lang: "en", text: "what's a normal freight and PDI charge", topic: "dealer-fees-admin" },
  { lang: "fr", text: "le vendeur veut me charger l'antirouille pis le burinage, c'est obligatoire?", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "vaut tu mieux payer cash ou financer", topic: "financing-vs-cash" },
  { lang: "en", text: "will the dealer give me a worse deal if I pay in full", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "mon credit est pas terrible, je peux quand meme avoir du financement?", topic: "financing-rates-credit" },
  { lang: "en", text: "what kind of interest rate should I expect on a new car these days", topic: "financing-rates-credit" },
  { lang: "en", text: "I just moved to Canada, no credit history, can I still finance a car", topic: "financing-rates-credit" },
  { lang: "fr", text: "vous faites tu une enquete de credit sur moi", topic: "financing-rates-credit" },

  // down-payment
  { lang: "fr", text: "faut tu que je mette un comptant", topic: "down-payment" },
  { lang: "en", text: "how much should I put down on a 40k truck", topic: "down-payment" },

  // lease-basics
  { lang: "fr", text: "location ou achat c'est quoi le mieux pour moi qui fait 15 000 km par annee", topic: "lease-basics" },
  { lang: "en", text: "what does residual value mean on a lease", topic: "lease-basics" },
  { lang: "fr", text: "c'est quoi une location au juste, j'ai jamais loue de ma vie", topic: "lease-basics" },
  { lang: "en", text: "whats a good km allowance for a lease if I commute Terrebonne to downtown", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "mon bail finit en mars, je peux tu racheter le char", topic: "lease-end" },
  { lang: "en", text: "I'm way over my kilometres on my lease, how much will that cost me", topic: "lease-end" },
  { lang: "en", text: "can I get out of my lease a year early", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "cmb vous pensez que je peux avoir pour mon Civic 2017 en echange", topic: "trade-in-value" },
  { lang: "en", text: "do I save tax by trading in my old car instead of selling it", topic: "trade-in-value" },
  { lang: "fr", text: "le concess va evaluer mon char comment", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "j'ai encore 8000$ a payer sur mon auto, je peux l'echanger quand meme", topic: "trade-in-loan" },
  { lang: "en", text: "I owe more on my car than it's worth, what happens if I trade it in", topic: "trade-in-loan" },
  { lang: "en", text: "can the dealer pay off my loan when I trade in", topic: "trade-in-loan" },

  // ev-incentives
  { lang: "fr", text: "y a tu encore des subventions pour les autos electriques au quebec", topic: "ev-incentives" },
  { lang: "en", text: "is the federal EV rebate back or not", topic: "ev-incentives" },

  // budget-kind
  { lang: "fr", text: "je te donne mon budget par mois ou le prix total?", topic: "budget-kind" },
  { lang: "en", text: "should my budget include taxes or not", topic: "budget-kind" },

  // new-vs-used
  { lang: "fr", text: "neuf ou usage, qu'est-ce qui est le plus payant a long terme", topic: "new-vs-used" },
  { lang: "en", text: "is a certified pre-owned worth the extra money over a regular used one", topic: "new-vs-used" },

  // demo-vehicle
  { lang: "fr", text: "c'est quoi un vehicule demo pis c'est tu un bon deal", topic: "demo-vehicle" },
  { lang: "en", text: "does a demo car still have the full warranty", topic: "demo-vehicle" },

  // new-warranty
  { lang: "fr", text: "la garentie sur un Kia neuf c'est combien d'annees", topic: "new-warranty" },
  { lang: "en", text: "is the extended warranty the dealer pushes worth it", topic: "new-warranty" },
  { lang: "fr", text: "c'est quoi la diff entre garantie de base pis groupe motopropulseur", topic: "new-warranty" },

  // used-warranty
  { lang: "fr", text: "un usage de 2019, y reste tu de la garantie dessus", topic: "used-warranty" },
  { lang: "en", text: "what's the legal warranty on a used car in Quebec", topic: "used-warranty" },

  // used-history-inspection
  { lang: "fr", text: "comment je sais si le char usage a un lien dessus", topic: "used-history-inspection" },
  { lang: "en", text: "should I get a pre-purchase inspection before buying used", topic: "used-history-inspection" },

  // equipment-trims
  { lang: "fr", text: "c'est quoi la difference entre le LX pis le EX", topic: "equipment-trims" },
  { lang: "en", text: "does the XLE come with heated seats or is that a package", topic: "equipment-trims" },

  // winter-tires
  { lang: "fr", text: "les pneus d'hiver sont tu inclus avec le char", topic: "winter-tires" },
  { lang: "en", text: "when do I legally need winter tires on", topic: "winter-tires" },

  // ev-cold
  { lang: "fr", text: "l'autonomie d'un electrique baisse de combien a -25", topic: "ev-cold" },
  { lang: "en", text: "do EVs actually work in Quebec winters or is it a pain", topic: "ev-cold" },
  { lang: "en", text: "how much slower is fast charging when it's minus 20 out", topic: "ev-cold" },

  // charging-home
  { lang: "fr", text: "ca coute cmb installer une borne dans mon garage", topic: "charging-home" },
  { lang: "en", text: "can I just plug an EV into a regular outlet", topic: "charging-home" },
  { lang: "fr", text: "je reste en condo sans stationnement, je peux charger ou", topic: "charging-home" },
  { lang: "en", text: "Level 2 charger install cost in Laval roughly? do I need an electrician", topic: "charging-home" },

  // powertrain-choice
  { lang: "fr", text: "hyrbide ou hybride branchable pour quelqu'un qui fait 80 km par jour", topic: "powertrain-choice" },
  { lang: "en", text: "gas or electric for mostly city driving in Montreal", topic: "powertrain-choice" },

  // stock-wait-times
  { lang: "fr", text: "si je commande un RAV4 hybride, cmb de temps d'attente", topic: "stock-wait-times" },
  { lang: "en", text: "are Tacomas easy to find on lots these days or is it all special order", topic: "stock-wait-times" },

  // prices-dropping
  { lang: "fr", text: "les prix vont tu baisser bientot ou j'achete maintenant", topic: "prices-dropping" },
  { lang: "en", text: "is December a good month to buy a car", topic: "prices-dropping" },

  // delivery-time-after-deal
  { lang: "fr", text: "une fois le deal signe, je l'ai quand mon char", topic: "delivery-time-after-deal" },
  { lang: "en", text: "how quick can I pick up the car after I accept an offer", topic: "delivery-time-after-deal" },
  { lang: "en", text: "if I sign tuesday can I have it for the weekend", topic: "delivery-time-after-deal" },

  // paperwork-saaq
  { lang: "fr", text: "j'apporte quoi comme papiers quand je vais chercher le char", topic: "paperwork-saaq" },
  { lang: "en", text: "does the dealer handle the plates or do I go to SAAQ myself", topic: "paperwork-saaq" },

  // insurance-basics
  { lang: "fr", text: "faut tu que j'aie mes assurances avant de prendre livraison", topic: "insurance-basics" },
  { lang: "en", text: "does a red car cost more to insure", topic: "insurance-basics" },

  // ───────── Vague or indirect: the worry behind the question ─────────
  {
    lang: "fr",
    text: "la derniere fois le vendeur m'a passe un sapin, comment je sais que ca recommencera pas",
    topic: "how-negotiation-works",
  },
  { lang: "en", text: "I don't want to end up on some mailing list forever", topic: "privacy-data-use" },
  { lang: "fr", text: "mon tel sonne deja assez comme ca", topic: "dealer-calls" },
  { lang: "en", text: "what if I find something cheaper on my own next week", topic: "no-obligation" },
  { lang: "fr", text: "pis si je change d'idee dans deux jours?", topic: "cancel-request" },
  { lang: "en", text: "whats in it for you guys", topic: "service-cost" },
  { lang: "fr", text: "ma blonde va capoter si on paye plus que prevu a cause des extras a la signature", topic: "dealer-fees-admin" },
  { lang: "en", text: "the price online was 32k and at the desk it was 34.5 before tax, is that even allowed", topic: "all-in-price-law" },
  { lang: "fr", text: "j'ai jamais eu de pret de ma vie, la banque va tu me dire non?", topic: "financing-rates-credit" },
  { lang: "en", text: "my old car still has like two years of payments left on it, is that a problem", topic: "trade-in-loan" },
  { lang: "fr", text: "mon bail acheve pis j'sais pas trop quoi faire", topic: "lease-end" },
  { lang: "en", text: "I'm scared the battery dies on the 20 in January", topic: "ev-cold" },
  { lang: "fr", text: "j'ai pas de garage, ca a tu du sens pareil un electrique", topic: "charging-home" },
  { lang: "en", text: "I don't like the idea of talking to a computer", topic: "talk-to-human" },
  { lang: "fr", text: "je veux pas passer ma soiree a repondre a des questions", topic: "interview-length" },
  { lang: "en", text: "no offense but how do I know this isn't a scam", topic: "is-sam-a-robot" },
  { lang: "fr", text: "c'est pas mal d'argent d'un coup, j'devrais tu plutot etaler ca", topic: "financing-vs-cash" },
  { lang: "en", text: "the dealer said 6 months for the one I want, I can't wait that long", topic: "stock-wait-times" },
  { lang: "fr", text: "mon char est pas mal magane, y vaut tu encore de quoi", topic: "trade-in-value" },
  { lang: "en", text: "with the kids I just can't do a big number every month, how do I tell you that", topic: "budget-kind" },
  { lang: "fr", text: "on devrait tu attendre un peu, j'ai l'impression que ca va descendre", topic: "prices-dropping" },
  { lang: "en", text: "what if the used one turns out to be a lemon six months in", topic: "used-warranty" },
  { lang: "fr", text: "j'veux pas acheter le citron de quelqu'un d'autre", topic: "used-history-inspection" },
  { lang: "en", text: "first winter here, is there anything special I need for the car", topic: "winter-tires" },
  { lang: "fr", text: "j'aime pas ca quand on me met de la pression pour signer", topic: "no-obligation" },
  { lang: "en", text: "can the dealers just deal with you instead of me until I pick one", topic: "privacy-options" },
  { lang: "fr", text: "je sais meme pas par ou commencer", topic: "how-it-works" },
  { lang: "en", text: "I think I gave you the wrong email", topic: "change-answer" },
  { lang: "fr", text: "ouin j'suis pas sure que je veux que tout le monde ait mes infos", topic: "privacy-data-use" },
  { lang: "en", text: "I hate haggling", topic: "how-negotiation-works" },

  // ───────── Context first or two things in one message: tagged with the main one ─────────
  {
    lang: "fr",
    text: "Bonjour, je suis retraitee a Trois-Rivieres et ma Corolla 2012 commence a me lacher. Mon garagiste dit que ca vaut plus la peine de la reparer. Si je la donne en echange, le concessionnaire va m'en donner combien a peu pres, pis est-ce que ca baisse les taxes sur la neuve?",
    topic: "trade-in-value",
  },
  {
    lang: "en",
    text: "hey so I run a small landscaping company in Blainville and I need a pickup for the business. Is it better to lease it or buy it outright, tax-wise and all?",
    topic: "lease-basics",
  },
  {
    lang: "fr",
    text: "On vient d'arriver de France avec mon mari, on a des permis francais pis pas d'historique de credit ici. Est-ce qu'on peut quand meme financer une auto, pis faut-tu echanger nos permis a la SAAQ avant?",
    topic: "financing-rates-credit",
  },
  {
    lang: "en",
    text: "I'm a student at Laval U, budget's tight. I was thinking a used Mazda 3 around 2018. Do I need to put money down and how much do you think",
    topic: "down-payment",
  },
  {
    lang: "fr",
    text: "J'ai un Model 3 en tete mais on reste au Saguenay pis l'hiver est long en ta. Ca perd combien d'autonomie quand y fait -30 pis ca charge tu quand meme vite dehors?",
    topic: "ev-cold",
  },
  {
    lang: "en",
    text: "Quick context, my lease on the Rogue ends in February and I'm 9,000 km over. Do I pay for that when I return it or can it be rolled into a new lease with the same dealer?",
    topic: "lease-end",
  },
  {
    lang: "fr",
    text: "Avant que je te donne mon numero de cell: qui va le voir exactement? Pis est-ce que les vendeurs vont m'appeler a toute heure?",
    topic: "privacy-data-use",
  },
  {
    lang: "en",
    text: "Okay so I got a quote from Kia Sherbrooke yesterday, 38,200 plus tax for a Sportage EX. If I send my request through you, will they see it and can you get me better than that?",
    topic: "existing-quote",
  },
  {
    lang: "fr",
    text: "Mon fils a 17 ans pis je veux lui acheter son premier char, rien de fancy, genre une petite usagee. Mais les assurances pour un jeune ca doit etre effrayant, qu'est-ce qui fait monter le prix?",
    topic: "insurance-basics",
  },
  {
    lang: "en",
    text: "I work construction, drive an F-150 that I still owe around 22k on, and it's worth maybe 18k according to the trade-in sites. If I get a new one where does that 4k go",
    topic: "trade-in-loan",
  },
  {
    lang: "fr",
    text: "Je fais de la livraison pis je roule 50 000 km par annee. Le vendeur me pousse une location, mais avec autant de kilometrage c'est tu vraiment une bonne idee ou ben je devrais acheter?",
    topic: "lease-basics",
  },
  {
    lang: "en",
    text: "We live in a condo in Griffintown, underground parking, no charger. The building says we'd have to pay for the install ourselves. Roughly what would that cost and is there any help from Hydro or the government for it?",
    topic: "charging-home",
  },
  {
    lang: "fr",
    text: "Salut! J'ai fait ma demande hier soir pour un CR-V, j'ai mis 5 concess. Finalement j'en voudrais plus, genre 8, pis j'ai oublie de dire que je veux du gris. Je peux-tu changer ca?",
    topic: "change-answer",
  },
  {
    lang: "en",
    text: "ok I've got 3 offers now. Honda Laval has the best price but Honda Boisbriand is closer and I'd rather go there. How do I go about picking one, and do I have to tell the other ones no?",
    topic: "accept-offer",
  },
  {
    lang: "fr",
    text: "Bonjour je suis pas tres bonne avec l'informatique. Ma fille m'a dit d'essayer votre site. Je comprends pas si c'est vous qui me vendez l'auto ou si c'est un concessionnaire, pis je paye qui a la fin?",
    topic: "how-it-works",
  },

  // ───────── Nothing a car-buying assistant can know, or off the subject ─────────
  { lang: "fr", text: "la concess Toyota de Levis est ouverte jusqu'a quelle heure a soir", topic: null },
  { lang: "en", text: "whats Desjardins' car loan rate gonna be tomorrow", topic: null },
  { lang: "fr", text: "mon pointage de credit est rendu a combien, tu le vois-tu?", topic: null },
  { lang: "en", text: "what's my credit score", topic: null },
  { lang: "fr", text: "mon voisin stationne sur mon terrain, je peux faire quoi legalement", topic: null },
  { lang: "en", text: "how are the roads between Quebec City and Montreal right now", topic: null },
  { lang: "fr", text: "mon char fait un bruit de cliquetis quand je tourne, c'est quoi", topic: null },
  { lang: "en", text: "my check engine light just came on, what's wrong with it", topic: null },
  { lang: "fr", text: "mon beau-frere a paye son Highlander combien tu penses", topic: null },
  { lang: "en", text: "did my buddy get a good deal on his Silverado last month", topic: null },
  { lang: "fr", text: "quelle heure il est", topic: null },
  { lang: "en", text: "who won the hockey game last night", topic: null },
  { lang: "fr", text: "meteo demain a Sherbrooke?", topic: null },
  { lang: "en", text: "do you have the red Civic that's on the lot at Spinelli right now", topic: null },
  { lang: "fr", text: "y en a tu des Tacoma gris chez Toyota Rimouski aujourd'hui", topic: null },
  { lang: "en", text: "recipe for pouding chomeur?", topic: null },
  { lang: "fr", text: "c'est quoi le taux de la Banque Nationale lundi prochain", topic: null },
  { lang: "en", text: "when is my licence renewal due at the SAAQ", topic: null },
  { lang: "fr", text: "mon garage m'a charge 900$ pour les freins, c'est tu normal", topic: null },
  { lang: "en", text: "can you help with my taxes this year", topic: null },
  { lang: "fr", text: "la 40 est-tu fermee a cause de la neige", topic: null },
  { lang: "en", text: "is the Costco gas station in Boucherville open", topic: null },
  { lang: "fr", text: "le vendeur chez Mazda Ste-Julie s'appelle comment deja", topic: null },
  { lang: "en", text: "what's the weather like", topic: null },
  { lang: "fr", text: "tu peux me trouver un appart a Montreal", topic: null },
  { lang: "en", text: "best poutine in Quebec City?", topic: null },
  { lang: "fr", text: "combien de points d'inaptitude il me reste", topic: null },
  { lang: "en", text: "is it my battery or the starter, car won't start this morning", topic: null },
  { lang: "fr", text: "qui va gagner les elections", topic: null },
  { lang: "en", text: "when does Honda Gabriel close on Sundays", topic: null },
  { lang: "fr", text: "mon ex veut garder le char qui est a mon nom, j'ai tu des recours", topic: null },
  { lang: "en", text: "will the Bank of Canada cut rates in January", topic: null },
  { lang: "fr", text: "pk mon char consomme plus depuis une semaine", topic: null },
  { lang: "en", text: "can you book me a flight to Cancun", topic: null },
  { lang: "fr", text: "c'est quoi la capitale de l'Australie", topic: null },
];
