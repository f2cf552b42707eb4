import type { SeedEntry } from "#app/chat/knowledge/seed.ts";

/** After the deal: delivery, paperwork and the SAAQ, insurance basics (without advice), recourse. */
export const afterEntries: readonly SeedEntry[] = [
  {
    slug: "after-delivery-time",
    tags: ["livraison", "délai"],
    fr: {
      questions: [
        "Combien de temps avant de recevoir mon auto après l'achat ?",
        "Quand vais-je avoir mon char une fois l'offre choisie ?",
        "Le délai de livraison c'est combien ?",
        "Ça prend combien de temps pour la livraison du véhicule ?",
        "Combien de jours entre la signature et la livraison ?",
        "Une fois l'offre acceptée, j'ai l'auto quand ?",
        "Le char est en inventaire, je peux l'avoir dans combien de jours ?",
        "Ça prend-tu des semaines avant de partir avec l'auto ?",
        "La date de livraison prévue, je la fais écrire au contrat ?",
        "Délai entre l'achat et la prise de possession",
      ],
      answer:
        "Ça dépend de la disponibilité indiquée dans l'offre : un véhicule en inventaire se livre souvent en quelques jours (le temps de la préparation, du financement et de l'immatriculation) ; un véhicule en transit ou à commander prend de quelques semaines à quelques mois. Faites écrire la date prévue au contrat.",
    },
    en: {
      questions: [
        "How long before I get my car after buying?",
        "When will I have my car once I pick the offer?",
        "What's the delivery time?",
        "How long does vehicle delivery take?",
        "How many days between signing and pickup?",
        "Once I accept, when do I get the car?",
        "How many days between signing and delivery?",
        "The car is in stock, how many days until I get it?",
        "Does it take weeks before I can drive it home?",
        "Should the expected delivery date be in the contract?",
        "Time between buying and taking possession",
      ],
      answer:
        "It depends on the availability stated in the offer: a vehicle in stock is often delivered within a few days (preparation, financing and registration); one in transit or to be ordered takes from a few weeks to a few months. Have the expected date written in the contract.",
    },
  },
  {
    slug: "after-home-delivery",
    tags: ["livraison", "domicile"],
    fr: {
      questions: [
        "Peuvent-ils livrer l'auto chez moi ?",
        "Livraison à domicile, est-ce possible ?",
        "Faut-il aller chercher le véhicule au garage ?",
        "Le concess peut-tu me livrer le char à la maison ?",
        "Livraison à domicile, y a-tu des frais ?",
        "J'habite loin, ils peuvent livrer chez nous ?",
        "Je peux me faire livrer l'auto au lieu d'aller la chercher ?",
        "Est-ce que les concessionnaires livrent à la porte ?",
        "livraison chez moi possible ?",
      ],
      answer:
        "Certains concessionnaires livrent à domicile, parfois avec des frais : demandez-le au concessionnaire choisi, et faites écrire les conditions. Vous signez quand même le contrat et inspectez le véhicule avant d'en prendre possession.",
    },
    en: {
      questions: [
        "Can they deliver the car to my house?",
        "Is home delivery possible?",
        "Do I have to pick the vehicle up at the dealership?",
        "Can the dealer deliver the car to my home?",
        "Is there a fee for home delivery?",
        "I live far, can they deliver to my place?",
        "Can I have the car delivered instead of picking it up?",
        "Do dealerships deliver cars to your door?",
        "delivery to my house?",
      ],
      answer:
        "Some dealerships deliver to your home, sometimes for a fee: ask the dealership you choose, and have the terms written down. You still sign the contract and inspect the vehicle before taking possession.",
    },
  },
  {
    slug: "after-delivery-bring",
    tags: ["livraison", "documents"],
    fr: {
      questions: [
        "Quoi apporter pour prendre livraison ?",
        "Quels documents faut-il pour signer ?",
        "J'ai besoin de quoi le jour de la livraison ?",
        "Qu'est-ce que j'amène au concess pour signer ?",
        "Je dois apporter mon permis de conduire à la livraison ?",
        "Les papiers à apporter pour mon échange",
        "Liste des documents pour la livraison",
        "J'apporte quoi le jour où je vais chercher mon char ?",
        "Mon échange, j'apporte quoi avec ?",
      ],
      answer:
        "En général : votre permis de conduire, une preuve d'assurance pour le nouveau véhicule, le mode de paiement ou la confirmation du financement, et, s'il y a un échange, son certificat d'immatriculation, ses clés et les papiers du prêt à rembourser. Le concessionnaire confirme la liste.",
    },
    en: {
      questions: [
        "What should I bring to take delivery?",
        "What documents do I need to sign?",
        "What do I need on delivery day?",
        "What do I bring to the dealer to sign?",
        "Do I need my driver's licence at delivery?",
        "What papers do I bring for my trade-in?",
        "Documents checklist for delivery day",
        "What do I bring when I go get my car?",
        "What to bring on pickup day",
      ],
      answer:
        "Usually: your driver's licence, proof of insurance for the new vehicle, the payment or the financing confirmation, and, with a trade-in, its registration certificate, its keys and the papers of the loan to pay off. The dealership confirms the list.",
    },
  },
  {
    slug: "after-delivery-inspect",
    tags: ["livraison", "inspection", "contrat"],
    fr: {
      questions: [
        "Que vérifier à la livraison ?",
        "Comment inspecter mon auto neuve avant de partir ?",
        "À quoi faire attention en signant le contrat ?",
        "Quoi inspecter avant de partir avec mon char neuf ?",
        "Une rayure sur l'auto le jour de la livraison, je fais quoi ?",
        "Je vérifie quoi dans le contrat avant de signer ?",
        "Le contrat correspond-tu à l'offre ?",
        "Checklist à la prise de possession",
        "Il y a des frais que j'ai pas demandés dans le contrat",
        "Comparer le contrat avec l'offre choisie",
      ],
      answer:
        "Avant de signer : comparez le contrat à l'offre choisie (prix tout inclus, frais, taux, terme, options) et refusez ce que vous n'avez pas demandé. Avant de partir : faites le tour du véhicule (carrosserie, pneus, équipements promis, kilométrage) et faites noter par écrit tout défaut.",
    },
    en: {
      questions: [
        "What should I check at delivery?",
        "How do I inspect my new car before leaving?",
        "What should I watch for when signing the contract?",
        "What do I inspect before driving off?",
        "I spot body damage at delivery, what do I do?",
        "What do I check in the contract before signing?",
        "Does the contract match the offer?",
        "Pickup day inspection checklist",
        "There are fees I didn't ask for in the contract",
        "Compare the contract with the chosen offer",
      ],
      answer:
        "Before signing: compare the contract with the chosen offer (all-in price, fees, rate, term, options) and refuse anything you didn't ask for. Before leaving: walk around the vehicle (body, tires, promised equipment, mileage) and have any defect noted in writing.",
    },
  },
  {
    slug: "after-registration-saaq",
    tags: ["immatriculation", "saaq", "papiers"],
    fr: {
      questions: [
        "Qui s'occupe de l'immatriculation ?",
        "Dois-je aller à la SAAQ après l'achat ?",
        "Les papiers pour immatriculer un véhicule neuf",
        "Quels papiers faut-il pour la SAAQ ?",
        "Le concessionnaire fait-tu l'immatriculation pour moi ?",
        "Immatriculer mon char neuf, comment ça marche ?",
        "Faut-tu que je passe chez un mandataire de la SAAQ ?",
        "Acheté d'un particulier, qui immatricule le véhicule ?",
        "Le certificat d'immatriculation, je l'ai quand ?",
        "C'est qui qui fait les papiers à la SAAQ ?",
      ],
      answer:
        "Chez un concessionnaire, l'immatriculation se fait souvent sur place pour vous ; sinon, elle se fait auprès de la SAAQ ou d'un de ses mandataires avec le contrat de vente. Pour un achat d'un particulier, vous passez à la SAAQ ensemble ou selon ses règles de transfert.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Who takes care of registration?",
        "Do I have to go to the SAAQ after buying?",
        "The paperwork to register a new vehicle",
        "What papers do I need for the SAAQ?",
        "Does the dealer register the car for me?",
        "How does registering a new car work?",
        "Do I need to go to a SAAQ agent?",
        "Bought from a private seller, who registers it?",
        "When do I get the registration certificate?",
        "Who does the SAAQ paperwork?",
      ],
      answer:
        "At a dealership, registration is often done on site for you; otherwise it's done with the SAAQ or one of its agents, using the sale contract. For a purchase from a private seller, you go to the SAAQ together or follow its transfer rules.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "after-plates",
    tags: ["plaques", "saaq", "échange"],
    fr: {
      questions: [
        "Je garde-tu mes plaques ?",
        "Comment transférer ma plaque sur mon nouveau véhicule ?",
        "Que faire avec les plaques de mon échange ?",
        "Mes plaques vont-tu sur mon nouveau char ?",
        "Transfert de plaque à l'achat",
        "La plaque appartient-tu au char ou à moi ?",
        "Qu'est-ce qui arrive à ma plaque quand j'échange mon auto ?",
        "Faut-tu des nouvelles plaques pour un véhicule neuf ?",
        "Ma vieille plaque, je la mets sur l'auto neuve ?",
      ],
      answer:
        "Au Québec, la plaque appartient au propriétaire, pas au véhicule : à l'achat, vous pouvez en général la transférer sur le nouveau véhicule, y compris celle de votre véhicule d'échange. Le concessionnaire ou la SAAQ s'en occupe avec vous.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Do I keep my plates?",
        "How do I transfer my plate to my new vehicle?",
        "What do I do with my trade-in's plates?",
        "Do my plates go on the new one?",
        "Plate transfer when buying",
        "Does the plate belong to me or stay with the old one?",
        "What happens to my plate when I trade in?",
        "Do I need new plates when I buy?",
        "Can I keep my license plate?",
      ],
      answer:
        "In Quebec, the plate belongs to the owner, not the vehicle: when you buy, you can usually transfer it to the new vehicle, including your trade-in's. The dealership or the SAAQ handles it with you.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "after-insurance-required",
    tags: ["assurance", "obligatoire", "saaq"],
    checked: "2026-11-27",
    fr: {
      questions: [
        "Quelle assurance est obligatoire au Québec ?",
        "Faut-il assurer l'auto avant de partir avec ?",
        "C'est quoi l'assurance responsabilité civile minimum ?",
        "Quand est-ce que je dois appeler mon assureur ?",
        "L'assurance auto est-tu obligatoire ?",
        "Je peux-tu partir du concess sans assurance ?",
        "Le minimum d'assurance au Québec",
        "50 000 $ de responsabilité civile, c'est obligatoire ?",
        "La SAAQ couvre-tu les blessures ?",
        "Faut-tu être assuré avant la livraison ?",
      ],
      answer:
        "Au Québec, l'assurance de responsabilité civile pour les dommages matériels causés à autrui est obligatoire (au moins 50 000 $), et vous devez être assuré avant de rouler avec le véhicule. Les blessures corporelles relèvent du régime public de la SAAQ. Vérifié le 2026-11-27 ; pour vos protections, parlez à votre assureur.",
      link: "https://saaq.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What insurance is mandatory in Quebec?",
        "Do I have to insure the car before driving it away?",
        "What is the minimum civil liability insurance?",
        "When should I call my insurer?",
        "Is car insurance mandatory?",
        "Can I drive off the lot without insurance?",
        "Minimum insurance in Quebec",
        "Is $50,000 liability the minimum?",
        "Does the SAAQ cover injuries?",
        "Do I need insurance before delivery?",
      ],
      answer:
        "In Quebec, civil liability insurance for property damage to others is mandatory (at least $50,000), and you must be insured before driving the vehicle. Bodily injury falls under the SAAQ's public plan. Checked 2026-11-27; for your coverage, talk to your insurer.",
      link: "https://saaq.gouv.qc.ca/",
    },
  },
  {
    slug: "after-insurance-replacement",
    tags: ["assurance", "valeur à neuf", "remplacement"],
    fr: {
      questions: [
        "C'est quoi l'assurance valeur à neuf ?",
        "L'avenant de remplacement, ça sert à quoi ?",
        "Mon prêteur exige une assurance particulière ?",
        "L'assurance valeur à neuf, ça vaut-tu la peine ?",
        "Perte totale dans les premières années, je suis remboursé combien ?",
        "L'avenant 43, c'est quoi ?",
        "Mon auto se fait voler la première année, l'assureur me paie un neuf ?",
        "Le bailleur exige une protection valeur à neuf ?",
        "Remplacement à neuf ou valeur dépréciée ?",
      ],
      answer:
        "Une protection « valeur à neuf » ou de remplacement paie, en cas de perte totale dans les premières années, un véhicule neuf semblable plutôt que la valeur dépréciée. Un prêteur ou un bailleur peut exiger certaines protections. Je ne peux pas vous conseiller sur le choix : comparez les soumissions de votre assureur.",
    },
    en: {
      questions: [
        "What is new-value insurance?",
        "What is a replacement-cost endorsement for?",
        "Does my lender require specific insurance?",
        "Is new-value insurance worth it?",
        "Total loss in the first years, how much do I get?",
        "What is endorsement 43?",
        "If my car is stolen the first year, do I get a new one?",
        "Does the leasing company require replacement cost coverage?",
        "Replacement value or depreciated value?",
      ],
      answer:
        "A “new value” or replacement protection pays, after a total loss in the first years, for a similar new vehicle rather than the depreciated value. A lender or lessor may require some protections. I can't advise you on the choice: compare quotes from your insurer.",
    },
  },
  {
    slug: "after-insurance-gap",
    tags: ["assurance", "écart", "gap"],
    fr: {
      questions: [
        "C'est quoi l'assurance de remplacement ou d'écart ?",
        "L'assurance gap, est-ce utile ?",
        "Le concessionnaire m'offre une assurance sur le prêt",
        "Je dois plus sur mon prêt que ce que l'assureur paie, c'est quoi la protection ?",
        "L'assurance écart, ça couvre quoi ?",
        "Le directeur financier m'offre une assurance remplacement, je la prends-tu ?",
        "Gap chez mon assureur ou chez le concessionnaire ?",
        "Le solde du prêt après une perte totale, qui le paie ?",
        "Assurance de remplacement du concess, c'est facultatif ?",
      ],
      answer:
        "Ces produits couvrent l'écart entre ce que votre assureur paie après une perte totale et ce que vous devez encore (ou le prix d'un neuf). Ils sont facultatifs et se vendent aussi chez les assureurs : comparez le prix et ce qui est couvert avant d'en acheter un chez le concessionnaire.",
    },
    en: {
      questions: [
        "What is replacement or gap insurance?",
        "Is gap insurance useful?",
        "The dealership is offering me loan insurance",
        "What if I owe more than the insurer pays?",
        "What does gap coverage cover?",
        "The finance office is offering gap insurance, should I take it?",
        "Gap insurance from my insurer or the dealer?",
        "Who pays the loan balance after a total loss?",
        "Is the dealer's gap insurance optional?",
      ],
      answer:
        "These products cover the gap between what your insurer pays after a total loss and what you still owe (or a new vehicle's price). They're optional and also sold by insurers: compare price and coverage before buying one at the dealership.",
    },
  },
  {
    slug: "after-insurance-quote",
    tags: ["assurance", "prix", "soumission"],
    fr: {
      questions: [
        "Combien va coûter mon assurance ?",
        "Vous faites des soumissions d'assurance ?",
        "Quel assureur choisir ?",
        "Ça coûte-tu cher assurer ce modèle ?",
        "Pouvez-vous m'estimer ma prime ?",
        "Vous vendez de l'assurance auto ?",
        "Ma prime va-tu monter avec un char neuf ?",
        "Comment magasiner mon assurance auto ?",
        "Une soumission d'assurance avant de signer ?",
      ],
      answer:
        "Sam ne vend pas d'assurance et ne peut pas estimer votre prime : elle dépend du véhicule, de votre dossier et de l'endroit où vous habitez. Demandez une soumission à quelques assureurs avec le modèle et la version exacts avant de signer, pour l'inclure dans votre budget.",
    },
    en: {
      questions: [
        "How much will my insurance cost?",
        "Do you do insurance quotes?",
        "Which insurer should I choose?",
        "Is this model expensive to insure?",
        "Can you estimate my premium?",
        "Do you sell car insurance?",
        "Will my premium go up with a new car?",
        "How do I shop for car insurance?",
        "Get an insurance quote before signing?",
      ],
      answer:
        "Sam doesn't sell insurance and can't estimate your premium: it depends on the vehicle, your record and where you live. Ask a few insurers for a quote with the exact model and trim before signing, to include it in your budget.",
    },
  },
  {
    slug: "after-cancel-contract",
    tags: ["contrat", "annulation", "loi"],
    fr: {
      questions: [
        "Puis-je annuler l'achat après avoir signé ?",
        "Y a-t-il un délai pour changer d'idée après la signature ?",
        "J'ai signé trop vite, je peux reculer ?",
        "Un délai de réflexion pour un achat d'auto au Québec ?",
        "Je regrette mon achat, je peux annuler le contrat ?",
        "Annuler un contrat signé chez le concessionnaire",
        "Y a-tu 10 jours pour annuler un char ?",
        "J'ai signé hier, c'est trop tard pour changer d'idée ?",
        "Le contrat est signé, je peux-tu me désister ?",
      ],
      answer:
        "En général, non : un contrat d'achat d'un véhicule signé chez un concessionnaire vous lie, sans délai de réflexion. Lisez-le avant de signer. Certaines règles particulières existent (par exemple pour le crédit) : l'Office de la protection du consommateur explique vos droits selon votre cas.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Can I cancel the purchase after signing?",
        "Is there a cooling-off period after signing?",
        "I signed too fast, can I back out?",
        "Is there a cooling-off period on a car purchase in Quebec?",
        "I regret my purchase, can I cancel the contract?",
        "Cancelling a signed contract at the dealership",
        "Do I have 10 days to cancel a car?",
        "I signed yesterday, is it too late to change my mind?",
        "Can I get out of a signed car contract?",
      ],
      answer:
        "Generally, no: a vehicle purchase contract signed at a dealership binds you, with no cooling-off period. Read it before signing. Some specific rules exist (for credit, for example): the Office de la protection du consommateur explains your rights for your case.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "after-dealer-problem",
    tags: ["recours", "opc", "concessionnaire"],
    fr: {
      questions: [
        "Le concessionnaire ne respecte pas son offre, que faire ?",
        "J'ai un problème avec le garage après l'achat",
        "Où porter plainte contre un concessionnaire ?",
        "Le concess veut plus honorer le prix de l'offre",
        "Une mise en demeure contre un concessionnaire",
        "Le garage refuse de régler mon problème",
        "Plainte à l'OPC contre un commerçant",
        "Le concessionnaire m'a pas livré ce qui était promis",
        "Recours contre un concessionnaire au Québec",
      ],
      answer:
        "Écrivez d'abord au concessionnaire en gardant une copie (l'offre écrite reçue par Sam vous sert de preuve), et dites-le-nous depuis la page Contact. Si rien ne se règle, l'Office de la protection du consommateur explique les recours, dont la mise en demeure.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "The dealership isn't honouring its offer, what do I do?",
        "I have a problem with the dealer after buying",
        "Where do I complain about a dealership?",
        "The dealer won't honour the offer price",
        "Formal notice to a dealership",
        "The dealer refuses to fix my problem",
        "Complaint to the OPC about a dealer",
        "The dealer didn't deliver what was promised",
        "Recourse against a dealership in Quebec",
      ],
      answer:
        "First write to the dealership and keep a copy (the written offer received through Sam is your evidence), and tell us from the Contact page. If nothing is settled, the Office de la protection du consommateur explains the remedies, including a formal notice.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "after-maintenance",
    tags: ["entretien", "garantie"],
    fr: {
      questions: [
        "Dois-je faire l'entretien chez le concessionnaire pour garder ma garantie ?",
        "Puis-je faire changer l'huile ailleurs ?",
        "L'entretien obligatoire, c'est quoi ?",
        "L'entretien ailleurs qu'au concessionnaire annule-tu la garantie ?",
        "Mon garagiste peut-tu faire l'entretien sans que je perde la garantie ?",
        "Faut-tu garder les factures d'entretien ?",
        "Le calendrier d'entretien du fabricant",
        "Pièces d'origine obligatoires pour la garantie ?",
        "Changement d'huile dans un atelier indépendant, ma garantie est-tu correcte ?",
      ],
      answer:
        "Suivez le calendrier d'entretien du fabricant et gardez les factures : c'est ce qui compte pour la garantie. Les conditions précises (où faire l'entretien, pièces d'origine) sont dans le livret de garantie : demandez-les par écrit au concessionnaire en cas de doute.",
    },
    en: {
      questions: [
        "Do I have to service at the dealership to keep my warranty?",
        "Can I get my oil changed elsewhere?",
        "What is required maintenance?",
        "Does servicing elsewhere void the warranty?",
        "Can an independent shop do my maintenance?",
        "Do I need to keep maintenance receipts?",
        "The manufacturer's maintenance schedule",
        "Do I have to use original parts for the warranty?",
        "Oil change at an independent shop, is my warranty ok?",
      ],
      answer:
        "Follow the manufacturer's maintenance schedule and keep the invoices: that's what matters for the warranty. The exact terms (where to service, original parts) are in the warranty booklet: ask the dealership in writing if in doubt.",
    },
  },
  {
    slug: "after-first-days",
    tags: ["livraison", "après-vente", "défaut"],
    fr: {
      questions: [
        "Et si je trouve un défaut quelques jours après la livraison ?",
        "Un problème sur mon auto neuve, qui appeler ?",
        "Mon char neuf a un bruit bizarre",
        "Mon auto neuve a un problème la première semaine",
        "Un défaut sur mon char neuf, c'est couvert ?",
        "Un voyant allumé sur mon char neuf, j'appelle qui ?",
        "Le concessionnaire doit-tu réparer un défaut après la livraison ?",
        "Ça fait 3 jours que j'ai mon auto pis y a un problème",
        "Bruit ou vibration sur un véhicule neuf",
      ],
      answer:
        "Avisez le concessionnaire rapidement, par écrit, en décrivant le problème : un défaut couvert se répare sous la garantie du fabricant, et la garantie légale s'ajoute. Gardez les échanges et les bons de travail.",
    },
    en: {
      questions: [
        "What if I find a defect a few days after delivery?",
        "A problem with my new car, who do I call?",
        "My new car makes a weird noise",
        "My new car has a problem the first week",
        "Is a defect on my new car covered?",
        "Warning light on my new car, who do I call?",
        "Does the dealer have to fix a defect after delivery?",
        "I've had my car 3 days and something's wrong",
        "Rattle or vibration on a new vehicle",
      ],
      answer:
        "Tell the dealership quickly, in writing, describing the problem: a covered defect is repaired under the maker's warranty, and the legal warranty adds to it. Keep the exchanges and the work orders.",
    },
  },
  {
    slug: "after-used-label",
    tags: ["usagé", "étiquette", "loi"],
    fr: {
      questions: [
        "C'est quoi l'étiquette sur une auto d'occasion ?",
        "Le concessionnaire doit-il afficher l'historique ?",
        "Quelles infos doit donner un vendeur d'usagé ?",
        "L'étiquette obligatoire sur un usagé chez un commerçant",
        "Qu'est-ce qui doit être écrit sur l'étiquette d'un véhicule d'occasion ?",
        "La fiche dans la vitre d'un usagé, ça sert à quoi ?",
        "Le vendeur doit-tu dire si le char a été un taxi ?",
        "L'étiquette fait-tu partie du contrat ?",
        "Le commerçant doit-il me dire les réparations faites ?",
      ],
      answer:
        "Au Québec, un commerçant doit apposer sur chaque véhicule d'occasion une étiquette indiquant notamment le prix, le kilométrage, l'année, la catégorie de garantie et, s'il les connaît, l'usage antérieur et les réparations. Elle fait partie du contrat : gardez-en une copie.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "What is the label on a used car?",
        "Does the dealer have to post the history?",
        "What information must a used-car seller give?",
        "The mandatory label on a used car at a dealer",
        "Which details must a used-car label show?",
        "What's the sheet in the window of a used car for?",
        "Does the seller have to tell me if it was a taxi?",
        "Is the label part of the contract?",
        "Does the dealer have to disclose past repairs?",
      ],
      answer:
        "In Quebec, a merchant must post on every used vehicle a label showing, among other things, the price, mileage, year, warranty class and, if known, its previous use and repairs. It is part of the contract: keep a copy.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
];
