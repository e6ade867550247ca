/**
 * Every e-mail's texts in English (Lingui ICU messages with explicit ids, as client/i18n does: decision 017),
 * one catalogue for every kind of e-mail; `fr-CA.ts` must have exactly these ids. Compiled once at start-up
 * by email-i18n.ts.
 */
export const emailMessagesEn = {
  "email.hello": "Hello {name},",
  "email.helloNoName": "Hello,",
  "email.footer.licence": "{licence}",
  "email.footer.why.request": "You received this e-mail because you sent us a request on our website.",
  "email.footer.why.guide": "You received this because you asked for this guide on our website.",
  "email.footer.why.homeValue":
    "You get this e-mail because you asked {brokerage} for market updates and selling tips by e-mail.",
  "email.footer.unsubscribe": "Unsubscribe",
  "email.footer.sentBy": "Sent by {agent} on behalf of {brokerage}",

  "email.footer.why.staff": "You receive this e-mail because you have a staff account on {brokerage}'s seller portal.",
  "email.footer.why.client": "You receive this e-mail because you have an account on {brokerage}'s client portal.",
  "email.footer.why.plan": "You received this because you asked us about selling your home.",

  "email.lead.noName": "Name not given",
  "email.lead.notGiven": "Not given",
  "email.lead.type.cash": "Cash Offer",
  "email.lead.type.realtor": "Realtor Service",
  "email.lead.unit": "Unit",
  "email.lead.label.name": "Name",
  "email.lead.label.type": "Type",
  "email.lead.label.address": "Address",
  "email.lead.label.phone": "Phone",
  "email.lead.label.email": "Email",
  "email.lead.label.language": "Language",
  "email.lead.label.tag": "Tag",
  "email.lead.label.status": "Status",
  "email.lead.language.en-CA": "English",
  "email.lead.language.fr-CA": "French",
  "email.lead.open": "Open the lead",
  "email.lead.openToAnswer": "Open the lead to answer",

  "email.leadAlert.heading.new_lead": "New lead",
  "email.leadAlert.heading.lead_started": "New lead (in progress)",
  "email.leadAlert.heading.consultation_request": "New lead: consultation request",
  "email.leadAlert.subject": "{heading}: {name} ({type})",
  "email.leadAlert.for": "{heading} for {brokerage}",
  "email.leadAlert.noNameYet": "Name not given yet",
  "email.leadAlert.noAddressYet": "Not given yet",
  "email.leadAlert.stillFilling": "The seller is still filling in the form.",

  "email.assign.subject": "Lead assigned to you: {name} ({type})",
  "email.assign.awaySubject": "Lead reassigned: {name}",
  "email.assign.yours": "{name} is now your lead.",
  "email.assign.away": "{name} has been reassigned to another agent.",
  "email.assign.idle": "No activity for {minutes} minutes after assignment.",
  "email.assign.lead": "Lead",

  "email.claims.unclaimed.subject": "Nobody claimed a new lead: {name}",
  "email.claims.overdue.subject": "No first contact yet: {name}",
  "email.claims.unclaimed.line":
    "{name} was offered to a pool and nobody claimed it within {minutes} minutes. Please assign it.",
  "email.claims.overdue.line":
    "{name} was assigned more than {minutes} minutes ago and nobody has logged a first contact.",

  "email.plan.link": "See your guide and our latest advice",

  "email.message.subject": "New message from {from}",
  "email.message.wrote": "{from} wrote:",
  "email.message.reply": "Reply in the portal",

  "email.analysis.subject": "Your market analysis",
  "email.analysis.body":
    "As you asked, here is the market analysis of your home, attached as a PDF: the estimate, the homes sold nearby that it rests on and how each was compared with yours.",
  "email.analysis.questions": "Questions about it? Reply to this e-mail or call me.",
  "email.analysis.filename": "market-analysis.pdf",

  "email.signal.aSeller": "A seller",
  "email.signal.guide_reopened": "is reading their guide again",
  "email.signal.email_link_followed": "followed the link in your e-mail",
  "email.signal.returned_after_14_days": "came back to the site after two weeks or more",
  "email.signal.several_visits_week": "visited several times this week",
  "email.signal.form_again": "sent the form again",
  "email.signal.sections_read": "read sections of their guide",
  "email.signal.subject": "{name} {what}",
  "email.signal.line": "{name} {what}.",
  "email.signal.moment": "A good moment to get in touch: open the lead to see their brief and a suggested message.",

  "email.reply.email.subject": "New e-mail from {name}",
  "email.reply.email.line": "{name} replied by e-mail:",
  "email.reply.text.subject": "New text from {name}",
  "email.reply.text.line": "{name} replied by text:",

  "email.assistantHandoff.subject": "{name} needs you: the assistant handed over",
  "email.assistantHandoff.line": "The assistant handed {name}'s conversation to you: {reason}. Their last message:",
  "email.assistantHandoff.silent":
    "The assistant stays silent on this lead until you hand it back. Answer from the lead.",
  "email.assistantHandoff.reason.asked_for_person": "they asked for a person",
  "email.assistantHandoff.reason.value": "they asked about their home's value",
  "email.assistantHandoff.reason.commission": "they asked about the commission",
  "email.assistantHandoff.reason.high_intent": "they want to sell within three months",
  "email.assistantHandoff.reason.upset": "they seem upset",
  "email.assistantHandoff.reason.unsure": "the assistant could not answer",

  "email.assistantHandoff.step.timeline": "Timeline",
  "email.assistantHandoff.step.motivation": "Why they sell",
  "email.assistantHandoff.step.condition": "Condition",
  "email.assistantHandoff.step.expectations": "What matters to them",
  "email.agentMessage.subject": "Following up on your home sale",

  "email.webhook.subject": "Webhook endpoint disabled: {host}",
  "email.webhook.line": "The webhook endpoint {host} (#{id}) failed every delivery for 24 hours and has been disabled.",
  "email.webhook.todo": "Open Admin > Integrations to see its recent deliveries, fix the receiver and enable it again.",
  "email.webhook.open": "Open Integrations",

  "email.ack.subject": "We received your request - {brokerage}",
  "email.ack.received": "Thank you for your request: we have received it.",
  "email.ack.cash.agent": "{agent} from {brokerage} will be in touch within 24 hours with your cash offer.",
  "email.ack.cash.noAgent": "A representative from {brokerage} will be in touch within 24 hours with your cash offer.",
  "email.ack.agent.agent": "{agent} from {brokerage} will be in touch shortly to talk through your options.",
  "email.ack.agent.noAgent": "An agent from {brokerage} will be in touch shortly to talk through your options.",
  "email.ack.homeValue.estimate": "Your home's estimated value: {value} (likely between {low} and {high}).",
  "email.ack.homeValue.noEstimate": "We could not estimate your home from recent sales nearby: the analysis will.",
  "email.ack.homeValue.analysis.agent":
    "{agent} from {brokerage} will prepare your full market analysis and send it to you.",
  "email.ack.homeValue.analysis.noAgent":
    "An agent from {brokerage} will prepare your full market analysis and send it to you.",
  "email.ack.guide":
    "Your seller's guide is on its way in a separate e-mail. {agent} from {brokerage} is here if you have questions.",
  "email.ack.guide.noAgent":
    "Your seller's guide is on its way in a separate e-mail. An agent from {brokerage} is here if you have questions.",
  "email.ack.by.Phone": "We will call you at {phone}.",
  "email.ack.by.PhoneNoNumber": "We will contact you by phone.",
  "email.ack.by.Text": "We will text you at {phone}.",
  "email.ack.by.Email": "We will answer you by e-mail, as you asked.",
  "email.ack.reply": "If you have a question in the meantime, just reply to this e-mail.",
  "email.ack.callNow": "If you would rather talk now, call us at {phone}.",
  "email.ack.button": "Call {phone}",
  "email.ack.buttonMail": "Reply by e-mail",

  "email.guide.subject": "Your personalized seller's guide: {topic}",
  "email.guide.ready": "Your personalized seller's guide on {topic} is ready.",
  "email.guide.button": "Read your guide",
  "email.guide.questions": "Questions about your sale? Just reply to this e-mail or call us.",

  "email.homeValue.subject": "Your home's estimated value this month",
  "email.homeValue.intro": "Here is this month's estimate for {address}, from the homes our brokerage sold nearby.",
  "email.homeValue.estimate": "Estimated value",
  "email.homeValue.range": "Likely range",
  "email.homeValue.rangeValue": "{low} – {high}",
  "email.homeValue.comparables": "Recent comparable sales",
  "email.homeValue.comparable": "{address}, {city} — sold {date} — {price} — {area} sq ft",
  "email.homeValue.ask": "Want a full market analysis? Reply to this e-mail and an agent will prepare it.",
  "email.homeValue.button": "Ask for my full analysis",

  "email.unsubscribe.home": "Return to Home",
  "email.unsubscribe.unknownTitle": "Link not recognised",
  "email.unsubscribe.unknownBody": "This unsubscribe link is not valid. It may have been mistyped.",
  "email.unsubscribe.askTitle": "Unsubscribe from our e-mails",
  "email.unsubscribe.ask": "Stop all e-mails from {brokerage} to this address?",
  "email.unsubscribe.button": "Unsubscribe",
  "email.unsubscribe.doneTitle": "You're unsubscribed",
  "email.unsubscribe.done": "You will not receive any more e-mails from {brokerage}.",
  "email.unsubscribe.alreadyTitle": "You're already unsubscribed",
  "email.unsubscribe.already": "This address no longer receives e-mails from {brokerage}. There is nothing more to do.",
  "email.unsubscribe.contact": "Changed your mind or have a question? Contact us at {phone}.",
  "email.unsubscribe.contactNoPhone": "Changed your mind or have a question? Contact us.",
} as const;

export type EmailMessageId = keyof typeof emailMessagesEn;
