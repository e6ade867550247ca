import { clsx } from "clsx";
import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { User } from "../../../../contract/auth";
import { useT } from "../../../i18n/use-t";
import { useLogout } from "../../../lib/use-logout";
import type { AdminTabId } from "../hooks/use-admin-tab";
import { navItemsFor } from "./admin-nav-items";
import { SidebarUser } from "./sidebar-user";

export interface AdminSidebarProps {
  user: User;
  tab: AdminTabId;
  /** True when no `?tab=` was given: the Dashboard item is the current one. */
  onDefaultView: boolean;
  collapsed: boolean;
  narrow: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/**
 * The admin sidebar: a 4 rem rail when collapsed on a wide screen. Below 768 px it takes no room at all
 * (a rail of icons left a phone 326 px, and e-mails wrapped letter by letter): the header's button opens
 * it over the content, and focus moves into it.
 */
export function AdminSidebar({ user, tab, onDefaultView, collapsed, narrow, onToggle, onNavigate }: AdminSidebarProps) {
  const t = useT();
  const logout = useLogout();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const overlay = narrow && !collapsed;
  useEffect(() => {
    if (overlay) toggleRef.current?.focus();
  }, [overlay]);
  const label = (text: string) => <span className={clsx(collapsed ? "sr-only" : "truncate")}>{text}</span>;
  return (
    <aside
      aria-label={t("admin.sidebar.label")}
      hidden={narrow && collapsed}
      className={clsx(
        "flex h-screen shrink-0 flex-col border-r border-slate-200 bg-slate-900 text-slate-100 transition-[width]",
        collapsed ? "w-16" : "w-64",
        narrow && !collapsed ? "fixed inset-y-0 left-0 z-40 shadow-2xl" : "sticky top-0",
      )}
    >
      <div className="flex items-center justify-between gap-2 p-3">
        {!collapsed && <span className="truncate px-1 font-semibold">{t("common.siteName")}</span>}
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls="admin-sidebar-nav"
          aria-label={collapsed ? t("admin.sidebar.expand") : t("admin.sidebar.collapse")}
          title={collapsed ? t("admin.sidebar.expand") : t("admin.sidebar.collapse")}
          className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          {collapsed ? <PanelLeftOpen className="h-5 w-5" /> : <PanelLeftClose className="h-5 w-5" />}
        </button>
      </div>
      <nav id="admin-sidebar-nav" aria-label={t("admin.sidebar.nav")} className="flex-1 overflow-y-auto px-2">
        <ul className="grid gap-1">
          {navItemsFor(user.role).map((item) => {
            const current = item.tab ? !onDefaultView && item.tab === tab : item.href === "/dashboard" && onDefaultView;
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={current ? "page" : undefined}
                  title={collapsed ? t(item.label) : undefined}
                  className={clsx(
                    "flex h-10 items-center gap-3 rounded-md px-3 text-sm",
                    current ? "bg-brand-700 text-white" : "text-slate-300 hover:bg-slate-800 hover:text-white",
                  )}
                >
                  <item.icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                  {label(t(item.label))}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-2 border-t border-slate-800 p-3">
        <SidebarUser user={user} collapsed={collapsed} />
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          title={collapsed ? t("admin.signOut") : undefined}
          className="flex h-10 items-center gap-3 rounded-md px-3 text-sm text-slate-300 hover:bg-slate-800 hover:text-white disabled:opacity-50"
        >
          <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
          {label(t("admin.signOut"))}
        </button>
      </div>
    </aside>
  );
}
