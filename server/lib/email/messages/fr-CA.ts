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

  "email.footer.why.staff":
    "Vous recevez ce courriel parce que vous avez un compte d'équipe sur le portail vendeurs de {brokerage}.",
  "email.footer.why.client":
    "Vous recevez ce courriel parce que vous avez un compte sur le portail client de {brokerage}.",
  "email.footer.why.plan":
    "Vous recevez ce courriel parce que vous nous avez écrit au sujet de la vente de votre propriété.",

  "email.lead.noName": "Nom non indiqué",
  "email.lead.notGiven": "Non indiqué",
  "email.lead.type.cash": "Offre comptant",
  "email.lead.type.realtor": "Service de courtage",
  "email.lead.unit": "App.",
  "email.lead.label.name": "Nom",
  "email.lead.label.type": "Type",
  "email.lead.label.address": "Adresse",
  "email.lead.label.phone": "Téléphone",
  "email.lead.label.email": "Courriel",
  "email.lead.label.language": "Langue",
  "email.lead.label.tag": "Étiquette",
  "email.lead.label.status": "Statut",
  "email.lead.language.en-CA": "anglais",
  "email.lead.language.fr-CA": "français",
  "email.lead.open": "Ouvrir la fiche du prospect",
  "email.lead.openToAnswer": "Ouvrez le prospect pour répondre",

  "email.leadAlert.heading.new_lead": "Nouveau prospect",
  "email.leadAlert.heading.lead_started": "Nouveau prospect (en cours)",
  "email.leadAlert.heading.consultation_request": "Nouveau prospect : demande de consultation",
  "email.leadAlert.subject": "{heading} : {name} ({type})",
  "email.leadAlert.for": "{heading} pour {brokerage}",
  "email.leadAlert.noNameYet": "Nom pas encore indiqué",
  "email.leadAlert.noAddressYet": "Pas encore indiquée",
  "email.leadAlert.stillFilling": "Le vendeur remplit encore le formulaire.",

  "email.assign.subject": "Prospect qui vous est attribué : {name} ({type})",
  "email.assign.awaySubject": "Prospect réattribué : {name}",
  "email.assign.yours": "{name} est maintenant votre prospect.",
  "email.assign.away": "{name} a été réattribué à un autre courtier.",
  "email.assign.idle": "Aucune activité {minutes} minutes après l'attribution.",
  "email.assign.lead": "Prospect",

  "email.claims.unclaimed.subject": "Personne n'a pris un nouveau prospect : {name}",
  "email.claims.overdue.subject": "Toujours sans premier contact : {name}",
  "email.claims.unclaimed.line":
    "{name} a été offert à un groupe et personne ne l'a pris en {minutes} minutes. Veuillez l'attribuer.",
  "email.claims.overdue.line":
    "{name} a été attribué il y a plus de {minutes} minutes et aucun premier contact n'a été noté.",

  "email.plan.link": "Voir votre guide et nos derniers conseils",

  "email.message.subject": "Nouveau message de {from}",
  "email.message.wrote": "{from} a écrit :",
  "email.message.reply": "Répondez dans le portail",

  "email.analysis.subject": "Votre analyse comparative de marché",
  "email.analysis.body":
    "Comme vous l'avez demandé, voici l'analyse comparative de marché de votre propriété, en PDF ci-joint : l'estimation, les propriétés vendues à proximité sur lesquelles elle repose et la façon dont chacune a été comparée à la vôtre.",
  "email.analysis.questions": "Des questions? Répondez à ce courriel ou appelez-moi.",
  "email.analysis.filename": "analyse-comparative-de-marche.pdf",

  "email.signal.aSeller": "Un vendeur",
  "email.signal.guide_reopened": "relit son guide",
  "email.signal.email_link_followed": "a suivi le lien de votre courriel",
  "email.signal.returned_after_14_days": "est revenu sur le site après deux semaines ou plus",
  "email.signal.several_visits_week": "est venu plusieurs fois cette semaine",
  "email.signal.form_again": "a envoyé le formulaire de nouveau",
  "email.signal.sections_read": "a lu des sections de son guide",
  "email.signal.subject": "{name} {what}",
  "email.signal.line": "{name} {what}.",
  "email.signal.moment":
    "Un bon moment pour communiquer avec lui : ouvrez le prospect pour voir son résumé et un message suggéré.",

  "email.reply.email.subject": "Nouveau courriel de {name}",
  "email.reply.email.line": "{name} a répondu par courriel :",
  "email.reply.text.subject": "Nouveau texto de {name}",
  "email.reply.text.line": "{name} a répondu par texto :",

  "email.assistantHandoff.subject": "{name} a besoin de vous : l'assistant vous passe la conversation",
  "email.assistantHandoff.line": "L'assistant vous passe la conversation avec {name} : {reason}. Son dernier message :",
  "email.assistantHandoff.silent":
    "L'assistant se tait sur ce prospect jusqu'à ce que vous le lui rendiez. Répondez depuis le prospect.",
  "email.assistantHandoff.reason.asked_for_person": "la personne a demandé à parler à quelqu'un",
  "email.assistantHandoff.reason.value": "la personne demande la valeur de sa propriété",
  "email.assistantHandoff.reason.commission": "la personne demande la commission",
  "email.assistantHandoff.reason.high_intent": "la personne veut vendre d'ici trois mois",
  "email.assistantHandoff.reason.upset": "la personne semble contrariée",
  "email.assistantHandoff.reason.unsure": "l'assistant n'a pas su répondre",

  "email.assistantHandoff.step.timeline": "Échéance",
  "email.assistantHandoff.step.motivation": "Raison de la vente",
  "email.assistantHandoff.step.condition": "État",
  "email.assistantHandoff.step.expectations": "Ce qui compte pour la personne",
  "email.agentMessage.subject": "Suivi de votre projet de vente",

  "email.webhook.subject": "Point de terminaison webhook désactivé : {host}",
  "email.webhook.line":
    "Le point de terminaison webhook {host} (nº {id}) a échoué à chaque envoi pendant 24 heures et a été désactivé.",
  "email.webhook.todo":
    "Ouvrez Admin > Intégrations pour voir ses derniers envois, corriger le récepteur et le réactiver.",
  "email.webhook.open": "Ouvrir les intégrations",

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
