import type { HomeValueEstimate, PublicComparable } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import { disclaimerFor } from "./home-value.service";

/** The PDF's own words, in the seller's language (decision 017). Never "appraisal" / « évaluateur agréé ». */
const words = {
  "en-CA": {
    title: "Market analysis of your home",
    estimate: "Estimated value",
    range: "Likely range",
    none: "Our data cannot support a number for this home yet: your agent will prepare your analysis.",
    comparables: "Comparable homes sold nearby",
    headers: ["Address", "Sold", "Price", "Size (sq ft)", "Bedrooms"],
    prepared: (name: string) => `Prepared for ${name}`,
    home: "Your home",
  },
  "fr-CA": {
    title: "Analyse comparative de marché de votre propriété",
    estimate: "Valeur estimée",
    range: "Fourchette probable",
    none: "Nos données ne permettent pas encore de chiffrer cette propriété : votre courtier préparera votre analyse.",
    comparables: "Propriétés comparables vendues à proximité",
    headers: ["Adresse", "Vendue le", "Prix", "Superficie (pi²)", "Chambres"],
    prepared: (name: string) => `Préparée pour ${name}`,
    home: "Votre propriété",
  },
} as const;

export interface MarketAnalysis {
  sellerName: string | null;
  address: string;
  estimate: HomeValueEstimate | null;
  comparables: PublicComparable[];
}

const money = (locale: Locale, n: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", maximumFractionDigits: 0 }).format(n);

/** The market analysis an agent sends: the estimate, its comparables and the disclaimer (decision 041). */
export async function marketAnalysisPdf(
  analysis: MarketAnalysis,
  brokerageName: string,
  locale: Locale,
): Promise<Buffer> {
  const w = words[locale];
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 56, info: { Title: w.title, Author: brokerageName } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    // Intl writes narrow no-break spaces the standard fonts lack: plain spaces print the same.
    const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

    doc.font("Helvetica-Bold").fontSize(20).fillColor("#0f766e").text(w.title, { paragraphGap: 6 });
    doc.font("Helvetica").fontSize(10).fillColor("#64748b").text(brokerageName, { paragraphGap: 4 });
    if (analysis.sellerName) doc.text(w.prepared(analysis.sellerName), { paragraphGap: 12 });
    doc.font("Helvetica-Bold").fontSize(12).fillColor("#0f172a").text(w.home);
    doc.font("Helvetica").fontSize(11).text(analysis.address, { paragraphGap: 12 });
    if (analysis.estimate) {
      doc.font("Helvetica-Bold").fontSize(12).text(w.estimate);
      doc
        .font("Helvetica-Bold")
        .fontSize(22)
        .fillColor("#0f766e")
        .text(plain(money(locale, analysis.estimate.value)));
      doc
        .font("Helvetica")
        .fontSize(11)
        .fillColor("#1e293b")
        .text(
          `${w.range}${locale === "fr-CA" ? " :" : ":"} ${plain(money(locale, analysis.estimate.low))} – ${plain(money(locale, analysis.estimate.high))}`,
          { paragraphGap: 12 },
        );
    } else {
      doc.font("Helvetica").fontSize(11).fillColor("#1e293b").text(w.none, { paragraphGap: 12 });
    }
    if (analysis.comparables.length > 0) {
      doc.font("Helvetica-Bold").fontSize(13).fillColor("#0f172a").text(w.comparables, { paragraphGap: 6 });
      const widths = [190, 80, 90, 80, 60];
      const row = (cells: string[], bold: boolean) => {
        const y = doc.y;
        let x = doc.page.margins.left;
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(10)
          .fillColor("#1e293b");
        cells.forEach((cell, i) => {
          doc.text(cell, x, y, { width: (widths[i] as number) - 6 });
          x += widths[i] as number;
        });
        doc.x = doc.page.margins.left;
        doc.moveDown(0.4);
      };
      row([...w.headers], true);
      for (const c of analysis.comparables)
        row(
          [
            `${c.address}, ${c.city}`,
            c.soldDate,
            plain(money(locale, c.price)),
            String(c.livingArea),
            String(c.bedrooms ?? "–"),
          ],
          false,
        );
    }
    doc.moveDown(1);
    doc.font("Helvetica-Oblique").fontSize(9.5).fillColor("#475569").text(disclaimerFor(locale), { width: 500 });
    doc.end();
  });
}
