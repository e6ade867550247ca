import type { HomeValueEstimate, PropertyType, PublicComparable } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import { disclaimerFor } from "./home-value.service";

/** The PDF's own words, in the seller's language (decision 017). Never "appraisal" / « évaluateur agréé ». */
const words = {
  "en-CA": {
    title: "Market analysis of your home",
    estimate: "Estimated value",
    range: "Likely range: ",
    none: "Our data cannot support a number for this home yet: your agent will prepare your analysis.",
    comparables: "Comparable homes sold nearby",
    headers: ["Address", "Sold", "Price", "Size", "Distance", "Size adj.", "Age adj.", "Time adj.", "Adjusted"],
    adjustmentsNote:
      "Each sale is brought to your home: for its size, its age and the market's change since it sold (fitted on our own sales).",
    prepared: (name: string) => `Prepared for ${name}`,
    dated: (date: string) => `Prepared on ${date}`,
    home: "Your home",
    details: "Details",
    sqft: (n: string) => `${n} sq ft`,
    bedrooms: (n: number) => `${n} bedroom${n === 1 ? "" : "s"}`,
    bathrooms: (n: string) => `${n} bathroom${n === "1" ? "" : "s"}`,
    built: (year: number) => `built ${year}`,
    assumed: (type: string) => `${type} (type not given: compared as the type most sold nearby)`,
    noDetails: "No details given: the range is wider.",
    accuracy: "How accurate this is",
    coverage: (share: string) => `Measured on our own sales, the range held the sale price ${share} of the time`,
    medianError: (share: string) => `; the estimate's median error was ${share}.`,
    placedOwn: "Your home was compared with sales in its own postal area.",
    placedNeighbour:
      "We have no sale in your home's postal area: it was compared with sales in the neighbouring areas, and measured that way.",
    agent: "Your agent",
    licence: (brokerage: string) => `Licensed real estate agent, ${brokerage}`,
    types: { detached: "Detached", "semi-detached": "Semi-detached", townhouse: "Townhouse", condo: "Condo" },
  },
  "fr-CA": {
    title: "Analyse comparative de marché de votre propriété",
    estimate: "Valeur estimée",
    range: "Fourchette probable : ",
    none: "Nos données ne permettent pas encore de chiffrer cette propriété : votre courtier préparera votre analyse.",
    comparables: "Propriétés comparables vendues à proximité",
    headers: [
      "Adresse",
      "Vendue le",
      "Prix",
      "Surface",
      "Distance",
      "Ajust. sup.",
      "Ajust. âge",
      "Ajust. temps",
      "Ajusté",
    ],
    adjustmentsNote:
      "Chaque vente est ramenée à votre propriété : selon sa superficie, son âge et l'évolution du marché depuis la vente (calculés sur nos propres ventes).",
    prepared: (name: string) => `Préparée pour ${name}`,
    dated: (date: string) => `Préparée le ${date}`,
    home: "Votre propriété",
    details: "Caractéristiques",
    sqft: (n: string) => `${n} pi²`,
    bedrooms: (n: number) => `${n} chambre${n > 1 ? "s" : ""}`,
    bathrooms: (n: string) => `${n} salle${Number(n.replace(",", ".")) > 1 ? "s" : ""} de bain`,
    built: (year: number) => `construite en ${year}`,
    assumed: (type: string) => `${type} (type non indiqué : comparée au type le plus vendu à proximité)`,
    noDetails: "Aucune caractéristique indiquée : la fourchette est plus large.",
    accuracy: "Fiabilité de l'estimation",
    coverage: (share: string) =>
      `Mesurée sur nos propres ventes, la fourchette contenait le prix de vente ${share} du temps`,
    medianError: (share: string) => `; l'écart médian de l'estimation était de ${share}.`,
    placedOwn: "Votre propriété a été comparée aux ventes de son propre secteur postal.",
    placedNeighbour:
      "Nous n'avons aucune vente dans le secteur postal de votre propriété : elle a été comparée aux ventes des secteurs voisins, et mesurée ainsi.",
    agent: "Votre courtier",
    licence: (brokerage: string) => `Courtier immobilier titulaire de permis, ${brokerage}`,
    types: {
      detached: "Maison individuelle",
      "semi-detached": "Jumelé",
      townhouse: "Maison en rangée",
      condo: "Condo",
    },
  },
} as const;

