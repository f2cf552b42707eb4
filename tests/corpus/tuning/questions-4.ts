import type { CorpusQuestion } from "../held-out/questions.ts";

/** TUNING questions back to Sam, fourth round: see tests/corpus/README.md and questions.ts. */
export const questions: CorpusQuestion[] = [
  // service-cost
  { lang: "fr", text: "faut tu que je paye qqch pour ca", topic: "service-cost" },
  { lang: "fr", text: "ya tu des frais caches a utiliser votre affaire", topic: "service-cost" },
  { lang: "fr", text: "si c gratuit pour moi c'est qui qui vous paye d'abord", topic: "service-cost" },
  { lang: "en", text: "so whats the catch, is this actually free", topic: "service-cost" },
  { lang: "en", text: "Do I get charged anything if I end up buying through you guys?", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "ok pis la ca marche comment exactement", topic: "how-it-works" },
  { lang: "fr", text: "vous faites quoi au juste avec mes reponses apres", topic: "how-it-works" },
  { lang: "fr", text: "Je comprend pas trop le principe. C'est vous qui negociez avec les concess a ma place?", topic: "how-it-works" },
  { lang: "en", text: "how does this work, do I still have to go to the dealer myself", topic: "how-it-works" },
  { lang: "en", text: "once I'm done answering, then what? you email the dealers or something", topic: "how-it-works" },
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
  { lang: "fr", text: "le Toyota de Ste-Foy m'a mal servi la derniere fois, on peut le laisser faire?", topic: "which-dealers" },
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
  { lang: "fr", text: "c'est qui en arriere de Sam", topic: "is-sam-a-robot" },
  { lang: "en", text: "am I talking to an AI right now?", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "ya tu moyen d'avoir un employé au bout du fil", topic: "talk-to-human" },
  { lang: "en", text: "can a real person call me instead", topic: "talk-to-human" },
  { lang: "en", text: "I'd rather deal with an actual human, is there a number I can call", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "mon numero de tel y s'en va ou apres que je vous le donne", topic: "privacy-data-use" },
  { lang: "fr", text: "vous revendez tu mes coordonnees a des compagnies de pub", topic: "privacy-data-use" },
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
  { lang: "en", text: "will salesmen start calling me nonstop after this", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "je veux que vous effaciez toutes mes donnees svp", topic: "delete-my-data" },
  { lang: "fr", text: "comment je fais pour avoir une copie de ce que vous avez sur moi, loi 25", topic: "delete-my-data" },
  { lang: "en", text: "erase everything you have on me please", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "vous negociez comment avec eux autres", topic: "how-negotiation-works" },
  { lang: "fr", text: "vous leur montrez tu les offres des autres concess pour faire baisser le prix?", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you get them to compete against each other", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you decide which offer is the best one", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "mettons que la 2e offre me tente, c quoi la suite", topic: "accept-offer" },
  { lang: "en", text: "ok the Kia one looks good, what are the next steps", topic: "accept-offer" },
  { lang: "en", text: "do I go sign at the dealership after I pick one", topic: "accept-offer" },
  { lang: "fr", text: "jai choisi, faut tu que j'appelle le concess moi meme ou vous leur dites", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "j'ai deja une soumission de Hyundai Rive-Sud a 34 000, vous pouvez battre ca?", topic: "existing-quote" },
  { lang: "en", text: "I already got a quote from a dealer in Brossard, can you beat it", topic: "existing-quote" },
  { lang: "en", text: "the guy at Lauria already gave me a number, can he be in the bunch too?", topic: "existing-quote" },
  { lang: "fr", text: "le vendeur m'a deja donné un prix par ecrit, ca vous sert tu a quelque chose", topic: "existing-quote" },
  // all-in-price-law
  { lang: "fr", text: "le prix annoncé sur le site c'est tu le vrai prix ou ils rajoutent des affaires apres", topic: "all-in-price-law" },
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
  { lang: "en", text: "how much tax on a 35k car in Quebec roughly", topic: "taxes-on-car" },
  { lang: "en", text: "is the tax built into the lease payment or added on top?", topic: "taxes-on-car" },
  { lang: "en", text: "Buying from a guy in Longueuil. Do I pay the taxes at the SAAQ when I transfer it?", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "c'est quoi les frais d'admin de 599$ sur ma soumission", topic: "dealer-fees-admin" },
  { lang: "fr", text: "ils m'ont chargé 1800$ de transport pis prep, ca se discute tu", topic: "dealer-fees-admin" },
  { lang: "en", text: "what's this documentation fee they tacked on", topic: "dealer-fees-admin" },
  { lang: "en", text: "do I have to pay for the nitrogen and the antirust they put on the bill", topic: "dealer-fees-admin" },
  { lang: "en", text: "are admin fees normal or a ripoff", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "jai l'argent de cote, je le sors ou je prends un pret", topic: "financing-vs-cash" },
  { lang: "fr", text: "si j'arrive avec l'argent cash le concess va tu moins vouloir baisser son prix", topic: "financing-vs-cash" },
  { lang: "en", text: "should I pay cash or take the 0% financing", topic: "financing-vs-cash" },
  { lang: "en", text: "does the dealer care if I pay with my own money", topic: "financing-vs-cash" },
  { lang: "en", text: "I have the money saved up, is it dumb to finance anyway?", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "mon credit est pas super, je peux tu avoir du financement pareil", topic: "financing-rates-credit" },
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
  { lang: "en", text: "lease vs finance, which one's cheaper in the long run", topic: "lease-basics" },
  { lang: "en", text: "whats a good lease term, 36 or 48 months", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "quand le bail est fini, le rachat se fait a quel prix", topic: "lease-end" },
  { lang: "fr", text: "mon bail finit dans 6 mois, je peux tu en sortir avant sans payer une fortune", topic: "lease-end" },
  { lang: "en", text: "what happens if I'm over my kms when the lease is done", topic: "lease-end" },
  { lang: "en", text: "are they gonna charge me for every little scratch when I bring it back", topic: "lease-end" },
  { lang: "en", text: "should I buy out my lease or just return it", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "combien je peux avoir pour mon Civic 2017 en echange", topic: "trade-in-value" },
  { lang: "fr", text: "c'est tu vrai que donner mon char en echange me sauve de la taxe", topic: "trade-in-value" },
  { lang: "fr", text: "mieux de vendre mon char moi meme ou le laisser au concess", topic: "trade-in-value" },
  { lang: "en", text: "what do they look at to decide how much my old car is worth", topic: "trade-in-value" },
  { lang: "en", text: "will you get me a price on my trade-in too", topic: "trade-in-value" },
  { lang: "en", text: "do I save tax if I trade in instead of selling privately", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "jdois encore 12 000 sur mon char, je peux l'echanger pareil", topic: "trade-in-loan" },
  { lang: "fr", text: "je suis a l'envers sur mon pret, ca se fait tu quand meme", topic: "trade-in-loan" },
  { lang: "en", text: "what happens to my loan if I trade in a car that isn't paid off", topic: "trade-in-loan" },
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
];
