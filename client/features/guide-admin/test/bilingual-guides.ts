import type { GuideTopic } from "../../../../contract/guides";
import { testSection, testTopics } from "../../../test/guide-fixtures";
import type { LoopbackRoutes } from "../../../test/loopback-api";

// The guide CMS's bilingual fixture (decision 017): a guide in both languages, one in English only, one in
// French only, with a section in each, and the API answers the CMS needs to show and edit them.

export const [staging, repair] = testTopics as [GuideTopic, GuideTopic];
const bilingual = { ...staging, locales: ["en-CA", "fr-CA"] as GuideTopic["locales"] };
const englishOnly = { ...repair, locales: ["en-CA"] as GuideTopic["locales"] };
const frenchOnly: GuideTopic = {
  ...repair,
  id: 30,
  title: "Vendre une maison centenaire",
  slug: "maison-centenaire",
  description: "Patrimoine et assurance.",
  locale: "fr-CA",
  fellBack: true,
  locales: ["fr-CA"],
};
const stagingFr: GuideTopic = {
  ...bilingual,
  title: "Mettre ma maison en valeur",
  description: "Un plan pièce par pièce.",
  locale: "fr-CA",
};
const english = [bilingual, englishOnly, frenchOnly];
const french = [stagingFr, { ...englishOnly, fellBack: true }, { ...frenchOnly, fellBack: false }];

const lighting = testSection(1, 0, { title: "Lighting", content: "<p>Open the curtains.</p>" });
const eclairage = testSection(1, 0, {
  id: 501,
  title: "L'éclairage",
  content: "<p>Ouvrez les rideaux.</p>",
  locale: "fr-CA",
});
const cachet = testSection(30, 0, { id: 3001, title: "Le cachet d'abord", locale: "fr-CA" });

/** The loopback API's answers for the fixture. */
export function bilingualGuideRoutes(): LoopbackRoutes {
  return {
    "GET /api/guides/topics": { json: english },
    "GET /api/guides/topics?locale=fr-CA": { json: french },
    "GET /api/guides/topics/1/sections": { json: [lighting] },
    "GET /api/guides/topics/1/sections?locale=fr-CA": { json: [eclairage] },
    "GET /api/guides/topics/2/sections": { json: [] },
    // A French-only guide: its "English" sections are the French ones (fallback), which the CMS leaves out.
    "GET /api/guides/topics/30/sections": { json: [cachet] },
    "GET /api/guides/topics/30/sections?locale=fr-CA": { json: [cachet] },
    "PUT /api/guides/topics/1?locale=fr-CA": (body) => ({ json: { ...stagingFr, ...(body as object) } }),
    "PUT /api/guides/topics/2?locale=fr-CA": (body) => ({
      json: { ...englishOnly, ...(body as object), locale: "fr-CA", locales: ["en-CA", "fr-CA"] },
    }),
    "POST /api/guides/topics/1/sections?locale=fr-CA": (body) => ({
      status: 201,
      json: { ...eclairage, ...(body as object), id: 502 },
    }),
    "DELETE /api/guides/topics/1/locales/fr-CA": { json: { ...bilingual, locales: ["en-CA"] } },
    "POST /api/guides/topics?locale=fr-CA": (body) => ({
      status: 201,
      json: { ...frenchOnly, ...(body as object), id: 31 },
    }),
  };
}
