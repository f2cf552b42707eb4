import type { CorpusQuestion } from "../held-out/questions.ts";

/** TUNING questions back to Sam, fourth round: see tests/corpus/README.md and questions.ts. */
export const questions: CorpusQuestion[] = [
  // service-cost
  { lang: "fr", text: "faut tu que je paye qqch pour ca", topic: "service-cost" },
  { lang: "fr", text: "si c gratuit pour moi c'est qui qui vous paye d'abord", topic: "service-cost" },
  { lang: "en", text: "so whats the catch, is this actually free", topic: "service-cost" },
  { lang: "en", text: "Do I get charged anything if I end up buying through you guys?", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "ok pis la ca marche comment exactement", topic: "how-it-works" },
  { lang: "fr", text: "Je comprend pas trop le principe. C'est vous qui negociez avec les concess a ma place?", topic: "how-it-works" },
  { lang: "en", text: "how does this work, do I still have to go to the dealer myself", topic: "how-it-works" },
  { lang: "en", text: "so you basically shop around for me?", topic: "how-it-works" },

  // how-long-until-offers
  { lang: "fr", text: "jvais avoir des prix quand", topic: "how-long-until-offers" },
  { lang: "fr", text: "si je fais ma demande a soir j'ai tu des reponses demain", topic: "how-long-until-offers" },
  { lang: "en", text: "when do the dealerships usually get back to you with numbers", topic: "how-long-until-offers" },
  { lang: "en", text: "I'm kinda in a hurry. How fast do the offers usually show up?", topic: "how-long-until-offers" },

  // how-many-dealers
  { lang: "fr", text: "t'en mettrais combien toi des concess a ma place", topic: "how-many-dealers" },
  { lang: "fr", text: "3 garages c'est tu pas mal peu? ou 10 c'est trop", topic: "how-many-dealers" },
  { lang: "en", text: "should I pick 5 or 10 dealerships?", topic: "how-many-dealers" },

  // more-dealers-better-price
  { lang: "fr", text: "si je met 20 concessionnaires j'vais tu avoir un meilleur deal", topic: "more-dealers-better-price" },
  { lang: "en", text: "do more dealerships = more competition = lower price or is that a myth", topic: "more-dealers-better-price" },
  { lang: "en", text: "is it worth going with 10 dealers instead of 3 to save a few bucks", topic: "more-dealers-better-price" },

  // which-dealers
  { lang: "fr", text: "je reste a Rimouski, vous allez chercher des garages loin comment", topic: "which-dealers" },
  { lang: "en", text: "can I add a specific dealer in Laval to the list", topic: "which-dealers" },
  { lang: "en", text: "is it only Montreal dealers or also the ones on the South Shore", topic: "which-dealers" },

  // no-obligation
  { lang: "fr", text: "mettons que les prix font pas mon affaire, je dois quand meme en prendre un?", topic: "no-obligation" },
  { lang: "en", text: "does sending this lock me into a purchase", topic: "no-obligation" },
  { lang: "en", text: "what if I just wanna see prices and walk away", topic: "no-obligation" },

  // cancel-request
  { lang: "fr", text: "jai trouvé un char entre temps, comment j'annule ma demande", topic: "cancel-request" },
  { lang: "en", text: "can I put my request on hold for a couple weeks", topic: "cancel-request" },
  { lang: "en", text: "I changed my mind, stop contacting dealers pls", topic: "cancel-request" },
  { lang: "fr", text: "pouvez vous arreter ma demande, ma blonde a trouvé un usagé a bon prix", topic: "cancel-request" },

  // change-answer
  { lang: "fr", text: "oups je me suis trompé de modele tantot, je peux changer ca?", topic: "change-answer" },
  { lang: "fr", text: "j'ai dit noir mais finalement je le veux blanc", topic: "change-answer" },
  { lang: "en", text: "I typed the wrong phone number earlier, how do I fix it", topic: "change-answer" },

  // interview-length
  { lang: "fr", text: "cmb de questions encore avant la fin", topic: "interview-length" },
  { lang: "en", text: "I only got like 10 min on break, will this take long", topic: "interview-length" },
  { lang: "en", text: "how many more questions", topic: "interview-length" },

  // is-sam-a-robot
  { lang: "fr", text: "t'es tu un vrai humain ou un robot", topic: "is-sam-a-robot" },
  { lang: "en", text: "am I talking to an AI right now?", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "ya tu moyen d'avoir un employé au bout du fil", topic: "talk-to-human" },
  { lang: "en", text: "can a real person call me instead", topic: "talk-to-human" },
  { lang: "en", text: "I'd rather deal with an actual human, is there a number I can call", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "mon numero de tel y s'en va ou apres que je vous le donne", topic: "privacy-data-use" },
  { lang: "en", text: "what exactly do the dealers see about me", topic: "privacy-data-use" },
  { lang: "en", text: "is my data getting passed around to marketing companies?", topic: "privacy-data-use" },

  // privacy-options
  { lang: "fr", text: "c'est quoi la difference entre l'option A pis la B", topic: "privacy-options" },
  { lang: "en", text: "what does option B mean exactly", topic: "privacy-options" },
  { lang: "en", text: "if I go with A do all the dealers get my contact info or just some", topic: "privacy-options" },
  { lang: "fr", text: "avec la B c'est vous qui faites le messager entre moi pis eux?", topic: "privacy-options" },

  // dealer-calls
  { lang: "fr", text: "j'veux pas me faire harceler au telephone par 10 vendeurs", topic: "dealer-calls" },
  { lang: "fr", text: "les concess vont tu m'appeler direct?", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "je veux que vous effaciez toutes mes donnees svp", topic: "delete-my-data" },
  { lang: "fr", text: "comment je fais pour avoir une copie de ce que vous avez sur moi, loi 25", topic: "delete-my-data" },
  { lang: "en", text: "erase everything you have on me please", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "vous negociez comment avec eux autres", topic: "how-negotiation-works" },
  { lang: "fr", text: "vous leur montrez tu les offres des autres concess pour faire baisser le prix?", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you get them to compete against each other", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "mettons que la 2e offre me tente, c quoi la suite", topic: "accept-offer" },
  { lang: "en", text: "ok the Kia one looks good, what are the next steps", topic: "accept-offer" },
  { lang: "en", text: "do I go sign at the dealership after I pick one", topic: "accept-offer" },
  { lang: "fr", text: "jai choisi, faut tu que j'appelle le concess moi meme ou vous leur dites", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "j'ai deja une soumission de Hyundai Rive-Sud a 34 000, vous pouvez battre ca?", topic: "existing-quote" },
  { lang: "en", text: "the guy at Lauria already gave me a number, can he be in the bunch too?", topic: "existing-quote" },
  { lang: "fr", text: "le vendeur m'a deja donné un prix par ecrit, ca vous sert tu a quelque chose", topic: "existing-quote" },
  // all-in-price-law
  { lang: "fr", text: "c legal au quebec qu'ils ajoutent des frais par dessus le prix de l'annonce?", topic: "all-in-price-law" },
  {
    lang: "en",
    text: "Quebec has that law about dealers showing the full price right? does it cover freight too",
    topic: "all-in-price-law",
  },
  { lang: "en", text: "the ad said 29,995 but at the dealer it's suddenly more, is that even allowed", topic: "all-in-price-law" },

  // taxes-on-car
  { lang: "fr", text: "sur un Tucson a 42k, les taxes montent a combien a peu pres", topic: "taxes-on-car" },
  { lang: "fr", text: "si j'achete d'un particulier je paye tu la TVQ pareil", topic: "taxes-on-car" },
  { lang: "fr", text: "en location les taxes sont tu sur chaque paiement", topic: "taxes-on-car" },
  { lang: "en", text: "do I pay GST and QST on a used car off Marketplace", topic: "taxes-on-car" },
  { lang: "en", text: "is the tax built into the lease payment or added on top?", topic: "taxes-on-car" },
  { lang: "en", text: "Buying from a guy in Longueuil. Do I pay the taxes at the SAAQ when I transfer it?", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "c'est quoi les frais d'admin de 599$ sur ma soumission", topic: "dealer-fees-admin" },
  { lang: "fr", text: "ils m'ont chargé 1800$ de transport pis prep, ca se discute tu", topic: "dealer-fees-admin" },
  { lang: "en", text: "what's this documentation fee they tacked on", topic: "dealer-fees-admin" },
  { lang: "en", text: "do I have to pay for the nitrogen and the antirust they put on the bill", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "jai l'argent de cote, je le sors ou je prends un pret", topic: "financing-vs-cash" },
  { lang: "fr", text: "si j'arrive avec l'argent cash le concess va tu moins vouloir baisser son prix", topic: "financing-vs-cash" },
  { lang: "en", text: "should I pay cash or take the 0% financing", topic: "financing-vs-cash" },
  { lang: "en", text: "does the dealer care if I pay with my own money", topic: "financing-vs-cash" },
  { lang: "en", text: "I have the money saved up, is it dumb to finance anyway?", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "ca va tu paraitre sur mon dossier a equifax si je demande du financement", topic: "financing-rates-credit" },
  { lang: "fr", text: "c'est quoi un bon taux ces temps ci pour un char neuf", topic: "financing-rates-credit" },
  { lang: "en", text: "my credit's like 680, what rate would I get roughly", topic: "financing-rates-credit" },
  {
    lang: "en",
    text: "I'm new here on a work permit, no Canadian credit yet. Can I even get a car loan?",
    topic: "financing-rates-credit",
  },
  { lang: "en", text: "will getting quotes from a bunch of dealers hurt my credit score", topic: "financing-rates-credit" },

  // down-payment
  { lang: "fr", text: "faut tu que je mette un depot", topic: "down-payment" },
  { lang: "en", text: "how much should I put down", topic: "down-payment" },
  { lang: "en", text: "can I buy with zero down?", topic: "down-payment" },

  // lease-basics
  { lang: "fr", text: "louer ca vaut tu vraiment moins cher qu'acheter a long terme", topic: "lease-basics" },
  { lang: "fr", text: "le residuel dans un bail, ca sert a quoi au juste", topic: "lease-basics" },
  { lang: "fr", text: "20 000 km par annee c'est tu assez en location, je fais Laval-Montreal tous les jours", topic: "lease-basics" },
  { lang: "en", text: "can someone explain leasing to me like I'm 5", topic: "lease-basics" },
  { lang: "en", text: "whats a good lease term, 36 or 48 months", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "quand le bail est fini, le rachat se fait a quel prix", topic: "lease-end" },
  { lang: "fr", text: "mon bail finit dans 6 mois, je peux tu en sortir avant sans payer une fortune", topic: "lease-end" },
  { lang: "en", text: "are they gonna charge me for every little scratch when I bring it back", topic: "lease-end" },
  { lang: "en", text: "should I buy out my lease or just return it", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "combien je peux avoir pour mon Civic 2017 en echange", topic: "trade-in-value" },
  { lang: "fr", text: "c'est tu vrai que donner mon char en echange me sauve de la taxe", topic: "trade-in-value" },
  { lang: "en", text: "what do they look at to decide how much my old car is worth", topic: "trade-in-value" },
  { lang: "en", text: "will you get me a price on my trade-in too", topic: "trade-in-value" },
  { lang: "en", text: "do I save tax if I trade in instead of selling privately", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "jdois encore 12 000 sur mon char, je peux l'echanger pareil", topic: "trade-in-loan" },
  { lang: "fr", text: "je suis a l'envers sur mon pret, ca se fait tu quand meme", topic: "trade-in-loan" },
  { lang: "en", text: "I'm upside down on my Elantra, is trading it in even possible", topic: "trade-in-loan" },
  { lang: "en", text: "can they roll what I still owe into the new loan", topic: "trade-in-loan" },

  // ev-incentives
  { lang: "fr", text: "c'est combien la subvention pour un electrique au quebec", topic: "ev-incentives" },
  { lang: "fr", text: "ya tu encore de l'argent du gouvernement pour un char electrique en 2026", topic: "ev-incentives" },
  { lang: "en", text: "is there still a federal rebate on EVs", topic: "ev-incentives" },
  { lang: "en", text: "where do I check which electric cars qualify for incentives", topic: "ev-incentives" },
  { lang: "en", text: "does a plug in hybrid get a rebate too or only full electric", topic: "ev-incentives" },

  // budget-kind
  { lang: "fr", text: "tu veux-tu mon budget en paiements ou en prix total", topic: "budget-kind" },
  { lang: "en", text: "should my budget include taxes", topic: "budget-kind" },
  { lang: "en", text: "my budget is like 500 a month, is that how you want it", topic: "budget-kind" },

  // new-vs-used
  { lang: "fr", text: "mon premier char a vie, je devrais tu partir avec du neuf ou un usagé", topic: "new-vs-used" },
  { lang: "fr", text: "le certifié du manufacturier coute 2000 de plus que l'usagé pas certifié, pk", topic: "new-vs-used" },
  { lang: "en", text: "new or used if I usually keep my cars like 10 years?", topic: "new-vs-used" },

  // demo-vehicle
  { lang: "fr", text: "c'est quoi au juste un vehicule demo", topic: "demo-vehicle" },
  { lang: "fr", text: "un demo avec 8000 km dessus, la garantie part de quand?", topic: "demo-vehicle" },
  { lang: "en", text: "how much cheaper are demos usually", topic: "demo-vehicle" },

  // new-warranty
  { lang: "fr", text: "un Subaru neuf est couvert combien de temps par le fabricant", topic: "new-warranty" },
  { lang: "en", text: "the finance guy is pushing an extended warranty hard, do I need it", topic: "new-warranty" },
  { lang: "en", text: "is bumper to bumper different from the powertrain warranty", topic: "new-warranty" },

  // used-warranty
  { lang: "fr", text: "la loi au Quebec me protege tu si j'achete un usagé chez un commercant", topic: "used-warranty" },
  { lang: "fr", text: "si le char a 3 ans la garantie d'origine se transfere tu a moi", topic: "used-warranty" },
  { lang: "en", text: "if I buy used and the transmission dies 2 months later am I covered", topic: "used-warranty" },

  // used-history-inspection
  { lang: "fr", text: "comment je sais si le char a deja ete accidenté", topic: "used-history-inspection" },
  { lang: "fr", text: "je veux le faire checker par mon garagiste avant, le concess va tu dire oui", topic: "used-history-inspection" },
  { lang: "en", text: "how do I make sure there's no lien on a used car", topic: "used-history-inspection" },

  // equipment-trims
  { lang: "fr", text: "le groupe techno inclut tu le volant chauffant", topic: "equipment-trims" },
  { lang: "fr", text: "c'est quoi qui vaut la peine comme options sur un CR-V", topic: "equipment-trims" },
  { lang: "en", text: "which Corolla trim has remote start", topic: "equipment-trims" },

  // winter-tires
  { lang: "fr", text: "ils me donnent tu des pneus d'hiver ou je dois les acheter a part", topic: "winter-tires" },
  { lang: "fr", text: "faut tu vraiment que je les aie posés avant le 1er decembre", topic: "winter-tires" },
  { lang: "en", text: "can I get the dealer to throw in a set of winters", topic: "winter-tires" },

  // ev-cold
  { lang: "fr", text: "un electrique a -30 ca perd combien d'autonomie", topic: "ev-cold" },
  { lang: "fr", text: "aux bornes rapides en janvier ca prend tu ben plus de temps", topic: "ev-cold" },
  { lang: "en", text: "I live in Saguenay, is an EV a bad idea with our winters", topic: "ev-cold" },

  // charging-home
  { lang: "fr", text: "un electricien pour poser une borne niveau 2 ca revient a cmb", topic: "charging-home" },
  { lang: "fr", text: "je reste en appart sans stationnement, je charge ou moi", topic: "charging-home" },
  { lang: "en", text: "do I need a 240V charger or can I just plug into a regular outlet", topic: "charging-home" },

  // powertrain-choice
  { lang: "fr", text: "je fais Granby-Montreal 5 jours semaine, hybride ou 100% electrique?", topic: "powertrain-choice" },
  { lang: "en", text: "my work has chargers in the parking lot, does that make a PHEV a no brainer", topic: "powertrain-choice" },
  { lang: "en", text: "I'm not sure what kind of motor to get, gas or hybrid or what", topic: "powertrain-choice" },

  // stock-wait-times
  { lang: "fr", text: "ca prend combien de temps commander un RAV4 hybride", topic: "stock-wait-times" },
  { lang: "fr", text: "ils en ont tu sur les lots ou faut toute commander", topic: "stock-wait-times" },
  { lang: "en", text: "if I order a Tacoma today when would I realistically get it", topic: "stock-wait-times" },

  // prices-dropping
  { lang: "fr", text: "on dirait que tout est cher, ca va tu redescendre un jour", topic: "prices-dropping" },
  { lang: "fr", text: "vaut mieux attendre en decembre pour acheter?", topic: "prices-dropping" },
  { lang: "en", text: "is it true dealers are more flexible near the end of the quarter", topic: "prices-dropping" },

  // delivery-time-after-deal
  { lang: "fr", text: "apres avoir dit oui a une offre ca prend combien de jours avant de partir avec", topic: "delivery-time-after-deal" },
  { lang: "en", text: "once I say yes to an offer, is it days or weeks before I get the keys", topic: "delivery-time-after-deal" },
  { lang: "en", text: "can I drive it home the same day I sign", topic: "delivery-time-after-deal" },

  // paperwork-saaq
  { lang: "fr", text: "c'est qui qui s'occupe des plaques", topic: "paperwork-saaq" },
  { lang: "fr", text: "j'amene quoi comme papiers au concess", topic: "paperwork-saaq" },
  { lang: "en", text: "does the dealership handle registration or is that a trip to the SAAQ for me", topic: "paperwork-saaq" },

  // insurance-basics
  { lang: "fr", text: "je dois tu appeler mon assureur avant de prendre possession", topic: "insurance-basics" },
  { lang: "en", text: "why would insurance cost more on one model than another", topic: "insurance-basics" },
  { lang: "en", text: "do I need proof of insurance when I go get the car", topic: "insurance-basics" },

  // Vague or indirect: the worry behind the question rather than its keywords
  { lang: "en", text: "I've never bought a car on my own and honestly I don't know where to start with you guys", topic: "how-it-works" },
  { lang: "fr", text: "ca sent le piege, ya rien de gratuit dans vie", topic: "service-cost" },
  { lang: "en", text: "I'm scared my phone's gonna blow up the second I give my number", topic: "dealer-calls" },
  { lang: "fr", text: "j'aime pas ben ben l'idee que mon nom se promene partout", topic: "privacy-data-use" },
  {
    lang: "en",
    text: "last time the dealer kept saying those are just the fees and I never understood what I paid for",
    topic: "dealer-fees-admin",
  },
  { lang: "en", text: "every time I get to the final number the taxes come out of nowhere, I hate that", topic: "taxes-on-car" },
  { lang: "fr", text: "la banque m'a deja revire de bord pour un pret, ca me stresse", topic: "financing-rates-credit" },
  { lang: "en", text: "everyone keeps telling me leasing is throwing money away, idk what to believe", topic: "lease-basics" },
  { lang: "en", text: "my current car still isn't paid off and I kinda feel stuck with it", topic: "trade-in-loan" },
  { lang: "fr", text: "ma vieille minoune vaut surement pu grand chose, ca vaut tu la peine d'en parler", topic: "trade-in-value" },
  { lang: "en", text: "I drive way more than I thought, I'm nervous about when I hand the car back", topic: "lease-end" },
  { lang: "fr", text: "mon chum dit qu'on finit toujours par payer plus que le prix affiché, c'est tu normal", topic: "all-in-price-law" },
  { lang: "fr", text: "ca me gosse un peu de pas savoir a qui je parle", topic: "is-sam-a-robot" },
  { lang: "en", text: "I suck at haggling, like really bad", topic: "how-negotiation-works" },
  { lang: "en", text: "I don't wanna be stuck paying for repairs on a brand new car", topic: "new-warranty" },
  { lang: "en", text: "buying used kinda scares me, I don't want someone else's problems", topic: "used-history-inspection" },
  { lang: "fr", text: "j'ai peur de geler dans mon char electrique en pleine tempete sur la 20", topic: "ev-cold" },
  { lang: "fr", text: "j'veux pas me ramasser avec un char que je suis pas capable de charger", topic: "charging-home" },
  { lang: "en", text: "what if I buy now and it's way cheaper next month, I'd be so mad", topic: "prices-dropping" },
  { lang: "fr", text: "premier hiver au Quebec pour moi, j'ai aucune idee pour les pneus", topic: "winter-tires" },
  {
    lang: "en",
    text: "my car died last week so I'm stuck without wheels, how long am I gonna wait once I pick an offer",
    topic: "delivery-time-after-deal",
  },
  { lang: "fr", text: "j'ai jamais acheté de char, toute la paperasse me fait peur", topic: "paperwork-saaq" },

  // null: what no car-buying assistant can know, or off the subject
  { lang: "fr", text: "y va faire quel temps demain a Quebec", topic: null },
  { lang: "fr", text: "le CH a tu gagné hier", topic: null },
  { lang: "fr", text: "combien j'ai dans mon compte", topic: null },
  { lang: "fr", text: "c'est quoi mon score de credit", topic: null },
  { lang: "fr", text: "le Honda de Drummondville ouvre tu samedi matin", topic: null },
  { lang: "fr", text: "le taux chez Desjardins demain va etre de combien exactement", topic: null },
  { lang: "fr", text: "t'as une recette de pate chinois", topic: null },
  { lang: "fr", text: "comment je me rends au stade olympique", topic: null },
  { lang: "fr", text: "conte moi une joke", topic: null },
  { lang: "fr", text: "quoi de neuf dans les nouvelles a matin", topic: null },
  { lang: "fr", text: "mon voisin a payé combien pour son Silverado", topic: null },
  { lang: "fr", text: "le Mazda de Laval a tu un CX-5 rouge sur le lot aujourd'hui", topic: null },
  { lang: "fr", text: "l'essence va etre a combien jeudi", topic: null },
  { lang: "fr", text: "c'est quoi le decalage avec la France la", topic: null },
  { lang: "fr", text: "le vendeur qui m'a appelé hier c'tait quoi son nom deja", topic: null },
  { lang: "fr", text: "ma fille a tu passé son examen de conduite", topic: null },
  { lang: "fr", text: "c'est tu bloqué sur le pont Jacques-Cartier a soir", topic: null },
  { lang: "fr", text: "tu connais un bon resto a Trois-Rivieres", topic: null },
  { lang: "fr", text: "la Caisse va tu accepter mon pret", topic: null },
  { lang: "fr", text: "ma Corolla fait un bruit bizarre quand je tourne, c quoi", topic: null },
  { lang: "en", text: "whats the weather in Gatineau this weekend", topic: null },
  { lang: "en", text: "did the Habs win last night", topic: null },
  { lang: "en", text: "whats my beacon score right now", topic: null },
  { lang: "en", text: "how much do I have in my chequing account", topic: null },
  { lang: "en", text: "what will RBC's car loan rate be tomorrow", topic: null },
  { lang: "en", text: "does Spinelli Toyota have a grey Corolla on the lot right now", topic: null },
  { lang: "en", text: "tell me a joke", topic: null },
  { lang: "en", text: "good recipe for poutine gravy?", topic: null },
  { lang: "en", text: "how do I get to Centropolis from the 15", topic: null },
  { lang: "en", text: "any big news today", topic: null },
  { lang: "en", text: "what did my brother in law pay for his F-150", topic: null },
  { lang: "en", text: "what time does the Hyundai dealer in Brossard close tonight", topic: null },
  { lang: "en", text: "what's the exchange rate today", topic: null },
  { lang: "en", text: "can you book me a dentist appointment", topic: null },
  { lang: "en", text: "exactly how much will Intact charge me to insure a 2025 Civic", topic: null },
  { lang: "en", text: "what's the cell number of the sales guy at Lauria Ford", topic: null },
  { lang: "en", text: "any construction on the 40 between Montreal and Trois-Rivieres today", topic: null },
  { lang: "en", text: "best pizza in Sherbrooke?", topic: null },
  { lang: "en", text: "who's playing at the Bell Centre friday", topic: null },
  { lang: "en", text: "did my friend get a good deal on her RAV4 last year", topic: null },
];