/** The subject home as the seller described it. */
export interface AnalysisHome {
  address: string;
  propertyType?: PropertyType;
  /** When the seller named no type: the one the estimator compared it as. */
  assumedPropertyType?: PropertyType | null;
  livingArea?: number;
  bedrooms?: number;
  bathrooms?: number;
  yearBuilt?: number;
}

export interface MarketAnalysis {
  sellerName: string | null;
  home: AnalysisHome;
  estimate: HomeValueEstimate | null;
  comparables: PublicComparable[];
  /** The estimator's measured accuracy for homes placed as this one (decision 046). */
  accuracy: {
    placement: "own-fsa" | "neighbour-fsa" | null;
    coverage: number | null;
    medianAbsError: number | null;
  };
  /** The day it is prepared. */
  date: Date;
}

/** Who sends it: the brokerage (its logo, a PNG or JPEG, when it has one) and the agent. */
export interface AnalysisSender {
  brokerage: { name: string; address: string; phone: string; email: string; logo?: Buffer };
  agent: { name: string; email: string; phone: string | null };
  /** The brokerage's time zone, for the date. */
  timeZone: string;
}

/** The brand's colours (the portal's teal and slate, as on the public pages). */
const colours = { brand: "#0f766e", brandSoft: "#ccfbf1", ink: "#0f172a", text: "#1e293b", muted: "#475569" };

