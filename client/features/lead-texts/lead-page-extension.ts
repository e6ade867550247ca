import { MessageSquareText } from "lucide-react";
import type { LeadPageExtension } from "../../lib/lead-page-extension";
import { TextsPanel } from "./components/texts-panel";
import { TextsTabLabel } from "./components/texts-tab-label";

/** The lead page's Texts tab (decision 038), composed in client/app/lead-detail-page.tsx. */
export const leadTextsExtension: LeadPageExtension = {
  key: "texts",
  tab: { value: "texts", Label: TextsTabLabel, icon: MessageSquareText, Panel: TextsPanel },
};
