// Every public text in English, for the server (it renders any page) and the tests. The browser loads
// the parts it needs instead (client/i18n/catalogue-parts.ts); ids are prefixed by feature.
import { messages as adminDashboard } from "../../features/admin-dashboard/messages/en-CA";
import { messages as agentDashboard } from "../../features/agent-dashboard/messages/en-CA";
import { messages as auth } from "../../features/auth/messages/en-CA";
import { messages as calendarFeed } from "../../features/calendar-feed/messages/en-CA";
import { messages as clientDashboard } from "../../features/client-dashboard/messages/en-CA";
import { messages as clientMessages } from "../../features/client-messages/messages/en-CA";
import { messages as guideAdmin } from "../../features/guide-admin/messages/en-CA";
import { messages as guideDemo } from "../../features/guide-demo/messages/en-CA";
import { messages as guideLibrary } from "../../features/guide-library/messages/en-CA";
import { messages as guides } from "../../features/guides/messages/en-CA";
import { messages as imageTest } from "../../features/image-test/messages/en-CA";
import { messages as landing } from "../../features/landing/messages/en-CA";
import { messages as leadFlow } from "../../features/lead-flow/messages/en-CA";
import { messages as leads } from "../../features/leads/messages/en-CA";
import { messages as pipeline } from "../../features/pipeline/messages/en-CA";
import { messages as privacy } from "../../features/privacy/messages/en-CA";
import { messages as privacyPolicy } from "../../features/privacy-policy/messages/en-CA";
import { messages as privacySettings } from "../../features/privacy-settings/messages/en-CA";
import { messages as questionnaire } from "../../features/questionnaire/messages/en-CA";
import { messages as sellersGuide } from "../../features/sellers-guide/messages/en-CA";
import { messages as common } from "../messages/en-CA";
import { messages as staff } from "../staff/messages/en-CA";

export const catalogueParts = {
  common,
  landing,
  questionnaire,
  guides,
  guideLibrary,
  guideDemo,
  leadFlow,
  sellersGuide,
  privacy,
  adminDashboard,
  guideAdmin,
  imageTest,
  staff,
  auth,
  agentDashboard,
  leads,
  pipeline,
  clientDashboard,
  clientMessages,
  calendarFeed,
  privacyPolicy,
  privacySettings,
};

export const messages = {
  ...common,
  ...landing,
  ...questionnaire,
  ...guides,
  ...guideLibrary,
  ...guideDemo,
  ...leadFlow,
  ...sellersGuide,
  ...privacy,
  ...adminDashboard,
  ...guideAdmin,
  ...imageTest,
  ...staff,
  ...auth,
  ...agentDashboard,
  ...leads,
  ...pipeline,
  ...clientDashboard,
  ...clientMessages,
  ...calendarFeed,
  ...privacyPolicy,
  ...privacySettings,
};

export type MessageId = keyof typeof messages;
