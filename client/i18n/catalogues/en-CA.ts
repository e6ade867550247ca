// Every text in English, for the server (it renders any page) and the tests. The browser loads the parts it
// needs instead (client/i18n/catalogue-parts.ts); ids are prefixed by feature. The catalogues are found where
// each feature keeps them, so this file imports no feature at run time.
import type { Messages } from "@lingui/core";
import type { messages as adminDashboard } from "../../features/admin-dashboard/messages/en-CA";
import type { messages as agentDashboard } from "../../features/agent-dashboard/messages/en-CA";
import type { messages as auth } from "../../features/auth/messages/en-CA";
import type { messages as calendarFeed } from "../../features/calendar-feed/messages/en-CA";
import type { messages as clientDashboard } from "../../features/client-dashboard/messages/en-CA";
import type { messages as clientMessages } from "../../features/client-messages/messages/en-CA";
import type { messages as guideAdmin } from "../../features/guide-admin/messages/en-CA";
import type { messages as guideDemo } from "../../features/guide-demo/messages/en-CA";
import type { messages as guideLibrary } from "../../features/guide-library/messages/en-CA";
import type { messages as guides } from "../../features/guides/messages/en-CA";
import type { messages as homeValue } from "../../features/home-value/messages/en-CA";
import type { messages as imageTest } from "../../features/image-test/messages/en-CA";
import type { messages as landing } from "../../features/landing/messages/en-CA";
import type { messages as leadFlow } from "../../features/lead-flow/messages/en-CA";
import type { messages as leadTexts } from "../../features/lead-texts/messages/en-CA";
import type { messages as leads } from "../../features/leads/messages/en-CA";
import type { messages as nurture } from "../../features/nurture/messages/en-CA";
import type { messages as pipeline } from "../../features/pipeline/messages/en-CA";
import type { messages as privacy } from "../../features/privacy/messages/en-CA";
import type { messages as privacyPolicy } from "../../features/privacy-policy/messages/en-CA";
import type { messages as privacySettings } from "../../features/privacy-settings/messages/en-CA";
import type { messages as push } from "../../features/push/messages/en-CA";
import type { messages as questionnaire } from "../../features/questionnaire/messages/en-CA";
import type { messages as routingRules } from "../../features/routing-rules/messages/en-CA";
import type { messages as sellersGuide } from "../../features/sellers-guide/messages/en-CA";
import { cataloguesByPart } from "../catalogue-parts";
import type { messages as common } from "../messages/en-CA";
import type { messages as staff } from "../staff/messages/en-CA";

export const catalogueParts = cataloguesByPart(
  import.meta.glob<Messages>(
    ["../messages/en-CA.ts", "../staff/messages/en-CA.ts", "../../features/*/messages/en-CA.ts"],
    {
      eager: true,
      import: "messages",
    },
  ),
  "i18n/catalogues",
  "en-CA",
);

/** The English texts' types, part by part (type-only imports: nothing of a feature is loaded here). */
type EnglishMessages = typeof common &
  typeof landing &
  typeof questionnaire &
  typeof guides &
  typeof guideLibrary &
  typeof guideDemo &
  typeof leadFlow &
  typeof sellersGuide &
  typeof privacy &
  typeof adminDashboard &
  typeof guideAdmin &
  typeof imageTest &
  typeof staff &
  typeof auth &
  typeof agentDashboard &
  typeof leads &
  typeof pipeline &
  typeof clientDashboard &
  typeof clientMessages &
  typeof calendarFeed &
  typeof privacyPolicy &
  typeof homeValue &
  typeof privacySettings &
  typeof push &
  typeof leadTexts &
  typeof routingRules &
  typeof nurture;

export const messages = Object.assign({}, ...Object.values(catalogueParts)) as EnglishMessages;

export type MessageId = keyof EnglishMessages;
