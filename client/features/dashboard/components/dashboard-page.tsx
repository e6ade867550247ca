import type { User } from "../../../../contract/auth";
import { AgentDashboard } from "../../agent-dashboard/components/agent-dashboard";
import { DashboardHeader } from "./dashboard-header";

export interface DashboardPageProps {
  user: User;
}

/** Client dashboard for clients, admin/manager dashboard for those roles, agent dashboard otherwise (spec section 2). */
export function DashboardPage({ user }: DashboardPageProps) {
  const isAgent = user.userType !== "client" && user.role !== "admin" && user.role !== "manager";
  if (isAgent) return <AgentDashboard user={user} />;
  const title = user.userType === "client" ? "Client dashboard" : "Admin dashboard";
  return (
    <div className="min-h-screen">
      <DashboardHeader user={user} title={title} />
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-2xl font-bold">{title}</h1>
      </main>
    </div>
  );
}
