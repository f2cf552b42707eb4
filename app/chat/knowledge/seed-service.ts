import type { SeedEntry } from "#app/chat/knowledge/seed.ts";

/** The service and its process, privacy and contact, the dealers and the negotiation, who Sam is. */
export const serviceEntries: readonly SeedEntry[] = [
  // ── The service and its process ─────────────────────────────────────────────────────────────
  {
    slug: "service-what",
    tags: ["service", "fonctionnement"],
    fr: {
      questions: [
        "C'est quoi Sam exactement ?",
        "Comment ça marche votre service ?",
        "Vous faites quoi au juste ?",
        "Expliquez-moi le principe",
        "Vous vendez des autos ?",
        "Comment ça fonctionne ?",
        "Quels chars avez-vous ?",
        "C'est vous qui contactez les concessionnaires pour moi ?",
        "J'ai pas compris, tu fais quoi exactement ?",
        "C'est vous qui appelez les concessionnaires à ma place ?",
        "Sam, c'est quoi au juste ?",
        "Vous êtes un courtier automobile ?",
        "c koi sam",
        "C'est un site pour acheter un char ?",
        "C'est quoi le but de votre service ?",
      ],
      answer:
        "Sam ne vend pas de véhicules : je vous pose quelques questions sur celui que vous voulez (toutes marques), puis j'écris aux concessionnaires près de chez vous pour leur demander leur meilleur prix tout inclus. Vous recevez les offres côte à côte et vous choisissez, ou pas.",
      link: "/fr/fonctionnement",
    },
    en: {
      questions: [
        "What exactly is Sam?",
        "How does your service work?",
        "What do you actually do?",
        "Explain the idea to me",
        "Do you sell cars?",
        "How does this work?",
        "What cars do you have?",
        "What's the process?",
        "What do you actually do for me?",
        "Do you call the dealerships for me?",
        "What is Sam anyway?",
        "Are you a car broker?",
        "what is this site",
        "Is this a website to buy a car?",
        "What's the point of your service?",
      ],
      answer:
        "Sam doesn't sell vehicles: I ask you a few questions about the one you want (any make), then write to the dealerships near you asking for their best all-in price. You get the offers side by side and you choose, or not.",
      link: "/en/how-it-works",
    },
  },
  {
    slug: "service-cost",
    tags: ["service", "prix", "gratuit"],
    fr: {
      questions: [
        "Est-ce que c'est gratuit ?",
        "Combien ça coûte votre service ?",
        "Y a-tu des frais pour utiliser Sam ?",
        "Je dois payer quelque chose ?",
        "Vous chargez combien ?",
        "Y a-t-il des frais cachés avec vous ?",
        "C'est-tu gratis ?",
        "Ça coûte-tu quelque chose ?",
        "cmb ca coute votre affaire",
        "Faut-tu payer pour recevoir des offres ?",
        "Y a-tu un abonnement ou des frais d'inscription ?",
        "Est-ce que je vais devoir vous payer quand j'achète ?",
      ],
      answer: "C'est gratuit pour vous, l'acheteur : vous ne payez rien à Sam, ni pour la demande ni à l'achat. Et c'est sans engagement.",
      link: "/fr/conditions",
    },
    en: {
      questions: [
        "Is it free?",
        "How much does your service cost?",
        "Are there any fees to use Sam?",
        "Do I have to pay anything?",
        "What do you charge?",
        "Any hidden fees with your service?",
        "Is Sam free to use?",
        "Does this cost anything?",
        "how much do you charge for this",
        "Do I pay to get offers?",
        "Is there a subscription or sign-up fee?",
        "free?",
      ],
      answer: "It's free for you, the buyer: you pay Sam nothing, neither for the request nor when you buy. And there's no commitment.",
      link: "/en/terms",
    },
  },
  {
    slug: "service-who-pays",
    tags: ["service", "modèle d'affaires"],
    fr: {
      questions: [
        "Comment vous faites de l'argent si c'est gratuit ?",
        "Qui vous paie ?",
        "Vous êtes payés par les concessionnaires ?",
        "C'est quoi l'arnaque si c'est gratis ?",
        "Vous prenez une commission ?",
        "C'est quoi votre modèle d'affaires ?",
        "Les concessionnaires vous paient-ils une commission ?",
        "Vous vivez de quoi si je paie rien ?",
        "Où est la pogne si c'est gratis ?",
        "Le prix est-il gonflé pour vous payer ?",
      ],
      answer:
        "Vous ne payez rien et le prix que vous obtenez est celui que le concessionnaire vous offre par écrit : Sam ne l'augmente pas. Pour toute question sur la façon dont le service est financé, l'équipe vous répond depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "How do you make money if it's free?",
        "Who pays you?",
        "Are you paid by the dealerships?",
        "What's the catch if it's free?",
        "Do you take a commission?",
        "What's your business model?",
        "Do dealers pay you a commission?",
        "How is this free, who foots the bill?",
        "Does the dealer add your cut to my price?",
        "Do you get a cut from the dealer?",
      ],
      answer:
        "You pay nothing, and the price you get is the one the dealership offers you in writing: Sam doesn't add to it. For any question about how the service is funded, the team answers you from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "service-commitment",
    tags: ["service", "engagement"],
    fr: {
      questions: [
        "Suis-je obligé d'acheter ?",
        "Est-ce que ça m'engage à quelque chose ?",
        "Si j'aime pas les offres je suis pogné ?",
        "Je peux juste regarder les prix sans acheter ?",
        "Si aucune offre ne me convient, je vous dois quelque chose ?",
        "Est-ce que je peux reculer après avoir choisi une offre ?",
        "Est-ce que je m'engage à quelque chose ?",
        "Si aucune offre me plaît, je dois payer quelque chose ?",
        "Je peux dire non à toutes les offres ?",
        "Ça m'oblige-tu à acheter ?",
        "Si je fais une demande, je suis pogné pour acheter ?",
        "c sans engagement ?",
        "Je veux juste magasiner, pas acheter tout de suite",
      ],
      answer:
        "Non, rien ne vous engage : les offres ne vous obligent à rien, vous pouvez toutes les refuser, et choisir une offre ne vous lie pas non plus. Seul le contrat que vous signez ensuite avec le concessionnaire vous engage.",
      link: "/fr/conditions",
    },
    en: {
      questions: [
        "Do I have to buy?",
        "Does this commit me to anything?",
        "If I don't like the offers am I stuck?",
        "Can I just look at prices without buying?",
        "If none of the offers are good, do I owe you anything?",
        "Can I back out after choosing an offer?",
        "Am I committing to anything?",
        "If I don't like any offer, do I owe anything?",
        "Can I say no to every offer?",
        "Is there any obligation?",
        "Am I locked in if I make a request?",
        "no strings attached?",
        "I'm just shopping around, not ready to buy yet",
      ],
      answer:
        "No, nothing commits you: the offers don't oblige you, you can turn them all down, and choosing an offer doesn't bind you either. Only the contract you then sign with the dealership does.",
      link: "/en/terms",
    },
  },
  {
    slug: "service-delay",
    tags: ["service", "délai", "offres"],
    fr: {
      questions: [
        "Combien de temps avant d'avoir les offres ?",
        "Quand est-ce que je vais recevoir des prix ?",
        "Ça prend combien de temps avoir des soumissions ?",
        "D'ici quand les concessionnaires répondent ?",
        "Dans combien de temps j'ai mes soumissions ?",
        "Je vais avoir des prix quand ?",
        "Les offres arrivent-elles vite ?",
        "Les concessionnaires répondent en combien de temps ?",
        "J'aurai des nouvelles quand ?",
        "Ça prend-tu des jours avant d'avoir des offres ?",
        "cmb de temps pour avoir les prix",
        "Les offres arrivent-tu aujourd'hui ?",
        "J'attends encore mes offres, c'est normal ?",
      ],
      answer:
        "Les offres arrivent en général d'ici 24 à 48 heures, à partir du moment où vous confirmez votre adresse courriel (c'est là que j'écris aux concessionnaires). Vous les voyez sur votre page de demande privée au fur et à mesure.",
    },
    en: {
      questions: [
        "How long before I get the offers?",
        "When will I receive prices?",
        "How long does it take to get quotes?",
        "When do the dealerships answer?",
        "How soon do offers arrive?",
        "When will I get prices?",
        "Will I have quotes in a day or two?",
        "How fast do dealerships reply?",
        "When will I hear back?",
        "how long till i get offers",
        "Will I get quotes today?",
        "Still waiting for offers, is that normal?",
        "How many days to get prices?",
      ],
      answer:
        "Offers usually arrive within 24 to 48 hours, counted from when you confirm your email address (that's when I write to the dealerships). You see them on your private request page as they come in.",
    },
  },
  {
    slug: "service-steps",
    tags: ["service", "étapes", "fonctionnement"],
    fr: {
      questions: [
        "C'est quoi les étapes ?",
        "Qu'est-ce qui se passe après le chat ?",
        "Une fois que j'ai répondu, il arrive quoi ?",
        "Ça se passe comment la suite ?",
        "Ça se passe comment, du début à la fin ?",
        "Qu'est-ce qui se passe après cette conversation ?",
        "Vous faites quoi avec mes réponses ?",
        "Expliquez-moi comment ça marche",
        "C'est quoi la prochaine étape ?",
        "Pis après, il se passe quoi ?",
        "Le processus, c'est quoi ?",
        "Une fois la demande finie, ça marche comment ?",
        "cmt ca marche apres le questionnaire",
      ],
      answer:
        "Après vos réponses : 1) je vous envoie un lien pour confirmer votre courriel et relire la demande telle que les concessionnaires la liront ; 2) j'écris aux concessionnaires choisis ; 3) leurs offres arrivent sur votre page privée, triées par prix tout inclus ; 4) s'il y a au moins deux offres, une ronde de négociation leur permet de baisser leur prix ; 5) vous choisissez, ou pas.",
      link: "/fr/fonctionnement",
    },
    en: {
      questions: [
        "What are the steps?",
        "What happens after the chat?",
        "Once I've answered, what happens?",
        "How does the rest go?",
        "What's the process from start to finish?",
        "What do you do with my answers?",
        "Walk me through how it works",
        "What's the next step?",
        "And then what happens?",
        "What happens after I'm done with the questions?",
        "What happens next once I submit?",
        "steps after the chat?",
        "Once the chat is done, what happens?",
      ],
      answer:
        "After your answers: 1) I send you a link to confirm your email and review the request exactly as dealers will read it; 2) I write to the chosen dealerships; 3) their offers arrive on your private page, sorted by all-in price; 4) with at least two offers, a negotiation round lets them lower their price; 5) you choose, or not.",
      link: "/en/how-it-works",
    },
  },
  {
    slug: "service-confirm-email",
    tags: ["service", "courriel", "confirmation"],
    fr: {
      questions: [
        "Pourquoi je dois confirmer mon courriel ?",
        "J'ai pas reçu le courriel de confirmation",
        "Le lien de confirmation est où ?",
        "Je trouve pas votre email",
        "J'ai rien reçu par courriel",
        "Le courriel de confirmation est pas arrivé",
        "Pourquoi faut-il valider mon adresse courriel ?",
        "Où est le lien pour confirmer ma demande ?",
        "jai pas recu de mail",
        "Votre courriel est-tu dans mes indésirables ?",
        "Le lien pour confirmer marche pas",
      ],
      answer:
        "Avant d'écrire à un concessionnaire, je vous envoie un lien vers votre page de demande : vous y relisez la demande telle qu'ils la liront, vous la corrigez au besoin, puis vous confirmez. Pas de courriel ? Regardez dans les indésirables ou les promotions ; sinon, l'équipe peut vous aider depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Why do I need to confirm my email?",
        "I didn't get the confirmation email",
        "Where is the confirmation link?",
        "I can't find your email",
        "I never got your email",
        "The confirmation email never came",
        "Why do I have to verify my email?",
        "Where's the link to confirm my request?",
        "didnt get the email",
        "Could your email be in my spam?",
        "The confirm link doesn't work",
      ],
      answer:
        "Before writing to any dealership, I send you a link to your request page: there you read the request exactly as they will, correct it if needed, then confirm. No email? Check your spam or promotions folder; otherwise the team can help from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "service-phone-only",
    tags: ["service", "téléphone", "approbation"],
    fr: {
      questions: [
        "J'ai pas de courriel, juste un cell, ça marche ?",
        "Je peux donner seulement mon numéro de téléphone ?",
        "Sans adresse email vous faites comment ?",
        "J'ai pas d'adresse courriel",
        "Je peux faire ça juste avec mon cell ?",
        "Pas de courriel, c'est correct ?",
        "Je veux pas donner mon email, seulement mon téléphone",
        "Ça marche-tu avec un numéro de cell seulement ?",
        "Faut-il absolument un courriel ?",
      ],
      answer:
        "Oui. Sans courriel, votre demande attend qu'une personne de l'équipe l'approuve avant qu'un concessionnaire soit contacté, et vous pouvez la relire sur votre page de demande privée (le lien s'affiche à la fin du chat).",
    },
    en: {
      questions: [
        "I don't have an email, just a cell, does it work?",
        "Can I give only my phone number?",
        "Without an email address how do you do it?",
        "I don't have an email address",
        "Can I do this with just my cell?",
        "No email, is that OK?",
        "I'd rather give my phone than my email",
        "Is an email required?",
        "Phone only, no email, does that work?",
      ],
      answer:
        "Yes. Without an email, your request waits for someone on the team to approve it before any dealership is contacted, and you can review it on your private request page (the link shows at the end of the chat).",
    },
  },
  {
    slug: "service-offers-channel",
    tags: ["offres", "courriel", "sms"],
    fr: {
      questions: [
        "Les offres arrivent par texto ou par courriel ?",
        "Comment je vais recevoir les offres ?",
        "Vous m'avertissez comment quand une offre arrive ?",
        "Vous allez m'envoyer les offres par texto ?",
        "Je vais-tu recevoir un SMS quand une offre arrive ?",
        "Comment je vais savoir qu'une offre est rentrée ?",
        "Vous m'avisez par courriel ou par texto ?",
        "Est-ce que je reçois une notification pour chaque offre ?",
        "Je peux être avisé par SMS plutôt que par courriel ?",
      ],
      answer:
        "Vous êtes avisé par courriel, ou par SMS si vous l'avez choisi et qu'il est offert ; les offres elles-mêmes s'affichent sur votre page de demande privée, côte à côte.",
    },
    en: {
      questions: [
        "Do offers come by text or by email?",
        "How will I receive the offers?",
        "How do you let me know when an offer comes in?",
        "Will you text me the offers?",
        "Do I get a text when an offer comes in?",
        "How will I know an offer arrived?",
        "Email or SMS notifications?",
        "Do I get notified for each offer?",
        "Can I be notified by text instead of email?",
      ],
      answer:
        "You're notified by email, or by text message if you chose it and it's available; the offers themselves show on your private request page, side by side.",
    },
  },
  {
    slug: "service-request-page",
    tags: ["service", "page de demande", "lien"],
    fr: {
      questions: [
        "Où je vois mes offres ?",
        "C'est quoi ma page de demande ?",
        "J'ai perdu le lien de ma demande",
        "Comment je suis ma demande ?",
        "Où je retrouve mes soumissions ?",
        "Je retrouve plus ma demande",
        "Comment je retourne voir mes offres ?",
        "J'ai perdu le courriel avec mon lien",
        "Où je peux suivre l'avancement de ma demande ?",
        "Ma demande est rendue où ?",
      ],
      answer:
        "Vos offres arrivent sur votre page de demande privée, dont le lien vous est envoyé par courriel (gardez-le pour vous : c'est la seule clé). Vous y voyez où en est la demande, les offres côte à côte et le bouton pour choisir. Lien perdu ? Écrivez à l'équipe depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Where do I see my offers?",
        "What is my request page?",
        "I lost the link to my request",
        "How do I follow my request?",
        "Where are my quotes?",
        "I can't find my request anymore",
        "How do I get back to my offers?",
        "I lost the email with my link",
        "Where can I check the status of my request?",
        "Where's my request at?",
      ],
      answer:
        "Your offers arrive on your private request page, whose link is emailed to you (keep it to yourself: it's the only key). It shows where the request stands, the offers side by side and the button to choose. Lost the link? Write to the team from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "service-change-answer",
    tags: ["service", "correction", "chat"],
    fr: {
      questions: [
        "Je me suis trompé, je peux changer une réponse ?",
        "Comment je corrige ce que j'ai écrit ?",
        "Finalement je veux changer la marque, c'est possible ?",
        "Oups j'ai mal répondu",
        "J'ai écrit le mauvais modèle, comment je le change ?",
        "Je peux corriger mon budget ?",
        "J'ai fait une faute dans ma réponse",
        "Je veux revenir sur une réponse",
        "J'ai mis la mauvaise ville, je corrige comment ?",
        "oups mauvaise réponse, je peux changer ?",
      ],
      answer:
        "Bien sûr : écrivez simplement la bonne réponse, par exemple « finalement plutôt une Mazda » ou « mon budget c'est 400 $ par mois », et je corrige. Avant l'envoi aux concessionnaires, vous pourrez aussi corriger chaque ligne de la demande sur votre page de demande.",
    },
    en: {
      questions: [
        "I made a mistake, can I change an answer?",
        "How do I correct what I wrote?",
        "Actually I want to change the brand, is that possible?",
        "Oops I answered wrong",
        "Can I change my budget later?",
        "I put the wrong model, how do I fix it?",
        "I typed the wrong answer",
        "Can I go back and change an answer?",
        "I entered the wrong city, how do I fix it?",
        "wrong answer, can i change it",
      ],
      answer:
        "Of course: just type the right answer, for example “actually a Mazda instead” or “my budget is $400 a month”, and I'll correct it. Before anything goes to dealers, you can also correct each line of the request on your request page.",
    },
  },
  {
    slug: "service-change-after",
    tags: ["service", "correction", "page de demande"],
    fr: {
      questions: [
        "Je peux modifier ma demande après l'avoir envoyée ?",
        "J'ai fini le chat mais je veux changer la couleur",
        "Comment corriger ma demande une fois terminée ?",
        "La demande est envoyée, je peux encore la changer ?",
        "Je veux modifier ma demande après coup",
        "J'ai oublié de préciser quelque chose dans ma demande",
        "Comment changer le modèle une fois la demande finie ?",
        "Je peux corriger ma demande avant que les concessionnaires la voient ?",
        "Les concessionnaires ont déjà ma demande, je peux la changer ?",
      ],
      answer:
        "Oui, tant qu'aucun concessionnaire n'a été contacté : votre page de demande montre la demande telle qu'ils la liront, et chaque ligne s'y corrige avant que vous confirmiez. Une fois les concessionnaires contactés, écrivez à l'équipe depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Can I edit my request after sending it?",
        "I finished the chat but I want to change the colour",
        "How do I correct my request once it's done?",
        "The request is sent, can I still change it?",
        "I want to edit my request afterwards",
        "I forgot to mention something in my request",
        "How do I change the model once the request is done?",
        "Can I fix my request before dealers see it?",
        "Dealers already have my request, can I change it?",
      ],
      answer:
        "Yes, as long as no dealership has been contacted: your request page shows the request exactly as they'll read it, and each line can be corrected there before you confirm. Once dealers are contacted, write to the team from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "service-restart",
    tags: ["service", "chat", "recommencer"],
    fr: {
      questions: [
        "Comment je recommence à zéro ?",
        "Je veux tout effacer et repartir",
        "Peut-on reprendre depuis le début ?",
        "Je veux recommencer le chat",
        "On peut-tu repartir à neuf ?",
        "Y a-t-il un bouton pour recommencer ?",
        "Je veux refaire la conversation depuis le début",
        "recommencer a zero svp",
        "Comment je reset le chat ?",
      ],
      answer:
        "Le bouton « Recommencer » en haut du chat repart de zéro (il vous demande de confirmer si vous avez déjà répondu). Pour corriger une seule réponse, pas besoin : écrivez la bonne.",
    },
    en: {
      questions: [
        "How do I start over?",
        "I want to erase everything and restart",
        "Can we go back to the beginning?",
        "I want to restart the chat",
        "Can I reset the conversation?",
        "Is there a restart button?",
        "Let's start from the beginning",
        "start over pls",
        "How do I clear my answers and begin again?",
      ],
      answer:
        "The “Restart” button at the top of the chat starts from scratch (it asks you to confirm if you've already answered). To fix a single answer there's no need: just type the right one.",
    },
  },
  {
    slug: "service-form",
    tags: ["service", "formulaire"],
    fr: {
      questions: [
        "Y a-t-il un formulaire au lieu du chat ?",
        "Je préfère remplir un formulaire",
        "Je peux répondre étape par étape ?",
        "J'aime pas les chats, y a-tu un formulaire ?",
        "Y a-t-il une autre façon que le chat ?",
        "Je veux un formulaire classique",
        "Je peux passer au formulaire en cours de route ?",
        "Mes réponses vont-elles suivre si je change pour le formulaire ?",
        "formulaire au lieu de jaser?",
      ],
      answer:
        "Oui : le formulaire étape par étape pose les mêmes questions, et vos réponses du chat y sont reprises. Les deux mènent à la même demande aux concessionnaires.",
      link: "/vehicle-form",
    },
    en: {
      questions: [
        "Is there a form instead of the chat?",
        "I'd rather fill in a form",
        "Can I answer step by step?",
        "I don't like chatting, is there a form?",
        "Is there another way than the chat?",
        "Can I use a regular form?",
        "Can I switch to the form halfway?",
        "Do my answers carry over to the form?",
        "form instead of chat?",
      ],
      answer:
        "Yes: the step-by-step form asks the same questions, and your chat answers carry over. Both lead to the same request to dealers.",
      link: "/en/vehicle-form",
    },
  },
  {
    slug: "service-language",
    tags: ["service", "langue"],
    fr: {
      questions: [
        "Can I do this in English?",
        "Vous parlez anglais ?",
        "Est-ce que ça existe en anglais ?",
        "Parlez-vous anglais ?",
        "Le site existe-tu en anglais ?",
        "Je peux changer de langue ?",
        "Comment passer en anglais ?",
        "Je comprends mal le français, vous avez l'anglais ?",
        "Les concessionnaires vont-ils recevoir ma demande en français ?",
      ],
      answer:
        "Oui, Sam parle français et anglais : le lien « English » en haut de la page passe en anglais. Les concessionnaires reçoivent la demande dans leur langue.",
    },
    en: {
      questions: [
        "Est-ce que je peux le faire en français ?",
        "Do you speak French?",
        "Is this available in French?",
        "Can I get the site in French?",
        "Can I switch languages?",
        "How do I change to French?",
        "Is there a French version?",
        "Will dealers get my request in English?",
        "Do you have a French version?",
      ],
      answer:
        "Yes, Sam speaks French and English: the “Français” link at the top of the page switches language. Dealerships receive the request in their own language.",
    },
  },
  {
    slug: "service-brands",
    tags: ["service", "marques"],
    fr: {
      questions: [
        "Vous faites toutes les marques ?",
        "Ça marche pour une marque de luxe ?",
        "Est-ce que je peux demander n'importe quel modèle ?",
        "Vous avez des Tesla ?",
        "Vous faites-tu les Toyota pis les Hyundai ?",
        "Ça marche pour n'importe quelle marque ?",
        "Je veux un Ford F-150, vous pouvez ?",
        "Vous couvrez les marques de luxe comme BMW ou Lexus ?",
        "Y a-tu des marques que vous faites pas ?",
        "Une marque vendue seulement en ligne, ça marche ?",
      ],
      answer:
        "Toutes les marques vendues par des concessionnaires au Québec. Pour une marque vendue seulement en ligne par le fabricant (sans concessionnaire), il n'y a personne à mettre en concurrence : je vous le dirai si aucun concessionnaire n'est trouvé.",
    },
    en: {
      questions: [
        "Do you do all makes?",
        "Does it work for a luxury brand?",
        "Can I ask for any model?",
        "Do you have Teslas?",
        "Do you do Toyota and Hyundai?",
        "Does it work for any brand?",
        "I want a Ford F-150, can you do that?",
        "Do you cover luxury makes like BMW or Lexus?",
        "Are there brands you don't do?",
        "What about a brand sold only online?",
      ],
      answer:
        "Every make sold through dealerships in Quebec. For a make the manufacturer sells only online (no dealership), there's no one to put in competition: I'll tell you if no dealership is found.",
    },
  },
  {
    slug: "service-used-vehicles",
    tags: ["service", "usagé"],
    fr: {
      questions: [
        "Ça marche aussi pour un usagé ?",
        "Vous trouvez des autos d'occasion ?",
        "Je cherche un char usagé pas cher, vous pouvez m'aider ?",
        "Vous faites les autos d'occasion ?",
        "Je veux un usagé, pas un neuf",
        "Ça marche-tu pour un char de 5 ans ?",
        "Vous cherchez aussi dans l'inventaire usagé des concessionnaires ?",
        "Je peux demander un usagé avec moins de 100 000 km ?",
        "usagé ça marche?",
      ],
      answer:
        "Oui : répondez « usagé » et je demande aux concessionnaires ce qu'ils ont en inventaire d'occasion qui correspond (modèle, années, kilométrage, budget). Je ne contacte que des commerçants, pas des vendeurs particuliers.",
    },
    en: {
      questions: [
        "Does it work for a used car too?",
        "Do you find pre-owned cars?",
        "I'm looking for a cheap used car, can you help?",
        "Do you do used cars?",
        "I want a used one, not new",
        "Does it work for a 5-year-old car?",
        "Do you look in the dealers' used inventory too?",
        "Can I ask for a used car under 100,000 km?",
        "used ok?",
      ],
      answer:
        "Yes: answer “used” and I ask the dealerships what they have in their pre-owned inventory that fits (model, years, mileage, budget). I only contact dealers, not private sellers.",
    },
  },
  {
    slug: "service-private-sellers",
    tags: ["service", "particulier", "usagé"],
    fr: {
      questions: [
        "Vous contactez les vendeurs sur Marketplace ?",
        "Je peux acheter d'un particulier avec vous ?",
        "Et les annonces de particuliers ?",
        "Vous faites affaire avec des particuliers ?",
        "Le char que j'ai vu sur Kijiji, vous pouvez vous en occuper ?",
        "Je veux acheter d'un particulier, vous m'aidez ?",
        "Vous écrivez aux vendeurs privés ?",
        "Sam contacte-tu juste des concessionnaires ?",
        "Une vente entre particuliers, ça marche avec vous ?",
      ],
      answer:
        "Non, Sam écrit seulement à des concessionnaires. Si vous achetez d'un particulier, vérifiez au RDPRM que le véhicule n'a pas de dette attachée, et faites-le inspecter avant de payer.",
      link: "https://www.rdprm.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Do you contact sellers on Marketplace?",
        "Can I buy from a private seller with you?",
        "What about private listings?",
        "Do you deal with private sellers?",
        "I saw a car on Kijiji, can you handle it?",
        "I want to buy from a private person, can you help?",
        "Do you write to private sellers?",
        "Does Sam only contact dealerships?",
        "Private sale, does that work with you?",
      ],
      answer:
        "No, Sam only writes to dealerships. If you buy from a private seller, check the RDPRM (Quebec's registry of movable rights) that no debt is attached to the vehicle, and have it inspected before paying.",
      link: "https://www.rdprm.gouv.qc.ca/",
    },
  },
  {
    slug: "service-region",
    tags: ["service", "région", "québec"],
    fr: {
      questions: [
        "Vous couvrez quelles régions ?",
        "Ça marche en Gaspésie ?",
        "Je suis en Ontario, est-ce que ça fonctionne ?",
        "Vous êtes seulement au Québec ?",
        "Ça marche-tu à Montréal ?",
        "Je reste en région, y a-tu des concessionnaires ?",
        "Vous êtes disponibles partout au Québec ?",
        "Je suis à Rimouski, ça marche ?",
        "Ça marche-tu hors Québec ?",
        "Je vis au Nouveau-Brunswick, je peux l'utiliser ?",
      ],
      answer:
        "Sam sert les acheteurs du Québec et contacte des concessionnaires québécois, les plus proches de votre ville. En région, s'il y en a moins que demandé, je contacte ceux qui existent ; s'il n'y en a aucun de la marque, j'élargis la recherche à tout le Québec.",
    },
    en: {
      questions: [
        "Which regions do you cover?",
        "Does it work in the Gaspé?",
        "I'm in Ontario, does this work?",
        "Are you only in Quebec?",
        "Does it work in Montreal?",
        "I live in a rural area, are there dealers?",
        "Are you available everywhere in Quebec?",
        "I'm in Rimouski, does it work?",
        "Does it work outside Quebec?",
        "I live in New Brunswick, can I use it?",
      ],
      answer:
        "Sam serves buyers in Quebec and contacts Quebec dealerships, the closest to your city. In outlying regions, if there are fewer than you asked for, I contact the ones there are; if there's none of the make, I widen the search to all of Quebec.",
    },
  },
  {
    slug: "service-several-vehicles",
    tags: ["service", "plusieurs véhicules", "entreprise"],
    fr: {
      questions: [
        "Je veux deux autos, je fais comment ?",
        "Je peux comparer deux modèles dans la même demande ?",
        "C'est pour une flotte d'entreprise",
        "Je veux des prix pour deux modèles différents",
        "Je peux faire plusieurs demandes ?",
        "On a besoin de trois véhicules pour la compagnie",
        "Je veux comparer un RAV4 et un CR-V",
        "Une deuxième demande pour un autre modèle, c'est possible ?",
        "Des prix pour une flotte de camions ?",
      ],
      answer:
        "Une demande porte sur un véhicule (une marque et un modèle) : pour un deuxième modèle, faites une deuxième demande après celle-ci. Pour plusieurs véhicules d'entreprise, écrivez à l'équipe depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "I want two cars, how do I do it?",
        "Can I compare two models in the same request?",
        "It's for a company fleet",
        "I want prices on two different models",
        "Can I make several requests?",
        "We need three vehicles for the company",
        "I want to compare a RAV4 and a CR-V",
        "Can I make a second request for another model?",
        "Prices for a fleet of trucks?",
      ],
      answer:
        "A request covers one vehicle (one make and model): for a second model, make a second request after this one. For several company vehicles, write to the team from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "service-why-questions",
    tags: ["service", "questions", "chat"],
    fr: {
      questions: [
        "Pourquoi vous posez toutes ces questions ?",
        "Ça sert à quoi de savoir ma couleur ?",
        "Pourquoi vous voulez mon nom ?",
        "Pourquoi vous avez besoin de mon nom ?",
        "Ça sert à quoi toutes ces questions-là ?",
        "Pourquoi vous me demandez la version pis les options ?",
        "C'est-tu nécessaire de donner autant de détails ?",
        "pk vous voulez savoir ma ville",
        "Pourquoi vous voulez mon courriel ou mon téléphone ?",
      ],
      answer:
        "Plus la demande est précise, plus les prix reçus sont comparables : un concessionnaire cote un véhicule réel (version, options, couleur). Votre nom sert à vous présenter (les concessionnaires ne voient que votre prénom) et votre courriel ou téléphone à vous envoyer les offres.",
    },
    en: {
      questions: [
        "Why are you asking all these questions?",
        "Why do you need to know my colour?",
        "Why do you want my name?",
        "Why do you need my name?",
        "What are all these questions for?",
        "Why do you ask about trim and options?",
        "Do I really need to give so many details?",
        "why do u need my city",
        "Why do you want my email or phone?",
      ],
      answer:
        "The more precise the request, the more comparable the prices you get: a dealer quotes a real vehicle (trim, options, colour). Your name introduces you (dealers only see your first name), and your email or phone is where I send the offers.",
    },
  },
  {
    slug: "service-not-sure",
    tags: ["service", "chat", "peu importe"],
    fr: {
      questions: [
        "Je sais pas quoi répondre, je peux passer ?",
        "Si j'ai pas de préférence ?",
        "Est-ce obligatoire de répondre à tout ?",
        "Je sais pas c'est quoi une version, je réponds quoi ?",
        "jsp, je peux sauter ?",
        "Peu importe, ça marche comme réponse ?",
        "J'ai pas d'idée pour la couleur",
        "Je peux laisser des questions vides ?",
        "Quelles questions sont obligatoires ?",
      ],
      answer:
        "Pour la plupart des questions (version, motorisation, options, couleur, budget…), répondez « peu importe » et je passe à la suivante. Seuls la marque, le modèle, le nombre de concessionnaires, vos coordonnées, votre ville et la confidentialité sont nécessaires.",
    },
    en: {
      questions: [
        "I don't know what to answer, can I skip?",
        "What if I have no preference?",
        "Do I have to answer everything?",
        "I don't know what a trim is, what do I answer?",
        "idk, can i skip",
        "Is no preference an acceptable answer?",
        "I have no idea about the colour",
        "Can I leave questions blank?",
        "Which questions are required?",
      ],
      answer:
        "For most questions (trim, powertrain, options, colour, budget…), answer “no preference” and I move on. Only the make, the model, the number of dealerships, your contact details, your city and the privacy choice are required.",
    },
  },
  {
    slug: "service-how-long",
    tags: ["service", "chat", "durée"],
    fr: {
      questions: [
        "C'est-tu encore long ?",
        "Il reste combien de questions ?",
        "Ça va prendre combien de temps le questionnaire ?",
        "On achève-tu ?",
        "On est rendus à quelle question ?",
        "C'est combien de minutes en tout ?",
        "Ça prend combien de minutes ?",
        "Ça achève-tu ?",
        "C'est long ton affaire",
        "Combien de questions en tout ?",
        "cmb de questions encore",
        "Ça prend-tu longtemps à remplir ?",
      ],
      answer:
        "Il y a 17 questions en tout, et le numéro de la question en cours s'affiche en haut du chat ; la plupart se répondent en un mot. Comptez quelques minutes.",
    },
    en: {
      questions: [
        "Is this almost over?",
        "How many questions are left?",
        "How long will the questionnaire take?",
        "Are we nearly done?",
        "How many minutes does this take?",
        "What question are we at?",
        "Are we almost done?",
        "Is this going to take long?",
        "How many questions in total?",
        "this is long, how much more",
        "how many more questions",
        "How long does the chat take?",
      ],
      answer:
        "There are 17 questions in all, and the current question's number shows at the top of the chat; most take one word. Allow a few minutes.",
    },
  },
  {
    slug: "service-compare-offers",
    tags: ["offres", "comparaison", "prix tout inclus"],
    fr: {
      questions: [
        "Comment je compare les offres ?",
        "Les offres sont classées comment ?",
        "Comment savoir quelle offre est la meilleure ?",
        "Quelle offre est la plus avantageuse ?",
        "Les offres sont-tu triées par prix ?",
        "Comment comparer deux offres qui ont pas la même version ?",
        "Je vois plusieurs soumissions, laquelle choisir ?",
        "La moins chère est-elle vraiment la meilleure ?",
        "comparer les offres comment",
      ],
      answer:
        "Sur votre page de demande, les offres sont triées par prix tout inclus, du plus bas au plus élevé, et leurs différences (version, année, kilométrage, disponibilité) sont marquées. Un frais ajouté qui n'est pas permis au Québec est compté dans le prix pour comparer équitablement.",
    },
    en: {
      questions: [
        "How do I compare the offers?",
        "How are the offers sorted?",
        "How do I know which offer is best?",
        "Which offer is the best deal?",
        "Are the offers sorted by price?",
        "How do I compare two offers with different trims?",
        "I see several quotes, which one should I take?",
        "Is the cheapest offer really the best?",
        "comparing offers how",
      ],
      answer:
        "On your request page, offers are sorted by all-in price, lowest first, and their differences (trim, year, mileage, availability) are marked. A fee added on top that isn't allowed in Quebec is counted in the price so the comparison is fair.",
    },
  },
  {
    slug: "service-choose-offer",
    tags: ["offres", "choisir"],
    fr: {
      questions: [
        "Qu'est-ce qui arrive quand je choisis une offre ?",
        "J'ai choisi un concessionnaire, c'est quoi la suite ?",
        "Comment j'accepte une offre ?",
        "Quand une offre me plaît, je fais quoi ?",
        "Je réponds à qui pour accepter une offre ?",
        "Je fais quoi quand une offre me plaît ?",
        "Je dois signer chez le concessionnaire ?",
        "J'ai trouvé l'offre que je veux, je fais quoi ?",
        "Comment je dis oui à un concessionnaire ?",
        "Le bouton Choisir cette offre, ça fait quoi ?",
        "Une fois l'offre choisie, le concessionnaire me contacte ?",
        "jveux accepter une offre",
      ],
      answer:
        "Le bouton « Choisir cette offre » vous demande de confirmer, puis j'avise ce concessionnaire. Avec l'option A, il reçoit vos coordonnées pour vous joindre ; avec l'option B, je relaie les échanges. Vous signez ensuite le contrat avec lui, après l'avoir relu.",
    },
    en: {
      questions: [
        "What happens when I choose an offer?",
        "I picked a dealership, what's next?",
        "How do I accept an offer?",
        "How do I lock in an offer I like?",
        "I like an offer, what do I do?",
        "What do I do when I like an offer?",
        "Do I sign at the dealership?",
        "I found the offer I want, now what?",
        "How do I say yes to a dealership?",
        "What does the Choose this offer button do?",
        "Once I pick an offer, does the dealer contact me?",
        "i want to accept an offer",
      ],
      answer:
        "The “Choose this offer” button asks you to confirm, then I notify that dealership. With option A, it receives your contact details to reach you; with option B, I relay the exchanges. You then sign the contract with them, after reading it.",
    },
  },
  {
    slug: "service-no-offer",
    tags: ["offres", "aucune offre", "concessionnaires"],
    fr: {
      questions: [
        "Et si personne ne répond ?",
        "Qu'est-ce qui arrive si j'ai aucune offre ?",
        "S'il y a pas de concessionnaire près de chez nous ?",
        "J'ai reçu aucune offre, c'est normal ?",
        "Aucun concessionnaire a répondu, je fais quoi ?",
        "Pis si personne veut me faire un prix ?",
        "Y a pas de concessionnaire de ma marque dans ma région",
        "Personne a répondu à temps",
        "Zéro offre, pourquoi ?",
      ],
      answer:
        "Si aucun concessionnaire ne répond avant l'échéance, votre page le dit et vous pouvez faire une nouvelle demande (autre modèle, plus de concessionnaires). Si aucun concessionnaire de la marque n'est trouvé près de vous, j'élargis la recherche à tout le Québec et je vous écris pour vous dire ce que j'ai trouvé.",
    },
    en: {
      questions: [
        "What if nobody answers?",
        "What happens if I get no offer?",
        "What if there's no dealership near us?",
        "I got no offers, is that normal?",
        "No dealership replied, what do I do?",
        "What if nobody wants to give me a price?",
        "There's no dealer for my brand in my area",
        "Nobody answered in time",
        "Zero offers, why?",
      ],
      answer:
        "If no dealership answers by the deadline, your page says so and you can make a new request (another model, more dealerships). If no dealership of the make is found near you, I widen the search to all of Quebec and write to tell you what I found.",
    },
  },
  {
    slug: "service-negotiation-round",
    tags: ["négociation", "offres"],
    fr: {
      questions: [
        "Vous négociez vraiment ?",
        "C'est quoi la ronde de négociation ?",
        "Est-ce que vous retournez voir les concessionnaires pour baisser le prix ?",
        "Y a-tu une deuxième ronde ?",
        "Les concessionnaires peuvent-tu baisser leur prix après ?",
        "Vous dites aux autres le meilleur prix reçu ?",
        "Le prix peut-il monter dans la deuxième ronde ?",
        "Ça marche comment la ronde où ils baissent leur prix ?",
        "Vous faites une contre-offre ?",
      ],
      answer:
        "Oui : quand au moins deux offres sont arrivées, j'ouvre une deuxième ronde où chaque concessionnaire apprend le meilleur prix reçu (sans savoir de qui il vient) et peut réviser le sien une fois, jamais à la hausse. Votre page montre la ronde et ce qu'elle a fait gagner.",
      link: "/fr/fonctionnement",
    },
    en: {
      questions: [
        "Do you really negotiate?",
        "What is the negotiation round?",
        "Do you go back to the dealers to lower the price?",
        "Is there a second round?",
        "Can dealers lower their price afterwards?",
        "Do you tell the others the best price you got?",
        "Can the price go up in the second round?",
        "How does the round where they lower their price work?",
        "Do you make a counter-offer?",
      ],
      answer:
        "Yes: once at least two offers are in, I open a second round where each dealership learns the best price received (without knowing whose it is) and may revise its own once, never upwards. Your page shows the round and what it saved.",
      link: "/en/how-it-works",
    },
  },
  {
    slug: "service-offer-validity",
    tags: ["offres", "validité"],
    fr: {
      questions: [
        "Les offres sont bonnes pour combien de temps ?",
        "Une offre peut-elle expirer ?",
        "J'ai combien de temps pour décider ?",
        "L'offre est valide jusqu'à quand ?",
        "Si j'attends une semaine, le prix tient-tu ?",
        "Une soumission, ça expire-tu ?",
        "Date d'expiration de l'offre",
        "Mon offre est expirée, je fais quoi ?",
        "Combien de temps le concessionnaire garde son prix ?",
      ],
      answer:
        "Chaque concessionnaire indique jusqu'à quand son offre est valide ; la date s'affiche avec l'offre sur votre page. Passé cette date, le prix peut changer : demandez-lui de le confirmer.",
    },
    en: {
      questions: [
        "How long are the offers good for?",
        "Can an offer expire?",
        "How long do I have to decide?",
        "Until when is the offer valid?",
        "If I wait a week, does the price hold?",
        "Do quotes expire?",
        "Offer expiry date",
        "My offer expired, what do I do?",
        "How long does the dealer hold the price?",
      ],
      answer:
        "Each dealership states until when its offer is valid; the date shows with the offer on your page. After that date the price may change: ask them to confirm it.",
    },
  },
  {
    slug: "service-visit",
    tags: ["service", "visite", "essai routier"],
    fr: {
      questions: [
        "Faut-il que j'aille chez le concessionnaire ?",
        "Je dois me déplacer en personne ?",
        "Est-ce que je peux faire un essai routier ?",
        "Faut que j'aille au garage pour avoir le prix ?",
        "Faut-tu que je me déplace au concessionnaire ?",
        "Je peux tout faire en ligne ?",
        "Je veux essayer le char avant, c'est possible ?",
        "Je veux pas perdre mes samedis au garage",
        "Faut aller en personne juste pour signer ?",
        "Je peux avoir mes prix sans mettre les pieds chez le concessionnaire ?",
      ],
      answer:
        "Pas pour obtenir les offres : je négocie par écrit pour vous. Vous allez chez le concessionnaire choisi seulement si vous le voulez, pour un essai routier, puis pour signer et prendre livraison.",
    },
    en: {
      questions: [
        "Do I have to go to the dealership?",
        "Do I need to show up in person?",
        "Can I do a test drive?",
        "Do I have to go to the dealer to get the price?",
        "Do I have to visit the dealership?",
        "Can I do everything online?",
        "I want to try the car first, can I?",
        "I don't want to spend my Saturdays at dealerships",
        "Do I only go in person to sign?",
        "Can I get prices without setting foot in a dealership?",
      ],
      answer:
        "Not to get the offers: I negotiate in writing for you. You go to the dealership you choose only if you want to, for a test drive, then to sign and take delivery.",
    },
  },
  {
    slug: "service-price-binding",
    tags: ["offres", "prix", "écrit"],
    fr: {
      questions: [
        "Le prix de l'offre est-il garanti ?",
        "Le concessionnaire peut-il changer son prix quand j'arrive ?",
        "Et s'il me charge plus cher à la signature ?",
        "L'offre est-tu garantie par écrit ?",
        "Le concessionnaire peut-il changer d'idée sur le prix ?",
        "Rendu sur place, le prix a monté, c'est permis ?",
        "Le contrat dit pas le même prix que l'offre",
        "Ils peuvent-tu ajouter des affaires au prix à la signature ?",
        "Le prix de l'offre, c'est le prix final ?",
      ],
      answer:
        "L'offre est écrite par le concessionnaire, avec son prix tout inclus et sa date de validité. Au Québec, un commerçant ne peut pas exiger plus que le prix annoncé : comparez le contrat à l'offre avant de signer, et si ça ne concorde pas, dites-le-nous et consultez l'Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "Is the offer price guaranteed?",
        "Can the dealer change the price when I get there?",
        "What if they charge me more at signing?",
        "Is the offer guaranteed in writing?",
        "Can the dealer change their mind on the price?",
        "When I got there the price went up, is that allowed?",
        "The contract doesn't show the same price as the offer",
        "Can they add things to the price at signing?",
        "Is the offer price the final price?",
      ],
      answer:
        "The offer is written by the dealership, with its all-in price and validity date. In Quebec, a merchant may not charge more than the advertised price: compare the contract with the offer before signing, and if they don't match, tell us and see the Office de la protection du consommateur.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },

  // ── Privacy and contact ─────────────────────────────────────────────────────────────────────
  {
    slug: "privacy-options",
    tags: ["confidentialité", "option a", "option b"],
    fr: {
      questions: [
        "C'est quoi la différence entre l'option A et B ?",
        "Que veut dire partager avec les gagnants ?",
        "Option A ou B, laquelle choisir ?",
        "L'option A, concrètement, ça veut dire quoi ?",
        "Qui voit mon courriel avec l'option A ?",
        "L'option B, ça change quoi ?",
        "Je veux que personne ait mes coordonnées, je prends quelle option ?",
        "Option A ou option B, c'est quoi la différence pour ma vie privée ?",
        "Avec l'option B vous relayez les messages ?",
        "opt A vs opt B",
      ],
      answer:
        "Avec l'option A, vos coordonnées sont transmises seulement au concessionnaire dont vous choisissez l'offre, pour qu'il vous joigne. Avec l'option B, elles ne sont jamais transmises : je relaie tous les échanges. Dans les deux cas, les concessionnaires contactés ne voient que votre prénom.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "What's the difference between option A and B?",
        "What does share with the winners mean?",
        "Option A or B, which one should I pick?",
        "What does option A mean in practice?",
        "What does option B change?",
        "I don't want anyone to get my contact info, which option do I pick?",
        "Option A vs option B for my privacy?",
        "With option B do you relay the messages?",
        "Who gets my email with option A?",
        "opt A vs opt B",
      ],
      answer:
        "With option A, your contact details go only to the dealership whose offer you choose, so it can reach you. With option B, they are never passed on: I relay every exchange. Either way, the dealerships contacted only see your first name.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-sell-data",
    tags: ["confidentialité", "données"],
    fr: {
      questions: [
        "Vendez-vous mes informations ?",
        "Qu'est-ce que vous faites avec mes données ?",
        "Mes infos vont aller où ?",
        "Vous revendez mes données à des tiers ?",
        "Mes infos vont-tu être vendues à des compagnies ?",
        "Qu'est-ce que vous faites avec mes renseignements personnels ?",
        "Vous respectez la Loi 25 ?",
        "Mes données servent à quoi ?",
        "Vous faites de l'argent avec mes données ?",
      ],
      answer:
        "Nous ne vendons aucun renseignement. Vos réponses servent seulement à obtenir des offres pour vous et à répondre à vos demandes, selon la Loi 25 du Québec ; la politique de confidentialité détaille ce qui est gardé et combien de temps.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "Do you sell my information?",
        "What do you do with my data?",
        "Where will my info go?",
        "Do you resell my data to third parties?",
        "Will my info be sold to companies?",
        "What do you do with my personal information?",
        "Do you comply with Law 25?",
        "What is my data used for?",
        "Do you make money off my data?",
      ],
      answer:
        "We sell no information. Your answers are used only to get offers for you and answer your requests, under Quebec's Law 25; the privacy policy details what is kept and for how long.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-calls",
    tags: ["confidentialité", "appels", "sollicitation"],
    fr: {
      questions: [
        "Est-ce que les vendeurs vont m'appeler sans arrêt ?",
        "Je veux pas me faire harceler par les concessionnaires",
        "Vont-ils avoir mon numéro ?",
        "Je vais-tu me faire spammer ?",
        "Les concessionnaires peuvent-ils m'écrire directement ?",
        "Je vais-tu me faire harceler par les vendeurs ?",
        "Les vendeurs vont-tu me bombarder d'appels ?",
        "Mon cell va-tu sonner sans arrêt ?",
        "Les concessionnaires ont-tu mon numéro de téléphone ?",
        "Je veux pas recevoir 10 appels de vendeurs",
      ],
      answer:
        "Non : les concessionnaires contactés ne reçoivent ni votre courriel ni votre téléphone, seulement votre prénom, le véhicule et votre ville. Avec l'option A, seul le concessionnaire que vous choisissez reçoit vos coordonnées ; avec l'option B, personne.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "Will salespeople call me nonstop?",
        "I don't want to be harassed by dealers",
        "Will they get my number?",
        "Am I going to get spammed?",
        "Can dealers text me directly?",
        "Will salespeople harass me?",
        "Will dealers bombard me with calls?",
        "Is my phone going to ring nonstop?",
        "Do the dealerships get my phone number?",
        "I don't want 10 calls from salesmen",
      ],
      answer:
        "No: the dealerships contacted receive neither your email nor your phone, only your first name, the vehicle and your city. With option A, only the dealership you choose gets your contact details; with option B, nobody does.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-what-dealers-see",
    tags: ["confidentialité", "courriel aux concessionnaires"],
    fr: {
      questions: [
        "Qu'est-ce que les concessionnaires voient de moi ?",
        "Qu'est-ce que vous envoyez aux garages ?",
        "Je peux voir le courriel envoyé aux concessionnaires ?",
        "Vous partagez mon courriel avec qui ?",
        "Les vendeurs voient-ils mon nom de famille ?",
        "Les concessionnaires voient quoi exactement ?",
        "Ma demande aux concessionnaires contient quoi ?",
        "Ils savent-tu mon adresse ?",
        "Je peux relire ce que les concessionnaires vont recevoir ?",
      ],
      answer:
        "Ils lisent votre prénom, le véhicule recherché avec vos préférences, votre ville et le nombre de concessionnaires contactés, rien d'autre. Avant tout envoi, votre page de demande vous montre ces lignes exactement comme ils les liront, et vous pouvez les corriger.",
    },
    en: {
      questions: [
        "What do the dealerships see about me?",
        "What do you send to the dealers?",
        "Can I see the email sent to dealerships?",
        "Who do you share my email with?",
        "Do dealers see my last name?",
        "What exactly do the dealers see?",
        "What's in the request the dealerships get?",
        "Do they know my address?",
        "Can I read what the dealers will receive?",
      ],
      answer:
        "They read your first name, the vehicle you want with your preferences, your city and how many dealerships were contacted, nothing else. Before anything is sent, your request page shows you those lines exactly as they'll read them, and you can correct them.",
    },
  },
  {
    slug: "privacy-storage",
    tags: ["confidentialité", "sécurité", "données"],
    fr: {
      questions: [
        "Où sont gardées mes données ?",
        "Mes informations sont-elles en sécurité chez vous ?",
        "Vos serveurs sont-ils au Canada ?",
        "Mes données sont hébergées où ?",
        "C'est-tu sécuritaire de vous donner mes infos ?",
        "Mes renseignements sont-tu protégés ?",
        "Vos serveurs sont-tu aux États-Unis ?",
        "Mes infos sont chiffrées ?",
        "Êtes-vous sécurisés contre le piratage ?",
      ],
      answer:
        "Vos données sont conservées sur des serveurs au Canada, les échanges sont chiffrés et l'accès aux outils de l'équipe est protégé par mot de passe. La politique de confidentialité détaille ce qui est gardé et combien de temps.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "Where is my data kept?",
        "Is my personal information safe with you?",
        "Are your servers in Canada?",
        "Where is my data hosted?",
        "Is it safe to give you my info?",
        "Is my personal data protected?",
        "Are your servers in the US?",
        "Is my info encrypted?",
        "Are you secure against hacking?",
      ],
      answer:
        "Your data is kept on servers in Canada, exchanges are encrypted and access to the team's tools is password-protected. The privacy policy details what is kept and for how long.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-erase",
    tags: ["confidentialité", "effacer", "loi 25"],
    fr: {
      questions: [
        "Comment supprimer mes données ?",
        "Je veux que vous effaciez tout",
        "Pouvez-vous détruire mes informations ?",
        "Je veux que vous effaciez mon dossier",
        "Comment faire disparaître mes informations ?",
        "Je veux supprimer mon compte",
        "Effacez mes données svp",
        "Comment je fais effacer ma demande ?",
        "Droit à l'effacement, Loi 25",
        "J'ai pu mon lien, comment effacer mes données ?",
      ],
      answer:
        "Depuis votre page de demande, le bloc « Mes données » efface votre demande (après confirmation). Sans le lien, la page Confidentialité vous envoie par courriel un lien valide 24 heures pour le faire.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "How do I delete my data?",
        "I want you to erase everything",
        "Can you destroy my information?",
        "I want my file deleted",
        "How do I get my information removed?",
        "I want to delete my account",
        "Please erase my data",
        "How do I get my request deleted?",
        "Right to erasure under Law 25",
        "I lost my link, how do I delete my data?",
      ],
      answer:
        "From your request page, the “My data” block erases your request (after confirming). Without the link, the Privacy page emails you a link valid for 24 hours to do it.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-download",
    tags: ["confidentialité", "télécharger", "loi 25"],
    fr: {
      questions: [
        "Je peux avoir une copie de mes données ?",
        "Comment télécharger ce que vous avez sur moi ?",
        "Accès à mes renseignements personnels",
        "Je veux une copie de ce que vous avez sur moi",
        "Comment exporter mes données ?",
        "Vous avez quoi comme infos sur moi ?",
        "Je peux télécharger mes réponses ?",
        "Demande d'accès Loi 25",
        "Vous pouvez m'envoyer mes données ?",
      ],
      answer:
        "Oui : votre page de demande permet de télécharger vos données (un fichier JSON lisible). Sans le lien, demandez-le depuis la page Confidentialité : un lien valide 24 heures vous est envoyé par courriel.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "Can I get a copy of my data?",
        "How do I download what you have on me?",
        "Access to my personal information",
        "I want a copy of what you have on me",
        "How do I export my data?",
        "Send me a copy of the info you have on me",
        "Can I download my answers?",
        "Law 25 access request",
        "Can you send me my data?",
      ],
      answer:
        "Yes: your request page lets you download your data (a readable JSON file). Without the link, ask from the Privacy page: a link valid for 24 hours is emailed to you.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-retention",
    tags: ["confidentialité", "conservation"],
    fr: {
      questions: [
        "Combien de temps gardez-vous mes informations ?",
        "Vous conservez mes données longtemps ?",
        "Mes infos sont-elles effacées un jour ?",
        "Pendant combien de temps mes données sont conservées ?",
        "Vous gardez mes infos pour toujours ?",
        "Mes données sont-elles détruites automatiquement ?",
        "Durée de conservation de mes renseignements",
        "Après ma demande, vous gardez quoi pis combien de temps ?",
        "Quand est-ce que mes données disparaissent ?",
      ],
      answer:
        "Vos renseignements personnels sont effacés automatiquement après la période de conservation indiquée dans la politique de confidentialité, et vous pouvez les effacer vous-même avant, depuis votre page de demande.",
      link: "/fr/confidentialite",
    },
    en: {
      questions: [
        "How long do you keep my information?",
        "Do you keep my data for long?",
        "Is my info ever deleted?",
        "For how long is my data retained?",
        "Do you keep my info forever?",
        "Is my data erased automatically?",
        "Retention period for my information",
        "After my request, what do you keep and for how long?",
        "When does my data go away?",
      ],
      answer:
        "Your personal information is erased automatically after the retention period stated in the privacy policy, and you can erase it yourself sooner from your request page.",
      link: "/en/privacy",
    },
  },
  {
    slug: "privacy-stop",
    tags: ["confidentialité", "arrêter", "annuler"],
    fr: {
      questions: [
        "Comment j'annule ma demande ?",
        "Je veux arrêter, j'ai changé d'idée",
        "Je suis plus intéressé, vous pouvez tout stopper ?",
        "Je peux mettre ma demande sur pause ?",
        "Comment retirer ma demande ?",
        "Si je trouve mieux ailleurs entre-temps, je vous avise comment ?",
        "J'ai acheté ailleurs, comment j'arrête tout ?",
        "Comment arrêter les envois aux concessionnaires ?",
        "Annulez ma demande svp",
        "J'ai pu besoin de char, comment j'annule ?",
        "Je veux retirer ma demande avant que les concessionnaires la reçoivent",
      ],
      answer:
        "Vous pouvez arrêter en tout temps : tant que vous ne confirmez pas votre courriel, aucun concessionnaire n'est contacté. Après, écrivez à l'équipe depuis la page Contact ; et votre page de demande permet aussi d'effacer vos données.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "How do I cancel my request?",
        "I want to stop, I changed my mind",
        "I'm not interested anymore, can you stop everything?",
        "How do I withdraw my request?",
        "Can I pause my request?",
        "If I find a better deal elsewhere, how do I tell you?",
        "Can I put my request on hold?",
        "I bought elsewhere, how do I stop everything?",
        "How do I stop you contacting dealers?",
        "Please cancel my request",
        "I don't need a car anymore, how do I cancel?",
        "I want to withdraw my request before dealers get it",
      ],
      answer:
        "You can stop at any time: as long as you don't confirm your email, no dealership is contacted. After that, write to the team from the Contact page; your request page also lets you erase your data.",
      link: "/en/contact",
    },
  },
  {
    slug: "contact-team",
    tags: ["contact", "équipe", "humain"],
    fr: {
      questions: [
        "Je peux parler à une vraie personne ?",
        "Comment je vous joins ?",
        "Avez-vous un numéro de téléphone ?",
        "Je veux parler à quelqu'un",
        "Je préfère parler à un conseiller",
        "Comment joindre une personne chez vous ?",
        "Quelles sont vos heures d'ouverture ?",
        "À quelle heure je peux vous appeler ?",
        "Je veux parler à un humain",
        "C'est quoi l'adresse courriel de l'équipe ?",
        "Votre numéro de téléphone pour parler à l'équipe ?",
        "Comment vous contacter ?",
        "Y a-tu quelqu'un que je peux appeler ?",
      ],
      answer:
        "Oui : la page Contact vous donne le courriel, les coordonnées et les heures d'ouverture de l'équipe, et un formulaire ; l'équipe répond en moins de 24 heures.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Can I talk to a real person?",
        "How do I reach you?",
        "Do you have a phone number?",
        "I want to talk to someone",
        "How do I reach an actual person?",
        "Can I speak to an agent?",
        "What are your hours?",
        "What hours can I call you?",
        "I want to talk to a human",
        "What's the team's email address?",
        "What's your phone number to reach the team?",
        "How can I contact you?",
        "Is there someone I can call?",
      ],
      answer:
        "Yes: the Contact page gives you the team's email, contact details and opening hours, and a form; the team answers within 24 hours.",
      link: "/en/contact",
    },
  },
  {
    slug: "contact-complaint",
    tags: ["contact", "plainte"],
    fr: {
      questions: [
        "Je veux faire une plainte",
        "Où je me plains d'un problème avec le service ?",
        "Ça a mal été, à qui je m'adresse ?",
        "Je suis pas satisfait du service",
        "Comment porter plainte contre Sam ?",
        "J'ai eu un problème avec votre service, je fais quoi ?",
        "Je veux me plaindre de Sam",
        "Ça a pas marché pantoute, je le dis à qui ?",
        "Je suis mécontent, à qui j'écris ?",
      ],
      answer:
        "Écrivez-nous depuis la page Contact en décrivant ce qui s'est passé (et la référence de votre demande, si vous l'avez) : l'équipe vous répond. Pour un litige avec un concessionnaire, l'Office de la protection du consommateur informe aussi sur vos recours.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "I want to file a complaint",
        "Where do I complain about a problem with the service?",
        "It went badly, who do I talk to?",
        "I'm not happy with the service",
        "How do I file a complaint about Sam?",
        "I had a problem with your service, what do I do?",
        "I want to complain about Sam",
        "It didn't work at all, who do I tell?",
        "I'm unhappy, who do I write to?",
      ],
      answer:
        "Write to us from the Contact page describing what happened (and your request's reference, if you have it): the team will answer. For a dispute with a dealership, the Office de la protection du consommateur also explains your options.",
      link: "/en/contact",
    },
  },

  // ── The dealers and the negotiation ─────────────────────────────────────────────────────────
  {
    slug: "dealers-which",
    tags: ["concessionnaires", "choix"],
    fr: {
      questions: [
        "Quels concessionnaires allez-vous contacter ?",
        "Comment vous choisissez les garages ?",
        "Vous prenez les concessionnaires de quelle place ?",
        "Vous écrivez seulement aux concessionnaires de ma région ?",
        "Ce sont des garages près de chez moi ?",
        "Est-ce que je peux choisir les concessionnaires ?",
        "Vous contactez des concessionnaires près de chez moi ?",
        "Je peux enlever un concessionnaire de la liste ?",
      ],
      answer:
        "Je choisis les concessionnaires les plus proches de votre ville qui vendent la marque voulue, jusqu'au nombre que vous demandez. Votre page de demande indique combien ont été trouvés et contactés.",
    },
    en: {
      questions: [
        "Which dealerships will you contact?",
        "How do you choose the dealers?",
        "Where do you pick the dealerships from?",
        "Do you only contact dealers in my area?",
        "Can I choose the dealerships?",
        "Do you contact dealers near me?",
        "Can I leave a dealership off the list?",
      ],
      answer:
        "I pick the dealerships closest to your city that sell the make you want, up to the number you ask for. Your request page shows how many were found and contacted.",
    },
  },
  {
    slug: "dealers-count",
    tags: ["concessionnaires", "nombre"],
    fr: {
      questions: [
        "Combien de concessionnaires je devrais choisir ?",
        "Vous en recommandez combien ?",
        "C'est quoi le bon nombre de garages à contacter ?",
        "J'en mets combien ?",
        "Trois concessionnaires, est-ce assez ?",
        "Combien de garages je devrais demander ?",
        "Combien de concessionnaires les gens choisissent d'habitude ?",
        "Y a-t-il un maximum de concessionnaires ?",
        "Combien tu me conseilles d'en mettre ?",
      ],
      answer:
        "Cinq à dix est un bon départ : assez pour que la concurrence joue, sans attendre des réponses trop loin de chez vous. Vous pouvez en demander de 1 à 100 ; s'il y en a moins près de vous, je contacte ceux qui existent.",
    },
    en: {
      questions: [
        "How many dealerships should I pick?",
        "How many do you recommend?",
        "What's the right number of dealers to contact?",
        "How many dealers should I put?",
        "Is 3 dealers enough?",
        "What number of dealerships is best?",
        "How many dealerships do people usually pick?",
        "Is there a maximum number of dealerships?",
        "How many would you recommend?",
      ],
      answer:
        "Five to ten is a good start: enough for competition to work, without waiting on answers from too far away. You can ask for 1 to 100; if there are fewer near you, I contact the ones there are.",
    },
  },
  {
    slug: "dealers-more-better",
    tags: ["concessionnaires", "nombre", "prix"],
    fr: {
      questions: [
        "Plus de concessionnaires, ça donne un meilleur prix ?",
        "Si j'en mets 20 je vais payer moins cher ?",
        "Est-ce que ça vaut la peine d'en contacter beaucoup ?",
        "Plus j'en contacte, plus j'économise ?",
        "Ça vaut la peine d'en mettre plus pour sauver de l'argent ?",
        "Plus de concessionnaires, moins cher ?",
      ],
      answer:
        "Souvent un peu, jusqu'à un certain point : chaque offre de plus est une chance d'un meilleur prix, mais au-delà d'une dizaine les réponses viennent de plus loin et se ressemblent. Ce qui compte le plus, c'est qu'ils sachent qu'ils sont en concurrence, et la ronde de négociation s'en charge.",
    },
    en: {
      questions: [
        "Does more dealerships mean a better price?",
        "If I put 20 will I pay less?",
        "Is it worth contacting a lot of them?",
        "Do more dealers mean a lower price?",
        "Will adding dealers save me money?",
        "More dealers, cheaper price?",
        "Do I save more if I contact more dealers?",
      ],
      answer:
        "Often a little, up to a point: each extra offer is a chance at a better price, but past ten or so the answers come from further away and look alike. What matters most is that they know they're competing, and the negotiation round takes care of that.",
    },
  },
  {
    slug: "dealers-specific",
    tags: ["concessionnaires", "préférence"],
    fr: {
      questions: [
        "Je peux choisir un concessionnaire précis ?",
        "Je veux pas que vous contactiez tel garage",
        "Est-ce que je peux inclure mon concessionnaire habituel ?",
        "Est-ce que je peux choisir moi-même les concessionnaires ?",
        "Je veux exclure un concessionnaire",
      ],
      answer:
        "Le chat ne choisit pas les concessionnaires un à un : il prend les plus proches de votre ville. Pour en exclure un ou en ajouter un, écrivez-le à l'équipe depuis la page Contact avant de confirmer votre demande.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Can I pick a specific dealership?",
        "I don't want you to contact a certain dealer",
        "Can I include my usual dealership?",
        "Can I choose the dealerships myself?",
        "Can I leave out a dealer I don't like?",
      ],
      answer:
        "The chat doesn't pick dealerships one by one: it takes the closest to your city. To exclude or add one, write to the team from the Contact page before confirming your request.",
      link: "/en/contact",
    },
  },
  {
    slug: "dealers-how-negotiate",
    tags: ["négociation", "concessionnaires"],
    fr: {
      questions: [
        "Comment vous négociez avec eux ?",
        "Vous leur dites quoi aux concessionnaires ?",
        "C'est quoi votre technique de négociation ?",
        "Tu négocies vraiment ou tu fais juste transférer les prix ?",
        "Qu'est-ce que vous faites si les prix sont trop hauts ?",
        "Vous mettez les concessionnaires en compétition ?",
        "Vous négociez pour faire baisser le prix ?",
      ],
      answer:
        "Je leur écris en vous présentant comme un acheteur prêt, je demande un prix tout inclus (avec disponibilité, financement, évaluation de l'échange et promotions) avant une échéance, et je leur dis qu'ils sont plusieurs. Puis, avec au moins deux offres, chacun apprend le meilleur prix reçu et peut baisser le sien.",
      link: "/fr/fonctionnement",
    },
    en: {
      questions: [
        "How do you negotiate with them?",
        "What do you tell the dealerships?",
        "What's your negotiation technique?",
        "Do you really negotiate or just forward prices?",
        "What if the first offers are too high?",
        "Do you make the dealers compete?",
        "Do you push the price down for me?",
      ],
      answer:
        "I write to them presenting you as a ready buyer, ask for an all-in price (with availability, financing, trade-in value and promotions) by a deadline, and tell them they're several. Then, with at least two offers, each one learns the best price received and may lower its own.",
      link: "/en/how-it-works",
    },
  },
  {
    slug: "dealers-market-timing",
    tags: ["prix", "marché", "moment d'acheter"],
    fr: {
      questions: [
        "Est-ce que les prix vont baisser ?",
        "C'est-tu un bon moment pour acheter ?",
        "Vaut-il mieux attendre la fin de l'année ?",
        "Les prix des chars baissent-tu ces temps-ci ?",
      ],
      answer:
        "Je ne peux pas prédire les prix. Quelques repères connus : les modèles de l'année précédente sont souvent plus négociables à l'arrivée des nouveaux, les fins de mois et de trimestre motivent certains vendeurs, et les promotions des fabricants changent chaque mois. Une demande maintenant ne vous engage à rien : vous verrez les prix réels.",
    },
    en: {
      questions: [
        "Are prices going to drop?",
        "Is this a good time to buy?",
        "Is it better to wait for the end of the year?",
        "Are car prices going down these days?",
      ],
      answer:
        "I can't predict prices. A few known landmarks: the previous model year is often more negotiable when the new one arrives, month and quarter ends motivate some sellers, and manufacturer promotions change monthly. A request now commits you to nothing: you'll see real prices.",
    },
  },
  {
    slug: "dealers-below-msrp",
    tags: ["prix", "pdsf", "négociation"],
    fr: {
      questions: ["Peut-on payer moins que le PDSF ?", "C'est quoi le PDSF ?", "Le prix de détail suggéré est-il négociable ?"],
      answer:
        "Le PDSF est le prix de détail suggéré par le fabricant, avant transport, préparation et taxes. Il se négocie selon le modèle et l'inventaire : certains se vendent sous le PDSF, d'autres très demandés s'en approchent. Les offres tout inclus que je demande permettent de comparer sur la même base.",
    },
    en: {
      questions: ["Can you pay less than MSRP?", "What is MSRP?", "Is the suggested retail price negotiable?"],
      answer:
        "MSRP is the manufacturer's suggested retail price, before freight, preparation and taxes. It's negotiable depending on the model and inventory: some sell below MSRP, very popular ones come close to it. The all-in offers I ask for let you compare on the same basis.",
    },
  },
  {
    slug: "dealers-markup",
    tags: ["prix", "majoration", "frais"],
    fr: {
      questions: [
        "Le concessionnaire ajoute un « ajustement du marché », c'est légal ?",
        "C'est quoi une majoration sur un véhicule populaire ?",
        "Ils veulent me charger plus que le prix affiché",
      ],
      answer:
        "Un concessionnaire fixe son prix, même au-dessus du PDSF, mais au Québec ce montant doit faire partie du prix annoncé tout inclus : il ne peut pas s'ajouter par la suite. Sur votre page, un tel frais ajouté à une offre est compté dans le prix pour la comparer aux autres.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "The dealer adds a “market adjustment”, is that legal?",
        "What is a markup on a popular vehicle?",
        "They want to charge me more than the posted price",
      ],
      answer:
        "A dealership sets its price, even above MSRP, but in Quebec that amount must be part of the advertised all-in price: it can't be added afterwards. On your page, such a fee added to an offer is counted in its price when compared with the others.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "dealers-existing-quote",
    tags: ["soumission", "concessionnaires", "comparaison"],
    fr: {
      questions: [
        "J'ai déjà une soumission d'un concessionnaire, pouvez-vous la battre ?",
        "Un vendeur m'a fait un prix, je vous l'envoie ?",
        "Est-ce que ça vaut la peine si j'ai déjà une offre ?",
        "Un vendeur m'a donné un prix, pouvez-vous faire mieux ?",
        "J'ai déjà un prix d'un garage, je vous l'envoie ?",
        "J'ai déjà un prix d'un vendeur, je vous le donne ?",
        "Le concessionnaire qui m'a fait une offre peut-il être dans la liste ?",
        "Mon offre actuelle est-elle bonne ?",
      ],
      answer:
        "Oui, faites la demande quand même : les concessionnaires que je contacte proposent leur prix, et vous comparez avec celui que vous avez déjà, sur le prix tout inclus et à équipement égal. Pas besoin de m'envoyer la soumission (elle contient souvent vos coordonnées) : gardez-la pour comparer.",
    },
    en: {
      questions: [
        "I already have a quote from a dealer, can you beat it?",
        "A salesperson gave me a price, should I send it to you?",
        "Is it worth it if I already have an offer?",
        "My dealer offered me a price, can you beat it?",
        "A local dealer already gave me a number, worth trying to beat it?",
        "I already have a price from a salesperson, should I give it to you?",
        "Can the dealer that already quoted me be on the list?",
        "Is the offer I have a good one?",
      ],
      answer:
        "Yes, make the request anyway: the dealerships I contact make their own offers, and you compare them with the one you already have, on the all-in price and the same equipment. No need to send me the quote (it often carries your contact details): keep it to compare.",
    },
  },
  {
    slug: "dealers-deposit",
    tags: ["dépôt", "concessionnaires", "paiement"],
    fr: {
      questions: [
        "Le concessionnaire demande un dépôt, c'est normal ?",
        "Est-ce que le dépôt est remboursable ?",
        "Combien de dépôt je devrais donner ?",
      ],
      answer:
        "Un dépôt est courant pour réserver un véhicule ou le commander. Avant de payer, demandez par écrit le montant, à quoi il sert et s'il est remboursable, et dans quelles conditions. Payez-le par un moyen qui laisse une trace (jamais en argent comptant sans reçu).",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: ["The dealer is asking for a deposit, is that normal?", "Is the deposit refundable?", "How much deposit should I give?"],
      answer:
        "A deposit is common to hold or order a vehicle. Before paying, ask in writing for the amount, what it's for and whether it's refundable, and under what conditions. Pay it in a way that leaves a record (never cash without a receipt).",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },
  {
    slug: "dealers-inventory-wait",
    tags: ["disponibilité", "commande", "délai"],
    fr: {
      questions: [
        "Et si le véhicule n'est pas en inventaire ?",
        "Combien de temps pour une commande à l'usine ?",
        "Ils l'ont pas en stock, je fais quoi ?",
        "Y a-t-il des délais pour les hybrides ?",
        "Y a-t-il une liste d'attente pour ce modèle ?",
      ],
      answer:
        "Chaque offre indique la disponibilité : en inventaire, en transit ou à commander, avec un délai estimé. Pour une commande, faites écrire au contrat le prix, le délai prévu et ce qui arrive si le prix du fabricant change entre-temps.",
    },
    en: {
      questions: [
        "What if the vehicle isn't in stock?",
        "How long for a factory order?",
        "They don't have it in stock, what do I do?",
        "Is there a waitlist for this model?",
        "Are there delays for hybrids?",
      ],
      answer:
        "Each offer states availability: in stock, in transit or to be ordered, with an estimated delay. For an order, have the contract state the price, the expected delay and what happens if the maker's price changes in the meantime.",
    },
  },
  {
    slug: "dealers-add-ons",
    tags: ["frais", "produits ajoutés", "f&i"],
    fr: {
      questions: [
        "Le directeur commercial veut me vendre de l'antirouille et du gravage, je suis obligé ?",
        "Les protections ajoutées au bureau, je peux refuser ?",
        "C'est quoi tous les extras qu'ils ajoutent au contrat ?",
      ],
      answer:
        "Ces produits (antirouille, gravage antivol, protection de peinture, garanties prolongées, assurances) sont facultatifs : vous pouvez les refuser, et leur prix se négocie. Demandez ce que chacun couvre, et vérifiez qu'aucun n'apparaît au contrat sans votre accord.",
      link: "https://www.opc.gouv.qc.ca/",
    },
    en: {
      questions: [
        "The business manager wants to sell me rustproofing and etching, do I have to?",
        "Can I refuse the add-on protections?",
        "What are all the extras they add to the contract?",
      ],
      answer:
        "These products (rustproofing, anti-theft etching, paint protection, extended warranties, insurance) are optional: you can refuse them, and their price is negotiable. Ask what each one covers, and check none appears in the contract without your agreement.",
      link: "https://www.opc.gouv.qc.ca/",
    },
  },

  // ── Who Sam is ──────────────────────────────────────────────────────────────────────────────
  {
    slug: "sam-ai",
    tags: ["sam", "ia", "robot"],
    fr: {
      questions: [
        "Es-tu un robot ?",
        "Je parle à une IA ou à un humain ?",
        "T'es-tu une vraie personne ?",
        "Sam c'est une intelligence artificielle ?",
        "Sam, c'est ton vrai nom ?",
      ],
      answer:
        "Je suis Sam, un assistant IA (un programme, pas une personne). Je pose les questions et j'écris aux concessionnaires pour vous ; une équipe humaine surveille le service et répond depuis la page Contact.",
      link: "/fr/contact",
    },
    en: {
      questions: [
        "Are you a robot?",
        "Am I talking to an AI or a human?",
        "Are you a real person?",
        "Is Sam an artificial intelligence?",
        "Is Sam your real name?",
      ],
      answer:
        "I'm Sam, an AI assistant (a program, not a person). I ask the questions and write to dealerships for you; a human team oversees the service and answers from the Contact page.",
      link: "/en/contact",
    },
  },
  {
    slug: "sam-advice",
    tags: ["sam", "conseil", "limites"],
    fr: {
      questions: [
        "Peux-tu me conseiller sur mon financement ?",
        "Tu me recommandes quoi, toi ?",
        "Est-ce que tu donnes des conseils juridiques ?",
      ],
      answer:
        "Je donne de l'information générale (comment ça marche, les règles du Québec, quoi demander), pas de conseil personnalisé financier, juridique ou d'assurance. Pour votre situation, parlez à votre institution financière, à votre assureur ou à l'Office de la protection du consommateur.",
    },
    en: {
      questions: ["Can you advise me on my financing?", "What do you recommend?", "Do you give legal advice?"],
      answer:
        "I give general information (how things work, Quebec's rules, what to ask), not personalised financial, legal or insurance advice. For your situation, talk to your financial institution, your insurer or the Office de la protection du consommateur.",
    },
  },
  {
    slug: "sam-mistakes",
    tags: ["sam", "erreurs"],
    fr: {
      questions: ["Peux-tu te tromper ?", "Tes réponses sont-elles fiables ?", "Et si tu me dis quelque chose de faux ?"],
      answer:
        "Je peux me tromper, surtout sur des montants ou des programmes qui changent : mes réponses disent quand elles ont été vérifiées et où confirmer. Ce que les concessionnaires liront, vous le relisez avant l'envoi, et les offres viennent d'eux, par écrit.",
    },
    en: {
      questions: ["Can you make mistakes?", "Are your answers reliable?", "What if you tell me something wrong?"],
      answer:
        "I can be wrong, especially on amounts or programs that change: my answers say when they were checked and where to confirm. What dealers will read, you review before it's sent, and the offers come from them, in writing.",
    },
  },
  {
    slug: "sam-side",
    tags: ["sam", "concessionnaires", "indépendance"],
    fr: {
      questions: [
        "Travailles-tu pour les concessionnaires ?",
        "Êtes-vous du bord de l'acheteur ou du vendeur ?",
        "Sam est-il lié à une marque ?",
      ],
      answer:
        "Sam travaille pour vous, l'acheteur : je ne représente aucune marque ni aucun concessionnaire, et je les mets en concurrence sur le même prix tout inclus.",
    },
    en: {
      questions: ["Do you work for the dealerships?", "Are you on the buyer's side or the seller's?", "Is Sam tied to a brand?"],
      answer:
        "Sam works for you, the buyer: I represent no make and no dealership, and I put them in competition on the same all-in price.",
    },
  },
];
