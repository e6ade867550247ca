import { PanelLeftOpen } from "lucide-react";
import { type ComponentType, useEffect, useRef } from "react";
import { displayName, type User } from "../../../../contract/auth";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { useAdminTab } from "../hooks/use-admin-tab";
import { useSidebarCollapse } from "../hooks/use-sidebar-collapse";
import { adminOnlyTabs, adminTabTitles } from "./admin-nav-items";
import { AdminSidebar } from "./admin-sidebar";
import { AdminTabPanel, type OtherFeatureTabs } from "./admin-tab-panel";
import { useRoleLabel } from "./sidebar-user";

export interface AdminDashboardProps {
  user: User;
  /** The privacy and consent tabs, from their own features (composed in client/app). */
  otherTabs: OtherFeatureTabs;
  /** Drawn after the leads tab's results (offers and today's call list, from their features; composed in client/app). */
  LeadsAside?: ComponentType<{ live: boolean }>;
}

/** The admin/manager dashboard: sidebar plus the tab named by `?tab=` (spec section 2, DESIGN.md 5.6). */
function AdminDashboardScreen({ user, otherTabs, LeadsAside }: AdminDashboardProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  const isAdmin = user.role === "admin";
  const { tab, explicit } = useAdminTab(isAdmin ? undefined : adminOnlyTabs);
  const sidebar = useSidebarCollapse();
  const handleNavigate = () => {
    if (sidebar.narrow) sidebar.collapse();
  };
  // On a phone the closed sidebar takes no room; this button opens it, and gets focus back when it closes.
  const openRef = useRef<HTMLButtonElement>(null);
  const closedOnPhone = sidebar.narrow && sidebar.collapsed;
  const wasOpenOnPhone = useRef(false);
  useEffect(() => {
    if (closedOnPhone && wasOpenOnPhone.current) openRef.current?.focus();
    wasOpenOnPhone.current = sidebar.narrow && !sidebar.collapsed;
  }, [closedOnPhone, sidebar.narrow, sidebar.collapsed]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <AdminSidebar
        user={user}
        tab={tab}
        onDefaultView={!explicit}
        collapsed={sidebar.collapsed}
        narrow={sidebar.narrow}
        onToggle={sidebar.toggle}
        onNavigate={handleNavigate}
      />
      {sidebar.narrow && !sidebar.collapsed && (
        <button
          type="button"
          aria-label={t("admin.closeSidebar")}
          tabIndex={-1}
          onClick={sidebar.collapse}
          className="fixed inset-0 z-30 bg-slate-900/40"
        />
      )}
      <div className="min-w-0 flex-1">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
            {closedOnPhone && (
              <button
                ref={openRef}
                type="button"
                onClick={sidebar.toggle}
                aria-expanded={false}
                aria-controls="admin-sidebar-nav"
                aria-label={t("admin.sidebar.expand")}
                title={t("admin.sidebar.expand")}
                className="-ml-2 rounded-md p-2.5 text-slate-700 hover:bg-slate-100"
              >
                <PanelLeftOpen className="h-5 w-5" aria-hidden="true" />
              </button>
            )}
            <div className="min-w-0 flex-1 basis-56">
              <h1 className="text-2xl font-bold text-slate-900">
                {isAdmin ? t("admin.title") : t("admin.titleManager")}
              </h1>
              <p className="text-sm text-slate-600">
                {t("admin.userLine", { name: displayName(user), role: roleLabel(user.role) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {/* No 'Admin Dashboard' button here: /admin is this very screen (it redirects to /dashboard). */}
              <StaffLanguageSwitch signedIn />
            </div>
          </div>
        </header>
        <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">{t(adminTabTitles[tab])}</h2>
          <AdminTabPanel tab={tab} user={user} otherTabs={otherTabs} LeadsAside={LeadsAside} />
        </main>
      </div>
    </div>
  );
}

/** Loads the dashboard's texts with it: only admins and managers download them (docs/decisions/017). */
export const AdminDashboard = withCatalogue(["adminDashboard"], AdminDashboardScreen);