// Intl writes narrow no-break spaces the standard fonts lack: plain spaces print the same.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");
const money = (locale: Locale, n: number) =>
  plain(new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", maximumFractionDigits: 0 }).format(n));
const signedMoney = (locale: Locale, n: number) =>
  n === 0 ? money(locale, 0) : `${n > 0 ? "+" : "-"}${money(locale, Math.abs(n))}`;
const number = (locale: Locale, n: number) => plain(new Intl.NumberFormat(locale).format(n));
const share = (locale: Locale, n: number) =>
  plain(new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(n));

/** pdfkit draws PNG and JPEG only. */
function isPdfImage(bytes: Buffer): boolean {
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

function homeDetails(locale: Locale, home: AnalysisHome): string {
  const w = words[locale];
  const type = home.propertyType
    ? w.types[home.propertyType]
    : home.assumedPropertyType
      ? w.assumed(w.types[home.assumedPropertyType])
      : undefined;
  const parts = [
    type,
    home.livingArea ? w.sqft(number(locale, home.livingArea)) : undefined,
    home.bedrooms !== undefined ? w.bedrooms(home.bedrooms) : undefined,
    home.bathrooms !== undefined ? w.bathrooms(number(locale, home.bathrooms)) : undefined,
    home.yearBuilt ? w.built(home.yearBuilt) : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : w.noDetails;
}

/**
 * The market analysis an agent sends (decisions 041, 046): the brokerage's logo and colours, the agent's name,
 * contact and licence line, the date, the home's details, the estimate and range with its measured accuracy,
 * the comparables with their distances and adjustments, and the disclaimer.
 */
export async function marketAnalysisPdf(
  analysis: MarketAnalysis,
  sender: AnalysisSender,
  locale: Locale,
): Promise<Buffer> {
  const w = words[locale];
  const { brokerage, agent } = sender;
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 48, info: { Title: w.title, Author: brokerage.name } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    // The brand band: logo (or the name alone when it cannot be drawn), the brokerage's contact.
    doc.rect(0, 0, doc.page.width, 6).fill(colours.brand);
    const top = 28;
    let drewLogo = false;
    if (brokerage.logo && isPdfImage(brokerage.logo)) {
      try {
        doc.image(brokerage.logo, left, top, { fit: [150, 44] });
        drewLogo = true;
      } catch {
        // A damaged image: the analysis goes out with the brokerage's name alone.
      }
    }
    doc
      .font("Helvetica-Bold")
      .fontSize(drewLogo ? 10 : 14)
      .fillColor(colours.ink)
      .text(brokerage.name, left + (drewLogo ? 160 : 0), top + (drewLogo ? 4 : 0), {
        width: width - (drewLogo ? 160 : 0),
        align: drewLogo ? "right" : "left",
      });
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text([brokerage.address, brokerage.phone, brokerage.email].filter(Boolean).join(" · "), {
        width: width - (drewLogo ? 160 : 0),
        align: drewLogo ? "right" : "left",
      });
    doc.x = left;
    doc.y = Math.max(doc.y, top + 50) + 10;

    doc.font("Helvetica-Bold").fontSize(19).fillColor(colours.brand).text(w.title, { paragraphGap: 4 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: sender.timeZone }).format(analysis.date);
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(colours.muted)
      .text(
        [analysis.sellerName ? w.prepared(analysis.sellerName) : "", w.dated(plain(day))].filter(Boolean).join(" · "),
        {
          paragraphGap: 12,
        },
      );

    doc.font("Helvetica-Bold").fontSize(12).fillColor(colours.ink).text(w.home);
    doc.font("Helvetica").fontSize(11).fillColor(colours.text).text(analysis.home.address);
    doc.fontSize(10).fillColor(colours.muted).text(homeDetails(locale, analysis.home), { paragraphGap: 12 });

    if (analysis.estimate) {
      const boxTop = doc.y;
      doc.rect(left, boxTop, width, 62).fill(colours.brandSoft);
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .fillColor(colours.brand)
        .text(w.estimate, left + 12, boxTop + 8);
      doc
        .fontSize(22)
        .fillColor(colours.ink)
        .text(money(locale, analysis.estimate.value), left + 12);
      doc
        .font("Helvetica")
        .fontSize(11)
        .fillColor(colours.text)
        .text(
          `${w.range}${money(locale, analysis.estimate.low)} – ${money(locale, analysis.estimate.high)}`,
          left + 12,
        );
      doc.x = left;
      doc.y = boxTop + 72;
      const { coverage, medianAbsError, placement } = analysis.accuracy;
      doc.font("Helvetica-Bold").fontSize(11).fillColor(colours.ink).text(w.accuracy);
      const measured =
        coverage === null
          ? ""
          : `${w.coverage(share(locale, coverage))}${medianAbsError === null ? "." : w.medianError(share(locale, medianAbsError))} `;
      const placed = placement === "neighbour-fsa" ? w.placedNeighbour : placement === "own-fsa" ? w.placedOwn : "";
      doc
        .font("Helvetica")
        .fontSize(9.5)
        .fillColor(colours.text)
        .text(`${measured}${placed}`.trim(), { width, paragraphGap: 12 });
    } else {
      doc.font("Helvetica").fontSize(11).fillColor(colours.text).text(w.none, { paragraphGap: 12 });
    }

    if (analysis.comparables.length > 0) {
      doc.font("Helvetica-Bold").fontSize(12).fillColor(colours.ink).text(w.comparables, { paragraphGap: 2 });
      doc.font("Helvetica").fontSize(8.5).fillColor(colours.muted).text(w.adjustmentsNote, { width, paragraphGap: 6 });
      const widths = [128, 52, 56, 42, 40, 50, 48, 50, 50];
      const row = (cells: string[], bold: boolean) => {
        const y = doc.y;
        let x = left;
        let bottom = y;
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(8)
          .fillColor(bold ? colours.brand : colours.text);
        cells.forEach((cell, i) => {
          doc.text(cell, x, y, { width: (widths[i] as number) - 4 });
          bottom = Math.max(bottom, doc.y);
          x += widths[i] as number;
        });
        doc.x = left;
        doc.y = bottom + 3;
        doc
          .moveTo(left, doc.y - 1.5)
          .lineTo(left + width, doc.y - 1.5)
          .lineWidth(0.4)
          .strokeColor("#cbd5e1")
          .stroke();
      };
      row([...w.headers], true);
      for (const c of analysis.comparables) {
        const a = c.adjustments;
        row(
          [
            `${c.address}, ${c.city}`,
            c.soldDate,
            money(locale, c.price),
            w.sqft(number(locale, c.livingArea)),
            c.distanceKm === null ? "–" : `${number(locale, c.distanceKm)} km`,
            a ? signedMoney(locale, a.size) : "–",
            a ? signedMoney(locale, a.age) : "–",
            a ? signedMoney(locale, a.time) : "–",
            c.adjustedPrice === undefined ? "–" : money(locale, c.adjustedPrice),
          ],
          false,
        );
      }
      doc.moveDown(0.6);
    }

    doc.font("Helvetica-Bold").fontSize(11).fillColor(colours.ink).text(w.agent);
    doc.font("Helvetica").fontSize(10).fillColor(colours.text).text(agent.name);
    doc.fontSize(9.5).fillColor(colours.muted).text([agent.phone, agent.email].filter(Boolean).join(" · "));
    doc.text(w.licence(brokerage.name), { paragraphGap: 10 });

    doc.font("Helvetica-Oblique").fontSize(8.5).fillColor(colours.muted).text(disclaimerFor(locale), { width });
    doc.end();
  });
}
