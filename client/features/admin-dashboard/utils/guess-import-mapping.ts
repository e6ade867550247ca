import { type ImportField, importFields } from "../../../../contract/lead-import";

/** Header words that suggest a field, for a first guess at the mapping. */
const hints: Record<ImportField, string[]> = {
  fullName: ["name", "full name", "nom"],
  email: ["email", "e-mail", "courriel"],
  phone: ["phone", "telephone", "téléphone", "mobile", "cell"],
  address: ["address", "street", "adresse"],
  unit: ["unit", "apt", "suite"],
  city: ["city", "town", "ville"],
  province: ["province", "prov", "state"],
  postalCode: ["postal code", "postal", "zip", "code postal"],
  type: ["type", "lead type"],
  stage: ["stage", "pipeline"],
  comments: ["comments", "notes", "comment"],
  consentBasis: ["consent", "consent basis", "casl"],
  consentDate: ["consent date", "consent at", "date"],
};

/** Each field takes the first unused column whose header suggests it. */
export function guessImportMapping(columns: string[]): Partial<Record<ImportField, string>> {
  const guess: Partial<Record<ImportField, string>> = {};
  const used = new Set<string>();
  for (const field of importFields) {
    const match = columns.find((c) => !used.has(c) && hints[field].includes(c.trim().toLowerCase()));
    if (match) {
      guess[field] = match;
      used.add(match);
    }
  }
  return guess;
}
