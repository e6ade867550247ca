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
  // Signed-in screens (issue 18, staff side).
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
} as const;
export type CataloguePart = keyof typeof cataloguePartFolders;

type Loader = () => Promise<{ messages: Messages }>;

export const cataloguePartLoaders: Record<Locale, Record<CataloguePart, Loader>> = {
  "en-CA": {
    common: () => import("./messages/en-CA"),
    landing: () => import("../features/landing/messages/en-CA"),
    questionnaire: () => import("../features/questionnaire/messages/en-CA"),
    guides: () => import("../features/guides/messages/en-CA"),
    guideLibrary: () => import("../features/guide-library/messages/en-CA"),
    guideDemo: () => import("../features/guide-demo/messages/en-CA"),
    leadFlow: () => import("../features/lead-flow/messages/en-CA"),
    sellersGuide: () => import("../features/sellers-guide/messages/en-CA"),
    privacy: () => import("../features/privacy/messages/en-CA"),
    adminDashboard: () => import("../features/admin-dashboard/messages/en-CA"),
    guideAdmin: () => import("../features/guide-admin/messages/en-CA"),
    imageTest: () => import("../features/image-test/messages/en-CA"),
    staff: () => import("./staff/messages/en-CA"),
    auth: () => import("../features/auth/messages/en-CA"),
    agentDashboard: () => import("../features/agent-dashboard/messages/en-CA"),
    leads: () => import("../features/leads/messages/en-CA"),
    pipeline: () => import("../features/pipeline/messages/en-CA"),
    clientDashboard: () => import("../features/client-dashboard/messages/en-CA"),
    clientMessages: () => import("../features/client-messages/messages/en-CA"),
    calendarFeed: () => import("../features/calendar-feed/messages/en-CA"),
    privacyPolicy: () => import("../features/privacy-policy/messages/en-CA"),
    privacySettings: () => import("../features/privacy-settings/messages/en-CA"),
  },
  "fr-CA": {
    common: () => import("./messages/fr-CA"),
    landing: () => import("../features/landing/messages/fr-CA"),
    questionnaire: () => import("../features/questionnaire/messages/fr-CA"),
    guides: () => import("../features/guides/messages/fr-CA"),
    guideLibrary: () => import("../features/guide-library/messages/fr-CA"),
    guideDemo: () => import("../features/guide-demo/messages/fr-CA"),
    leadFlow: () => import("../features/lead-flow/messages/fr-CA"),
    sellersGuide: () => import("../features/sellers-guide/messages/fr-CA"),
    privacy: () => import("../features/privacy/messages/fr-CA"),
    adminDashboard: () => import("../features/admin-dashboard/messages/fr-CA"),
    guideAdmin: () => import("../features/guide-admin/messages/fr-CA"),
    imageTest: () => import("../features/image-test/messages/fr-CA"),
    staff: () => import("./staff/messages/fr-CA"),
    auth: () => import("../features/auth/messages/fr-CA"),
    agentDashboard: () => import("../features/agent-dashboard/messages/fr-CA"),
    leads: () => import("../features/leads/messages/fr-CA"),
    pipeline: () => import("../features/pipeline/messages/fr-CA"),
    clientDashboard: () => import("../features/client-dashboard/messages/fr-CA"),
    clientMessages: () => import("../features/client-messages/messages/fr-CA"),
    calendarFeed: () => import("../features/calendar-feed/messages/fr-CA"),
    privacyPolicy: () => import("../features/privacy-policy/messages/fr-CA"),
    privacySettings: () => import("../features/privacy-settings/messages/fr-CA"),
  },
};

/** A part's chunk as the client manifest names it (for `<link rel="modulepreload">`). */
export const cataloguePartModule = (part: CataloguePart, locale: Locale) =>
  `${cataloguePartFolders[part]}/${locale}.ts`;
