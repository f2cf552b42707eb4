import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  how: {
    title: "Comment ça marche",
    metaDescription:
      "Sam, votre expert auto IA, vous pose 17 questions par chat (10 par formulaire), analyse votre besoin et négocie avec plusieurs concessionnaires du Québec. Gratuit, offres en 24 à 48 h.",
    intro:
      "Sam est un assistant IA qui achète votre prochain véhicule comme le ferait un négociateur professionnel : il apprend ce que vous voulez, met plusieurs concessionnaires en concurrence et vous présente les meilleures offres. Le service est gratuit pour l'acheteur.",
    steps: [
      {
        title: "1. L'entrevue : 17 questions par chat, 10 par formulaire",
        body: "Par chat, Sam vous pose 17 questions : la marque, neuf ou usagé, le modèle, la version, la motorisation, la traction, les options, les couleurs, le mode de paiement, le terme ou le budget, l'échange et ses détails, le nombre de concessionnaires à contacter, votre mode de contact préféré, votre nom, votre courriel et téléphone, votre ville et votre niveau de confidentialité; vous pouvez répondre en phrases complètes. Le formulaire rapide et l'étape par étape posent les 10 questions essentielles : la marque, neuf ou usagé, le modèle, la version, le nombre de concessionnaires, le mode de contact, votre nom, votre courriel et téléphone, votre ville et votre niveau de confidentialité.",
      },
      {
        title: "2. L'analyse",
        body: "Sam vérifie votre demande, complète ce qui manque avec vous et choisit les concessionnaires les plus proches de votre ville qui vendent la marque voulue.",
      },
      {
        title: "3. La négociation automatisée",
        body: "Sam écrit à chaque concessionnaire en vous présentant comme un client prêt à acheter dans les 48 heures, et demande un prix tout inclus (seuls la TPS, la TVQ et les droits sur les pneus peuvent s'ajouter), la disponibilité, le financement, l'évaluation de votre échange et les promotions.",
      },
      {
        title: "4. La présentation des meilleures offres",
        body: "Vous recevez les offres côte à côte, triées par prix tout inclus, dans un délai de 24 à 48 heures. Vous choisissez — ou pas. Aucune obligation.",
      },
    ],
    promiseTitle: "Ce que Sam vous promet",
    promises: [
      "Gratuit pour l'acheteur, sans engagement.",
      "Des offres en 24 à 48 heures.",
      "Vos coordonnées ne sont partagées qu'avec votre accord.",
    ],
    cta: "Démarrer avec Sam",
  },
  privacy: {
    title: "Politique de confidentialité",
    metaDescription: "Comment Sam recueille, utilise, protège et conserve vos renseignements personnels.",
    updated: "Dernière mise à jour : janvier 2025",
    intro:
      "Nous protégeons vos renseignements personnels conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25).",
    sections: [
      {
        title: "Renseignements recueillis",
        body: "Le véhicule recherché et vos préférences, votre nom, votre adresse courriel, votre numéro de téléphone, votre ville, ainsi que le contenu de vos conversations avec Sam et des formulaires que vous envoyez.",
      },
      {
        title: "Utilisation",
        body: "Ces renseignements servent uniquement à obtenir des offres de concessionnaires pour vous, à répondre à vos demandes et à améliorer le service. Nous ne vendons aucun renseignement.",
      },
      {
        title: "Sécurité",
        body: "Les données sont conservées sur des serveurs au Canada, l'accès aux outils d'administration est protégé par mot de passe et les échanges sont chiffrés.",
      },
      {
        title: "Vos droits",
        body: "Vous pouvez en tout temps exercer vos droits d'accès, de rectification, de suppression, de portabilité et d'opposition en écrivant à notre responsable de la protection des renseignements personnels. Nous répondons aux demandes relatives à la vie privée dans un délai de 48 heures.",
      },
      {
        title: "Témoins (cookies)",
        body: "Nous utilisons seulement des témoins essentiels : un pour retrouver vos réponses de formulaire ou votre conversation en cours, et un pour la session des opérateurs. Aucun témoin publicitaire ni de pistage.",
      },
      {
        title: "Partage",
        body: "Selon le niveau de confidentialité choisi : option A, vos coordonnées sont partagées seulement avec le concessionnaire gagnant; option B, elles ne sont jamais partagées et Sam relaie tous les échanges.",
      },
    ],
  },
  terms: {
    title: "Conditions d'utilisation",
    metaDescription: "Les conditions d'utilisation du service Sam.",
    updated: "Dernière mise à jour : janvier 2025",
    sections: [
      {
        title: "Le service",
        body: "Sam recueille votre demande de véhicule et sollicite des offres auprès de concessionnaires en votre nom. Le service est gratuit pour l'acheteur.",
      },
      {
        title: "Aucune obligation d'achat",
        body: "Les offres reçues n'engagent ni vous ni Sam. La transaction, le cas échéant, se conclut directement entre vous et le concessionnaire choisi.",
      },
      {
        title: "Exactitude des offres",
        body: "Les prix et conditions sont fournis par les concessionnaires. Sam les présente tels quels et signale les frais qui ne devraient pas s'ajouter au prix annoncé.",
      },
      {
        title: "Utilisation acceptable",
        body: "Vous vous engagez à fournir des renseignements exacts et à ne pas utiliser le service à des fins abusives.",
      },
      {
        title: "Droit applicable",
        body: "Ces conditions sont régies par les lois du Québec et du Canada.",
      },
    ],
  },
  contact: {
    title: "Nous joindre",
    metaDescription: "Écrivez à l'équipe de Sam : réponse en 24 heures.",
    intro: "Une question sur votre demande ou sur le service? Écrivez-nous.",
    detailsTitle: "Coordonnées du soutien",
    hoursTitle: "Heures d'ouverture",
    hours: "Du lundi au vendredi, de 9 h à 18 h (HNE)",
    replyPromise: "Nous répondons en moins de 24 heures.",
    privacyPromise: "Demandes relatives à la vie privée : réponse en moins de 48 heures.",
  },
} as const);
