import type { ComponentType } from "react";
import type { User } from "../../../../contract/auth";
import type { AdminTabId } from "../hooks/use-admin-tab";
import { AgentsTab } from "./agents-tab";
import { GuidesTab } from "./guides-tab";
import { ImportTab } from "./import-tab";
import { IntegrationsTab } from "./integrations-tab";
import { LandingPagesTab } from "./landing-pages-tab";
import { LeadsTab } from "./leads-tab";
import { PoolsTab } from "./pools-tab";
import { ResponseTab } from "./response-tab";
import { SettingsTab } from "./settings-tab";

/**
 * The tabs other features draw (privacy requests, consent settings). A feature never imports another
 * (docs/architecture.md): the page in client/app passes them in.
 */
export type OtherFeatureTabs = Record<
  "privacy" | "consent" | "routing" | "texts" | "homeValues" | "plans" | "adsReport",
  ComponentType<{ isAdmin: boolean }>
>;

export interface AdminTabPanelProps {
  tab: AdminTabId;
  user: User;
  otherTabs: OtherFeatureTabs;
  LeadsAside?: ComponentType<{ live: boolean }>;
}

export function AdminTabPanel({ tab, user, otherTabs, LeadsAside }: AdminTabPanelProps) {
  const isAdmin = user.role === "admin";
  const { privacy: PrivacyTab, consent: ConsentTab, routing: RoutingTab, texts: TextsTab } = otherTabs;
  const { homeValues: HomeValuesTab, plans: PlansTab, adsReport: AdsReportTab } = otherTabs;
  switch (tab) {
    case "leads":
      return <LeadsTab Aside={LeadsAside} />;
    case "response":
      return <ResponseTab />;
    case "ads-report":
      return <AdsReportTab isAdmin={isAdmin} />;
    case "import":
      return <ImportTab />;
    case "agents":
      return <AgentsTab currentUserId={user.id} isAdmin={isAdmin} />;
    case "landing-pages":
      return <LandingPagesTab />;
    case "pools":
      return <PoolsTab />;
    case "routing-rules":
      return <RoutingTab isAdmin={isAdmin} />;
    case "settings":
      return <SettingsTab />;
    case "guides":
      return <GuidesTab />;
    case "integrations":
      return <IntegrationsTab isAdmin={isAdmin} />;
    case "privacy":
      return <PrivacyTab isAdmin={isAdmin} />;
    case "consent":
      return <ConsentTab isAdmin={isAdmin} />;
    case "action-plans":
      return <PlansTab isAdmin={isAdmin} />;
    case "texts":
      return <TextsTab isAdmin={isAdmin} />;
    case "home-values":
      return <HomeValuesTab isAdmin={isAdmin} />;
  }
}
