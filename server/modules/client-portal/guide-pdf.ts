import type { PersonalisedGuide } from "../../../contract/guides";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";

/** The PDF's own words, in the lead's language (decision 017). */
const wrappingUp: Record<Locale, string> = { "en-CA": "Wrapping Up", "fr-CA": "Pour conclure" };
const pageOf: Record<Locale, (page: number, pages: number) => string> = {
  "en-CA": (page, pages) => `Page ${page} of ${pages}`,
  "fr-CA": (page, pages) => `Page ${page} sur ${pages}`,
};

/**
 * The client's personalised guide as a PDF: the brokerage's logo (a PNG or JPEG, when it has one) and
 * name, the title, introduction, each section and the conclusion, and "Page N of M" at the foot of
 * every page.
 */
export async function guidePdf(
  guide: PersonalisedGuide,
  brokerageName: string,
  locale: Locale = DEFAULT_LOCALE,
  logo?: Buffer,
): Promise<Buffer> {
  // Loaded on first use: pdfkit's font tables cost every start a tenth of a second otherwise.
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 64,
      bufferPages: true,
      info: { Title: guide.title, Author: brokerageName },
    });
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
    if (logo && isPdfImage(logo)) {
      try {
        doc.image(logo, { fit: [160, 48] });
        doc.moveDown(0.5);
      } catch {
        // A damaged image: the guide goes out with the brokerage's name alone.
      }
    }
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
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      // Inside the bottom margin, so writing it never adds a page.
      const { bottom } = doc.page.margins;
      doc.page.margins.bottom = 0;
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor("#64748b")
        .text(pageOf[locale](page - start + 1, count), 64, doc.page.height - 40, {
          width: doc.page.width - 128,
          align: "center",
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

/** pdfkit draws PNG and JPEG only. */
function isPdfImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}
