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
  { lang: "en", text: "can I put my request on hold for a couple weeks", topic: "cancel-request" },
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
  { lang: "fr", text: "c'est quoi la difference entre l'option A pis la B", topic: "privacy-options" },
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
];
