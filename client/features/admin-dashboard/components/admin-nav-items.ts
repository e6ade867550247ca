import {
  BookOpen,
  CalendarDays,
  Columns3,
  FileText,
  FileUp,
  Globe,
  Inbox,
  LayoutDashboard,
  LockKeyhole,
  type LucideIcon,
  MessageSquare,
  Plug,
  Settings,
  Shuffle,
  Timer,
  Users,
} from "lucide-react";
import type { AdminTabId } from "../hooks/use-admin-tab";

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** The tab the item opens; none for links that leave the tabs. */
  tab?: AdminTabId;
}

/** The spec's sidebar (section 2), plus the guides tab so that it can be reached. */
export const adminNavItems: AdminNavItem[] = [
  { label: "Dashboard", href: "/dashboard", icon: LayoutDashboard },
  { label: "Leads", href: "/dashboard?tab=leads", icon: Inbox, tab: "leads" },
  { label: "Pipeline", href: "/pipeline", icon: Columns3 },
  { label: "Response", href: "/dashboard?tab=response", icon: Timer, tab: "response" },
  { label: "Import", href: "/dashboard?tab=import", icon: FileUp, tab: "import" },
  { label: "Agents", href: "/dashboard?tab=agents", icon: Users, tab: "agents" },
  { label: "Landing Pages", href: "/dashboard?tab=landing-pages", icon: Globe, tab: "landing-pages" },
  { label: "Agent Pools", href: "/dashboard?tab=pools", icon: Shuffle, tab: "pools" },
  { label: "System Settings", href: "/dashboard?tab=settings", icon: Settings, tab: "settings" },
  { label: "Guides", href: "/dashboard?tab=guides", icon: BookOpen, tab: "guides" },
  { label: "Integrations", href: "/dashboard?tab=integrations", icon: Plug, tab: "integrations" },
  { label: "Privacy", href: "/dashboard?tab=privacy", icon: LockKeyhole, tab: "privacy" },
  { label: "Guide Content", href: "/guide-admin", icon: FileText },
  { label: "Client Messages", href: "/clients", icon: MessageSquare },
  { label: "Calendar Feed", href: "/calendar-feed", icon: CalendarDays },
];

export const adminTabTitles: Record<AdminTabId, string> = {
  leads: "Leads",
  response: "Response",
  import: "Import leads",
  agents: "Agents",
  "landing-pages": "Landing Pages",
  pools: "Agent Pools",
  settings: "System Settings",
  guides: "Guides",
  integrations: "Integrations",
  privacy: "Privacy",
};
