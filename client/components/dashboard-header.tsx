import { CalendarDays, Columns3, LogOut, MessageSquare, Shield } from "lucide-react";
import { useLocation } from "wouter";
import { displayName, type User } from "../../contract/auth";
import { useT } from "../i18n/use-t";
import { useLogout } from "../lib/use-logout";
import { StaffLanguageSwitch } from "./staff-language-switch";
import { Button } from "./ui/button";

export interface DashboardHeaderProps {
  user: User;
  title: string;
}

export function DashboardHeader({ user, title }: DashboardHeaderProps) {
  const t = useT();
  const logout = useLogout();
  const [, navigate] = useLocation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div>
          <p className="text-sm text-slate-500">{title}</p>
          <p className="font-semibold">{displayName(user)}</p>
          <p className="text-sm text-slate-600">{user.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.userType === "agent" && (
            <Button variant="secondary" onClick={() => navigate("/pipeline")}>
              <Columns3 className="h-4 w-4" aria-hidden="true" />
              {t("staff.header.pipeline")}
            </Button>
          )}
          {user.userType === "agent" && (
            <Button variant="secondary" onClick={() => navigate("/calendar-feed")}>
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {t("staff.header.calendarFeed")}
            </Button>
          )}
          {user.userType === "agent" && (
            <Button variant="secondary" onClick={() => navigate("/clients")}>
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              {t("staff.header.clientMessages")}
            </Button>
          )}
          {user.role === "admin" && (
            <Button variant="secondary" onClick={() => navigate("/admin")}>
              <Shield className="h-4 w-4" aria-hidden="true" />
              {t("staff.header.admin")}
            </Button>
          )}
          <StaffLanguageSwitch signedIn />
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t("staff.header.signOut")}
          </Button>
        </div>
      </div>
    </header>
  );
}
