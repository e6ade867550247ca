import type { User } from "../../contract/auth";
import { AdminDashboard } from "../features/admin-dashboard/components/admin-dashboard";
import { AdsReportTab } from "../features/ads-report/components/ads-report-tab";
import { AgentDashboard } from "../features/agent-dashboard/components/agent-dashboard";
import { ClientDashboard } from "../features/client-dashboard/components/client-dashboard";
import { HomeValuesTab } from "../features/home-value/components/home-values-tab";
import { TextAcknowledgementTab } from "../features/lead-texts/components/text-acknowledgement-tab";
import { ActionPlansTab } from "../features/nurture/components/action-plans-tab";
import { CallListCard } from "../features/nurture/components/call-list-card";
import { PrivacyTab } from "../features/privacy/components/privacy-tab";
import { PrivacySettingsTab } from "../features/privacy-settings/components/privacy-settings-tab";
import { OffersCard } from "../features/push/components/offers-card";
import { RoutingRulesTab } from "../features/routing-rules/components/routing-rules-tab";

export interface DashboardPageProps {
  user: User;
}

/** The admin dashboard's tabs that belong to other features. */
const adminOtherTabs = {
  privacy: PrivacyTab,
  consent: PrivacySettingsTab,
  routing: RoutingRulesTab,
  texts: TextAcknowledgementTab,
  homeValues: HomeValuesTab,
  plans: ActionPlansTab,
  adsReport: AdsReportTab,
};

/** The agent dashboard's side column: leads up for grabs, then today's call list (decision 039). */
function AgentAside({ live }: { live: boolean }) {
  return (
    <>
      <OffersCard live={live} />
      <CallListCard live={live} />
    </>
  );
}

/**
 * The manager's and admin's Leads tab, after the results: the leads offered to them in the pools they
 * belong to (staff of any role can be pool members), then today's call list.
 */
function StaffLeadsAside({ live }: { live: boolean }) {
  return (
    <>
      <OffersCard live={live} />
      <CallListCard live={live} />
    </>
  );
}

/** Client dashboard for clients, admin/manager dashboard for those roles, agent dashboard otherwise (spec section 2). */
export function DashboardPage({ user }: DashboardPageProps) {
  const isAgent = user.userType !== "client" && user.role !== "admin" && user.role !== "manager";
  if (isAgent) return <AgentDashboard user={user} Aside={AgentAside} />;
  // Managers and admins see their offers and today's call list after the leads (decision 047).
  if (user.userType !== "client")
    return <AdminDashboard user={user} otherTabs={adminOtherTabs} LeadsAside={StaffLeadsAside} />;
  return <ClientDashboard user={user} />;
}
