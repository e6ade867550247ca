import type { PropertyType } from "../../../contract/home-value";
import type { Database } from "../../db/client";
import { randomFrom } from "../../lib/seeded-random";
import type { Sale } from "./estimator";
import { fsaCentroid } from "./fsa-centroids";
import { insertSoldHomes } from "./home-value.repository";
import { addressKeyOf } from "./sold-home-row";

/**
 * Sold homes made from a known price model plus noise, for the demo data, the estimator's tests and the
 * benchmark: the model's price is the "true" value the estimator should find, the noise what a single sale
 * adds to it. Deterministic for a seed.
 */

export interface SampleCity {
  city: string;
  province: string;
  lat: number;
  lng: number;
  /** Price of a 1,500 sq ft detached home built in 1990, sold on the start date, at the city's centre. */
  base: number;
  fsas: string[];
}

export const sampleCities: SampleCity[] = [
  {
    city: "Toronto",
    province: "ON",
    lat: 43.6708,
    lng: -79.3899,
    base: 1_150_000,
    fsas: ["M4C", "M4E", "M4L", "M5R", "M6H", "M6P"],
  },
  {
    city: "Montréal",
    province: "QC",
    lat: 45.5235,
    lng: -73.5982,
    base: 620_000,
    fsas: ["H2J", "H2T", "H2V", "H3L", "H4A", "H2X"],
  },
  {
    city: "Vancouver",
    province: "BC",
    lat: 49.2573,
    lng: -123.1241,
    base: 1_450_000,
    fsas: ["V5L", "V5N", "V6K", "V6R", "V6B"],
  },
  { city: "Ottawa", province: "ON", lat: 45.3935, lng: -75.6927, base: 720_000, fsas: ["K1S", "K1Y", "K2A", "K1P"] },
  { city: "Calgary", province: "AB", lat: 51.0447, lng: -114.0719, base: 640_000, fsas: ["T2N", "T2T", "T3C", "T2P"] },
  { city: "Québec", province: "QC", lat: 46.8139, lng: -71.208, base: 410_000, fsas: ["G1R", "G1S"] },
];

export const typeFactors: Record<PropertyType, number> = {
  detached: 1,
  "semi-detached": 0.82,
  townhouse: 0.74,
  condo: 0.62,
};

/**
 * Street names in the language of the city's addresses: French in Québec, English elsewhere, so a
 * comparable never reads "482 rue Principale, Toronto". French addresses put a comma after the number
 * (Canada Post's French style: "482, rue Principale").
 */
export const sampleStreets = {
  en: [
    "Maple Avenue",
    "Oak Street",
    "Birch Crescent",
    "Cedar Road",
    "Elm Drive",
    "Willow Lane",
    "Pine Boulevard",
    "Spruce Court",
  ],
  fr: [
    "rue Principale",
    "rue des Érables",
    "avenue des Pins",
    "rue Saint-Denis",
    "boulevard Saint-Joseph",
    "rue de la Fabrique",
    "avenue du Parc",
    "rue des Ormes",
  ],
} as const;

/** A sample street address in the city's language. */
export function sampleStreet(city: Pick<SampleCity, "province">, n: number): string {
  const number = 10 + ((n * 37) % 9000);
  if (city.province === "QC") return `${number}, ${sampleStreets.fr[n % sampleStreets.fr.length]}`;
  return `${number} ${sampleStreets.en[n % sampleStreets.en.length]}`;
}

