import { Bell, CalendarDays, Columns3, Inbox, LogOut, Menu, MessageSquare, Shield, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
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

interface HeaderLink {
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * The staff header: who is signed in and where they can go. From the lg breakpoint up the places are one row
 * of buttons that never wraps (in French "Se déconnecter" fell to a second row at 1440 px; the name block
 * truncates instead); below it they fold into one Menu button, so the header stays one line high and the
 * leads start on the first screen.
 */
export function DashboardHeader({ user, title }: DashboardHeaderProps) {
  const t = useT();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const icon = "h-4 w-4";
  const links: HeaderLink[] = [
    ...(user.userType === "agent"
      ? [
          {
            path: "/pipeline",
            label: t("staff.header.pipeline"),
            icon: <Columns3 className={icon} aria-hidden="true" />,
          },
          {
            path: "/calendar-feed",
            label: t("staff.header.calendarFeed"),
            icon: <CalendarDays className={icon} aria-hidden="true" />,
          },
          {
            path: "/inbox",
            label: t("staff.header.inbox"),
            icon: <Inbox className={icon} aria-hidden="true" />,
          },
          {
            path: "/clients",
            label: t("staff.header.clientMessages"),
            icon: <MessageSquare className={icon} aria-hidden="true" />,
          },
          {
            path: "/notifications",
            label: t("staff.header.notifications"),
            icon: <Bell className={icon} aria-hidden="true" />,
          },
        ]
      : []),
    ...(user.role === "admin"
      ? [{ path: "/admin", label: t("staff.header.admin"), icon: <Shield className={icon} aria-hidden="true" /> }]
      : []),
  ];
  const signOut = (
    <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut className={icon} aria-hidden="true" />
      {t("staff.header.signOut")}
    </Button>
  );
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the header closes the open menu.
    <header className="border-b border-slate-200 bg-white" onKeyDown={closeOnEscape}>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 lg:py-4">
        <div className="min-w-0">
          <p className="truncate text-sm text-slate-500">{title}</p>
          <p className="truncate font-semibold">{displayName(user)}</p>
          <p className="hidden truncate text-sm text-slate-600 lg:block">{user.email}</p>
        </div>
        <div className="hidden shrink-0 gap-2 lg:flex">
          {links.map((link) => (
            <Button key={link.path} variant="secondary" onClick={() => navigate(link.path)}>
              {link.icon}
              {link.label}
            </Button>
          ))}
          <StaffLanguageSwitch signedIn />
          {signOut}
        </div>
        <Button
          ref={toggle}
          variant="secondary"
          className="shrink-0 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <X className={icon} aria-hidden="true" /> : <Menu className={icon} aria-hidden="true" />}
          {t("staff.header.menu")}
        </Button>
      </div>
      {open && (
        <div id={menuId} className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <p className="mb-2 truncate text-sm text-slate-600">{user.email}</p>
          <ul className="grid gap-2">
            {links.map((link) => (
              <li key={link.path}>
                <Button variant="secondary" className="w-full justify-start" onClick={() => navigate(link.path)}>
                  {link.icon}
                  {link.label}
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex flex-wrap gap-2">
            <StaffLanguageSwitch signedIn />
            {signOut}
          </div>
        </div>
      )}
    </header>
  );
}
