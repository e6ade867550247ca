import type { User } from "../../contract/auth";
import { AdminDashboard } from "../features/admin-dashboard/components/admin-dashboard";
import { AgentDashboard } from "../features/agent-dashboard/components/agent-dashboard";
import { ClientDashboard } from "../features/client-dashboard/components/client-dashboard";

export interface DashboardPageProps {
  user: User;
}

/** Client dashboard for clients, admin/manager dashboard for those roles, agent dashboard otherwise (spec section 2). */
export function DashboardPage({ user }: DashboardPageProps) {
  const isAgent = user.userType !== "client" && user.role !== "admin" && user.role !== "manager";
  if (isAgent) return <AgentDashboard user={user} />;
  if (user.userType !== "client") return <AdminDashboard user={user} />;
  return <ClientDashboard user={user} />;
}
