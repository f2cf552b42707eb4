import { questions as round4 } from "./questions-4.ts";
import { questions as round7 } from "./questions-7.ts";
import type { CorpusQuestion } from "../held-out/questions.ts";

/**
 * TUNING questions back to Sam (see tests/corpus/README.md): the half the reader and the knowledge
 * base may be tuned on, and where new examples met in use are added. Same topics as the held-out
 * half (held-out/questions.ts `TOPICS`), written by other people in other words.
 */
export const questions: CorpusQuestion[] = [
  // service-cost
  { lang: "fr", text: "Combien ça me coûte d'utiliser Sam?", topic: "service-cost" },
  { lang: "fr", text: "c gratis ton affaire?", topic: "service-cost" },
  { lang: "en", text: "is there a fee for using this service", topic: "service-cost" },
  { lang: "en", text: "how do you guys make money if it's free for me?", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "explique moi les étapes svp", topic: "how-it-works" },
  { lang: "fr", text: "C'est vous qui appelez les garages à ma place?", topic: "how-it-works" },
  { lang: "en", text: "whats the process here", topic: "how-it-works" },

  // how-long-until-offers
  { lang: "fr", text: "dans combien d'heures je reçois les soumissions", topic: "how-long-until-offers" },
  { lang: "en", text: "how soon do offers come in, roughly?", topic: "how-long-until-offers" },
  { lang: "en", text: "will I have prices by the weekend", topic: "how-long-until-offers" },

  // how-many-dealers
  { lang: "fr", text: "j'en mets combien, 3 c'est tu assez?", topic: "how-many-dealers" },
  { lang: "en", text: "what number of dealers do you suggest", topic: "how-many-dealers" },

  // more-dealers-better-price
  { lang: "fr", text: "ça vaut tu la peine d'en contacter plus pour sauver de l'argent", topic: "more-dealers-better-price" },
  { lang: "en", text: "more dealers = cheaper?", topic: "more-dealers-better-price" },

  // which-dealers
  { lang: "fr", text: "vous écrivez juste aux concessionnaires de ma région?", topic: "which-dealers" },
  { lang: "fr", text: "est-ce que je peux choisir les garages moi-même", topic: "which-dealers" },
  { lang: "en", text: "can I exclude the dealer I bought my last car from", topic: "which-dealers" },

  // no-obligation
  { lang: "fr", text: "suis-je obligé d'accepter une des offres", topic: "no-obligation" },
  { lang: "en", text: "what if none of the offers are good, do I owe anything", topic: "no-obligation" },

  // cancel-request
  { lang: "fr", text: "je peux tu mettre ma demande sur pause", topic: "cancel-request" },
  { lang: "en", text: "how do I withdraw my request", topic: "cancel-request" },

  // change-answer
  { lang: "fr", text: "j'ai mis le mauvais modèle, comment je corrige?", topic: "change-answer" },
  { lang: "en", text: "can I change my budget later on?", topic: "change-answer" },

  // interview-length
  { lang: "fr", text: "on est rendu à quelle question", topic: "interview-length" },
  { lang: "en", text: "roughly how many minutes is this interview", topic: "interview-length" },
  { lang: "en", text: "are we nearly done", topic: "interview-length" },

  // is-sam-a-robot
  { lang: "fr", text: "t'es une intelligence artificielle?", topic: "is-sam-a-robot" },
  { lang: "fr", text: "Sam c'est ton vrai nom?", topic: "is-sam-a-robot" },
  { lang: "en", text: "is a human reading this", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "je préfère parler à un conseiller", topic: "talk-to-human" },
  { lang: "en", text: "how do I reach an actual person at your company", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "mes données sont gardées où?", topic: "privacy-data-use" },
  { lang: "fr", text: "vous partagez mon courriel avec qui", topic: "privacy-data-use" },
  { lang: "en", text: "is my personal info safe with you", topic: "privacy-data-use" },

  // privacy-options
  { lang: "fr", text: "l'option A ça veut dire quoi concrètement", topic: "privacy-options" },
  { lang: "en", text: "with option A who gets my details", topic: "privacy-options" },

  // dealer-calls
  { lang: "fr", text: "vont-ils me téléphoner ou juste écrire", topic: "dealer-calls" },
  { lang: "en", text: "I don't want salespeople calling my cell, can I avoid that", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "comment supprimer mon dossier chez vous", topic: "delete-my-data" },
  { lang: "en", text: "I want my data erased once I have my car, possible?", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "tu vas vraiment négocier pour moi ou juste transférer les prix", topic: "how-negotiation-works" },
  { lang: "en", text: "what do you do if the first offers are too high", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "quand je trouve une offre que j'aime, je réponds à qui?", topic: "accept-offer" },
  { lang: "en", text: "how do I lock in the offer I like", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "le vendeur de chez Ford m'a fait un prix, je vous l'envoie?", topic: "existing-quote" },
  { lang: "en", text: "my local dealer offered 39k, worth trying to beat it through you?", topic: "existing-quote" },

  // all-in-price-law
  { lang: "fr", text: "c'est quoi la loi sur le prix affiché au Québec", topic: "all-in-price-law" },
  { lang: "fr", text: "ils ont le droit d'ajouter des frais en plus du prix annoncé?", topic: "all-in-price-law" },
  { lang: "en", text: "isn't it illegal in Quebec to add fees on top of the advertised price", topic: "all-in-price-law" },

  // taxes-on-car
  { lang: "fr", text: "tps tvq ça fait combien de % en tout", topic: "taxes-on-car" },
  { lang: "en", text: "do I pay sales tax on the monthly lease payments", topic: "taxes-on-car" },
  { lang: "en", text: "buying used from a guy on marketplace, is there tax", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "le PDI c'est quoi pis pourquoi je paierais ça", topic: "dealer-fees-admin" },
  { lang: "en", text: "what's a normal doc fee in Quebec", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "j'ai l'argent de côté, je finance pareil?", topic: "financing-vs-cash" },
  { lang: "en", text: "dealer said paying cash means no discount, is that normal", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "j'ai fait faillite y a 3 ans, je peux tu avoir du financement", topic: "financing-rates-credit" },
  { lang: "en", text: "is 0% financing a real thing or a gimmick", topic: "financing-rates-credit" },

  // down-payment
  { lang: "fr", text: "est-ce que je peux financer sans mise de fonds", topic: "down-payment" },
  { lang: "en", text: "is zero down a bad idea", topic: "down-payment" },

  // lease-basics
  { lang: "fr", text: "une location de 48 mois ça marche comment exactement", topic: "lease-basics" },
  { lang: "en", text: "what's a residual value", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "rachat en fin de bail ça vaut tu la peine?", topic: "lease-end" },
  { lang: "en", text: "if there's a scratch when I return the lease do I pay for it", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "comment ils calculent la valeur de mon échange", topic: "trade-in-value" },
  { lang: "en", text: "do I save on taxes if I trade my car in?", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "ma voiture a encore un prêt dessus, c'est qui qui paye la balance", topic: "trade-in-loan" },
  { lang: "en", text: "will the dealership settle the balance with my lender directly", topic: "trade-in-loan" },

  // ev-incentives
  { lang: "fr", text: "c'est combien le rabais pour un char électrique en ce moment", topic: "ev-incentives" },
  { lang: "en", text: "how much is the Quebec EV rebate now", topic: "ev-incentives" },

  // budget-kind
  { lang: "fr", text: "je te donne un montant par mois ou le total?", topic: "budget-kind" },
  { lang: "en", text: "budget as in payment or price?", topic: "budget-kind" },

  // new-vs-used
  { lang: "fr", text: "un usagé récent ou un neuf, c'quoi le plus avantageux", topic: "new-vs-used" },
  { lang: "en", text: "new vs a 2 year old one, which makes more sense", topic: "new-vs-used" },

  // demo-vehicle
  { lang: "fr", text: "les démos c'est des autos qui ont servi aux essais routiers?", topic: "demo-vehicle" },
  { lang: "en", text: "how much cheaper is a demo usually", topic: "demo-vehicle" },

  // new-warranty
  { lang: "fr", text: "c'est quoi la garantie de base chez Hyundai", topic: "new-warranty" },
  { lang: "en", text: "bumper to bumper warranty is how long on a new car", topic: "new-warranty" },

  // used-warranty
  { lang: "fr", text: "si j'achète usagé chez un concessionnaire, suis-je couvert?", topic: "used-warranty" },
  { lang: "en", text: "what's covered on a certified used car", topic: "used-warranty" },

  // used-history-inspection
  { lang: "fr", text: "comment vérifier s'il y a un lien sur le véhicule", topic: "used-history-inspection" },
  { lang: "en", text: "should I get a used car inspected before buying", topic: "used-history-inspection" },

  // equipment-trims
  { lang: "fr", text: "quelle version a les sièges ventilés?", topic: "equipment-trims" },
  { lang: "en", text: "which trim gets you the sunroof", topic: "equipment-trims" },

  // winter-tires
  { lang: "fr", text: "pneus d'hiver obligatoires le 1er décembre c'est ça?", topic: "winter-tires" },
  { lang: "en", text: "do dealers include winter tires if you ask", topic: "winter-tires" },

  // ev-cold
  { lang: "fr", text: "l'autonomie en janvier ça descend de combien", topic: "ev-cold" },
  { lang: "en", text: "do EV batteries hate the cold", topic: "ev-cold" },

  // charging-home
  { lang: "fr", text: "une borne niveau 2 c'est tu obligatoire", topic: "charging-home" },
  { lang: "en", text: "how long does it take to charge on a regular outlet", topic: "charging-home" },

  // powertrain-choice
  { lang: "fr", text: "un hybride rechargeable ça vaut tu la peine si je fais juste de la ville", topic: "powertrain-choice" },
  { lang: "en", text: "is a hybrid worth it over gas", topic: "powertrain-choice" },

  // stock-wait-times
  { lang: "fr", text: "il y a tu des délais de livraison pour les hybrides", topic: "stock-wait-times" },
  { lang: "en", text: "is there a waitlist for this model", topic: "stock-wait-times" },

  // prices-dropping
  { lang: "fr", text: "vaut mieux acheter en fin d'année?", topic: "prices-dropping" },
  { lang: "en", text: "will prices drop after the new year", topic: "prices-dropping" },

  // delivery-time-after-deal
  { lang: "fr", text: "combien de jours entre la signature pis la livraison", topic: "delivery-time-after-deal" },
  { lang: "en", text: "can they deliver the car to my house", topic: "delivery-time-after-deal" },

  // paperwork-saaq
  { lang: "fr", text: "l'immatriculation c'est fait par le concessionnaire?", topic: "paperwork-saaq" },
  { lang: "en", text: "do I transfer my plate from my old car", topic: "paperwork-saaq" },

  // insurance-basics
  { lang: "fr", text: "je dois appeler mon assureur quand exactement", topic: "insurance-basics" },
  { lang: "en", text: "does the dealer sell insurance too", topic: "insurance-basics" },

  // More phrasings across topics
  { lang: "fr", text: "jai pas compris, tu fais quoi toi exactement", topic: "how-it-works" },
  { lang: "fr", text: "si je trouve mieux ailleurs entre temps, je vous avise comment", topic: "cancel-request" },
  { lang: "fr", text: "les offres arrivent par texto ou par courriel?", topic: "how-long-until-offers" },
  { lang: "fr", text: "est-ce que les vendeurs voient mon nom de famille", topic: "privacy-options" },
  { lang: "fr", text: "y a des frais cachés avec vous?", topic: "service-cost" },
  { lang: "fr", text: "le prix inclut tu le transport", topic: "all-in-price-law" },
  { lang: "fr", text: "combien de km par année j'devrais prendre sur ma location", topic: "lease-basics" },
  { lang: "fr", text: "la subvention s'applique tu sur un usagé électrique", topic: "ev-incentives" },
  { lang: "en", text: "do you work for the dealers or for me", topic: "service-cost" },
  { lang: "en", text: "are the dealer admin fees negotiable", topic: "dealer-fees-admin" },
  { lang: "en", text: "can I finance with my own bank instead", topic: "financing-vs-cash" },
  { lang: "en", text: "excess mileage charges on a lease, how much per km usually", topic: "lease-end" },
  { lang: "en", text: "does a heat pump help in the winter for EVs", topic: "ev-cold" },
  { lang: "en", text: "is this AI or some guy typing", topic: "is-sam-a-robot" },
  { lang: "en", text: "what papers do I bring to the SAAQ", topic: "paperwork-saaq" },
  { lang: "en", text: "can I still back out after I said yes to a dealer", topic: "no-obligation" },
  { lang: "en", text: "any point buying the extended warranty on a Kia", topic: "new-warranty" },
  { lang: "en", text: "what are your hours if I need to call", topic: "talk-to-human" },
  { lang: "en", text: "how much should I expect to get for my 2015 Civic", topic: "trade-in-value" },

  // Nothing a car-buying assistant can know
  { lang: "fr", text: "c'est quand la prochaine tempête de neige", topic: null },
  { lang: "fr", text: "ma laveuse coule, quoi faire", topic: null },
  { lang: "fr", text: "qui va gagner la coupe Stanley", topic: null },
  { lang: "fr", text: "tu peux m'aider avec mon rapport d'impôt", topic: null },
  { lang: "fr", text: "c'est quoi un bon film sur Netflix", topic: null },
  { lang: "fr", text: "il est quelle heure à Paris", topic: null },
  { lang: "fr", text: "combien coûte une maison à Laval", topic: null },
  { lang: "en", text: "will it snow this weekend", topic: null },
  { lang: "en", text: "can you order me a pizza", topic: null },
  { lang: "en", text: "what's the best hockey team ever", topic: null },
  { lang: "en", text: "how do I fix a leaky faucet", topic: null },
  { lang: "en", text: "is the metro running late tonight", topic: null },
  { lang: "en", text: "recommend a good plumber in Laval", topic: null },

  // ───────── Second round (2026-11-27): more wordings per topic, from how buyers write ─────────

  // service-cost
  { lang: "fr", text: "ça coûte tu quelque chose ton service", topic: "service-cost" },
  { lang: "fr", text: "pis toi tu te fais payer comment si c'est gratuit pour moi", topic: "service-cost" },
  { lang: "fr", text: "y a tu une carte de crédit a donner a la fin", topic: "service-cost" },
  { lang: "fr", text: "je me demandais si vous preniez une commission sur le char", topic: "service-cost" },
  { lang: "en", text: "wait so I dont pay anything at all??", topic: "service-cost" },
  { lang: "en", text: "is there a catch, nothing is free", topic: "service-cost" },
  { lang: "en", text: "do the dealers pay you a cut when I buy", topic: "service-cost" },

  // how-it-works
  { lang: "fr", text: "kossé que tu fais avec mes reponses apres", topic: "how-it-works" },
  { lang: "fr", text: "ok mais concretement une fois que jai fini de repondre il se passe quoi", topic: "how-it-works" },
  { lang: "fr", text: "slt c koi le principe", topic: "how-it-works" },
  {
    lang: "fr",
    text: "Je ne suis pas certaine de comprendre comment fonctionne votre site, pouvez-vous m'expliquer?",
    topic: "how-it-works",
  },
  { lang: "en", text: "so you just email a bunch of dealers for me or what", topic: "how-it-works" },
  { lang: "en", text: "my brother in law told me about you guys, how does it actually work", topic: "how-it-works" },
  { lang: "en", text: "walk me through what happens after this chat", topic: "how-it-works" },

  // how-long-until-offers
  { lang: "fr", text: "ça prend tu long avant d'avoir des prix", topic: "how-long-until-offers" },
  { lang: "fr", text: "si je finis ce soir jvais tu avoir des offres demain matin", topic: "how-long-until-offers" },
  { lang: "fr", text: "quand est ce que les concessionnaires repondent en general", topic: "how-long-until-offers" },
  { lang: "en", text: "how long till I hear back from dealers", topic: "how-long-until-offers" },
  { lang: "en", text: "I need a car before the 15th, will the offers come in time?", topic: "how-long-until-offers" },
  { lang: "en", text: "whens the earliest I could see a price", topic: "how-long-until-offers" },
  { lang: "en", text: "do dealers answer on weekends or do I wait till monday", topic: "how-long-until-offers" },

  // how-many-dealers
  { lang: "fr", text: "combien de concessionnaires tu me conseilles", topic: "how-many-dealers" },
  { lang: "fr", text: "c'est quoi le bon nombre de garages a contacter", topic: "how-many-dealers" },
  { lang: "fr", text: "ya tu un maximum de concessions que je peux mettre", topic: "how-many-dealers" },
  { lang: "fr", text: "jsais pas trop combien en mettre, toi tu ferais quoi", topic: "how-many-dealers" },
  { lang: "en", text: "how many dealerships should I put", topic: "how-many-dealers" },
  { lang: "en", text: "is 10 too many dealers or is that fine", topic: "how-many-dealers" },
  { lang: "en", text: "whats the usual number people choose here", topic: "how-many-dealers" },

  // more-dealers-better-price
  { lang: "fr", text: "plus j'en mets plus le prix baisse c'tu ça l'idée", topic: "more-dealers-better-price" },
  { lang: "fr", text: "si je mets 10 concessionnaires au lieu de 3 j'ai tu vraiment un meilleur prix", topic: "more-dealers-better-price" },
  { lang: "fr", text: "est ce que ca change de quoi sur le prix le nombre de garages", topic: "more-dealers-better-price" },
  { lang: "en", text: "does asking more dealers actually get me a lower price", topic: "more-dealers-better-price" },
  { lang: "en", text: "will 8 dealers compete harder than 3", topic: "more-dealers-better-price" },
  { lang: "en", text: "is there a point where adding dealers stops helping the price", topic: "more-dealers-better-price" },
  { lang: "en", text: "more competition better deal right", topic: "more-dealers-better-price" },

  // which-dealers
  { lang: "fr", text: "vous contactez des concessionnaires jusqu'a combien de km de chez nous", topic: "which-dealers" },
  { lang: "fr", text: "je veux pas que vous écriviez au Toyota de ma ville, je les aime pas, c'est possible?", topic: "which-dealers" },
  { lang: "fr", text: "c'est quel concessionnaire qui vont recevoir ma demande", topic: "which-dealers" },
  { lang: "fr", text: "pouvez vous ajouter le garage de mon beau frere a Joliette", topic: "which-dealers" },
  { lang: "en", text: "which dealers do you send it to", topic: "which-dealers" },
  { lang: "en", text: "I'm in Laval but I'd drive to the dealer on Taschereau, can you include the South Shore?", topic: "which-dealers" },
  { lang: "en", text: "do you only deal with the big dealer groups", topic: "which-dealers" },

  // no-obligation
  { lang: "fr", text: "si j'aime aucune offre chu pogné pareil?", topic: "no-obligation" },
  { lang: "fr", text: "je m'engage a quoi en remplissant ça", topic: "no-obligation" },
  { lang: "fr", text: "c'est sans engagement j'espère", topic: "no-obligation" },
  { lang: "en", text: "am I committing to buy anything by doing this", topic: "no-obligation" },
  { lang: "en", text: "just shopping around for now, is that ok or do I have to buy", topic: "no-obligation" },
  { lang: "en", text: "no strings attached?", topic: "no-obligation" },
  { lang: "en", text: "what happens if I just ignore all the offers", topic: "no-obligation" },

  // cancel-request
  { lang: "fr", text: "comment j'annule si je change d'idée", topic: "cancel-request" },
  { lang: "fr", text: "mon mari a deja acheté hier, on peut tu tout arrêter", topic: "cancel-request" },
  { lang: "fr", text: "si jveux stopper les envois aux garages je fais quoi", topic: "cancel-request" },
  { lang: "en", text: "can I cancel after I send it", topic: "cancel-request" },
  { lang: "en", text: "how do I stop the dealers from getting my request if I find something myself", topic: "cancel-request" },
  { lang: "en", text: "is there an undo button once its sent lol", topic: "cancel-request" },
  { lang: "en", text: "I'd like to put everything on hold for a month, doable?", topic: "cancel-request" },

  // change-answer
  { lang: "fr", text: "oups je me suis trompé de couleur tantôt on peut revenir en arrière?", topic: "change-answer" },
  { lang: "fr", text: "je peux tu modifier ma demande apres l'avoir envoyée", topic: "change-answer" },
  { lang: "fr", text: "jai dit usagé mais finalement jsuis pas sur, je le change comment", topic: "change-answer" },
  { lang: "en", text: "how do I go back and fix an answer", topic: "change-answer" },
  { lang: "en", text: "I typed the wrong email earlier, can I correct it?", topic: "change-answer" },
  { lang: "en", text: "if I change my mind on the model after submitting can I edit it", topic: "change-answer" },
  { lang: "en", text: "can i redo the trade in part", topic: "change-answer" },

  // interview-length
  { lang: "fr", text: "il reste tu beaucoup de questions", topic: "interview-length" },
  { lang: "fr", text: "ça va prendre combien de temps en tout", topic: "interview-length" },
  { lang: "fr", text: "cmb de questions encore svp chu au travail", topic: "interview-length" },
  { lang: "fr", text: "t'as combien de questions a me poser en tout", topic: "interview-length" },
  { lang: "en", text: "ok how many questions left after this one", topic: "interview-length" },
  { lang: "en", text: "how long is this gonna take, I'm on my lunch break", topic: "interview-length" },
  { lang: "en", text: "is this the last one?", topic: "interview-length" },

  // is-sam-a-robot
  { lang: "fr", text: "c'est tu un robot qui me répond", topic: "is-sam-a-robot" },
  { lang: "fr", text: "es tu une vraie personne ou un programme", topic: "is-sam-a-robot" },
  { lang: "fr", text: "qui est derrière Sam au juste", topic: "is-sam-a-robot" },
  { lang: "en", text: "wait am I chatting with a bot right now", topic: "is-sam-a-robot" },
  { lang: "en", text: "are you a real person Sam", topic: "is-sam-a-robot" },
  { lang: "en", text: "who built you", topic: "is-sam-a-robot" },
  { lang: "en", text: "r u human", topic: "is-sam-a-robot" },

  // talk-to-human
  { lang: "fr", text: "je peux tu parler a quelqu'un de vrai", topic: "talk-to-human" },
  { lang: "fr", text: "avez-vous un numéro de téléphone pour joindre quelqu'un", topic: "talk-to-human" },
  { lang: "fr", text: "j'aimerais mieux qu'un humain m'appelle", topic: "talk-to-human" },
  { lang: "fr", text: "passe moi ton boss", topic: "talk-to-human" },
  { lang: "en", text: "can I talk to someone real please", topic: "talk-to-human" },
  { lang: "en", text: "is there a phone number to call you guys", topic: "talk-to-human" },
  { lang: "en", text: "get me a human", topic: "talk-to-human" },

  // privacy-data-use
  { lang: "fr", text: "vous faites quoi avec mon numéro de cell", topic: "privacy-data-use" },
  { lang: "fr", text: "mes infos vont tu etre vendues a quelqu'un", topic: "privacy-data-use" },
  { lang: "fr", text: "qui a accès à mes renseignements personnels chez vous", topic: "privacy-data-use" },
  { lang: "en", text: "do you sell my info to anyone", topic: "privacy-data-use" },
  { lang: "en", text: "who gets to see my phone number", topic: "privacy-data-use" },
  { lang: "en", text: "are you Law 25 compliant, where does my data go", topic: "privacy-data-use" },
  { lang: "en", text: "i dont want to end up on a spam list, what do you do with my email", topic: "privacy-data-use" },

  // privacy-options
  { lang: "fr", text: "A ou B, ça change quoi pour moi au juste", topic: "privacy-options" },
  { lang: "fr", text: "si je prends B le vendeur a jamais mon nom?", topic: "privacy-options" },
  { lang: "fr", text: "ca veut dire quoi les concessionnaires gagnants", topic: "privacy-options" },
  { lang: "fr", text: "laquelle des deux options protège le plus ma vie privée", topic: "privacy-options" },
  { lang: "en", text: "A vs B in plain english pls", topic: "privacy-options" },
  { lang: "en", text: "if I pick B how does the dealer reach me then", topic: "privacy-options" },
  { lang: "en", text: "option B means you talk to them for me?", topic: "privacy-options" },

  // dealer-calls
  { lang: "fr", text: "les vendeurs vont tu m'appeler 10 fois par jour", topic: "dealer-calls" },
  { lang: "fr", text: "je veux pas me faire harceler par les garages", topic: "dealer-calls" },
  { lang: "fr", text: "est ce que les concessionnaires ont mon numero direct", topic: "dealer-calls" },
  { lang: "fr", text: "jveux juste des courriels pas d'appels c possible", topic: "dealer-calls" },
  { lang: "en", text: "will I get spammed with calls from salesmen", topic: "dealer-calls" },
  { lang: "en", text: "can dealers text me directly or does it all go through you", topic: "dealer-calls" },
  { lang: "en", text: "last time I used one of these sites I got 20 calls in a day, is this the same?", topic: "dealer-calls" },

  // delete-my-data
  { lang: "fr", text: "pouvez-vous effacer mes informations après", topic: "delete-my-data" },
  { lang: "fr", text: "je peux tu recevoir une copie de toutes les infos que vous gardez sur moi", topic: "delete-my-data" },
  { lang: "fr", text: "je veux que vous detruisiez mon dossier quand c fini", topic: "delete-my-data" },
  { lang: "en", text: "can you delete everything about me after", topic: "delete-my-data" },
  { lang: "en", text: "how do I request my data under Law 25", topic: "delete-my-data" },
  { lang: "en", text: "I want my info removed from your system", topic: "delete-my-data" },
  { lang: "en", text: "do you keep my stuff forever or is it erased at some point", topic: "delete-my-data" },

  // how-negotiation-works
  { lang: "fr", text: "tu negocies comment avec eux au juste", topic: "how-negotiation-works" },
  { lang: "fr", text: "vous les mettez en compétition comment", topic: "how-negotiation-works" },
  { lang: "fr", text: "si un garage donne un meilleur prix vous le dites aux autres?", topic: "how-negotiation-works" },
  {
    lang: "fr",
    text: "comment tu compares les offres si y en a une avec des pneus d'hiver pis l'autre non",
    topic: "how-negotiation-works",
  },
  { lang: "en", text: "how do you negotiate with them exactly", topic: "how-negotiation-works" },
  { lang: "en", text: "do you go back and forth with dealers to push the price down", topic: "how-negotiation-works" },
  { lang: "en", text: "how do you compare offers that arent apples to apples", topic: "how-negotiation-works" },

  // accept-offer
  { lang: "fr", text: "une fois que j'ai choisi une offre je fais quoi", topic: "accept-offer" },
  { lang: "fr", text: "je dois tu aller chez le concessionnaire pour signer", topic: "accept-offer" },
  { lang: "fr", text: "comment je dis oui a une offre", topic: "accept-offer" },
  { lang: "en", text: "what happens after I pick an offer", topic: "accept-offer" },
  { lang: "en", text: "do I deal with the dealer directly once I accept", topic: "accept-offer" },
  { lang: "en", text: "how do i accept the best one", topic: "accept-offer" },
  { lang: "en", text: "if I accept does the dealer hold the car for me", topic: "accept-offer" },

  // existing-quote
  { lang: "fr", text: "j'ai déjà une soumission du Kia à Laval, vous pouvez la battre?", topic: "existing-quote" },
  { lang: "fr", text: "le gars chez Hyundai m'a offert 42 000 tout inclus, c'est tu bon ou vous trouvez mieux", topic: "existing-quote" },
  { lang: "fr", text: "jai un prix ecrit d'un garage, je te l'envoie comment", topic: "existing-quote" },
  { lang: "fr", text: "mon concessionnaire actuel peut tu faire partie de la liste?", topic: "existing-quote" },
  { lang: "en", text: "a dealer in Boisbriand already quoted me, think you can do better than them?", topic: "existing-quote" },
  { lang: "en", text: "got an offer from the Honda on Decarie, should I send it to you", topic: "existing-quote" },
  { lang: "en", text: "can you include the dealer that already quoted me", topic: "existing-quote" },

  // all-in-price-law
  { lang: "fr", text: "le prix annoncé doit tu tout inclure au Québec", topic: "all-in-price-law" },
  { lang: "fr", text: "y m'ont chargé 899 de transport en plus du prix sur le site, c'est légal ça?", topic: "all-in-price-law" },
  { lang: "fr", text: "prix tout inclus ça veut dire quoi exactement", topic: "all-in-price-law" },
  { lang: "en", text: "does the advertised price have to include freight and prep in Quebec", topic: "all-in-price-law" },
  { lang: "en", text: "is the price on the windshield the real price or do they add stuff", topic: "all-in-price-law" },
  { lang: "en", text: "the consumer protection rule about all in pricing, what does it cover", topic: "all-in-price-law" },
  { lang: "en", text: "can a dealer advertise a price without the fees here", topic: "all-in-price-law" },

  // taxes-on-car
  { lang: "fr", text: "pis les taxes?", topic: "taxes-on-car" },
  { lang: "fr", text: "les taxes sont tu incluses dans les offres", topic: "taxes-on-car" },
  { lang: "fr", text: "si j'achète de mon voisin je paye la TVQ à la SAAQ?", topic: "taxes-on-car" },
  { lang: "fr", text: "ca fait combien de taxes sur un char de 30000", topic: "taxes-on-car" },
  { lang: "en", text: "are taxes included in the offers", topic: "taxes-on-car" },
  { lang: "en", text: "whats GST plus QST on a car", topic: "taxes-on-car" },
  { lang: "en", text: "how much tax do I pay on a used car from a private seller", topic: "taxes-on-car" },

  // dealer-fees-admin
  { lang: "fr", text: "c'est quoi les frais d'administration qu'ils chargent", topic: "dealer-fees-admin" },
  { lang: "fr", text: "frais de transport et preparation c'est negociable?", topic: "dealer-fees-admin" },
  { lang: "fr", text: "le gars veut me vendre l'antirouille pis le burinage, je suis obligé?", topic: "dealer-fees-admin" },
  { lang: "en", text: "what are freight and PDI fees", topic: "dealer-fees-admin" },
  { lang: "en", text: "they added 600 for nitrogen tires and etching, can I refuse that", topic: "dealer-fees-admin" },
  { lang: "en", text: "is the admin fee mandatory", topic: "dealer-fees-admin" },
  { lang: "en", text: "what's the deal with documentation fees", topic: "dealer-fees-admin" },

  // financing-vs-cash
  { lang: "fr", text: "c mieux de payer cash ou financer", topic: "financing-vs-cash" },
  { lang: "fr", text: "si je paye comptant j'ai tu un meilleur prix", topic: "financing-vs-cash" },
  { lang: "fr", text: "le concessionnaire aime tu mieux que je finance avec eux", topic: "financing-vs-cash" },
  { lang: "fr", text: "j'ai 30000 de côté mais le taux est a 1.9 je fais quoi", topic: "financing-vs-cash" },
  { lang: "en", text: "cash or finance, what's smarter", topic: "financing-vs-cash" },
  { lang: "en", text: "heard dealers knock more off when you take their financing, true?", topic: "financing-vs-cash" },
  { lang: "en", text: "I could pay it all upfront, does that help me negotiate", topic: "financing-vs-cash" },

  // financing-rates-credit
  { lang: "fr", text: "les taux de financement sont rendus à combien ces temps-ci", topic: "financing-rates-credit" },
  { lang: "fr", text: "mon crédit est pas super, ils vont tu m'accepter", topic: "financing-rates-credit" },
  { lang: "fr", text: "vont ils faire une enquete de credit", topic: "financing-rates-credit" },
  { lang: "en", text: "what interest rate can I expect", topic: "financing-rates-credit" },
  { lang: "en", text: "just moved to Canada no credit history, can I still finance", topic: "financing-rates-credit" },
  { lang: "en", text: "will this hit my credit score", topic: "financing-rates-credit" },
  { lang: "en", text: "is 7.99 a good rate for a used car", topic: "financing-rates-credit" },

  // down-payment
  { lang: "fr", text: "ça me prend tu un dépôt pour réserver le char", topic: "down-payment" },
  { lang: "fr", text: "combien je devrais mettre comptant au début", topic: "down-payment" },
  { lang: "fr", text: "je me demandais si 5000 de mise de fond c'était assez", topic: "down-payment" },
  { lang: "en", text: "what's a sensible amount to put down on a 35k SUV", topic: "down-payment" },
  { lang: "en", text: "do I need a down payment on a lease", topic: "down-payment" },
  { lang: "en", text: "they want a 1000 deposit to hold the car is that normal", topic: "down-payment" },
  { lang: "en", text: "better to put a big down payment or keep my savings", topic: "down-payment" },

  // lease-basics
  { lang: "fr", text: "louer ou acheter c'est quoi le mieux", topic: "lease-basics" },
  { lang: "fr", text: "c'est quoi une valeur résiduelle", topic: "lease-basics" },
  { lang: "fr", text: "la location ca marche comment chu pas sur de comprendre", topic: "lease-basics" },
  { lang: "fr", text: "je fais 35000 km par année, la location c'est tu pour moi", topic: "lease-basics" },
  { lang: "en", text: "how does leasing work", topic: "lease-basics" },
  { lang: "en", text: "whats the difference between leasing and financing", topic: "lease-basics" },
  { lang: "en", text: "is a 24k km per year lease enough for a commute from Saint-Jerome to downtown", topic: "lease-basics" },

  // lease-end
  { lang: "fr", text: "à la fin de ma location je fais quoi", topic: "lease-end" },
  { lang: "fr", text: "je peux tu casser mon bail avant la fin", topic: "lease-end" },
  { lang: "fr", text: "si je dépasse le kilométrage ça coûte combien", topic: "lease-end" },
  { lang: "en", text: "so when the lease is over what are my choices", topic: "lease-end" },
  { lang: "en", text: "can I buy my car at the end of the lease", topic: "lease-end" },
  { lang: "en", text: "my lease ends in march and im way over on km, what are my options", topic: "lease-end" },
  { lang: "en", text: "can I get out of my lease early without paying a fortune", topic: "lease-end" },

  // trade-in-value
  { lang: "fr", text: "ils vont m'en donner combien pour mon vieux char", topic: "trade-in-value" },
  { lang: "fr", text: "l'échange ça sauve tu des taxes pour vrai", topic: "trade-in-value" },
  { lang: "fr", text: "vaut mieux vendre moi meme sur marketplace ou le donner en echange", topic: "trade-in-value" },
  { lang: "fr", text: "comment ils évaluent un trade", topic: "trade-in-value" },
  { lang: "en", text: "how do dealers figure out what my trade is worth", topic: "trade-in-value" },
  { lang: "en", text: "should I sell privately or trade it in", topic: "trade-in-value" },
  { lang: "en", text: "is the tax credit on a trade in a real thing in quebec", topic: "trade-in-value" },

  // trade-in-loan
  { lang: "fr", text: "j'ai pas fini de payer mon char, je peux tu l'échanger pareil", topic: "trade-in-loan" },
  { lang: "fr", text: "je dois plus que ce qu'il vaut, ça se passe comment", topic: "trade-in-loan" },
  { lang: "fr", text: "le solde de mon prêt il va ou si je donne mon auto en échange", topic: "trade-in-loan" },
  { lang: "en", text: "my car isn't paid off yet, can it still be my trade in", topic: "trade-in-loan" },
  { lang: "en", text: "what's negative equity and am I screwed", topic: "trade-in-loan" },
  { lang: "en", text: "I owe 18k on my Jeep and it's worth maybe 12, can that roll into the new loan?", topic: "trade-in-loan" },
  { lang: "en", text: "who pays off my old car loan", topic: "trade-in-loan" },

  // ev-incentives
  { lang: "fr", text: "la subvention roulez vert existe tu encore", topic: "ev-incentives" },
  { lang: "fr", text: "ya tu des rabais du gouvernement pour les hybrides rechargeables", topic: "ev-incentives" },
  { lang: "fr", text: "le rabais fédéral c'est le concessionnaire qui le donne ou je dois le demander", topic: "ev-incentives" },
  { lang: "fr", text: "où je peux vérifier les subventions pour les véhicules électriques", topic: "ev-incentives" },
  { lang: "en", text: "are there EV rebates in Quebec right now", topic: "ev-incentives" },
  { lang: "en", text: "does a plug-in hybrid get any rebate", topic: "ev-incentives" },
  { lang: "en", text: "is the federal iZEV still a thing", topic: "ev-incentives" },

  // budget-kind
  { lang: "fr", text: "le budget c'est avec les taxes ou sans", topic: "budget-kind" },
  { lang: "fr", text: "tu veux le paiement par mois ou le prix total", topic: "budget-kind" },
  { lang: "fr", text: "je suis payé aux deux semaines, je te donne le montant comment", topic: "budget-kind" },
  { lang: "en", text: "the number I give you, taxes in or out?", topic: "budget-kind" },
  { lang: "en", text: "do you want monthly or the total price", topic: "budget-kind" },
  { lang: "en", text: "budget meaning what, before or after my trade in", topic: "budget-kind" },
  { lang: "en", text: "can I give you a biweekly amount instead", topic: "budget-kind" },

  // new-vs-used
  { lang: "fr", text: "neuf ou usagé tu me conseilles quoi", topic: "new-vs-used" },
  { lang: "fr", text: "ca vaut tu la peine un certifié d'occasion", topic: "new-vs-used" },
  { lang: "fr", text: "avec les taux d'aujourd'hui c'est tu mieux un neuf", topic: "new-vs-used" },
  { lang: "fr", text: "je me demandais si un 2 ans vaut mieux qu'un neuf", topic: "new-vs-used" },
  { lang: "en", text: "new or used, what do you recommend", topic: "new-vs-used" },
  { lang: "en", text: "whats a CPO car and is it worth the extra", topic: "new-vs-used" },
  { lang: "en", text: "does it make sense to buy new when used prices are this high", topic: "new-vs-used" },

  // demo-vehicle
  { lang: "fr", text: "c'est quoi une démo", topic: "demo-vehicle" },
  { lang: "fr", text: "une démo c'est tu considéré neuf pour la garantie", topic: "demo-vehicle" },
  { lang: "fr", text: "y ont un demo avec 8000km, c'est un bon deal ça", topic: "demo-vehicle" },
  { lang: "en", text: "what is a demo car", topic: "demo-vehicle" },
  { lang: "en", text: "does the warranty start from when the demo was first used", topic: "demo-vehicle" },
  { lang: "en", text: "should I ask for demos too to save money", topic: "demo-vehicle" },
  { lang: "en", text: "is buying an ex demo model risky", topic: "demo-vehicle" },

  // new-warranty
  { lang: "fr", text: "la garantie sur un neuf c'est combien d'années", topic: "new-warranty" },
  { lang: "fr", text: "garantie prolongée ça vaut tu la peine", topic: "new-warranty" },
  { lang: "fr", text: "je me demandais pour la garantie", topic: "new-warranty" },
  { lang: "fr", text: "le groupe motopropulseur est couvert combien de km chez Kia", topic: "new-warranty" },
  { lang: "en", text: "what warranty comes with a new car", topic: "new-warranty" },
  { lang: "en", text: "is the extended warranty worth buying", topic: "new-warranty" },
  { lang: "en", text: "does the warranty cover the battery on a new hybrid", topic: "new-warranty" },

  // used-warranty
  { lang: "fr", text: "un usagé a tu encore de la garantie", topic: "used-warranty" },
  { lang: "fr", text: "c'est quoi la garantie légale au Québec sur une auto usagée", topic: "used-warranty" },
  { lang: "fr", text: "la garantie du manufacturier se transfère tu au deuxième proprio", topic: "used-warranty" },
  { lang: "en", text: "do used ones from a dealer come with some kind of warranty", topic: "used-warranty" },
  { lang: "en", text: "is there a legal warranty on used cars in Quebec", topic: "used-warranty" },
  { lang: "en", text: "if I buy a 2021 does whats left of the factory warranty carry over", topic: "used-warranty" },
  { lang: "en", text: "what does certified actually cover", topic: "used-warranty" },

  // used-history-inspection
  { lang: "fr", text: "comment savoir si l'auto a eu un accident", topic: "used-history-inspection" },
  { lang: "fr", text: "carfax ca vaut tu la peine", topic: "used-history-inspection" },
  { lang: "fr", text: "je devrais tu faire inspecter l'usagé par mon garagiste avant", topic: "used-history-inspection" },
  { lang: "en", text: "how do I check a used car's history", topic: "used-history-inspection" },
  { lang: "en", text: "how can I tell if theres money owing on a used car", topic: "used-history-inspection" },
  { lang: "en", text: "will the dealer let my mechanic look at it first", topic: "used-history-inspection" },
  { lang: "en", text: "should I be worried about a car that came from Ontario", topic: "used-history-inspection" },

  // equipment-trims
  { lang: "fr", text: "c'est quoi la différence entre la LX pis la EX", topic: "equipment-trims" },
  { lang: "fr", text: "le démarreur à distance est tu de série", topic: "equipment-trims" },
  { lang: "fr", text: "quelle version a le volant chauffant", topic: "equipment-trims" },
  { lang: "fr", text: "le groupe technologie inclut quoi au juste", topic: "equipment-trims" },
  { lang: "en", text: "which trim has heated seats", topic: "equipment-trims" },
  { lang: "en", text: "is apple carplay wireless on the base model", topic: "equipment-trims" },
  { lang: "en", text: "what do I get going from the SE to the XSE", topic: "equipment-trims" },

  // winter-tires
  { lang: "fr", text: "les pneus d'hiver sont tu inclus", topic: "winter-tires" },
  { lang: "fr", text: "à partir de quand faut les pneus d'hiver au Québec", topic: "winter-tires" },
  { lang: "fr", text: "je peux tu demander un ensemble de pneus d'hiver sur mags dans l'offre", topic: "winter-tires" },
  { lang: "en", text: "are winter tires included", topic: "winter-tires" },
  { lang: "en", text: "when do I legally need snow tires here", topic: "winter-tires" },
  { lang: "en", text: "if I take delivery in december do they put winters on before", topic: "winter-tires" },
  { lang: "en", text: "all seasons ok in winter or nah", topic: "winter-tires" },

  // ev-cold
  { lang: "fr", text: "un électrique l'hiver ça tient tu la route", topic: "ev-cold" },
  { lang: "fr", text: "je perds combien d'autonomie a moins 25", topic: "ev-cold" },
  { lang: "fr", text: "ça charge tu plus lentement quand il fait frette", topic: "ev-cold" },
  { lang: "fr", text: "une électrique pour aller au chalet dans le nord en février c'est une bonne idée?", topic: "ev-cold" },
  { lang: "en", text: "how do EVs handle a Quebec winter", topic: "ev-cold" },
  { lang: "en", text: "how much range do you lose when its minus 30", topic: "ev-cold" },
  { lang: "en", text: "can I preheat the battery before leaving in the morning", topic: "ev-cold" },

  // charging-home
  { lang: "fr", text: "une borne à la maison ca coute combien a installer", topic: "charging-home" },
  { lang: "fr", text: "je reste en condo je peux tu charger pareil", topic: "charging-home" },
  { lang: "fr", text: "y a tu une subvention pour la borne de recharge", topic: "charging-home" },
  { lang: "en", text: "do I need a level 2 charger", topic: "charging-home" },
  { lang: "en", text: "how much does an electrician charge to put in a 240v plug", topic: "charging-home" },
  { lang: "en", text: "are there enough fast chargers between Montreal and Quebec City", topic: "charging-home" },
  { lang: "en", text: "I live in a plex in Rosemont with street parking, how would I charge", topic: "charging-home" },

  // powertrain-choice
  { lang: "fr", text: "hybride ou électrique pour moi", topic: "powertrain-choice" },
  { lang: "fr", text: "je fais 80 km par jour aller retour, électrique ou hybride rechargeable", topic: "powertrain-choice" },
  { lang: "fr", text: "c'tu mieux un hybride ou juste un gaz", topic: "powertrain-choice" },
  { lang: "en", text: "gas hybrid or electric which one should I get", topic: "powertrain-choice" },
  { lang: "en", text: "is a plug in hybrid the best of both worlds or worst", topic: "powertrain-choice" },
  { lang: "en", text: "i tow a small trailer twice a year, does electric still make sense", topic: "powertrain-choice" },
  { lang: "en", text: "diesel still worth it", topic: "powertrain-choice" },

  // stock-wait-times
  { lang: "fr", text: "y en a tu en inventaire ou faut commander", topic: "stock-wait-times" },
  { lang: "fr", text: "ça prend combien de temps une commande d'usine", topic: "stock-wait-times" },
  { lang: "fr", text: "c'est tu dur a trouver ce modèle là en ce moment", topic: "stock-wait-times" },
  { lang: "fr", text: "les délais pour un rav4 hybride sont tu encore longs", topic: "stock-wait-times" },
  { lang: "en", text: "are these in stock or do I have to order", topic: "stock-wait-times" },
  { lang: "en", text: "how long is the wait on a factory order", topic: "stock-wait-times" },
  { lang: "en", text: "are dealers actually getting inventory now", topic: "stock-wait-times" },

  // prices-dropping
  { lang: "fr", text: "les prix vont tu baisser bientôt", topic: "prices-dropping" },
  { lang: "fr", text: "c'est tu un bon temps pour acheter", topic: "prices-dropping" },
  { lang: "fr", text: "vaut tu mieux attendre les modèles de l'année prochaine", topic: "prices-dropping" },
  { lang: "en", text: "is now a good time to buy a car", topic: "prices-dropping" },
  { lang: "en", text: "should I wait for prices to come down", topic: "prices-dropping" },
  { lang: "en", text: "are there better deals at the end of the month", topic: "prices-dropping" },
  { lang: "en", text: "with the tariffs are prices going up or down", topic: "prices-dropping" },

  // delivery-time-after-deal
  { lang: "fr", text: "une fois le deal fait je l'ai quand", topic: "delivery-time-after-deal" },
  { lang: "fr", text: "ça prend tu long entre la signature et quand je pars avec", topic: "delivery-time-after-deal" },
  { lang: "fr", text: "ils peuvent tu me le livrer chez nous", topic: "delivery-time-after-deal" },
  { lang: "fr", text: "si j'accepte lundi je peux tu l'avoir pour vendredi", topic: "delivery-time-after-deal" },
  { lang: "en", text: "how soon can I pick it up after I sign", topic: "delivery-time-after-deal" },
  { lang: "en", text: "do they deliver to Gatineau if the dealer is in Montreal", topic: "delivery-time-after-deal" },
  { lang: "en", text: "same day delivery possible?", topic: "delivery-time-after-deal" },

  // paperwork-saaq
  { lang: "fr", text: "c'est qui qui fait l'immatriculation", topic: "paperwork-saaq" },
  { lang: "fr", text: "je garde tu ma plaque de mon vieux char", topic: "paperwork-saaq" },
  { lang: "fr", text: "quels papiers j'apporte pour signer", topic: "paperwork-saaq" },
  { lang: "en", text: "who handles the registration", topic: "paperwork-saaq" },
  { lang: "en", text: "do I need to go to the SAAQ myself", topic: "paperwork-saaq" },
  { lang: "en", text: "what documents should I bring to the dealer", topic: "paperwork-saaq" },
  { lang: "en", text: "can I keep my vanity plate", topic: "paperwork-saaq" },

  // insurance-basics
  { lang: "fr", text: "faut tu que je sois assuré avant de partir avec", topic: "insurance-basics" },
  { lang: "fr", text: "mes assurances vont tu monter avec un VUS", topic: "insurance-basics" },
  { lang: "fr", text: "l'assurance remplacement ça vaut tu la peine", topic: "insurance-basics" },
  { lang: "en", text: "do I need insurance before I pick it up", topic: "insurance-basics" },
  { lang: "en", text: "does insurance cost more on an electric car", topic: "insurance-basics" },
  { lang: "en", text: "is gap insurance worth it on a lease", topic: "insurance-basics" },
  { lang: "en", text: "what makes insurance cheaper on a new car", topic: "insurance-basics" },

  // Dictation, run-ons and rambles with the question in the middle
  {
    lang: "fr",
    text: "bon ben moi jai deux enfants pis un chien pis la on pense a un vus mais la question c est tu vous allez negocier pour vrai ou juste envoyer mon courriel aux garages parce que la derniere fois",
    topic: "how-negotiation-works",
  },
  {
    lang: "fr",
    text: "ma mere a eu un char la semaine passée pis elle a payé des frais de dossier de 700 piasses ça c'est tu normal parce que moi je veux pas me faire avoir",
    topic: "dealer-fees-admin",
  },
  { lang: "fr", text: "combiendetempsavantdavoirlesoffres", topic: "how-long-until-offers" },
  { lang: "fr", text: "point d'interrogation est-ce que la location inclut l'entretien point d'interrogation", topic: "lease-basics" },
  {
    lang: "fr",
    text: "Bonjour, je suis retraitée et je ne connais rien aux autos. Mon garagiste m'a dit que ma Corolla ne passera pas l'hiver. Est-ce que je suis obligée d'acheter si je fais la demande avec vous? Merci de votre patience.",
    topic: "no-obligation",
  },
  {
    lang: "en",
    text: "ok so my wife wants an EV and I'm not sure because we go to the cottage in Mont-Tremblant every weekend so how bad is the range in the cold really because I heard horror stories",
    topic: "ev-cold",
  },
  {
    lang: "en",
    text: "hey quick one do i need to tell you about my car loan or is that separate from the trade in",
    topic: "trade-in-loan",
  },
  { lang: "en", text: "whatisthewarrantyonusedcars", topic: "used-warranty" },
  { lang: "en", text: "question mark will dealers call me question mark", topic: "dealer-calls" },
  {
    lang: "en",
    text: "Good afternoon. I am moving from Toronto to Montreal next month and I am unfamiliar with how plates work here. Does the dealer register the vehicle for me? Thank you.",
    topic: "paperwork-saaq",
  },

  // Nothing a car-buying assistant can know (second round)
  { lang: "fr", text: "va tu neiger demain a Québec", topic: null },
  { lang: "fr", text: "le concessionnaire Honda de Boucherville a tu une Civic rouge sur le lot", topic: null },
  { lang: "fr", text: "c'est combien le score du Canadien hier soir", topic: null },
  { lang: "fr", text: "mon voisin souffle sa neige dans ma cour, je peux tu le poursuivre", topic: null },
  { lang: "fr", text: "il ferme a quelle heure le Costco de Laval", topic: null },
  { lang: "fr", text: "c'est qui le meilleur vendeur chez Mazda Gatineau", topic: null },
  { lang: "fr", text: "mon ex a gardé l'auto qui est à mon nom, j'ai tu des recours", topic: null },
  { lang: "fr", text: "le pont Jacques-Cartier est tu fermé ce weekend", topic: null },
  { lang: "fr", text: "tu peux me dire si j'ai une contravention impayée", topic: null },
  { lang: "fr", text: "ça va coûter combien le litre d'essence le mois prochain", topic: null },
  { lang: "fr", text: "c'est quoi ton signe astrologique", topic: null },
  { lang: "fr", text: "le Toyota sur Henri-Bourassa a tu des RAV4 gris en stock aujourd'hui", topic: null },
  { lang: "fr", text: "peux tu m'aider a écrire une lettre a mon assureur pour contester mon sinistre", topic: null },
  { lang: "en", text: "what's the weather going to be like Saturday in Sherbrooke", topic: null },
  { lang: "en", text: "does the Ford dealer in Pointe-Claire have any Mavericks on the lot right now", topic: null },
  { lang: "en", text: "what was the score in the Habs game yesterday", topic: null },
  { lang: "en", text: "my neighbour scratched my car, should I take him to small claims", topic: null },
  { lang: "en", text: "what time does the Carrefour Laval close", topic: null },
  { lang: "en", text: "is the Turcot interchange backed up right now", topic: null },
  { lang: "en", text: "can you tell me what my credit score is", topic: null },
  { lang: "en", text: "which salesman at the Kia on Taschereau gives the best deals", topic: null },
  { lang: "en", text: "how old is Celine Dion", topic: null },
  { lang: "en", text: "write me a poem about my dog", topic: null },
  { lang: "en", text: "how do I get a parking ticket cancelled in Montreal", topic: null },

  // Pure questions that name answer values (third round): a value named in a question is never an answer
  { lang: "fr", text: "c tu mieux payer cash ou financer un char neuf?", topic: "financing-vs-cash" },
  { lang: "fr", text: "60 ou 72 mois, le taux change tu beaucoup entre les deux?", topic: "financing-rates-credit" },
  { lang: "fr", text: "le blanc c'est tu plus dur a garder propre l'hiver avec le calcium?", topic: null },
  { lang: "fr", text: "une hybride rechargeable ca vaut tu la peine si je fais juste de la ville?", topic: "powertrain-choice" },
  { lang: "fr", text: "une electrique a -30 en janvier a Chibougamau ca tient tu le coup?", topic: "ev-cold" },
  { lang: "fr", text: "si je prends une location 36 mois je peux tu la racheter a la fin?", topic: "lease-end" },
  { lang: "fr", text: "en location c'est combien de km par annee d'habitude, 20 000?", topic: "lease-basics" },
  { lang: "fr", text: "faut tu mettre un depot si je finance sur 84 mois?", topic: "down-payment" },
  { lang: "fr", text: "ma civic 2015 avec 200 000 km en echange, ca vaut tu quelque chose?", topic: "trade-in-value" },
  { lang: "fr", text: "je dois encore 8000 sur ma mazda 3, je peux tu l'echanger pareil?", topic: "trade-in-loan" },
  { lang: "fr", text: "le prix de 38 995 sur le site inclut tu le transport pis la prep?", topic: "all-in-price-law" },
  { lang: "fr", text: "sur une location a 500 par mois les taxes sont tu incluses?", topic: "taxes-on-car" },
  { lang: "fr", text: "un RAV4 usagé 2020 y'a tu encore de la garantie du fabricant?", topic: "used-warranty" },
  { lang: "fr", text: "le XLE vient tu avec les sieges chauffants ou faut le groupe?", topic: "equipment-trims" },
  { lang: "fr", text: "un demo 2025 avec 5000 km c'est tu un bon deal?", topic: "demo-vehicle" },
  { lang: "fr", text: "y'a tu encore une subvention pour un Ioniq 5 au Quebec?", topic: "ev-incentives" },
  { lang: "fr", text: "neuf ou usagé pour un Tacoma, c'est quoi le plus payant?", topic: "new-vs-used" },
  { lang: "fr", text: "10 concessionnaires ca va tu me donner un meilleur prix que 3?", topic: "more-dealers-better-price" },
  { lang: "fr", text: "si je choisis l'option B les garages vont tu avoir mon numero?", topic: "privacy-options" },
  { lang: "fr", text: "si je mets texto, les vendeurs vont tu m'appeler pareil?", topic: "dealer-calls" },
  { lang: "en", text: "should I do 60 or 72 months, is the rate worse on the longer one?", topic: "financing-rates-credit" },
  { lang: "en", text: "is white harder to keep clean?", topic: null },
  { lang: "en", text: "is a plug-in hybrid worth it if I mostly drive on the 40?", topic: "powertrain-choice" },
  { lang: "en", text: "how bad is the range on an electric in a Saguenay winter?", topic: "ev-cold" },
  { lang: "en", text: "can I buy it out at the end of a 48 month lease?", topic: "lease-end" },
  { lang: "en", text: "how many km a year do you usually get on a lease, 20k?", topic: "lease-basics" },
  { lang: "en", text: "do I need money down if I finance over 84 months?", topic: "down-payment" },
  { lang: "en", text: "what would they give me for a 2016 Corolla with 150k on it?", topic: "trade-in-value" },
  { lang: "en", text: "I still owe 12k on my Jeep, can I still trade it in?", topic: "trade-in-loan" },
  { lang: "en", text: "does the 42,995 on the website include freight and PDI?", topic: "all-in-price-law" },
  { lang: "en", text: "is there QST on a lease payment or just on a purchase?", topic: "taxes-on-car" },
  { lang: "en", text: "does a used 2021 CR-V still have factory warranty left?", topic: "used-warranty" },
  { lang: "en", text: "does the EX-L come with a heated steering wheel?", topic: "equipment-trims" },
  { lang: "en", text: "is a demo with 8,000 km on it worth it?", topic: "demo-vehicle" },
  { lang: "en", text: "how much is the Quebec rebate on an electric Kona right now?", topic: "ev-incentives" },
  { lang: "en", text: "new or used for a Civic, which makes more sense?", topic: "new-vs-used" },
  { lang: "en", text: "will 10 dealers get me a lower price than 5?", topic: "more-dealers-better-price" },
  { lang: "en", text: "if I pick B does the dealer get my email at all?", topic: "privacy-options" },
  { lang: "en", text: "does paying cash get me a better price than financing?", topic: "financing-vs-cash" },
  { lang: "en", text: "are winter tires included on a new RAV4 or is that extra?", topic: "winter-tires" },
  ...round4,
  ...round7,
];
