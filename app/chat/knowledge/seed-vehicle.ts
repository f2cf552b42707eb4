import type { SeedEntry } from "#app/chat/knowledge/seed.ts";

/** The vehicle: new, demo, used, warranties, equipment, winter, electric cars in the cold, charging. */
export const vehicleEntries: readonly SeedEntry[] = [
  {
    slug: "vehicle-new-vs-used",
    tags: ["neuf", "usagé", "comparaison"],
    fr: {
      questions: [
        "Neuf ou usagé, qu'est-ce qui est le mieux ?",
        "Vaut-il mieux acheter neuf ?",
        "Avantages d'un véhicule d'occasion",
        "Neuf ou un usagé de deux ans, qu'est-ce qui est mieux ?",
      ],
      answer:
        "Un neuf coûte plus cher et perd plus de valeur les premières années, mais vient avec la pleine garantie du fabricant et souvent de meilleurs taux de financement. Un usagé récent coûte moins cher ; vérifiez son historique, son état et la garantie qui reste. Je peux demander des prix pour l'un ou l'autre.",
    },
    en: {
      questions: [
        "New or used, which is better?",
        "Is it better to buy new?",
        "Advantages of a pre-owned vehicle",
        "New or a 2-year-old one, which makes more sense?",
      ],
      answer:
        "A new vehicle costs more and loses more value in the first years, but comes with the full maker's warranty and often better financing rates. A recent used one costs less; check its history, condition and remaining warranty. I can ask for prices on either.",
    },
  },
  {
    slug: "vehicle-demo",
    tags: ["démo", "démonstrateur", "neuf"],
    fr: {
      questions: [
        "C'est quoi un véhicule démo ?",
        "Acheter un démonstrateur, bonne affaire ?",
        "Un démo est-il considéré neuf ?",
        "Un démo, c'est combien moins cher ?",
      ],
      answer:
        "Un démo (démonstrateur) a servi aux essais routiers du concessionnaire : il a quelques milliers de kilomètres et se vend moins cher qu'un neuf. Demandez le kilométrage, la date de début de la garantie (souvent la première mise en service) et si les promotions du neuf s'appliquent.",
    },
    en: {
      questions: [
        "What is a demo vehicle?",
        "Is buying a demonstrator a good deal?",
        "Is a demo considered new?",
        "How much cheaper is a demo?",
      ],
      answer:
        "A demo (demonstrator) was used for the dealership's test drives: it has a few thousand kilometres and sells for less than new. Ask for the mileage, the warranty's start date (often the first day it was put in service) and whether new-vehicle promotions apply.",
    },
  },
  {
    slug: "vehicle-used-check",
    tags: ["usagé", "inspection", "historique", "rdprm"],
    fr: {
      questions: [
        "Quoi vérifier avant d'acheter un usagé ?",
        "Comment savoir si l'auto a eu un accident ?",
        "Comment je vérifie qu'il n'y a pas de dette sur le véhicule ?",
        "Comment vérifier s'il y a un lien ou une dette sur le véhicule ?",
        "Comment savoir s'il reste un prêt sur un usagé ?",
      ],
      answer:
        "Demandez un rapport d'historique (accidents, kilométrage), vérifiez au RDPRM qu'aucune dette n'est attachée au véhicule, consultez les rappels de sécurité et faites-le inspecter par un mécanicien de votre choix avant de signer. Un commerçant doit aussi afficher une étiquette sur tout véhicule d'occasion.",
      link: "https://www.rdprm.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What should I check before buying used?",
        "How do I know if the car had an accident?",
        "How do I check there's no debt on the vehicle?",
        "How do I check for a lien on a used car?",
      ],
      answer:
        "Ask for a history report (accidents, mileage), check the RDPRM that no debt is attached to the vehicle, look up safety recalls and have it inspected by a mechanic of your choice before signing. A dealer must also post a label on every used vehicle.",
      link: "https://www.rdprm.gouv.qc.ca/",
    },
  },
  {
    slug: "vehicle-warranty-new",
    tags: ["garantie", "neuf", "fabricant"],
    fr: {
      questions: [
        "Quelle garantie vient avec un véhicule neuf ?",
        "C'est quoi la garantie de base et groupe motopropulseur ?",
        "Combien d'années de garantie sur un char neuf ?",
      ],
      answer:
        "Un véhicule neuf vient avec la garantie du fabricant : une garantie de base (souvent 3 ans ou 60 000 km) et une plus longue sur le groupe motopropulseur (souvent 5 ans ou 100 000 km), variable selon la marque. Les offres précisent la garantie ; demandez-la par écrit.",
    },
    en: {
      questions: [
        "What warranty comes with a new vehicle?",
        "What are the basic and powertrain warranties?",
        "How many years of warranty on a new car?",
      ],
      answer:
        "A new vehicle comes with the maker's warranty: a basic one (often 3 years or 60,000 km) and a longer one on the powertrain (often 5 years or 100,000 km), varying by make. The offers state the warranty; ask for it in writing.",
    },
  },
  {
    slug: "vehicle-warranty-used",
    tags: ["garantie", "usagé", "loi", "opc"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il une garantie sur une auto usagée ?",
        "C'est quoi la garantie de bon fonctionnement au Québec ?",
        "Un concessionnaire doit-il garantir un véhicule d'occasion ?",
        "Garantie sur un char usagé acheté chez un commerçant",
        "Un usagé certifié, c'est quoi la garantie ?",
      ],
      answer:
        "Au Québec, un commerçant qui vend un véhicule d'occasion doit le garantir en bon état de fonctionnement selon sa catégorie : A (2 ans ou moins et 40 000 km ou moins) 6 mois ou 10 000 km ; B (3 ans, 60 000 km) 3 mois ou 5 000 km ; C (5 ans, 80 000 km) 1 mois ou 1 700 km ; D : aucune. La garantie légale de qualité s'applique toujours. Vérifié le 2026-11-27 auprès de l'Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there a warranty on a used car?",
        "What is the good-working-order warranty in Quebec?",
        "Does a dealer have to warranty a used vehicle?",
        "Warranty on a used car bought from a dealer",
        "What's covered on a certified pre-owned car?",
      ],
      answer:
        "In Quebec, a merchant selling a used vehicle must warrant it in good working order according to its class: A (2 years or less and 40,000 km or less) 6 months or 10,000 km; B (3 years, 60,000 km) 3 months or 5,000 km; C (5 years, 80,000 km) 1 month or 1,700 km; D: none. The legal warranty of quality always applies. Checked 2026-11-27 with the Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "vehicle-legal-warranty",
    tags: ["garantie légale", "loi", "durabilité"],
    fr: {
      questions: [
        "C'est quoi la garantie légale ?",
        "Mon auto a brisé après la garantie, ai-je un recours ?",
        "La garantie de durabilité raisonnable",
      ],
      answer:
        "Au Québec, tout bien vendu par un commerçant doit servir à l'usage prévu pendant une durée raisonnable, selon son prix et son usage : c'est la garantie légale, en plus de celle du fabricant. En cas de problème, avisez le commerçant par écrit ; l'Office de la protection du consommateur explique la démarche.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What is the legal warranty?",
        "My car broke after the warranty, do I have recourse?",
        "The reasonable durability warranty",
      ],
      answer:
        "In Quebec, any good sold by a merchant must serve its intended use for a reasonable time, given its price and use: that's the legal warranty, on top of the maker's. If there's a problem, notify the merchant in writing; the Office de la protection du consommateur explains the steps.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "vehicle-trim",
    tags: ["version", "finition", "équipement"],
    fr: {
      questions: ["C'est quoi une version ?", "Que veut dire niveau de finition ?", "LX, EX, Touring, c'est quoi la différence ?"],
      answer:
        "La version (ou niveau de finition) est l'ensemble d'équipements d'un modèle : par exemple LX, EX, Touring. Plus la version est haute, plus il y a d'équipements de série. Si vous hésitez, répondez « peu importe » et les concessionnaires proposeront ce qu'ils ont.",
    },
    en: {
      questions: ["What is a trim?", "What does trim level mean?", "LX, EX, Touring, what's the difference?"],
      answer:
        "A trim is a model's equipment level: for example LX, EX, Touring. The higher the trim, the more equipment comes standard. If you're unsure, answer “no preference” and dealers will offer what they have.",
    },
  },
  {
    slug: "vehicle-powertrains",
    tags: ["motorisation", "hybride", "électrique", "rechargeable"],
    fr: {
      questions: [
        "Quelle est la différence entre hybride et hybride rechargeable ?",
        "Électrique ou hybride, c'est quoi le mieux ?",
        "C'est quoi un PHEV ?",
      ],
      answer:
        "Une hybride se recharge seule en roulant (pas de prise). Une hybride rechargeable se branche et roule quelques dizaines de kilomètres à l'électricité avant de passer à l'essence. Une électrique roule seulement à l'électricité et se recharge à la borne. Le bon choix dépend de vos trajets et de la recharge possible chez vous.",
    },
    en: {
      questions: [
        "What's the difference between a hybrid and a plug-in hybrid?",
        "Electric or hybrid, which is better?",
        "What is a PHEV?",
      ],
      answer:
        "A hybrid charges itself while driving (no plug). A plug-in hybrid plugs in and drives a few dozen kilometres on electricity before switching to gas. An electric runs on electricity only and charges at a station. The right choice depends on your trips and whether you can charge at home.",
    },
  },
  {
    slug: "vehicle-drivetrains",
    tags: ["traction", "awd", "4x4", "hiver"],
    fr: {
      questions: [
        "Ai-je besoin d'une traction intégrale pour l'hiver ?",
        "Différence entre AWD et 4x4 ?",
        "Traction avant, est-ce suffisant au Québec ?",
      ],
      answer:
        "La traction intégrale (AWD) envoie la puissance aux quatre roues automatiquement, utile sur la neige au quotidien. Un 4x4 sert surtout hors route ou au remorquage. La traction avant suffit souvent en ville avec de bons pneus d'hiver, qui comptent plus que la traction pour freiner et tourner.",
    },
    en: {
      questions: ["Do I need all-wheel drive for winter?", "Difference between AWD and 4x4?", "Is front-wheel drive enough in Quebec?"],
      answer:
        "All-wheel drive (AWD) sends power to all four wheels automatically, useful on snowy roads every day. A 4x4 is mostly for off-road or towing. Front-wheel drive is often enough in town with good winter tires, which matter more than the drivetrain for braking and turning.",
    },
  },
  {
    slug: "vehicle-winter-tires-law",
    tags: ["pneus d'hiver", "hiver", "loi", "saaq"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Les pneus d'hiver sont-ils obligatoires ?",
        "À partir de quand faut-il poser les pneus d'hiver ?",
        "C'est quoi la date pour les pneus d'hiver au Québec ?",
      ],
      answer:
        "Oui : au Québec, les pneus d'hiver sont obligatoires du 1er décembre au 15 mars sur les véhicules de promenade immatriculés au Québec. Vérifié le 2026-11-27 : les détails (pneus admissibles, pictogramme) sont sur le site de la SAAQ.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: ["Are winter tires mandatory?", "From when do I need winter tires?", "What's the date for winter tires in Quebec?"],
      answer:
        "Yes: in Quebec, winter tires are mandatory from December 1 to March 15 on passenger vehicles registered in Quebec. Checked 2026-11-27: details (which tires qualify, the pictogram) are on the SAAQ's website.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "vehicle-winter-tires-included",
    tags: ["pneus d'hiver", "négociation", "équipement"],
    fr: {
      questions: [
        "Les pneus d'hiver sont-ils inclus avec l'auto ?",
        "Est-ce que je peux demander des pneus d'hiver gratuits ?",
        "Ça vient tu avec des pneus d'hiver ?",
      ],
      answer:
        "Pas d'office : un véhicule neuf vient avec des pneus quatre saisons ou d'été. Les pneus d'hiver (avec ou sans jantes) se demandent souvent en négociation ; ajoutez-les à vos options et je le préciserai aux concessionnaires.",
    },
    en: {
      questions: ["Are winter tires included with the car?", "Can I ask for free winter tires?", "Does it come with winter tires?"],
      answer:
        "Not by default: a new vehicle comes with all-season or summer tires. Winter tires (with or without rims) are often asked for in the negotiation; add them to your options and I'll tell the dealerships.",
    },
  },
  {
    slug: "vehicle-winter-equipment",
    tags: ["hiver", "équipement", "options"],
    fr: {
      questions: [
        "Quelles options sont utiles pour l'hiver ?",
        "Démarreur à distance, sièges chauffants, ça vaut la peine ?",
        "Qu'est-ce qui est pratique l'hiver dans une auto ?",
      ],
      answer:
        "Les plus demandées au Québec : démarreur à distance, sièges et volant chauffants, essuie-glaces chauffants ou dégivreurs, et bien sûr des pneus d'hiver. Nommez celles qui comptent pour vous quand je vous demande vos options : les concessionnaires chercheront une version qui les a.",
    },
    en: {
      questions: [
        "Which options are useful for winter?",
        "Remote starter, heated seats, are they worth it?",
        "What's handy in a car in winter?",
      ],
      answer:
        "The most asked for in Quebec: remote starter, heated seats and steering wheel, heated wipers or de-icers, and of course winter tires. Name the ones that matter to you when I ask for your options: dealers will look for a trim that has them.",
    },
  },
  {
    slug: "vehicle-rustproofing",
    tags: ["antirouille", "hiver", "produits ajoutés"],
    fr: {
      questions: [
        "L'antirouille, est-ce nécessaire ?",
        "Devrais-je faire traiter mon auto contre la rouille ?",
        "Traitement antirouille chez le concessionnaire",
      ],
      answer:
        "Les véhicules récents sont mieux protégés qu'avant, mais le sel des routes du Québec est dur pour le dessous. Un traitement antirouille est facultatif : comparez le prix du concessionnaire à celui d'un atelier spécialisé, et lisez ce qui est garanti.",
    },
    en: {
      questions: ["Is rustproofing necessary?", "Should I get my car rustproofed?", "Rustproofing treatment at the dealership"],
      answer:
        "Recent vehicles are better protected than before, but Quebec's road salt is hard on the underbody. Rustproofing is optional: compare the dealership's price with a specialised shop's, and read what's guaranteed.",
    },
  },
  {
    slug: "vehicle-ev-cold",
    tags: ["électrique", "hiver", "autonomie", "froid"],
    fr: {
      questions: [
        "L'autonomie d'une électrique baisse-t-elle en hiver ?",
        "Les autos électriques marchent-tu au froid ?",
        "Combien d'autonomie je perds à -20 ?",
        "L'autonomie baisse de combien en janvier ?",
        "En plein hiver, je perds combien de km ?",
        "Une électrique, c'est correct pour l'hiver au Québec ?",
        "La batterie perd combien quand il fait froid ?",
        "Ça recharge moins vite au froid ?",
      ],
      answer:
        "Oui, le froid réduit l'autonomie, souvent de 20 à 40 % par grand froid, surtout à cause du chauffage de l'habitacle et de la batterie. Pour limiter la perte : préchauffer pendant que l'auto est branchée, une thermopompe si le modèle en offre une, et dormir branché. Les électriques démarrent sans problème au froid.",
    },
    en: {
      questions: [
        "Does an EV's range drop in winter?",
        "Do electric cars work in the cold?",
        "How much range do I lose at -20?",
        "How much range do I lose in January?",
        "Is an EV fine for a Quebec winter?",
        "How much range does the battery lose in the cold?",
        "Does it charge slower in the cold?",
      ],
      answer:
        "Yes, cold reduces range, often by 20 to 40% in deep cold, mostly because of heating the cabin and the battery. To limit the loss: preheat while plugged in, a heat pump if the model offers one, and stay plugged in overnight. EVs start without trouble in the cold.",
    },
  },
  {
    slug: "vehicle-ev-home-charging",
    tags: ["électrique", "recharge", "maison", "borne"],
    fr: {
      questions: [
        "Comment recharger une électrique à la maison ?",
        "Une prise normale suffit-elle pour recharger ?",
        "C'est quoi la différence entre niveau 1 et niveau 2 ?",
      ],
      answer:
        "Une prise ordinaire (niveau 1, 120 V) ajoute environ 5 à 8 km d'autonomie par heure : assez pour de petits trajets. Une borne de niveau 2 (240 V), installée par un électricien, recharge une batterie complète en une nuit ; c'est ce que la plupart des propriétaires utilisent.",
    },
    en: {
      questions: [
        "How do I charge an EV at home?",
        "Is a regular outlet enough to charge?",
        "What's the difference between level 1 and level 2?",
      ],
      answer:
        "A regular outlet (level 1, 120 V) adds about 5 to 8 km of range per hour: enough for short trips. A level 2 charger (240 V), installed by an electrician, fills a battery overnight; it's what most owners use.",
    },
  },
  {
    slug: "vehicle-ev-public-charging",
    tags: ["électrique", "recharge", "bornes publiques", "route"],
    fr: {
      questions: ["Y a-t-il assez de bornes au Québec ?", "Où recharger sur la route ?", "C'est quoi une borne rapide ?"],
      answer:
        "Le Québec a un réseau de bornes publiques, dont le Circuit électrique d'Hydro-Québec, avec des bornes de niveau 2 et des bornes rapides (courant continu) le long des grands axes. Une borne rapide redonne une bonne partie de la batterie en 20 à 45 minutes selon le véhicule.",
      link: "https://lecircuitelectrique.com/",
    },
    en: {
      questions: ["Are there enough chargers in Quebec?", "Where do I charge on the road?", "What is a fast charger?"],
      answer:
        "Quebec has a public charging network, including Hydro-Québec's Electric Circuit, with level 2 chargers and fast (DC) chargers along major routes. A fast charger restores a good part of the battery in 20 to 45 minutes depending on the vehicle.",
      link: "https://lecircuitelectrique.com/",
    },
  },
  {
    slug: "vehicle-ev-battery",
    tags: ["électrique", "batterie", "garantie"],
    fr: {
      questions: [
        "Combien de temps dure la batterie d'une électrique ?",
        "Y a-t-il une garantie sur la batterie ?",
        "Faut-il changer la batterie après quelques années ?",
      ],
      answer:
        "Les batteries durent en général de nombreuses années et perdent lentement de la capacité. Les fabricants les garantissent souvent 8 ans ou 160 000 km contre une perte importante de capacité ; vérifiez les conditions exactes de la marque, surtout pour un usagé.",
    },
    en: {
      questions: [
        "How long does an EV battery last?",
        "Is there a warranty on the battery?",
        "Do you have to replace the battery after a few years?",
      ],
      answer:
        "Batteries usually last many years and lose capacity slowly. Makers often warrant them for 8 years or 160,000 km against a major loss of capacity; check the make's exact terms, especially for a used one.",
    },
  },
  {
    slug: "vehicle-options-packages",
    tags: ["options", "ensembles", "équipement"],
    fr: {
      questions: [
        "Comment je choisis mes options ?",
        "C'est quoi un ensemble d'options ?",
        "Est-ce que je peux ajouter une option à une version ?",
        "Quelle version a les sièges ventilés ?",
        "Quelle version vient avec l'option que je veux ?",
        "Qu'est-ce qui est de série sur la version de base ?",
        "Quelle version a l'équipement que je veux ?",
      ],
      answer:
        "Les options viennent souvent en ensembles liés à une version : parfois, monter d'une version coûte moins cher qu'ajouter un ensemble. Nommez les options qui comptent (toit ouvrant, sièges chauffants, CarPlay…) et les concessionnaires proposeront la version ou l'ensemble qui les a.",
    },
    en: {
      questions: [
        "How do I choose my options?",
        "What is an option package?",
        "Can I add an option to a trim?",
        "Which trim has ventilated seats?",
        "What's standard on the base trim?",
        "Which trim has the feature I want?",
      ],
      answer:
        "Options often come in packages tied to a trim: sometimes moving up a trim costs less than adding a package. Name the options that matter (sunroof, heated seats, CarPlay…) and dealers will offer the trim or package that has them.",
    },
  },
  {
    slug: "vehicle-model-year",
    tags: ["année modèle", "neuf", "prix"],
    fr: {
      questions: [
        "Acheter l'année précédente, est-ce une bonne affaire ?",
        "Quelle année modèle devrais-je prendre ?",
        "C'est quoi la différence entre un 2026 et un 2027 ?",
      ],
      answer:
        "Un modèle de l'année précédente encore neuf se négocie souvent mieux quand la nouvelle année arrive, mais il vaudra un peu moins à la revente. Comparez les changements entre les deux années ; si vous avez une préférence, dites-la et je la transmets.",
    },
    en: {
      questions: [
        "Is buying last year's model a good deal?",
        "Which model year should I take?",
        "What's the difference between a 2026 and a 2027?",
      ],
      answer:
        "A new previous-year model is often more negotiable when the new year arrives, but it will be worth a little less at resale. Compare what changed between the two years; if you have a preference, say so and I'll pass it on.",
    },
  },
  {
    slug: "vehicle-recalls",
    tags: ["rappels", "sécurité"],
    fr: {
      questions: [
        "Comment vérifier les rappels d'un véhicule ?",
        "Y a-t-il des rappels sur ce modèle ?",
        "Rappel de sécurité, que faire ?",
      ],
      answer:
        "Transports Canada publie les rappels de sécurité, consultables par marque, modèle et année (ou par numéro de série chez le fabricant). Les réparations d'un rappel sont gratuites chez un concessionnaire de la marque.",
      link: "https://tc.canada.ca/",
    },
    en: {
      questions: ["How do I check a vehicle's recalls?", "Are there recalls on this model?", "Safety recall, what do I do?"],
      answer:
        "Transport Canada publishes safety recalls, searchable by make, model and year (or by VIN with the manufacturer). Recall repairs are free at a dealership of the make.",
      link: "https://tc.canada.ca/",
    },
  },
  {
    slug: "vehicle-fuel-consumption",
    tags: ["consommation", "essence"],
    fr: {
      questions: [
        "Quelle est la consommation de ce modèle ?",
        "Ça consomme combien aux 100 km ?",
        "Comment comparer la consommation d'essence ?",
      ],
      answer:
        "Ressources naturelles Canada publie les cotes de consommation officielles de chaque modèle (en L/100 km, et en kWh pour les électriques). En hiver, la consommation réelle est plus élevée que la cote.",
      link: "https://ressources-naturelles.canada.ca/",
    },
    en: {
      questions: [
        "What is this model's fuel consumption?",
        "How many litres per 100 km does it use?",
        "How do I compare fuel consumption?",
      ],
      answer:
        "Natural Resources Canada publishes the official consumption ratings of every model (in L/100 km, and kWh for electrics). In winter, real consumption is higher than the rating.",
      link: "https://natural-resources.canada.ca/",
    },
  },
];
