import {
  Bell,
  BookOpen,
  CalendarDays,
  ChartColumn,
  Columns3,
  FileText,
  FileUp,
  Globe,
  Home,
  Inbox,
  LayoutDashboard,
  ListChecks,
  LockKeyhole,
  type LucideIcon,
  MessageSquare,
  MessageSquareText,
  Plug,
  Route,
  Settings,
  ShieldCheck,
  Shuffle,
  Timer,
  Users,
} from "lucide-react";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { AdminTabId } from "../hooks/use-admin-tab";

export interface AdminNavItem {
  label: MessageId;
  href: string;
  icon: LucideIcon;
  /** The tab the item opens; none for links that leave the tabs. */
  tab?: AdminTabId;
  /** Only admins may use what it opens (the server refuses managers): managers do not see it. */
  adminOnly?: true;
}

/** The spec's sidebar (section 2), plus the guides tab so that it can be reached. */
export const adminNavItems: AdminNavItem[] = [
  { label: "admin.nav.dashboard", href: "/dashboard", icon: LayoutDashboard },
  { label: "admin.nav.leads", href: "/dashboard?tab=leads", icon: Inbox, tab: "leads" },
  { label: "admin.nav.pipeline", href: "/pipeline", icon: Columns3 },
  { label: "admin.nav.response", href: "/dashboard?tab=response", icon: Timer, tab: "response" },
  // Beside the response report, for the same managers and admins (decision 053).
  { label: "admin.nav.adsReport", href: "/dashboard?tab=ads-report", icon: ChartColumn, tab: "ads-report" },
  { label: "admin.nav.import", href: "/dashboard?tab=import", icon: FileUp, tab: "import" },
  { label: "admin.nav.agents", href: "/dashboard?tab=agents", icon: Users, tab: "agents" },
  { label: "admin.nav.landingPages", href: "/dashboard?tab=landing-pages", icon: Globe, tab: "landing-pages" },
  { label: "admin.nav.pools", href: "/dashboard?tab=pools", icon: Shuffle, tab: "pools" },
  { label: "admin.nav.routingRules", href: "/dashboard?tab=routing-rules", icon: Route, tab: "routing-rules" },
  { label: "admin.nav.settings", href: "/dashboard?tab=settings", icon: Settings, tab: "settings" },
  { label: "admin.nav.guides", href: "/dashboard?tab=guides", icon: BookOpen, tab: "guides" },
  {
    label: "admin.nav.integrations",
    href: "/dashboard?tab=integrations",
    icon: Plug,
    tab: "integrations",
    adminOnly: true,
  },
  { label: "admin.nav.privacy", href: "/dashboard?tab=privacy", icon: LockKeyhole, tab: "privacy", adminOnly: true },
  { label: "admin.nav.consent", href: "/dashboard?tab=consent", icon: ShieldCheck, tab: "consent", adminOnly: true },
  { label: "admin.nav.texts", href: "/dashboard?tab=texts", icon: MessageSquareText, tab: "texts", adminOnly: true },
  { label: "admin.nav.homeValues", href: "/dashboard?tab=home-values", icon: Home, tab: "home-values" },
  {
    label: "nurture.plans.title",
    href: "/dashboard?tab=action-plans",
    icon: ListChecks,
    tab: "action-plans",
    adminOnly: true,
  },
  { label: "admin.nav.guideContent", href: "/guide-admin", icon: FileText },
  { label: "admin.nav.clientMessages", href: "/clients", icon: MessageSquare },
  { label: "admin.nav.calendarFeed", href: "/calendar-feed", icon: CalendarDays },
  // The staff app on this phone: notifications, the events that notify, quiet hours (decision 035).
  { label: "admin.nav.notifications", href: "/notifications", icon: Bell },
];

export const adminTabTitles: Record<AdminTabId, MessageId> = {
  leads: "admin.nav.leads",
  response: "admin.nav.response",
  "ads-report": "admin.nav.adsReport",
  import: "admin.tabTitle.import",
  agents: "admin.nav.agents",
  "landing-pages": "admin.nav.landingPages",
  pools: "admin.nav.pools",
  "routing-rules": "admin.nav.routingRules",
  settings: "admin.nav.settings",
  guides: "admin.nav.guides",
  integrations: "admin.nav.integrations",
  privacy: "admin.nav.privacy",
  consent: "admin.nav.consent",
  "action-plans": "nurture.plans.title",
  texts: "admin.nav.texts",
  "home-values": "admin.nav.homeValues",
};

/** The tabs only admins may open: a manager who types their address gets the leads tab. */
export const adminOnlyTabs: ReadonlySet<AdminTabId> = new Set(
  adminNavItems.flatMap((item) => (item.adminOnly && item.tab ? [item.tab] : [])),
);

/** The sidebar items a role may use (spec section 2: managers and admins; some tabs are admins' only). */
export function navItemsFor(role: string | null | undefined): AdminNavItem[] {
  return role === "admin" ? adminNavItems : adminNavItems.filter((item) => !item.adminOnly);
}
