import { findColumn } from "../../../contract/import-headers";
import type { ImportField, ImportPreview, LeadImportPreview } from "../../../contract/lead-import";
import { joinedAddressPattern } from "./split-address";

type Suggested = LeadImportPreview["suggested"];

/**
 * Header names (normalised: accents folded, lower case, one space) that usually name each field, in English
 * and French, as CRM exports (Follow Up Boss, Lofty, spreadsheets) write them.
 */
const synonyms: Record<Exclude<ImportField, "fullName" | "address">, readonly string[]> = {
  email: ["email", "e mail", "email address", "courriel", "adresse courriel", "primary email", "email 1"],
  phone: [
    "phone",
    "phone number",
    "telephone",
    "tel",
    "mobile",
    "mobile phone",
    "cell",
    "cell phone",
    "cellulaire",
    "primary phone",
    "phone 1",
  ],
  unit: ["unit", "apt", "apartment", "suite", "unite", "app", "appartement", "address 2", "address line 2"],
  city: ["city", "town", "ville", "municipality", "municipalite"],
  province: ["province", "prov", "state", "region"],
  postalCode: ["postal code", "postal", "postcode", "zip", "zip code", "code postal", "cp"],
  type: ["type", "lead type", "type de lead", "type de prospect"],
  stage: ["stage", "pipeline", "pipeline stage", "etape", "statut"],
  comments: ["comments", "comment", "notes", "note", "commentaires", "commentaire", "description"],
  consentBasis: ["consent", "consent basis", "casl", "casl consent", "consentement", "base du consentement"],
  consentDate: [
    "consent date",
    "consent at",
    "consented at",
    "consent given",
    "date consent",
    "date of consent",
    "date du consentement",
    "date de consentement",
    "date",
  ],
};
const firstNames = ["first name", "firstname", "first", "given name", "prenom"];
const lastNames = ["last name", "lastname", "last", "surname", "family name", "nom de famille", "nom"];
const fullNames = ["name", "full name", "fullname", "contact name", "client name", "nom complet", "nom"];
const civicNumbers = [
  "street number",
  "house number",
  "civic number",
  "number",
  "numero civique",
  "no civique",
  "numero",
];
const streetNames = ["street name", "street", "rue", "nom de rue"];
const addresses = [
  "address",
  "street address",
  "address 1",
  "address line 1",
  "property address",
  "adresse",
  "adresse de la propriete",
  "full address",
  "adresse complete",
];

/**
 * A first guess at the mapping, for the admin to check: first and last name columns fill the full name
 * together, a civic number and a street name the address; an address whose cells hold the city, province
 * and postal code as well ("12 Rue X, Montréal, QC H2X 1Y4") fills those fields (and the unit) too when
 * no column of their own does (import-row.ts splits it).
 */
export function guessImportMapping(preview: ImportPreview): Suggested {
  const { columns } = preview;
  const used = new Set<string>();
  const take = (names: readonly string[]) => {
    const column = findColumn(columns, names, used);
    if (column) used.add(column);
    return column;
  };
  const guess: Suggested = {};
  const first = take(firstNames);
  if (first) {
    const last = take(lastNames);
    guess.fullName = last ? [first, last] : first;
  } else {
    guess.fullName = take(fullNames);
  }
  const civic = take(civicNumbers);
  const street = take(civic ? streetNames : addresses) ?? (civic ? undefined : take(streetNames));
  guess.address = civic && street ? [civic, street] : (street ?? civic);
  for (const field of Object.keys(synonyms) as (keyof typeof synonyms)[]) guess[field] = take(synonyms[field]);
  if (typeof guess.address === "string") {
    const at = columns.indexOf(guess.address);
    const joined = preview.rows.some((row) => joinedAddressPattern.test(row[at] ?? ""));
    if (joined) for (const field of ["unit", "city", "province", "postalCode"] as const) guess[field] ??= guess.address;
  }
  for (const key of Object.keys(guess) as (keyof Suggested)[]) if (guess[key] === undefined) delete guess[key];
  return guess;
}
