import type { Messages } from "@lingui/core";
import type { Locale } from "../../contract/locale";

/**
 * The catalogue of each part of the visitor's side, per language. The browser downloads only the parts
 * of the pages it shows, in the page's language (`common` at start, a page's own with the page's code);
 * the server renders with all of them (catalogues/en-CA.ts, fr-CA.ts).
 */
export const cataloguePartFolders = {
  common: "i18n/messages",
  landing: "features/landing/messages",
  questionnaire: "features/questionnaire/messages",
  guides: "features/guides/messages",
  guideLibrary: "features/guide-library/messages",
  guideDemo: "features/guide-demo/messages",
  leadFlow: "features/lead-flow/messages",
  sellersGuide: "features/sellers-guide/messages",
  privacy: "features/privacy/messages",
  adminDashboard: "features/admin-dashboard/messages",
  guideAdmin: "features/guide-admin/messages",
  imageTest: "features/image-test/messages",
  // Signed-in screens (decision 017, staff side).
  staff: "i18n/staff/messages",
  auth: "features/auth/messages",
  agentDashboard: "features/agent-dashboard/messages",
  leads: "features/leads/messages",
  pipeline: "features/pipeline/messages",
  clientDashboard: "features/client-dashboard/messages",
  clientMessages: "features/client-messages/messages",
  calendarFeed: "features/calendar-feed/messages",
  privacyPolicy: "features/privacy-policy/messages",
  privacySettings: "features/privacy-settings/messages",
  routingRules: "features/routing-rules/messages",
  nurture: "features/nurture/messages",
  homeValue: "features/home-value/messages",
  push: "features/push/messages",
  leadTexts: "features/lead-texts/messages",
  leadCalls: "features/lead-calls/messages",
  leadOutcomes: "features/lead-outcomes/messages",
  conversation: "features/conversation/messages",
  adsReport: "features/ads-report/messages",
} as const;
export type CataloguePart = keyof typeof cataloguePartFolders;

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each part's catalogue among modules found by `import.meta.glob` in a file of `dir` (a folder of client/,
 * e.g. "i18n"), whose keys are relative to it. The catalogues are found where each feature keeps them
 * (`features/<f>/messages/<locale>.ts`), so i18n imports no feature: a part declared above without its file,
 * or a catalogue file of no declared part, stops the app at start (and every test).
 */
export function cataloguesByPart<T>(modules: Record<string, T>, dir: string, locale: Locale): Record<CataloguePart, T> {
  const from = dir.split("/");
  const keyOf = (folder: string) => {
    const to = folder.split("/");
    let common = 0;
    while (common < from.length && from[common] === to[common]) common++;
    const up = from.length - common;
    return `${up === 0 ? "./" : "../".repeat(up)}${to.slice(common).join("/")}/${locale}.ts`;
  };
  const parts = Object.keys(cataloguePartFolders) as CataloguePart[];
  const found = new Set(Object.keys(modules).filter((key) => key.endsWith(`/${locale}.ts`)));
  const byPart = {} as Record<CataloguePart, T>;
  for (const part of parts) {
    const key = keyOf(cataloguePartFolders[part]);
    const module = modules[key];
    if (module === undefined) throw new Error(`The ${part} catalogue has no ${key}`);
    byPart[part] = module;
    found.delete(key);
  }
  if (found.size > 0)
    throw new Error(`Catalogues of no part (add them to cataloguePartFolders): ${[...found].join(", ")}`);
  return byPart;
}

// Every catalogue file, each its own chunk, downloaded when a page asks for its part.
const lazyCatalogues = import.meta.glob<{ messages: Messages }>([
  "./messages/*-CA.ts",
  "./staff/messages/*-CA.ts",
  "../features/*/messages/*-CA.ts",
]);

export const cataloguePartLoaders: Record<Locale, Record<CataloguePart, Loader>> = {
  "en-CA": cataloguesByPart(lazyCatalogues, "i18n", "en-CA"),
  "fr-CA": cataloguesByPart(lazyCatalogues, "i18n", "fr-CA"),
};

/** A part's chunk as the client manifest names it (for `<link rel="modulepreload">`). */
export const cataloguePartModule = (part: CataloguePart, locale: Locale) =>
  `${cataloguePartFolders[part]}/${locale}.ts`;
