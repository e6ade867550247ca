import type { Locale } from "../../../contract/locale";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";

/** The full analysis the seller asked for (decision 046): an answer to their inquiry, on its consent. */
export const HOME_VALUE_ANALYSIS_KIND = "home_value_analysis";

const words = {
  "en-CA": {
    subject: "Your market analysis",
    hello: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    body: "As you asked, here is the market analysis of your home, attached as a PDF: the estimate, the homes sold nearby that it rests on and how each was compared with yours.",
    questions: "Questions about it? Reply to this e-mail or call me.",
    filename: "market-analysis.pdf",
  },
  "fr-CA": {
    subject: "Votre analyse comparative de marché",
    hello: (name: string) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: "Comme vous l'avez demandé, voici l'analyse comparative de marché de votre propriété, en PDF ci-joint : l'estimation, les propriétés vendues à proximité sur lesquelles elle repose et la façon dont chacune a été comparée à la vôtre.",
    questions: "Des questions? Répondez à ce courriel ou appelez-moi.",
    filename: "analyse-comparative-de-marche.pdf",
  },
} as const;

export function analysisEmail(input: {
  to: string;
  leadId: string;
  firstName: string;
  locale: Locale;
  agent: { name: string; email: string; phone: string | null };
  brokerageName: string;
  pdf: Buffer;
}): OutgoingEmail {
  const w = words[input.locale];
  const signature = [input.agent.name, input.brokerageName, input.agent.phone ?? "", input.agent.email].filter(
    (line) => line !== "",
  );
  const paragraphs = [w.hello(input.firstName), w.body, w.questions];
  return {
    kind: HOME_VALUE_ANALYSIS_KIND,
    to: input.to,
    leadId: input.leadId,
    subject: w.subject,
    text: [...paragraphs, signature.join("\n")].join("\n\n"),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${signature.map(escapeHtml).join("<br>")}</p>`,
    ].join(""),
    attachments: [
      { filename: w.filename, contentType: "application/pdf", contentBase64: input.pdf.toString("base64") },
    ],
  };
}