export { randomFrom };

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** The model (decision 040's test): the price a home would fetch without the noise of one sale. */
export interface ModelParts {
  city: SampleCity;
  propertyType: PropertyType;
  livingArea: number;
  yearBuilt: number;
  lat: number;
  lng: number;
  /** Days after the start date. */
  day: number;
}

export const MODEL = {
  sizeElasticity: 0.8,
  agePerYear: 0.004,
  /** 5% a year. */
  trendPerDay: Math.log(1.05) / 365,
} as const;

export function modelPrice(p: ModelParts): number {
  // A smooth price surface within the city: some streets are worth more than others, nearby homes alike.
  const dx = (p.lng - p.city.lng) * 70;
  const dy = (p.lat - p.city.lat) * 111;
  const place = Math.exp(0.12 * Math.sin(dx / 1.7) + 0.1 * Math.cos(dy / 2.3));
  return (
    p.city.base *
    typeFactors[p.propertyType] *
    (p.livingArea / 1500) ** MODEL.sizeElasticity *
    Math.exp(MODEL.agePerYear * (p.yearBuilt - 1990)) *
    Math.exp(MODEL.trendPerDay * p.day) *
    place
  );
}

export interface SampleSale extends Omit<Sale, "id"> {
  province: string;
  lotSize: number | null;
  /** The model's price, before the noise. */
  truePrice: number;
}

export interface SampleOptions {
  count: number;
  seed?: number;
  /** The noise of one sale (standard deviation of its log): 0.08 is about ±8%. */
  noise?: number;
  /** The first sale date; sales spread over `days` after it. */
  start?: string;
  days?: number;
  cities?: SampleCity[];
  /** Postal codes per FSA (each a block of a few streets). */
  postalPerFsa?: number;
  /** Leave coordinates out (the postal-code area path). */
  withoutCoordinates?: boolean;
}

const LDU_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

/** `count` sales spread over the cities, their FSAs and postal codes. */
export function sampleSales(options: SampleOptions): SampleSale[] {
  const random = randomFrom(options.seed ?? 42);
  const cities = options.cities ?? sampleCities;
  const noise = options.noise ?? 0.08;
  const start = Date.parse(`${options.start ?? "2023-06-01"}T00:00:00Z`);
  const days = options.days ?? 900;
  const perFsa = options.postalPerFsa ?? 20;
  const places = cities.flatMap((city) =>
    city.fsas.flatMap((fsa, f) => {
      // Each FSA where it really is (fsa-centroids.ts), so a home in a neighbouring FSA finds these sales.
      const angle = (2 * Math.PI * f) / city.fsas.length;
      const centroid = fsaCentroid(fsa);
      const fLat = centroid?.lat ?? city.lat + Math.sin(angle) * 0.03;
      const fLng = centroid?.lng ?? city.lng + Math.cos(angle) * 0.04;
      return Array.from({ length: perFsa }, (_, k) => {
        const ldu = `${k % 10}${LDU_LETTERS[(k * 7 + f) % LDU_LETTERS.length]}${(k * 3 + f) % 10}`;
        return {
          city,
          postalCode: `${fsa} ${ldu}`,
          lat: fLat + (random() - 0.5) * 0.02,
          lng: fLng + (random() - 0.5) * 0.028,
        };
      });
    }),
  );
  const types: PropertyType[] = ["detached", "detached", "semi-detached", "townhouse", "condo", "condo"];
  const out: SampleSale[] = [];
  for (let n = 0; n < options.count; n++) {
    const place = places[Math.floor(random() * places.length)] as (typeof places)[number];
    const propertyType = types[Math.floor(random() * types.length)] as PropertyType;
    const livingArea = Math.round(
      (propertyType === "condo" ? 650 : propertyType === "detached" ? 1300 : 1000) + random() * 1200,
    );
    const yearBuilt = 1950 + Math.floor(random() * 72);
    const lat = place.lat + (random() - 0.5) * 0.002;
    const lng = place.lng + (random() - 0.5) * 0.003;
    const day = Math.floor(random() * days);
    const truePrice = modelPrice({ city: place.city, propertyType, livingArea, yearBuilt, lat, lng, day });
    const price = Math.round((truePrice * Math.exp(noise * gaussian(random))) / 100) * 100;
    const bedrooms = Math.max(1, Math.round(livingArea / 550 + random()));
    out.push({
      street: sampleStreet(place.city, n),
      unit: propertyType === "condo" ? String(100 + (n % 900)) : "",
      city: place.city.city,
      province: place.city.province,
      postalCode: place.postalCode,
      fsa: place.postalCode.slice(0, 3),
      propertyType,
      bedrooms,
      bathrooms: Math.max(1, Math.round((bedrooms / 1.6) * 2) / 2),
      livingArea,
      lotSize: propertyType === "condo" ? null : Math.round(2000 + random() * 4000),
      yearBuilt,
      price,
      soldDate: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
      latitude: options.withoutCoordinates ? null : Math.round(lat * 1e6) / 1e6,
      longitude: options.withoutCoordinates ? null : Math.round(lng * 1e6) / 1e6,
      truePrice,
    });
  }
  return out;
}

/** The same sales as a CSV export (header names as a typical MLS export words them). */
export function salesCsv(sales: readonly SampleSale[]): string {
  const header =
    "Address,Unit,City,Province,Postal Code,Property Type,Bedrooms,Bathrooms,Living Area (sq ft),Lot Size,Year Built,Sold Price,Sold Date,Latitude,Longitude";
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = sales.map((s) =>
    [
      s.street,
      s.unit,
      s.city,
      s.province,
      s.postalCode,
      s.propertyType,
      s.bedrooms ?? "",
      s.bathrooms ?? "",
      s.livingArea,
      s.lotSize ?? "",
      s.yearBuilt ?? "",
      s.price,
      s.soldDate,
      s.latitude ?? "",
      s.longitude ?? "",
    ]
      .map((v) => quote(String(v)))
      .join(","),
  );
  return `${header}\n${lines.join("\n")}\n`;
}

/** The mapping for `salesCsv`'s header. */
export const sampleCsvMapping = {
  street: "Address",
  unit: "Unit",
  city: "City",
  province: "Province",
  postalCode: "Postal Code",
  propertyType: "Property Type",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  livingArea: "Living Area (sq ft)",
  lotSize: "Lot Size",
  yearBuilt: "Year Built",
  soldPrice: "Sold Price",
  soldDate: "Sold Date",
  latitude: "Latitude",
  longitude: "Longitude",
} as const;

/** Stores generated sales as the demo seed does (source "seed"); answers how many were added. */
export function insertSampleSales(db: Database, sales: readonly SampleSale[]): Promise<number> {
  return insertSoldHomes(
    db,
    sales.map(({ price, truePrice: _truePrice, ...s }) => ({
      ...s,
      addressKey: addressKeyOf(s.street),
      soldPriceCents: price * 100,
    })),
    { source: "seed", importId: null },
  );
}
