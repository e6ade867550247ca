import type { EmailMessageId } from "./en-CA";

/** Every e-mail's texts in Canadian French (decision 017): the same ids as `en-CA.ts`, no more, no fewer. */
export const emailMessagesFr: Record<EmailMessageId, string> = {
  "email.hello": "Bonjour {name},",
  "email.helloNoName": "Bonjour,",
  "email.footer.licence": "{licence}",
  "email.footer.why.request":
    "Vous recevez ce courriel parce que vous nous avez envoyé une demande sur notre site Web.",
  "email.footer.why.guide": "Vous recevez ce courriel parce que vous avez demandé ce guide sur notre site Web.",
  "email.footer.why.homeValue":
    "Vous recevez ce courriel parce que vous avez demandé à {brokerage} des nouvelles du marché et des conseils pour vendre par courriel.",
  "email.footer.unsubscribe": "Se désabonner",
  "email.footer.sentBy": "Envoyé par {agent} au nom de {brokerage}",

  "email.ack.subject": "Nous avons reçu votre demande - {brokerage}",
  "email.ack.received": "Merci de votre demande : nous l'avons bien reçue.",
  "email.ack.cash.agent":
    "{agent}, de {brokerage}, communiquera avec vous d'ici 24 heures avec votre offre d'achat comptant.",
  "email.ack.cash.noAgent":
    "Un représentant de {brokerage} communiquera avec vous d'ici 24 heures avec votre offre d'achat comptant.",
  "email.ack.agent.agent": "{agent}, de {brokerage}, communiquera avec vous sous peu pour discuter de vos options.",
  "email.ack.agent.noAgent": "Un courtier de {brokerage} communiquera avec vous sous peu pour discuter de vos options.",
  "email.ack.homeValue.estimate": "Valeur estimée de votre propriété : {value} (probablement entre {low} et {high}).",
  "email.ack.homeValue.noEstimate":
    "Les ventes récentes à proximité ne suffisent pas à estimer votre propriété : l'analyse le fera.",
  "email.ack.homeValue.analysis.agent":
    "{agent}, de {brokerage}, préparera votre analyse comparative de marché complète et vous l'enverra.",
  "email.ack.homeValue.analysis.noAgent":
    "Un courtier de {brokerage} préparera votre analyse comparative de marché complète et vous l'enverra.",
  "email.ack.guide":
    "Votre guide du vendeur arrive dans un courriel distinct. {agent}, de {brokerage}, répondra à vos questions.",
  "email.ack.guide.noAgent":
    "Votre guide du vendeur arrive dans un courriel distinct. Un courtier de {brokerage} répondra à vos questions.",
  "email.ack.by.Phone": "Nous vous appellerons au {phone}.",
  "email.ack.by.PhoneNoNumber": "Nous communiquerons avec vous par téléphone.",
  "email.ack.by.Text": "Nous vous écrirons par texto au {phone}.",
  "email.ack.by.Email": "Nous vous répondrons par courriel, comme vous l'avez demandé.",
  "email.ack.reply": "Si vous avez une question d'ici là, répondez simplement à ce courriel.",
  "email.ack.callNow": "Si vous préférez nous parler tout de suite, appelez-nous au {phone}.",
  "email.ack.button": "Appeler le {phone}",
  "email.ack.buttonMail": "Répondre par courriel",

  "email.guide.subject": "Votre guide du vendeur personnalisé : {topic}",
  "email.guide.ready": "Votre guide du vendeur personnalisé sur le sujet « {topic} » est prêt.",
  "email.guide.button": "Lire votre guide",
  "email.guide.questions": "Des questions sur votre vente? Répondez simplement à ce courriel ou appelez-nous.",

  "email.homeValue.subject": "La valeur estimée de votre propriété ce mois-ci",
  "email.homeValue.intro":
    "Voici l'estimation de ce mois-ci pour {address}, tirée des propriétés que notre courtage a vendues à proximité.",
  "email.homeValue.estimate": "Valeur estimée",
  "email.homeValue.range": "Fourchette probable",
  "email.homeValue.rangeValue": "{low} à {high}",
  "email.homeValue.comparables": "Ventes comparables récentes",
  "email.homeValue.comparable": "{address}, {city} — vendue le {date} — {price} — {area} pi²",
  "email.homeValue.ask":
    "Vous souhaitez une analyse comparative de marché complète? Répondez à ce courriel et un courtier la préparera.",
  "email.homeValue.button": "Demander mon analyse complète",

  "email.unsubscribe.home": "Retour à l'accueil",
  "email.unsubscribe.unknownTitle": "Lien non reconnu",
  "email.unsubscribe.unknownBody": "Ce lien de désabonnement n'est pas valide. Il a peut-être été mal copié.",
  "email.unsubscribe.askTitle": "Se désabonner de nos courriels",
  "email.unsubscribe.ask": "Ne plus recevoir aucun courriel de {brokerage} à cette adresse?",
  "email.unsubscribe.button": "Me désabonner",
  "email.unsubscribe.doneTitle": "Votre désabonnement est confirmé",
  "email.unsubscribe.done": "Vous ne recevrez plus aucun courriel de {brokerage}.",
  "email.unsubscribe.alreadyTitle": "Vous êtes déjà désabonné",
  "email.unsubscribe.already":
    "Cette adresse ne reçoit plus de courriels de {brokerage}. Vous n'avez rien d'autre à faire.",
  "email.unsubscribe.contact": "Vous avez changé d'idée ou avez une question? Communiquez avec nous au {phone}.",
  "email.unsubscribe.contactNoPhone": "Vous avez changé d'idée ou avez une question? Communiquez avec nous.",
};
