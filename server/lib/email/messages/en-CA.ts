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
