import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { homeValueDisclaimers } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import { type MarketAnalysis, marketAnalysisPdf } from "./market-analysis-pdf";

/** A solid-colour PNG (RGB), made here so the test knows exactly what the logo looks like. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] as number)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A binary PPM (P6) page as pixels: pdftoppm's plainest output. */
function readPpm(bytes: Buffer) {
  const header = bytes.subarray(0, 50).toString("latin1");
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error("not a P6 image");
  const [width, height] = [Number(match[1]), Number(match[2])];
  const pixels = bytes.subarray(match[0].length);
  return {
    width,
    height,
    at: (x: number, y: number) => [...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)],
  };
}

const dir = mkdtempSync(join(tmpdir(), "market-analysis-"));
// KEEP_PDF_RENDERS=1 keeps the rendered pages to look at.
afterAll(() => {
  if (!process.env.KEEP_PDF_RENDERS) rmSync(dir, { recursive: true, force: true });
});

const analysis: MarketAnalysis = {
  sellerName: "Hana Seller",
  home: {
    address: "88 Maple Avenue, Toronto, M4K 1B4",
    propertyType: "detached",
    livingArea: 1750,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1995,
  },
  estimate: { low: 1_102_000, value: 1_214_000, high: 1_338_000, currency: "CAD" },
  comparables: [
    {
      address: "1234 Oak Street",
      city: "Toronto",
      propertyType: "detached",
      soldDate: "2026-03-14",
      price: 1_180_000,
      livingArea: 1620,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1988,
      distanceKm: 2.4,
      adjustments: { size: 72_500, age: 33_100, time: 35_400 },
      adjustedPrice: 1_321_000,
    },
    {
      address: "77 Birch Crescent",
      city: "Toronto",
      propertyType: "detached",
      soldDate: "2025-11-02",
      price: 1_260_000,
      livingArea: 1900,
      bedrooms: 4,
      bathrooms: 2.5,
      yearBuilt: 2001,
      distanceKm: 3.1,
      adjustments: { size: -81_200, age: -28_000, time: 61_900 },
      adjustedPrice: 1_212_700,
    },
  ],
  accuracy: { placement: "neighbour-fsa", coverage: 0.79, medianAbsError: 0.084 },
  date: new Date("2026-12-02T15:00:00Z"),
};
const sender = {
  brokerage: {
    name: "Northgate Realty",
    address: "100 King Street West, Toronto",
    phone: "(416) 555-0100",
    email: "hello@northgate.test",
    logo: solidPng(240, 80, [220, 38, 38]),
  },
  agent: { name: "Priya Agent", email: "priya@northgate.test", phone: "(416) 555-0177" },
  timeZone: "America/Toronto",
};

const expected: Record<Locale, string[]> = {
  "en-CA": [
    "Market analysis of your home",
    "Prepared for Hana Seller · Prepared on December 2, 2026",
    "Detached · 1,750 sq ft · 3 bedrooms · 2 bathrooms · built 1995",
    "$1,214,000",
    "Likely range: $1,102,000 – $1,338,000",
    "the range held the sale price 79% of the time; the estimate's median error was 8%.",
    "compared with sales in the neighbouring areas",
    "2.4 km",
    "3.1 km",
    "+$72,500",
    "-$81,200",
    "$1,321,000",
    "Priya Agent",
    "(416) 555-0177 · priya@northgate.test",
    "Licensed real estate agent, Northgate Realty",
    homeValueDisclaimers["en-CA"],
  ],
  "fr-CA": [
    "Analyse comparative de marché de votre propriété",
    "Préparée pour Hana Seller · Préparée le 2 décembre 2026",
    "Maison individuelle · 1 750 pi² · 3 chambres · 2 salles de bain · construite en 1995",
    "1 214 000 $",
    "Fourchette probable : 1 102 000 $ – 1 338 000 $",
    "la fourchette contenait le prix de vente 79 % du temps; l'écart médian de l'estimation était de 8 %.",
    "2,4 km",
    "+72 500 $",
    "-81 200 $",
    "Priya Agent",
    "Courtier immobilier titulaire de permis, Northgate Realty",
    homeValueDisclaimers["fr-CA"],
  ],
};

describe("the market-analysis PDF, rendered as a reader sees it (poppler)", () => {
  for (const locale of ["en-CA", "fr-CA"] as const) {
    it(`${locale}: opens with the logo, the agent, the date, the distances, the adjustments and the disclaimer`, async () => {
      const pdf = await marketAnalysisPdf(analysis, sender, locale);
      const file = join(dir, `${locale}.pdf`);
      writeFileSync(file, pdf);
      // The text as a reader's tool extracts it, lines joined (long sentences wrap).
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      const flat = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      for (const words of expected[locale]) expect(flat).toContain(words);
      expect(text).not.toMatch(/appraisal by|appraiser|évaluateur agréé/i);
      expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Pages:\s+1\n/);

      // The page as an image: the logo (solid red, top left) and the brand band (teal, along the top).
      execFileSync("pdftoppm", ["-r", "72", "-png", "-singlefile", file, join(dir, locale)]);
      execFileSync("pdftoppm", ["-r", "72", "-singlefile", file, join(dir, locale)]);
      const page = readPpm(readFileSync(join(dir, `${locale}.ppm`)));
      expect([page.width, page.height]).toEqual([612, 792]);
      const red = (x: number, y: number) => {
        const [r = 0, g = 0, b = 0] = page.at(x, y);
        return r > 200 && g < 80 && b < 80;
      };
      // The logo fits 150×44 pt from (48, 28): 240×80 px scales to 132×44.
      expect(red(60, 40)).toBe(true);
      expect(red(170, 60)).toBe(true);
      expect(red(200, 60)).toBe(false);
      expect(page.at(300, 2)).toEqual([15, 118, 110]);
      console.info(`market analysis (${locale}) rendered: ${join(dir, `${locale}.png`)}`);
    });
  }

  it("without a logo, or with one it cannot draw, keeps the brokerage's name and gives no number when there is none", async () => {
    const pdf = await marketAnalysisPdf(
      { ...analysis, estimate: null, comparables: [] },
      { ...sender, brokerage: { ...sender.brokerage, logo: Buffer.from("not an image") } },
      "en-CA",
    );
    const file = join(dir, "none.pdf");
    writeFileSync(file, pdf);
    const flat = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(flat).toContain("Northgate Realty");
    expect(flat).toContain("Our data cannot support a number for this home yet");
    expect(flat).not.toContain("Likely range");
  });
});
