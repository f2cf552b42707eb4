import type { SeedEntry } from "#app/chat/knowledge/seed.ts";

/**
 * Money: the all-in price and Quebec's rule on it, taxes, fees, financing, leasing, cash,
 * trade-ins, incentives for electric vehicles. General information, never advice; amounts that
 * change carry `checked` and where to verify them.
 */
export const moneyEntries: readonly SeedEntry[] = [
  // ── The all-in price and Quebec's rule ──────────────────────────────────────────────────────
  {
    slug: "money-all-in-price",
    tags: ["prix tout inclus", "frais", "loi"],
    fr: {
      questions: [
        "C'est quoi un prix tout inclus ?",
        "Le prix que vous demandez comprend quoi ?",
        "Est-ce que le transport et la préparation sont inclus ?",
        "Prix tout compris ça veut dire quoi ?",
        "Le prix tout inclus, ça comprend quoi exactement ?",
        "Votre prix inclut-tu le transport pis la préparation ?",
        "Le prix que je vais voir dans les offres, c'est-tu le prix final ?",
        "Tout inclus, ça veut dire que je paie rien de plus au concess ?",
        "C'est quoi qui est compris dans le prix que vous demandez aux concessionnaires",
        "Y a-tu d'autres frais qui s'ajoutent au prix de l'offre ?",
        "prix tout inclus c quoi",
      ],
      answer:
        "Le prix tout inclus comprend tout ce que le concessionnaire vous fait payer pour le véhicule : transport, préparation, frais d'administration, majorations. Seules la TPS, la TVQ et le droit sur les pneus neufs peuvent s'y ajouter. C'est ce prix que je demande, pour que les offres se comparent.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What is an all-in price?",
        "What does the price you ask for include?",
        "Are freight and prep included?",
        "What does all-inclusive price mean?",
        "What exactly does the all-in price cover?",
        "Is the price in the offers the final price?",
        "Does your price include freight, prep and the dealer's fees?",
        "Will the dealer add anything on top of the price in the offer?",
        "What's included in the price you ask dealers for",
        "Is the offer price everything I'll pay the dealer?",
        "all in price meaning",
      ],
      answer:
        "The all-in price includes everything the dealership charges you for the vehicle: freight, preparation, administration fees, markups. Only GST, QST and the new-tire duty may be added. That's the price I ask for, so offers can be compared.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "money-quebec-price-law",
    tags: ["loi", "opc", "prix annoncé", "frais"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Est-ce légal d'ajouter des frais au prix annoncé ?",
        "Que dit la Loi sur la protection du consommateur sur le prix des autos ?",
        "Le concessionnaire peut-il rajouter des frais de transport après ?",
        "Les frais cachés sont-ils permis au Québec ?",
        "C'est quoi la loi sur le prix affiché ?",
        "Le prix affiché doit-il tout inclure ?",
        "Le concess a-tu le droit de rajouter des frais au prix annoncé sur son site ?",
        "C'est-tu légal qu'ils chargent des frais en plus du prix de l'annonce ?",
        "Le garage a annoncé un prix pis il m'en demande plus, c'est permis ?",
        "La loi au Québec sur les frais ajoutés au prix d'un char",
        "prix annonce plus frais c legal?",
      ],
      answer:
        "Au Québec, la Loi sur la protection du consommateur exige que le prix annoncé d'un véhicule comprenne tous les frais (transport, préparation, administration, etc.) ; seules la TPS et la TVQ, et les droits exigés par une loi comme celui sur les pneus neufs, peuvent s'ajouter. Un commerçant ne peut pas exiger plus que ce prix. Vérifié le 2026-11-27 : détails et recours auprès de l'Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is it legal to add fees to the advertised price?",
        "What does the Consumer Protection Act say about car prices?",
        "Can the dealership add freight charges afterwards?",
        "Are hidden fees allowed in Quebec?",
        "Isn't it illegal to add fees on top of the advertised price?",
        "What's the law on advertised prices in Quebec?",
        "The dealer advertised one price and now wants more, is that allowed?",
        "Quebec law on dealer fees added to the advertised price",
        "Can a dealer in Quebec charge more than the price in the ad?",
        "is it legal for the dealer to add fees on top of the listed price",
        "What are my rights if the dealer adds fees to the advertised price?",
      ],
      answer:
        "In Quebec, the Consumer Protection Act requires a vehicle's advertised price to include all fees (freight, preparation, administration, etc.); only GST and QST, and duties required by law such as the new-tire duty, may be added. A merchant may not charge more than that price. Checked 2026-11-27: details and remedies at the Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "money-taxes",
    tags: ["taxes", "tps", "tvq"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Combien de taxes sur un char au Québec ?",
        "C'est quoi les taxes sur un véhicule ?",
        "La TPS et la TVQ c'est combien ?",
        "Le prix inclut-il les taxes ?",
        "Les taxes, c'est combien sur une auto ?",
        "C'est quoi le pourcentage de taxes sur un véhicule au Québec ?",
        "pis les taxes?",
        "TPS pis TVQ sur un char neuf, ça fait quel pourcentage ?",
        "Le prix de l'offre, c'est-tu avant taxes ?",
        "On paie-tu la TPS et la TVQ sur un usagé acheté chez un concessionnaire ?",
        "14,975 % de taxes sur un char, c'est ça ?",
      ],
      answer:
        "Au Québec, un véhicule est taxé à 14,975 % : TPS 5 % et TVQ 9,975 %, calculées sur le prix de vente (moins la valeur d'un véhicule échangé chez le concessionnaire). Le prix tout inclus est avant taxes. Taux vérifiés le 2026-11-27 auprès de Revenu Québec.",
      link: "https://www.revenuquebec.ca/",
    },
    en: {
      questions: [
        "How much tax on a car in Quebec?",
        "What are the taxes on a vehicle?",
        "How much are GST and QST?",
        "Does the price include taxes?",
        "What's the sales tax when buying from a Quebec dealer?",
        "and the taxes?",
        "What's the tax percentage in Quebec?",
        "Is the offer price before or after tax?",
        "GST and QST on a new purchase, what percent is that?",
        "Do I pay GST and QST buying used from a dealer?",
        "is the tax 14.975% in Quebec",
      ],
      answer:
        "In Quebec, a vehicle is taxed at 14.975%: GST 5% and QST 9.975%, on the sale price (less the value of a vehicle traded in at the dealership). The all-in price is before taxes. Rates checked 2026-11-27 with Revenu Québec.",
      link: "https://www.revenuquebec.ca/",
    },
  },
  {
    slug: "money-taxes-example",
    tags: ["taxes", "calcul", "tps", "tvq"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Ça fait combien avec les taxes sur 40 000 $ ?",
        "Comment calculer le prix final avec taxes ?",
        "Pour un char à 30 000, je vais payer combien en tout ?",
        "Combien ça me coûte au total avec les taxes pour un char à 25 000 $ ?",
        "Comment je calcule les taxes sur mon prix ?",
        "Un véhicule à 35 000, ça revient à combien taxes incluses ?",
        "Le prix final taxes incluses, ça se calcule comment ?",
        "cmb avec les taxes sur 50k",
        "Exemple de calcul de la TPS et de la TVQ sur une auto",
        "Je multiplie par quoi pour avoir le prix avec les taxes ?",
      ],
      answer:
        "Multipliez le prix tout inclus par 1,14975. Par exemple, 40 000 $ donne 2 000 $ de TPS et 3 990 $ de TVQ, soit 45 990 $ ; 30 000 $ donne 34 492,50 $. Avec un échange, les taxes se calculent sur la différence. Taux vérifiés le 2026-11-27.",
      link: "https://www.revenuquebec.ca/",
    },
    en: {
      questions: [
        "How much is it with taxes on $40,000?",
        "How do I work out the final price with taxes?",
        "For a $30,000 car, how much will I pay in total?",
        "How much is $25,000 with tax?",
        "How do I calculate the taxes on my price?",
        "A $35,000 vehicle comes to how much after tax?",
        "total price with tax on 50k",
        "Example of the GST and QST calculation on a car",
        "What do I multiply by to get the price with taxes?",
        "price after taxes, how do I figure it out",
      ],
      answer:
        "Multiply the all-in price by 1.14975. For example, $40,000 gives $2,000 GST and $3,990 QST, so $45,990; $30,000 gives $34,492.50. With a trade-in, taxes are on the difference. Rates checked 2026-11-27.",
      link: "https://www.revenuquebec.ca/",
    },
  },
  {
    slug: "money-freight-pdi",
    tags: ["frais", "transport", "préparation"],
    fr: {
      questions: [
        "C'est quoi les frais de transport et préparation ?",
        "Frais de PDI, c'est quoi ?",
        "Le transport est-il en plus du prix ?",
        "Les frais de transport, c'est quoi au juste ?",
        "C'est quoi les frais de destination sur un char neuf ?",
        "Pourquoi ils chargent la préparation du véhicule ?",
        "Transport et PDI, je paie ça en plus ?",
        "Combien coûtent le transport pis la préparation ?",
        "PDI ça veut dire quoi",
        "Les frais de transport sont-tu dans le prix des offres ?",
      ],
      answer:
        "Ce sont les frais de livraison du véhicule au concessionnaire et de sa préparation (inspection, lavage, installation). Ils sont réels, mais au Québec ils doivent être compris dans le prix annoncé : dans les offres que je demande, ils sont inclus.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What are freight and preparation fees?",
        "What are PDI fees?",
        "Is freight on top of the price?",
        "What's the destination charge?",
        "What does PDI mean?",
        "Why am I charged for vehicle prep?",
        "How much are freight and PDI?",
        "Freight and PDI, do I pay that on top?",
        "destination fee on a new car",
        "Is the freight charge included in the offers?",
      ],
      answer:
        "They cover shipping the vehicle to the dealership and preparing it (inspection, washing, installation). They're real, but in Quebec they must be included in the advertised price: in the offers I ask for, they're included.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "money-admin-fees",
    tags: ["frais", "administration", "dossier"],
    fr: {
      questions: [
        "Ils me chargent des frais d'administration de 699 $, c'est normal ?",
        "Frais de dossier, est-ce permis ?",
        "C'est quoi les frais d'admin chez le concessionnaire ?",
        "Des frais de documentation, c'est normal ?",
        "Ils m'ont ajouté des frais d'admin sur le contrat, c'est légal ?",
        "Des frais d'administration de 500 $, je dois payer ça ?",
        "C'est quoi des frais de documentation ?",
        "frais d admin au concess c normal?",
        "Les frais de dossier sont-tu inclus dans le prix ?",
        "Le vendeur me parle de frais administratifs en plus, c'est quoi ?",
      ],
      answer:
        "Des frais d'administration ou de dossier peuvent exister, mais au Québec ils doivent faire partie du prix annoncé, pas s'ajouter ensuite. Sur votre page, un tel frais ajouté à une offre est signalé et compté dans son prix pour la comparer.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "They're charging me a $699 administration fee, is that normal?",
        "Is a documentation fee allowed?",
        "What are admin fees at the dealership?",
        "What's a normal doc fee in Quebec?",
        "Is a documentation fee normal?",
        "What's a doc fee?",
        "They added an admin fee to the contract, is that legal?",
        "Do I have to pay the dealer's documentation fee?",
        "admin fee on top of the price?",
        "The salesman mentioned administration charges on top, what is that?",
      ],
      answer:
        "Administration or documentation fees may exist, but in Quebec they must be part of the advertised price, not added afterwards. On your page, such a fee added to an offer is flagged and counted in its price for the comparison.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "money-tire-duty",
    tags: ["frais", "pneus", "droit"],
    fr: {
      questions: [
        "C'est quoi le droit sur les pneus neufs ?",
        "Pourquoi y a-t-il une taxe sur les pneus ?",
        "Frais environnementaux sur les pneus",
        "C'est quoi les frais par pneu sur ma facture ?",
        "Le droit spécifique sur les pneus neufs, c'est combien ?",
        "Pourquoi je paie des frais de recyclage de pneus ?",
        "Ils ajoutent un montant pour les pneus au prix, c'est permis ?",
        "Des frais de pneus sur une auto neuve, c'est quoi ?",
        "taxe pneus neufs quebec",
      ],
      answer:
        "C'est un droit fixe prévu par la loi du Québec sur chaque pneu neuf vendu, qui finance le recyclage des pneus. Comme la TPS et la TVQ, il peut s'ajouter au prix annoncé ; son montant est de quelques dollars par pneu.",
      link: "https://www.revenuquebec.ca/",
    },
    en: {
      questions: [
        "What is the new-tire duty?",
        "Why is there a tax on tires?",
        "Environmental fee on tires",
        "What's the per-tire fee on my bill?",
        "Why am I paying a tire recycling fee?",
        "They added a charge for the tires, is that allowed?",
        "Quebec new tire duty, how much is it?",
        "tire fee on a new car",
        "What is the tire levy on the invoice?",
      ],
      answer:
        "It's a fixed duty under Quebec law on each new tire sold, which pays for tire recycling. Like GST and QST, it may be added to the advertised price; it's a few dollars per tire.",
      link: "https://www.revenuquebec.ca/",
    },
  },
  {
    slug: "money-registration-costs",
    tags: ["immatriculation", "saaq", "plaques", "coûts"],
    fr: {
      questions: [
        "L'immatriculation coûte combien ?",
        "Les plaques sont-elles incluses dans le prix ?",
        "Faut-il payer la SAAQ en plus ?",
        "Combien coûtent les plaques pour un char neuf ?",
        "L'immatriculation est-elle comprise dans le prix tout inclus ?",
        "Ça coûte-tu cher immatriculer un véhicule au Québec ?",
        "Les droits d'immatriculation de la SAAQ, c'est combien par année ?",
        "Le concessionnaire me charge l'immatriculation, c'est normal ?",
        "plaques saaq cmb",
      ],
      answer:
        "L'immatriculation (plaque et droits annuels, qui comprennent la contribution d'assurance de la SAAQ) est payée à la SAAQ, souvent par l'entremise du concessionnaire, et dépend du véhicule et de l'endroit où vous habitez. Les montants à jour sont sur le site de la SAAQ.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "How much does registration cost?",
        "Are plates included in the price?",
        "Do I pay the SAAQ on top?",
        "How much are plates for a new car?",
        "How much does the SAAQ take every year for registration?",
        "Registration fees in Quebec, how much?",
        "Is registration included in the all-in price?",
        "The dealer is charging me for registration, is that normal?",
        "plates cost saaq",
      ],
      answer:
        "Registration (plate and annual fees, which include the SAAQ's insurance contribution) is paid to the SAAQ, often through the dealership, and depends on the vehicle and where you live. Current amounts are on the SAAQ's website.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "money-luxury-tax",
    tags: ["taxes", "luxe"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il une taxe de luxe sur les autos chères ?",
        "C'est quoi la taxe sur les véhicules de plus de 100 000 $ ?",
        "Taxe de luxe fédérale sur une voiture",
        "La taxe de luxe sur une auto de 120 000 $, c'est combien ?",
        "Une auto de plus de 100 000 $, y a-t-il une taxe en plus ?",
        "La taxe sur les produits de luxe s'applique-tu aux chars ?",
        "Un char de luxe coûte-tu plus cher à immatriculer ?",
        "Comment se calcule la taxe de luxe sur un véhicule ?",
        "taxe de luxe 100k",
      ],
      answer:
        "Oui, au fédéral : un véhicule neuf de plus de 100 000 $ paie une taxe sur les produits de luxe (le moindre de 10 % du prix ou 20 % de la partie au-dessus de 100 000 $). Au Québec, l'immatriculation d'un véhicule de valeur élevée coûte aussi plus cher. Vérifié le 2026-11-27 : confirmez auprès de l'Agence du revenu du Canada et de la SAAQ.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there a luxury tax on expensive cars?",
        "What is the tax on vehicles over $100,000?",
        "Federal luxury tax on a car",
        "Luxury tax on a $120,000 car, how much?",
        "Is there extra tax over 100k?",
        "How is the luxury tax calculated on a vehicle?",
        "Does a luxury car cost more to register in Quebec?",
        "luxury tax over 100k in canada",
        "Select luxury items tax on vehicles",
      ],
      answer:
        "Yes, federally: a new vehicle over $100,000 pays a luxury tax (the lesser of 10% of the price or 20% of the part above $100,000). In Quebec, registering a high-value vehicle also costs more. Checked 2026-11-27: confirm with the Canada Revenue Agency and the SAAQ.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "money-negotiable-fees",
    tags: ["frais", "négociation"],
    fr: {
      questions: [
        "Les frais se négocient-ils ?",
        "Je peux faire enlever des frais ?",
        "Est-ce que tout est négociable ?",
        "Je peux négocier les frais du concessionnaire ?",
        "Dans le prix d'un char, qu'est-ce qui se négocie pis qu'est-ce qui se négocie pas ?",
        "Les taxes, ça se négocie-tu ?",
        "Peut-on faire baisser les frais ajoutés ?",
        "Frais négociables chez le concess",
        "Je peux-tu refuser des frais sur le contrat ?",
      ],
      answer:
        "Le prix tout inclus se négocie en entier, frais compris, et les produits facultatifs (antirouille, protections, garanties prolongées) se refusent. Ce qui ne se négocie pas : les taxes et les droits prévus par la loi.",
    },
    en: {
      questions: [
        "Are fees negotiable?",
        "Can I get fees removed?",
        "Is everything negotiable?",
        "Can I negotiate the dealer fees?",
        "Are the dealer's fees negotiable or not?",
        "Can taxes be negotiated?",
        "Can I get the fees lowered?",
        "negotiable fees at the dealer",
        "Can I refuse some of the fees on the contract?",
      ],
      answer:
        "The whole all-in price is negotiable, fees included, and optional products (rustproofing, protections, extended warranties) can be refused. What isn't negotiable: taxes and duties set by law.",
    },
  },

  // ── Financing ───────────────────────────────────────────────────────────────────────────────
  {
    slug: "money-financing-basics",
    tags: ["financement", "prêt", "taux"],
    fr: {
      questions: [
        "Comment fonctionne le financement d'une auto ?",
        "C'est quoi le financement ?",
        "Un prêt auto, ça marche comment ?",
        "C'est quoi un bon taux pour un prêt auto ?",
        "Les taux d'intérêt sont à combien ?",
        "Financer un char, ça fonctionne comment ?",
        "C'est quoi le coût total du crédit sur un prêt auto ?",
        "Comment comparer deux offres de financement ?",
        "pret auto c quoi le taux ces temps ci",
        "C'est qui le prêteur quand je finance chez le concessionnaire ?",
      ],
      answer:
        "En financement, un prêteur (le fabricant, une banque) paie le véhicule et vous le remboursez par versements, avec intérêts, sur un terme de quelques années ; le véhicule est à vous. Comparez le taux annuel, le terme et le coût total du crédit, que le contrat doit indiquer.",
    },
    en: {
      questions: [
        "How does car financing work?",
        "What is financing?",
        "How does a car loan work?",
        "What's a good rate on a car loan?",
        "What interest rate should I expect?",
        "How does financing work at the dealership?",
        "What's the total cost of credit on my loan?",
        "How do I compare two financing offers?",
        "car loan rates these days?",
        "Who is the lender when I finance at the dealer?",
      ],
      answer:
        "With financing, a lender (the manufacturer, a bank) pays for the vehicle and you repay it in instalments, with interest, over a term of a few years; the vehicle is yours. Compare the annual rate, the term and the total cost of credit, which the contract must state.",
    },
  },
  {
    slug: "money-financing-term",
    tags: ["financement", "terme"],
    fr: {
      questions: [
        "Financer sur 84 ou 96 mois, est-ce une bonne idée ?",
        "Quel terme choisir pour mon prêt ?",
        "Plus long terme = plus cher ?",
        "Un prêt sur 96 mois, c'est-tu trop long ?",
        "Un terme de 60 ou de 72 mois, lequel est mieux ?",
        "Pourquoi ils me proposent un financement sur 8 ans ?",
        "Allonger le terme pour baisser mes paiements, bonne idée ?",
        "Sur combien d'années financer une auto ?",
        "terme 84 mois vs 60 mois",
      ],
      answer:
        "Un terme plus long baisse le paiement mensuel mais augmente les intérêts payés, et le prêt peut dépasser la valeur du véhicule pendant des années (ce qui complique un échange). Comparez le coût total du crédit pour chaque terme avant de choisir.",
    },
    en: {
      questions: [
        "Is financing over 84 or 96 months a good idea?",
        "Which term should I choose for my loan?",
        "Longer term = more expensive?",
        "Is a 96-month loan too long?",
        "60 or 72 months, which term is better?",
        "Why is the dealer offering me an 8-year loan?",
        "Stretching the term to lower my payments, good idea?",
        "How many years should I finance a car for?",
        "84 vs 60 month car loan",
      ],
      answer:
        "A longer term lowers the monthly payment but raises the interest paid, and the loan can exceed the vehicle's value for years (which complicates a trade-in). Compare the total cost of credit for each term before choosing.",
    },
  },
  {
    slug: "money-financing-promo-rate",
    tags: ["financement", "taux promotionnel", "rabais"],
    fr: {
      questions: [
        "C'est quoi le financement à 0 % ?",
        "Les taux promotionnels du fabricant, c'est vrai ?",
        "Taux réduit ou rabais comptant, lequel prendre ?",
        "Le financement à 0 %, y a-tu une pogne ?",
        "Financement à 0 % ou rabais au comptant, c'est quoi le mieux ?",
        "Les taux promo du fabricant, ça s'applique sur tous les termes ?",
        "Le concess annonce un taux de 1,9 %, c'est vrai ?",
        "Pourquoi je perds le rabais si je prends le taux réduit ?",
        "financement 0% c quoi le piege",
      ],
      answer:
        "Les fabricants offrent parfois un taux réduit (même 0 %) sur certains modèles et termes, ou un rabais si vous ne prenez pas ce taux. Calculez les deux : le coût des intérêts au taux normal moins le rabais, contre le taux réduit. Je demande aux concessionnaires leurs promotions en cours.",
    },
    en: {
      questions: [
        "What is 0% financing?",
        "Are the manufacturer's promo rates real?",
        "Low rate or cash rebate, which one?",
        "What's the catch with 0% financing?",
        "0% or the cash rebate, which should I take?",
        "Do manufacturer promo rates apply to every term?",
        "The dealer advertises 1.9% financing, is that real?",
        "Why do I lose the rebate if I take the low rate?",
        "zero percent financing catch",
      ],
      answer:
        "Manufacturers sometimes offer a reduced rate (even 0%) on some models and terms, or a rebate if you don't take that rate. Work out both: the interest at the normal rate minus the rebate, against the reduced rate. I ask dealerships for their current promotions.",
    },
  },
  {
    slug: "money-financing-credit",
    tags: ["financement", "crédit", "dossier de crédit"],
    fr: {
      questions: [
        "J'ai un mauvais crédit, puis-je quand même avoir un prêt ?",
        "Vont-ils vérifier mon crédit ?",
        "Crédit difficile, est-ce possible ?",
        "J'ai fait faillite, est-ce que je peux avoir du financement ?",
        "Avec un mauvais dossier, on me finance-tu ?",
        "Mon crédit est pas bon, je peux financer ?",
        "Sans historique de crédit, je peux avoir un prêt ?",
        "Crédit poqué, est-ce que je peux quand même financer un char ?",
        "Ma cote de crédit est basse, ça change quoi pour mon taux ?",
        "Je suis en proposition de consommateur, je peux financer une auto ?",
        "Est-ce que votre demande de prix affecte mon dossier de crédit ?",
      ],
      answer:
        "Le prêteur vérifie votre dossier de crédit au moment de la demande de financement, pas quand je demande les prix. Avec un crédit difficile, le taux est souvent plus élevé : comparez le coût total, et une pré-approbation de votre institution financière peut servir de point de comparaison.",
    },
    en: {
      questions: [
        "I have bad credit, can I still get a loan?",
        "Will they check my credit?",
        "Bad credit, is it possible?",
        "Can I get financing after a bankruptcy?",
        "My credit isn't great, can I finance?",
        "With no credit history, can I get a loan?",
        "My credit score is low, what does that do to my rate?",
        "Can I finance a car during a consumer proposal?",
        "Does asking you for prices affect my credit score?",
        "Second-chance car financing, is it possible?",
      ],
      answer:
        "The lender checks your credit file when you apply for financing, not when I ask for prices. With poor credit the rate is often higher: compare the total cost, and a pre-approval from your own financial institution gives you a point of comparison.",
    },
  },
  {
    slug: "money-financing-preapproval",
    tags: ["financement", "banque", "pré-approbation"],
    fr: {
      questions: [
        "Devrais-je passer par ma banque pour le financement ?",
        "C'est quoi une pré-approbation ?",
        "Financement du concessionnaire ou de ma caisse ?",
        "Je devrais-tu me faire pré-approuver avant d'aller au concess ?",
        "Un prêt de ma caisse ou le financement du concessionnaire, c'est quoi le mieux ?",
        "Une pré-approbation de ma banque, ça sert à quoi ?",
        "Je peux-tu amener mon propre financement au concessionnaire ?",
        "Je négocie le prix avant de parler de financement ?",
        "pret desjardins pour un char",
      ],
      answer:
        "Une pré-approbation de votre banque ou caisse vous dit le taux et le montant auxquels vous avez droit : vous pouvez la comparer à ce que propose le concessionnaire (parfois un taux promotionnel du fabricant). Négociez le prix du véhicule d'abord, le financement ensuite.",
    },
    en: {
      questions: [
        "Should I go through my bank for financing?",
        "What is a pre-approval?",
        "Dealer financing or my credit union?",
        "Should I get pre-approved before going to the dealer?",
        "Bank loan or dealer financing, which is better?",
        "What's the point of a pre-approval from my bank?",
        "Can I bring my own financing to the dealership?",
        "Should I negotiate the price before talking financing?",
        "preapproved car loan",
      ],
      answer:
        "A pre-approval from your bank or credit union tells you the rate and amount you qualify for: you can compare it with the dealership's offer (sometimes a manufacturer promo rate). Negotiate the vehicle's price first, the financing second.",
    },
  },
  {
    slug: "money-financing-early-payoff",
    tags: ["financement", "remboursement anticipé"],
    fr: {
      questions: [
        "Puis-je rembourser mon prêt auto plus tôt ?",
        "Y a-t-il une pénalité pour payer mon char d'avance ?",
        "Rembourser par anticipation",
        "Je peux-tu payer mon prêt auto au complet avant la fin ?",
        "Faire des paiements de plus sur mon prêt auto, c'est permis ?",
        "Pénalité de remboursement anticipé sur un prêt auto au Québec",
        "Si je rembourse mon char d'avance, je paie-tu les intérêts quand même ?",
        "Payer mon financement plus vite",
        "rembourser pret auto avant terme",
      ],
      answer:
        "Au Québec, la Loi sur la protection du consommateur permet de rembourser un contrat de crédit avant l'échéance, et les intérêts ne courent que jusqu'au paiement. Lisez la clause de votre contrat et, au besoin, informez-vous auprès de l'Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Can I pay off my car loan early?",
        "Is there a penalty for paying my car off early?",
        "Early repayment",
        "Can I pay extra on my car loan?",
        "Prepayment penalty on a car loan in Quebec?",
        "If I pay my car off early, do I still owe the interest?",
        "Paying off my financing faster",
        "Can I repay the whole loan before the term ends?",
        "early payoff car loan quebec",
      ],
      answer:
        "In Quebec, the Consumer Protection Act lets you repay a credit contract before it's due, and interest runs only until you pay. Read your contract's clause and, if needed, ask the Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "money-down-payment",
    tags: ["financement", "mise de fonds", "comptant initial"],
    fr: {
      questions: [
        "Faut-il une mise de fonds ?",
        "Combien devrais-je donner comptant au départ ?",
        "C'est quoi un comptant initial ?",
        "Zéro comptant, est-ce une mauvaise idée ?",
        "Combien je devrais mettre comptant au départ ?",
        "Une grosse mise de fonds, c'est mieux ?",
        "Je peux acheter sans rien mettre d'avance ?",
        "Un cash down, c'est combien d'habitude ?",
        "Mettre un comptant initial sur une location, ça vaut-tu la peine ?",
        "Ma mise de fonds, ça change quoi à mes paiements ?",
      ],
      answer:
        "Une mise de fonds réduit le montant financé, donc les intérêts et les paiements ; elle n'est pas toujours exigée. En location, un comptant initial baisse les paiements mais se perd si le véhicule est volé ou détruit tôt : demandez comment votre assurance le couvre.",
    },
    en: {
      questions: [
        "Do I need a down payment?",
        "How much should I put down?",
        "What is a down payment on a lease?",
        "Is zero down a bad idea?",
        "Should I put money down?",
        "Is a big down payment better?",
        "Can I buy with nothing down?",
        "How much cash down is normal?",
        "Is putting money down on a lease a good idea?",
        "How does a down payment change my payments?",
      ],
      answer:
        "A down payment reduces the amount financed, so the interest and payments; it isn't always required. On a lease, money down lowers the payments but is lost if the vehicle is stolen or written off early: ask how your insurance covers it.",
    },
  },
  {
    slug: "money-monthly-vs-total",
    tags: ["budget", "paiement mensuel", "prix total"],
    fr: {
      questions: [
        "Je devrais donner mon budget par mois ou au total ?",
        "Pourquoi regarder le prix total et pas juste le paiement ?",
        "Mon budget c'est un paiement mensuel, ça marche ?",
        "Mon budget, c'est avec ou sans les taxes ?",
        "Je suis payé aux deux semaines, je donne mon budget comment ?",
        "Je vous donne un montant par mois ou un prix total ?",
        "Pourquoi comparer les offres sur le prix total pis pas sur les paiements ?",
        "Un paiement mensuel bas, ça peut cacher quoi ?",
        "Mon budget c'est 400 $ par mois, vous pouvez chercher avec ça ?",
        "budget par mois ou total",
      ],
      answer:
        "Les deux marchent : dites « 450 $ par mois » ou « 35 000 $ en tout » et je transmets le bon type de budget. Mais comparez les offres sur le prix tout inclus : un paiement bas peut cacher un terme plus long ou un taux plus élevé.",
    },
    en: {
      questions: [
        "Should I give my budget per month or in total?",
        "Why look at the total price and not just the payment?",
        "My budget is a monthly payment, does that work?",
        "Should my budget include taxes?",
        "I'm paid every two weeks, how do I give my budget?",
        "Do I give you a monthly amount or a total price?",
        "Why compare offers on the total price and not on the payments?",
        "What can a low monthly payment hide?",
        "My budget is $400 a month, is that enough to go on?",
        "budget monthly or total",
      ],
      answer:
        "Both work: say “$450 a month” or “$35,000 in total” and I pass on the right kind of budget. But compare offers on the all-in price: a low payment can hide a longer term or a higher rate.",
    },
  },

  // ── Leasing ─────────────────────────────────────────────────────────────────────────────────
  {
    slug: "money-lease-basics",
    tags: ["location", "bail"],
    fr: {
      questions: [
        "Comment fonctionne une location auto ?",
        "C'est quoi louer un char à long terme ?",
        "La location, ça marche comment ?",
        "Une location longue durée, c'est quoi ?",
        "Le lease, ça fonctionne comment ?",
        "En location, le char est-tu à moi ?",
        "Combien d'années dure une location auto en général ?",
        "Qu'est-ce que je paie exactement dans un bail auto ?",
        "location auto expliquer svp",
      ],
      answer:
        "En location à long terme, vous payez l'usage du véhicule pendant le terme (souvent 3 à 5 ans), avec un kilométrage annuel convenu ; à la fin, vous le rendez ou vous l'achetez à sa valeur résiduelle, fixée au contrat. Les taxes se paient sur chaque paiement.",
    },
    en: {
      questions: [
        "How does a car lease work?",
        "What is long-term leasing?",
        "How does leasing work?",
        "Explain car leasing to me",
        "With a lease, do I own the car?",
        "How long does a car lease usually last?",
        "What am I actually paying for with a lease?",
        "How does a lease work, in plain words?",
        "leasing explained",
      ],
      answer:
        "With a long-term lease, you pay for using the vehicle over the term (often 3 to 5 years), with an agreed yearly mileage; at the end you return it or buy it at its residual value, set in the contract. Taxes are paid on each payment.",
    },
  },
  {
    slug: "money-lease-taxes",
    tags: ["location", "taxes"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Paie-t-on des taxes sur une location ?",
        "Les paiements de location sont-ils taxés ?",
        "Taxes sur un bail auto",
        "En location, les taxes sont-tu sur chaque paiement ?",
        "TPS pis TVQ sur un lease, ça marche comment ?",
        "Mon paiement de location est-il avant ou après taxes ?",
        "Les taxes quand je rachète mon véhicule loué",
        "Pourquoi mon paiement de lease est plus cher que prévu, c'est les taxes ?",
        "taxes location auto quebec",
      ],
      answer:
        "Oui : en location, la TPS (5 %) et la TVQ (9,975 %) s'ajoutent à chaque paiement mensuel, plutôt qu'en un coup à l'achat ; si vous achetez le véhicule à la fin, les taxes s'appliquent à la valeur résiduelle. Vérifié le 2026-11-27 auprès de Revenu Québec.",
      link: "https://www.revenuquebec.ca/",
    },
    en: {
      questions: [
        "Do you pay tax on a lease?",
        "Are lease payments taxed?",
        "Taxes on a car lease",
        "On a lease, is tax charged on every payment?",
        "How do GST and QST work on a lease?",
        "Is my lease payment before or after tax?",
        "Do I pay tax on the whole car when I lease?",
        "Why is my lease payment higher than I expected, is it the taxes?",
        "lease tax quebec",
      ],
      answer:
        "Yes: on a lease, GST (5%) and QST (9.975%) are added to each monthly payment, rather than all at once at purchase; if you buy the vehicle at the end, taxes apply to the residual value. Checked 2026-11-27 with Revenu Québec.",
      link: "https://www.revenuquebec.ca/",
    },
  },
  {
    slug: "money-lease-vs-finance",
    tags: ["location", "financement", "comparaison"],
    fr: {
      questions: [
        "Louer ou financer, c'est quoi le mieux ?",
        "Quelle est la différence entre location et financement ?",
        "C'est tu mieux de louer ou d'acheter ?",
        "Location ou achat, qu'est-ce qui coûte le moins cher à long terme ?",
        "Je roule beaucoup, vaut-tu mieux louer ou acheter ?",
        "Lease ou financement, c'est quoi la différence ?",
        "Je garde mes chars 10 ans, vaut-tu mieux louer ?",
        "Avantages de la location versus le financement",
        "louer vs acheter",
      ],
      answer:
        "En location, vous payez l'usage du véhicule pendant le terme et le rendez ensuite (kilométrage limité). En financement, vous payez le véhicule par versements et il vous appartient. Au comptant, vous payez tout d'un coup, sans intérêts. Le mieux dépend de votre kilométrage et de combien de temps vous gardez un véhicule.",
    },
    en: {
      questions: [
        "Lease or finance, which is better?",
        "What's the difference between leasing and financing?",
        "Is it better to lease or buy?",
        "Leasing vs buying, which costs less in the long run?",
        "I drive a lot, should I lease or buy?",
        "I keep my cars 10 years, should I lease?",
        "Pros and cons of leasing vs financing",
        "Lease, finance or cash, how do I choose?",
        "lease vs finance",
      ],
      answer:
        "With a lease you pay for using the vehicle over the term and give it back (limited mileage). With financing you pay for the vehicle in instalments and it's yours. Cash means paying it all at once, with no interest. The best choice depends on your mileage and how long you keep a vehicle.",
    },
  },
  {
    slug: "money-lease-end",
    tags: ["location", "fin de bail"],
    fr: {
      questions: [
        "Qu'est-ce qui arrive à la fin de ma location ?",
        "Fin de bail, j'ai quelles options ?",
        "Mon lease finit bientôt, je fais quoi ?",
        "Ma location se termine, je peux faire quoi ?",
        "Fin de location : rendre le char, le racheter ou l'échanger ?",
        "Mon bail finit dans quelques mois, c'est quoi mes choix ?",
        "Retourner mon véhicule loué, comment ça se passe ?",
        "Je peux-tu échanger mon véhicule en location contre un autre ?",
        "fin de lease options",
      ],
      answer:
        "À la fin du bail, vous pouvez rendre le véhicule (inspection, puis frais pour le kilométrage en trop et l'usure anormale), l'acheter à la valeur résiduelle prévue au contrat, ou le remettre en échange sur un autre véhicule. Si sa valeur de marché dépasse la valeur résiduelle, cette différence joue en votre faveur : faites-la évaluer.",
    },
    en: {
      questions: [
        "What happens at the end of my lease?",
        "End of lease, what are my options?",
        "My lease ends soon, what do I do?",
        "My lease is ending, what can I do?",
        "End of lease: return it, buy it or trade it?",
        "Returning the lease at the end, how does it work?",
        "Can I trade in my leased car for a new one?",
        "What are my choices when my lease is up?",
        "lease ending options",
      ],
      answer:
        "At lease end, you can return the vehicle (inspection, then charges for extra kilometres and abnormal wear), buy it at the residual value in the contract, or trade it in on another vehicle. If its market value is above the residual value, that difference works for you: get it appraised.",
    },
  },
  {
    slug: "money-lease-mileage",
    tags: ["location", "kilométrage"],
    fr: {
      questions: [
        "Je vais dépasser mon kilométrage, ça coûte combien ?",
        "Combien de km par année dans une location ?",
        "Frais de kilométrage excédentaire",
        "Ça coûte combien le kilomètre en trop sur un lease ?",
        "J'ai dépassé mes km de location, je vais payer combien ?",
        "Vaut-il mieux prendre plus de kilométrage dans ma location ?",
        "20 000 km par année, c'est assez pour une location ?",
        "Kilométrage annuel dans un bail, comment choisir ?",
        "km en trop location",
      ],
      answer:
        "Le contrat fixe un kilométrage annuel (souvent 16 000 à 24 000 km) et un prix par kilomètre en trop, souvent de l'ordre de 8 à 20 cents. Si vous savez que vous roulerez plus, il coûte en général moins cher de prévoir plus de kilomètres au départ.",
    },
    en: {
      questions: [
        "I'm going to go over my mileage, how much will it cost?",
        "How many km per year on a lease?",
        "Excess mileage charges",
        "How much per extra km on a lease?",
        "I'm over my lease kilometres, how much will I pay?",
        "Should I get more kilometres in my lease?",
        "Is 20,000 km a year enough for a lease?",
        "How do I choose the yearly mileage on a lease?",
        "over mileage lease cost",
      ],
      answer:
        "The contract sets a yearly mileage (often 16,000 to 24,000 km) and a price per extra kilometre, often around 8 to 20 cents. If you know you'll drive more, it's usually cheaper to plan more kilometres from the start.",
    },
  },
  {
    slug: "money-lease-wear",
    tags: ["location", "usure", "inspection"],
    fr: {
      questions: [
        "Qu'est-ce que l'usure normale en fin de location ?",
        "Vont-ils me charger pour les égratignures ?",
        "Inspection de retour de location",
        "Ils vont-tu me charger pour une bosse au retour du lease ?",
        "Usure normale ou dommage au retour de location, c'est qui qui juge ?",
        "Comment me préparer à l'inspection de fin de location ?",
        "Frais d'usure excessive en fin de bail",
        "Mes pneus sont usés, je vais payer au retour de ma location ?",
        "retour location egratignures frais",
      ],
      answer:
        "Au retour, le véhicule est inspecté : l'usure normale est acceptée, mais les dommages au-delà (bosses, pneus usés sous le minimum, bris) peuvent être facturés selon le contrat. Faites votre propre inspection avant, photos à l'appui, et demandez le rapport écrit.",
    },
    en: {
      questions: [
        "What counts as normal wear at lease end?",
        "Will they charge me for scratches?",
        "Lease return inspection",
        "Will they charge me for a dent when I return my lease?",
        "Normal wear or damage on a lease return, who judges that?",
        "How do I prepare for the lease-end inspection?",
        "Excess wear charges at lease end",
        "My tires are worn, will I pay when I return the lease?",
        "lease return scratches charges",
      ],
      answer:
        "On return, the vehicle is inspected: normal wear is accepted, but damage beyond it (dents, tires below minimum, breakage) can be charged as the contract says. Do your own inspection first, with photos, and ask for the written report.",
    },
  },
  {
    slug: "money-lease-buyout",
    tags: ["location", "rachat", "valeur résiduelle"],
    fr: {
      questions: [
        "Puis-je acheter mon auto à la fin de la location ?",
        "C'est quoi la valeur résiduelle ?",
        "Racheter mon véhicule loué, bonne idée ?",
        "Racheter en fin de bail, ça vaut-tu la peine ?",
        "Racheter mon char à la fin du lease, comment ça marche ?",
        "La valeur résiduelle de mon bail est plus basse que le marché, je rachète ?",
        "Je peux-tu financer le rachat de ma location ?",
        "Le prix de rachat d'un véhicule loué",
        "Garder mon véhicule loué à la fin du bail, c'est possible ?",
      ],
      answer:
        "Oui, au prix de la valeur résiduelle inscrite au contrat (plus les taxes). C'est intéressant si ce prix est sous la valeur du marché et que le véhicule vous convient ; vous pouvez le payer comptant ou le financer.",
    },
    en: {
      questions: [
        "Can I buy my car at the end of the lease?",
        "What is the residual value?",
        "Buying out my leased vehicle, good idea?",
        "Is a lease buyout worth it?",
        "How does a lease buyout work?",
        "My residual is lower than market value, should I buy it?",
        "Can I finance my lease buyout?",
        "Buyout price of a leased vehicle",
        "Can I keep my leased car at the end?",
      ],
      answer:
        "Yes, at the residual value written in the contract (plus taxes). It's worth it if that price is below market value and the vehicle suits you; you can pay cash or finance it.",
    },
  },
  {
    slug: "money-lease-early-exit",
    tags: ["location", "transfert", "résiliation"],
    fr: {
      questions: [
        "Comment sortir d'une location avant la fin ?",
        "Peut-on transférer un bail de location ?",
        "Je veux briser mon lease",
        "Je peux-tu casser mon bail de location avant la fin ?",
        "Transférer mon lease à quelqu'un d'autre, comment ?",
        "Ça coûte combien sortir d'une location plus tôt ?",
        "Mon char loué me tente plus, comment m'en sortir ?",
        "Une cession de bail auto, c'est permis ?",
        "sortir du lease avant terme",
      ],
      answer:
        "Mettre fin tôt à une location coûte souvent cher (paiements restants, pénalités). Deux solutions courantes : transférer le bail à quelqu'un d'autre, si le prêteur le permet, ou l'échanger chez un concessionnaire qui rachète le solde. Demandez d'abord au prêteur le montant exact pour sortir.",
    },
    en: {
      questions: [
        "How do I get out of a lease early?",
        "Can you transfer a lease?",
        "I want to break my lease",
        "Can I break my car lease early?",
        "How do I transfer my lease to someone else?",
        "How much does it cost to get out of a lease early?",
        "I'm done with my leased car, how do I get rid of it?",
        "Lease takeover, is it allowed?",
        "get out of lease early",
      ],
      answer:
        "Ending a lease early is often expensive (remaining payments, penalties). Two common ways out: transfer the lease to someone else, if the lender allows it, or trade it in at a dealership that pays off the balance. First ask the lender for the exact amount to get out.",
    },
  },

  // ── Cash ────────────────────────────────────────────────────────────────────────────────────
  {
    slug: "money-cash",
    tags: ["comptant", "paiement"],
    fr: {
      questions: [
        "Payer comptant, est-ce avantageux ?",
        "J'achète cash, vais-je avoir un meilleur prix ?",
        "Est-ce mieux de payer d'un coup ?",
        "J'ai l'argent de côté, est-ce que je finance quand même ?",
        "Vaut-il mieux payer cash ou financer si j'ai l'argent ?",
        "Le concessionnaire aime-tu mieux qu'on paie comptant ?",
        "Pourquoi le prix comptant serait plus cher que le prix financé ?",
        "Acheter comptant sans financement, c'est possible ?",
        "J'ai l'argent, je paie tout d'un coup ou je finance ?",
        "payer comptant ou financer",
      ],
      answer:
        "Payer comptant évite les intérêts, mais ne donne pas automatiquement un meilleur prix : certaines promotions sont liées au financement du fabricant. Demandez le prix tout inclus comptant et le prix avec financement, et comparez le coût total.",
    },
    en: {
      questions: [
        "Is paying cash worth it?",
        "If I buy cash will I get a better price?",
        "Is it better to pay all at once?",
        "The dealer says paying cash means no discount, is that normal?",
        "I have the money, should I still finance?",
        "Do dealers prefer cash buyers?",
        "Why would the cash price be higher than the financed price?",
        "Can I buy outright without financing?",
        "Paying in full, any advantage?",
        "pay cash or finance",
      ],
      answer:
        "Paying cash avoids interest but doesn't automatically get a better price: some promotions are tied to the manufacturer's financing. Ask for the all-in cash price and the price with financing, and compare the total cost.",
    },
  },

  // ── Trade-ins ───────────────────────────────────────────────────────────────────────────────
  {
    slug: "money-trade-in-value",
    tags: ["échange", "évaluation"],
    fr: {
      questions: [
        "Comment évaluez-vous mon échange ?",
        "Combien vaut mon véhicule d'échange ?",
        "Vous allez me donner combien pour mon vieux char ?",
        "Comment ils calculent la valeur de mon échange ?",
        "Combien je peux avoir pour mon vieux char ?",
        "Mon échange vaut combien d'après vous ?",
        "Comment avoir une bonne valeur pour mon char d'échange ?",
        "Le concessionnaire va-tu inspecter mon véhicule d'échange ?",
        "L'évaluation de mon échange peut-elle changer à l'inspection ?",
        "valeur d echange de mon auto",
      ],
      answer:
        "Je ne fais pas l'évaluation : je demande à chaque concessionnaire d'estimer votre véhicule d'échange d'après ce que vous m'en dites (marque, modèle, année, kilométrage, état). Le montant final se confirme à l'inspection ; comparez-le aux annonces de véhicules semblables.",
    },
    en: {
      questions: [
        "How do you value my trade-in?",
        "How much is my trade-in worth?",
        "How much will you give me for my old car?",
        "How much should I expect for my old car?",
        "How do they figure out my trade-in's value?",
        "How much would a dealer give me on a trade?",
        "Will the dealer inspect my trade-in?",
        "Can my trade-in value change at inspection?",
        "How do I get a good value for my trade?",
        "trade in value estimate",
      ],
      answer:
        "I don't do the appraisal: I ask each dealership to estimate your trade-in from what you tell me (make, model, year, mileage, condition). The final amount is confirmed at inspection; compare it with listings of similar vehicles.",
    },
  },
  {
    slug: "money-trade-in-tax-credit",
    tags: ["échange", "taxes"],
    fr: {
      questions: [
        "Est-ce que l'échange réduit les taxes ?",
        "Paie-t-on les taxes sur la différence avec un échange ?",
        "Avantage fiscal d'un échange chez le concessionnaire",
        "Est-ce qu'on sauve des taxes en échangeant son char ?",
        "Les taxes sont-tu calculées sur la différence quand j'échange ?",
        "Le crédit de taxes sur un échange, c'est combien ?",
        "Échanger mon auto au concessionnaire, ça baisse les taxes de combien ?",
        "Un échange de 10 000 $, je sauve combien de taxes ?",
        "taxes sur la difference avec echange",
      ],
      answer:
        "Oui : au Québec, quand vous échangez un véhicule chez un concessionnaire, la TPS et la TVQ se calculent sur le prix moins la valeur de l'échange. Un échange de 10 000 $ évite donc environ 1 500 $ de taxes, à comparer avec ce que vous obtiendriez en vendant vous-même.",
      link: "https://www.revenuquebec.ca/",
    },
    en: {
      questions: [
        "Does a trade-in reduce the taxes?",
        "Do you pay tax on the difference with a trade-in?",
        "Tax advantage of trading in at a dealership",
        "Do I save tax by trading in my car?",
        "Is tax calculated on the difference when I trade in?",
        "Trade-in tax credit, how much?",
        "How much tax does a trade-in save?",
        "A $10,000 trade-in saves how much tax?",
        "tax on the difference trade in quebec",
      ],
      answer:
        "Yes: in Quebec, when you trade a vehicle in at a dealership, GST and QST are on the price minus the trade-in value. A $10,000 trade-in saves about $1,500 of tax, to weigh against what you'd get selling it yourself.",
      link: "https://www.revenuquebec.ca/",
    },
  },
  {
    slug: "money-trade-in-loan",
    tags: ["échange", "prêt", "solde"],
    fr: {
      questions: [
        "Mon char d'échange est pas fini de payer, c'est grave ?",
        "Je peux échanger un véhicule que je dois encore ?",
        "Il me reste un prêt sur mon auto actuelle, comment ça marche ?",
        "J'ai encore un solde sur mon véhicule, je peux l'échanger ?",
        "Qui paie la balance de mon prêt si j'échange ?",
        "Mon auto a encore un prêt dessus",
        "Je dois encore 8 000 $ sur mon char, je peux-tu l'échanger pareil ?",
        "Le concessionnaire rembourse-tu mon ancien prêt quand j'échange ?",
        "Échanger un véhicule pas fini de financer, comment ça marche ?",
      ],
      answer:
        "Oui, c'est courant : le concessionnaire rembourse votre prêt avec la valeur de l'échange. Si l'échange vaut plus que le solde, la différence réduit votre prix ; s'il vaut moins (équité négative), la différence s'ajoute à votre nouvel achat. Donnez le solde approximatif dans les détails de l'échange pour que les offres en tiennent compte.",
    },
    en: {
      questions: [
        "My trade-in isn't paid off, is that a problem?",
        "Can I trade in a vehicle I still owe money on?",
        "I still have a loan on my current car, how does it work?",
        "I still have a balance on my vehicle, can I trade it in?",
        "Will the dealer pay off my lender directly?",
        "Who pays the remaining balance on my loan?",
        "I still owe $8,000 on my car, can I trade it anyway?",
        "Can I trade in a car that's still financed?",
        "Does the dealership pay off my old loan when I trade in?",
      ],
      answer:
        "Yes, it's common: the dealership pays off your loan with the trade-in value. If the trade-in is worth more than the balance, the difference lowers your price; if less (negative equity), the difference is added to your new purchase. Give the approximate balance in the trade-in details so offers take it into account.",
    },
  },
  {
    slug: "money-negative-equity",
    tags: ["échange", "équité négative", "prêt"],
    fr: {
      questions: [
        "C'est quoi de l'équité négative ?",
        "Je dois plus que ce que mon auto vaut, je fais quoi ?",
        "Rouler mon ancien prêt dans le nouveau, est-ce une bonne idée ?",
        "Mon prêt est plus gros que la valeur de mon char, je fais quoi ?",
        "L'équité négative, ça me coûte quoi au juste ?",
        "Ajouter le solde de mon vieux prêt au nouveau financement, ça coûte quoi ?",
        "Je suis upside down sur mon char",
        "Comment sortir d'une équité négative ?",
        "je dois plus que mon auto vaut",
      ],
      answer:
        "C'est quand vous devez plus sur votre véhicule que ce qu'il vaut. Ajouter ce solde au nouveau prêt est possible, mais vous payez des intérêts dessus et vous recommencez en dette plus lourde ; garder le véhicule un peu plus longtemps ou verser la différence coûte souvent moins cher.",
    },
    en: {
      questions: [
        "What is negative equity?",
        "I owe more than my car is worth, what do I do?",
        "Rolling my old loan into the new one, good idea?",
        "I'm upside down on my loan, what now?",
        "My loan is bigger than my car's value",
        "Rolling negative equity into a new car, is it a bad idea?",
        "How do I get out of negative equity?",
        "underwater on my loan",
        "owe more than it's worth on my trade-in",
      ],
      answer:
        "It's when you owe more on your vehicle than it's worth. Adding that balance to the new loan is possible, but you pay interest on it and start off deeper in debt; keeping the vehicle a little longer or paying the difference often costs less.",
    },
  },
  {
    slug: "money-private-sale-tax",
    tags: ["taxes", "usagé", "particulier", "saaq"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il des taxes quand on achète un usagé d'un particulier ?",
        "Achat entre particuliers, je paie la TVQ ?",
        "Taxes sur une auto achetée sur Marketplace",
        "J'achète un usagé d'un particulier, combien de taxes à la SAAQ ?",
        "Les taxes sur un char acheté sur Kijiji",
        "Achat d'un particulier, on paie-tu la TPS ?",
        "La TVQ entre particuliers se calcule sur quel montant ?",
        "J'achète le char de mon frère, y a-tu des taxes ?",
        "taxe achat privé auto",
      ],
      answer:
        "Entre particuliers, pas de TPS, mais la TVQ (9,975 %) se paie à la SAAQ au transfert, en général sur le plus élevé du prix payé et de la valeur du véhicule selon un guide reconnu (avec des exceptions, par exemple entre proches). Vérifié le 2026-11-27 : confirmez auprès de la SAAQ ou de Revenu Québec.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there tax when buying a used car from a private seller?",
        "Private sale, do I pay QST?",
        "Taxes on a car bought on Marketplace",
        "Buying a used car privately, how much tax at the SAAQ?",
        "Taxes on a car bought on Kijiji",
        "Buying from a private seller, do I pay GST?",
        "What amount is QST calculated on in a private sale?",
        "I'm buying my brother's car, is there tax?",
        "private sale car tax quebec",
      ],
      answer:
        "Between individuals there's no GST, but QST (9.975%) is paid to the SAAQ at transfer, usually on the higher of the price paid and the vehicle's value from a recognised guide (with exceptions, for example between close relatives). Checked 2026-11-27: confirm with the SAAQ or Revenu Québec.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "money-trade-in-vs-private",
    tags: ["échange", "vente privée"],
    fr: {
      questions: [
        "Vaut-il mieux vendre mon auto moi-même ?",
        "Échange ou vente privée, lequel rapporte le plus ?",
        "Je devrais-tu vendre mon char sur Marketplace au lieu de l'échanger ?",
        "Je vends mon char moi-même ou je le donne en échange ?",
        "Vendre à un particulier ou échanger au concess, qu'est-ce qui est mieux ?",
        "Ça vaut-tu la peine de vendre mon auto sur Kijiji ?",
        "Le concess m'offre peu pour mon échange, je devrais le vendre moi-même ?",
        "vente privée vs échange",
        "Je ferais plus d'argent en vendant mon char au privé ?",
      ],
      answer:
        "Une vente privée rapporte souvent plus, mais demande du temps (annonces, visites, paiement sûr) ; l'échange est simple et réduit les taxes sur le nouvel achat. Comparez l'offre d'échange plus l'économie de taxes au prix que vous pensez obtenir seul.",
    },
    en: {
      questions: [
        "Is it better to sell my car myself?",
        "Trade-in or private sale, which gets more?",
        "Should I sell my car on Marketplace instead of trading it in?",
        "Should I sell my car privately or trade it in?",
        "Is it worth selling my car on Kijiji?",
        "The dealer offers little for my trade, should I sell it myself?",
        "private sale vs trade-in",
        "Would I get more money selling my car privately?",
        "Sell it myself or trade it at the dealer?",
      ],
      answer:
        "A private sale often gets more but takes time (listings, visits, safe payment); a trade-in is simple and lowers the tax on the new purchase. Compare the trade-in offer plus the tax saving with what you think you'd get on your own.",
    },
  },

  // ── Electric vehicle incentives ─────────────────────────────────────────────────────────────
  {
    slug: "money-ev-roulez-vert",
    tags: ["électrique", "subvention", "roulez vert", "québec"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il une subvention du Québec pour une auto électrique ?",
        "C'est combien Roulez vert ?",
        "Le rabais du gouvernement sur les véhicules électriques existe-t-il encore ?",
        "Subvention VÉ Québec",
        "Roulez vert existe-tu encore ?",
        "Combien le Québec donne pour un char électrique ?",
        "Le rabais Roulez vert est-il suspendu ?",
        "Subvention provinciale pour une voiture électrique neuve",
        "Mon VÉ est-il admissible au rabais du Québec ?",
        "rabais ve quebec cmb",
      ],
      answer:
        "Le programme Roulez vert du Québec a offert un rabais à l'achat ou à la location d'un véhicule électrique neuf admissible (jusqu'à 7 000 $ en 2024), avec une baisse graduelle annoncée les années suivantes et des suspensions quand les fonds manquaient. Vérifié le 2026-11-27 : les montants changent, confirmez le montant en vigueur et l'admissibilité du modèle sur la page officielle du programme avant de signer.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there a Quebec rebate for an electric car?",
        "How much is Roulez vert?",
        "Does the government EV rebate still exist?",
        "Quebec EV subsidy",
        "Is Roulez vert still running?",
        "How much does Quebec give for an electric car?",
        "Is the Roulez vert rebate paused?",
        "Provincial rebate for a new EV",
        "Is my EV eligible for the Quebec rebate?",
        "quebec ev rebate how much",
      ],
      answer:
        "Quebec's Roulez vert program has given a rebate on buying or leasing an eligible new electric vehicle (up to $7,000 in 2024), with a gradual decrease announced for the following years and pauses when funds ran out. Checked 2026-11-27: amounts change, confirm the current amount and the model's eligibility on the program's official page before signing.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
  },
  {
    slug: "money-ev-izev",
    tags: ["électrique", "subvention", "izev", "fédéral"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Et le rabais fédéral iZEV ?",
        "Y a-t-il une subvention du Canada pour un véhicule zéro émission ?",
        "Le fédéral donne-t-il encore 5 000 $ pour un électrique ?",
        "Le programme iZEV, c'est-tu fini ?",
        "Un rabais fédéral pour un véhicule électrique, ça existe encore ?",
        "Transports Canada, y a-tu une subvention pour les VÉ ?",
        "Subvention d'Ottawa pour un électrique",
        "iZEV suspendu, ça revient quand ?",
        "rabais federal ve",
      ],
      answer:
        "Le programme fédéral iZEV a offert jusqu'à 5 000 $ à l'achat ou à la location d'un véhicule zéro émission admissible ; il a été suspendu en janvier 2025, ses fonds étant épuisés. Vérifié le 2026-11-27 : voyez sur le site de Transports Canada s'il a repris ou été remplacé, et à quelles conditions.",
      link: "https://tc.canada.ca/fr/transport-routier/technologies-novatrices/vehicules-zero-emission",
    },
    en: {
      questions: [
        "What about the federal iZEV rebate?",
        "Is there a Canadian subsidy for a zero-emission vehicle?",
        "Does the federal government still give $5,000 for an EV?",
        "Is iZEV over?",
        "Is there still a federal zero-emission rebate?",
        "Does Ottawa still give a rebate like iZEV?",
        "iZEV paused, will it return?",
        "Transport Canada zero-emission incentive",
        "Is iZEV still on?",
      ],
      answer:
        "The federal iZEV program has given up to $5,000 on buying or leasing an eligible zero-emission vehicle; it was paused in January 2025 when its funds ran out. Checked 2026-11-27: see Transport Canada's site for whether it has resumed or been replaced, and on what terms.",
      link: "https://tc.canada.ca/en/road-transportation/innovative-technologies/zero-emission-vehicles",
    },
  },
  {
    slug: "money-ev-incentive-at-dealer",
    tags: ["électrique", "subvention", "concessionnaire"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Le rabais pour électrique est-il appliqué par le concessionnaire ?",
        "Dois-je faire une demande moi-même pour la subvention ?",
        "La subvention est-elle incluse dans le prix des offres ?",
        "Le rabais du gouvernement est-il enlevé directement sur la facture ?",
        "Je reçois la subvention à l'achat ou plus tard ?",
        "Le concess s'occupe-tu de la demande de rabais pour mon électrique ?",
        "Les prix des offres sont-ils avant ou après la subvention ?",
        "Comment je reçois le rabais pour mon VÉ ?",
        "subvention appliquee par le concessionnaire",
      ],
      answer:
        "Quand ces programmes sont actifs, le rabais est d'ordinaire appliqué directement par le concessionnaire au moment de l'achat ou de la location d'un véhicule admissible. Demandez à chaque concessionnaire de montrer le prix avant et après le rabais, pour comparer les offres sur la même base. Vérifié le 2026-11-27.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Does the dealership apply the EV rebate?",
        "Do I have to apply for the subsidy myself?",
        "Is the rebate included in the offers' price?",
        "Is the government rebate taken off the bill directly?",
        "Do I get the rebate at purchase or after?",
        "Does the dealer handle the EV rebate paperwork?",
        "Are the offer prices before or after the rebate?",
        "How do I get the EV rebate?",
        "point of sale ev rebate",
      ],
      answer:
        "When these programs are active, the rebate is usually applied by the dealership at purchase or lease of an eligible vehicle. Ask each dealership to show the price before and after the rebate, so the offers compare on the same basis. Checked 2026-11-27.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
  },
  {
    slug: "money-ev-used-incentive",
    tags: ["électrique", "usagé", "subvention"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il une subvention pour un électrique usagé ?",
        "Rabais pour VÉ d'occasion au Québec",
        "Un électrique usagé est-il admissible à Roulez vert ?",
        "Un rabais pour une auto électrique d'occasion chez un concessionnaire",
        "Je peux avoir une subvention sur un VÉ usagé ?",
        "Le rabais Roulez vert s'applique-tu aux usagés ?",
        "Subvention pour un électrique de seconde main",
        "Y a-tu un rabais si j'achète un électrique usagé d'un particulier ?",
        "rabais ve usage quebec",
      ],
      answer:
        "Le Québec a déjà offert un rabais plus petit pour certains véhicules électriques d'occasion achetés chez un commerçant, dans le cadre de Roulez vert. Vérifié le 2026-11-27 : les conditions et les montants changent, confirmez sur la page officielle du programme s'il s'applique au moment de l'achat.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there a rebate for a used electric car?",
        "Used EV rebate in Quebec",
        "Is a used EV eligible for Roulez vert?",
        "Rebate for a used EV from a dealer",
        "Can I get a subsidy on a pre-owned electric car?",
        "Does Roulez vert cover used cars?",
        "Second-hand EV incentive in Quebec",
        "Is there a rebate if I buy a used EV privately?",
        "used ev rebate",
      ],
      answer:
        "Quebec has offered a smaller rebate for some used electric vehicles bought from a dealer, under Roulez vert. Checked 2026-11-27: terms and amounts change, confirm on the program's official page whether it applies when you buy.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
  },
  {
    slug: "money-ev-home-charger-subsidy",
    tags: ["électrique", "borne", "subvention", "recharge"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Y a-t-il une aide pour installer une borne à la maison ?",
        "Subvention pour borne de recharge résidentielle",
        "Combien coûte une borne niveau 2 ?",
        "Subvention pour une borne de niveau 2 à la maison",
        "Une borne à la maison, ça coûte combien avec l'installation ?",
        "Le gouvernement paie-tu une partie de ma borne de recharge ?",
        "Le prix d'une borne pis de son installation",
        "Aide financière pour une borne de recharge à domicile",
        "borne maison subvention cmb",
      ],
      answer:
        "Une borne de niveau 2 (240 V) coûte en général de quelques centaines à plus de mille dollars, plus l'installation par un électricien. Le Québec a offert une aide pour l'achat et l'installation d'une borne résidentielle admissible. Vérifié le 2026-11-27 : confirmez sur la page officielle du programme, et demandez à votre électricien si votre panneau suffit.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is there help to install a home charger?",
        "Home charging station subsidy",
        "How much does a level 2 charger cost?",
        "Level 2 home charger rebate",
        "How much does a home charger cost with installation?",
        "Does the government pay part of my charging station?",
        "What does a charger plus the install cost?",
        "home charging station rebate quebec",
        "Any financial help for the charger at my place?",
      ],
      answer:
        "A level 2 (240 V) charger usually costs from a few hundred to over a thousand dollars, plus installation by an electrician. Quebec has offered help to buy and install an eligible home charger. Checked 2026-11-27: confirm on the program's official page, and ask your electrician whether your panel is enough.",
      link: "https://vehiculeselectriques.gouv.qc.ca/",
    },
  },
  {
    slug: "money-extended-warranty",
    tags: ["garantie prolongée", "protection"],
    fr: {
      questions: [
        "La garantie prolongée, est-ce que ça vaut la peine ?",
        "Devrais-je acheter un plan de protection ?",
        "C'est quoi une garantie prolongée ?",
        "Ils veulent me vendre une garantie prolongée, je la prends-tu ?",
        "Garantie prolongée du concess ou du fabricant, c'est quoi la différence ?",
        "Le prix d'une garantie prolongée se négocie-tu ?",
        "Je peux refuser la garantie prolongée ?",
        "Un plan de protection pour après la garantie du fabricant, ça vaut-tu la peine ?",
        "garantie prolongee c cher",
      ],
      answer:
        "Une garantie prolongée paie certaines réparations après la fin de la garantie du fabricant, contre un prix ajouté à l'achat ou au financement. Avant de l'accepter, demandez ce qu'elle couvre, sa durée, la franchise et qui la garantit (le fabricant ou une autre compagnie) : son prix se négocie, et vous pouvez la refuser.",
    },
    en: {
      questions: [
        "Is an extended warranty worth it?",
        "Should I buy a protection plan?",
        "What is an extended warranty?",
        "The dealer wants to sell me an extended warranty, should I take it?",
        "Extended warranty from the dealer or the manufacturer, what's the difference?",
        "Is the price of an extended warranty negotiable?",
        "Can I refuse the extended warranty?",
        "A protection plan for after the factory warranty, worth it?",
        "extended warranty too expensive?",
      ],
      answer:
        "An extended warranty pays for some repairs after the maker's warranty ends, for a price added to the purchase or the financing. Before accepting one, ask what it covers, how long, the deductible and who backs it (the maker or another company): its price is negotiable, and you can refuse it.",
    },
  },
];
