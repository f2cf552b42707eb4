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
];
