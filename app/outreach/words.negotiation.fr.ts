// La négociation : courriels aux concessionnaires et à l'acheteur, page du
// concessionnaire, page de l'acheteur et vue des opérateurs.
import { typesetTree } from "#app/platform/typography.ts";

export default typesetTree({
  mail: {
    standing: {
      subject: "Ronde 2 : où se situe votre offre pour {{vehicle}}",
      greeting: "Bonjour {{dealer}},",
      intro:
        "Le premier délai est écoulé et plusieurs concessionnaires ont fait une offre pour ce {{vehicle}}. Voici où se situe la vôtre, comparée sur le prix tout inclus que voit l'acheteur.",
      own: "Votre prix tout inclus",
      best: "Meilleur prix tout inclus reçu",
      gap: "Écart avec le meilleur prix",
      flagged: "Frais ajoutés qui ont compté contre vous",
      isBest: "Votre offre est présentement la meilleure. Vous pouvez encore l'améliorer.",
      behind: "Vous pouvez réviser votre offre une fois pour battre le meilleur prix.",
      flaggedNote:
        "Au Québec, seuls la TPS, la TVQ et le droit sur les pneus neufs s'ajoutent à un prix annoncé : les autres frais ont été ajoutés à votre prix pour la comparaison.",
      rules:
        "Une seule révision pendant cette ronde, et jamais à la hausse. Le nom des autres concessionnaires et les coordonnées de l'acheteur ne sont jamais communiqués.",
      deadline: "Vous avez jusqu'au {{deadline}} pour réviser votre offre :",
    },
    reminder: {
      subject: "Rappel : demande de prix pour {{vehicle}}, meilleur prix reçu {{best}}",
      greeting: "Bonjour {{dealer}},",
      body: "Vous n'avez pas encore répondu à cette demande. D'autres concessionnaires l'ont fait : le meilleur prix tout inclus reçu jusqu'ici est de {{best}}.",
      deadline: "Vous pouvez encore faire une offre jusqu'au {{deadline}} :",
    },
    buyerOpen: {
      line: "{{count}} offres reçues : Sam demande maintenant à chaque concessionnaire de battre le meilleur prix, jusqu'au {{deadline}}.",
    },
    buyerSkipped: {
      one: "Une seule offre est arrivée : il n'y aura pas de ronde de négociation. Elle reste valide jusqu'à la date indiquée par le concessionnaire.",
      none: "Sans au moins deux offres, il n'y a pas de ronde de négociation.",
    },
    buyerDone: {
      subject: "Négociation terminée pour votre {{vehicle}}",
      improved: "Négociation terminée : {{count}} offre(s) améliorée(s), {{saving}} de moins sur la meilleure.",
      unchanged: "Négociation terminée : aucun concessionnaire n'a baissé son prix. Les offres reçues restent valides.",
      best: "Meilleur prix tout inclus : {{best}}.",
      link: "Comparez et choisissez sur votre page privée :",
    },
  },
  dealer: {
    rulesTitle: "Règles de la négociation",
    rules:
      "Votre prix peut être montré de façon anonyme aux autres concessionnaires comme meilleur prix. Votre nom n'est jamais communiqué à un autre concessionnaire.",
    accept: "J'accepte ces règles",
    acceptRequired: "Acceptez les règles de la négociation pour envoyer une offre.",
    round2Title: "Ronde 2 : battez le meilleur prix",
    own: "Votre prix tout inclus",
    best: "Meilleur prix tout inclus reçu",
    gap: "Écart",
    flagged: "Frais qui comptent contre vous",
    isBest: "Votre offre est la meilleure pour l'instant. Vous pouvez encore l'améliorer.",
    until: "Une révision possible, à la baisse seulement, jusqu'au {{date}}.",
    revised: "Vous avez révisé votre offre pendant cette ronde : elle est maintenant fermée pour vous.",
    raise: "Une révision ne peut pas augmenter votre prix tout inclus ({{before}} jusqu'ici).",
    once: "Vous avez déjà révisé votre offre pendant cette ronde.",
  },
  buyer: {
    open: "Négociation en cours jusqu'au {{date}} : chaque concessionnaire voit le meilleur prix et peut le battre.",
    closed: "Négociation terminée : {{count}} offre(s) améliorée(s), {{saving}} de moins sur la meilleure.",
    closedNone: "Négociation terminée : aucune offre n'a baissé.",
    skipped: "Une seule offre : pas de ronde de négociation.",
    priceChange: "Prix initial {{first}}, prix final {{final}}",
  },
  admin: {
    round: "Ronde",
    round1: "1",
    round2Open: "2 (en cours)",
    round2Closed: "2 (terminée)",
    skipped: "1 (pas de ronde 2)",
    summary: "Révisées en ronde 2 : {{revised}} · économie sur la meilleure : {{saving}}",
  },
} as const);
