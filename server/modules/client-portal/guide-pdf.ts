import type { PersonalisedGuide } from "../../../contract/guides";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";

/** The PDF's own words, in the lead's language (issue 18). */
const wrappingUp: Record<Locale, string> = { "en-CA": "Wrapping Up", "fr-CA": "Pour conclure" };

/** The client's personalised guide as a PDF: title, introduction, each section, and the conclusion. */
export async function guidePdf(
  guide: PersonalisedGuide,
  brokerageName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Buffer> {
  // Loaded on first use: pdfkit's font tables cost every start a tenth of a second otherwise.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 64, info: { Title: guide.title, Author: brokerageName } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    const paragraphs = (text: string) => {
      for (const p of text.split(/\n{2,}/)) {
        // A "### " block is a sub-heading of the section (see htmlToParagraphs).
        if (p.startsWith("### ")) doc.font("Helvetica-Bold").fontSize(12.5).fillColor("#0f172a");
        else doc.font("Helvetica").fontSize(11).fillColor("#1e293b");
        doc.text(p.replace(/^### /, "").trim(), { paragraphGap: 8, lineGap: 2 });
      }
    };
    doc.font("Helvetica-Bold").fontSize(22).fillColor("#0f766e").text(guide.title, { paragraphGap: 12 });
    doc.font("Helvetica").fontSize(10).fillColor("#64748b").text(brokerageName, { paragraphGap: 16 });
    paragraphs(guide.introduction);
    for (const section of guide.sections) {
      doc
        .moveDown(0.5)
        .font("Helvetica-Bold")
        .fontSize(15)
        .fillColor("#0f172a")
        .text(section.title, { paragraphGap: 6 });
      paragraphs(section.content);
    }
    doc
      .moveDown(0.5)
      .font("Helvetica-Bold")
      .fontSize(15)
      .fillColor("#0f172a")
      .text(wrappingUp[locale], { paragraphGap: 6 });
    paragraphs(guide.conclusion);
    doc.end();
  });
}
