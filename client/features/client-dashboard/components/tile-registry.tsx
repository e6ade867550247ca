import {
  BadgePercent,
  BookOpen,
  Calculator,
  ClipboardCheck,
  FilePen,
  FolderOpen,
  Handshake,
  History,
  type LucideIcon,
  MessageSquare,
  Sparkles,
  UserRound,
} from "lucide-react";
import type { ComponentType } from "react";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { fullNameOf } from "../utils/format";
import { ActivityPanel } from "./activity-panel";
import { ChecklistPanel, checklistProgress } from "./checklist-panel";
import { ComingSoon } from "./coming-soon";
import { MessagesPanel } from "./messages-panel";
import { NetSheetPanel } from "./net-sheet-panel";
import { PartnersPanel } from "./partners-panel";
import { ProfilePanel } from "./profile-panel";
import { SellersGuidePanel } from "./sellers-guide-panel";
import { ServicePlansPanel } from "./service-plans-panel";

export interface TilePanelProps {
  data: ClientDashboard;
  /** The profile opens straight in edit mode from the greeting's "click here to add your name". */
  startEditing?: boolean;
}

export interface TileDefinition {
  id: string;
  label: string;
  describe: (data: ClientDashboard) => string;
  icon: LucideIcon;
  size?: "md" | "lg";
  Panel: ComponentType<TilePanelProps>;
}

const fixed = (text: string) => () => text;

/** The ten tiles of spec section 2, in the spec's order; each opens its panel in a dialog. */
export const tiles: TileDefinition[] = [
  {
    id: "profile",
    label: "My Profile",
    describe: (d) => fullNameOf(d.profile) ?? "Add your name",
    icon: UserRound,
    Panel: ProfilePanel,
  },
  {
    id: "messages",
    label: "Messages",
    describe: fixed("Talk with your agent"),
    icon: MessageSquare,
    Panel: MessagesPanel,
  },
  {
    id: "sellers-guide",
    label: "Seller's Guide",
    describe: (d) => d.guide?.title ?? "Your personalized guide",
    icon: BookOpen,
    Panel: SellersGuidePanel,
  },
  {
    id: "checklist",
    label: "Home Prep",
    describe: (d) => {
      const { done, total } = checklistProgress(d.checklist.flatMap((p) => p.tasks));
      return `${done} of ${total} tasks done`;
    },
    icon: ClipboardCheck,
    size: "lg",
    Panel: ChecklistPanel,
  },
  {
    id: "partners",
    label: "Partners",
    describe: fixed("Trusted local services"),
    icon: Handshake,
    size: "lg",
    Panel: PartnersPanel,
  },
  {
    id: "service-plans",
    label: "Service Plans",
    describe: fixed("Compare commission plans"),
    icon: BadgePercent,
    size: "lg",
    Panel: ServicePlansPanel,
  },
  {
    id: "net-sheet",
    label: "Net Sheet",
    describe: fixed("Estimate your proceeds"),
    icon: Calculator,
    size: "lg",
    Panel: NetSheetPanel,
  },
  {
    id: "offers",
    label: "Offers",
    describe: fixed("Coming soon"),
    icon: FilePen,
    Panel: () => <ComingSoon feature="Offers" />,
  },
  { id: "activity", label: "Activity", describe: fixed("Your sale so far"), icon: History, Panel: ActivityPanel },
  {
    id: "documents",
    label: "Documents",
    describe: fixed("Coming soon"),
    icon: FolderOpen,
    Panel: () => <ComingSoon feature="Documents" />,
  },
];

const byId = new Map(tiles.map((tile) => [tile.id, tile]));

const unknownTile: Omit<TileDefinition, "id"> = {
  label: "Coming soon",
  describe: fixed("Coming soon"),
  icon: Sparkles,
  Panel: () => <ComingSoon />,
};

/** The tile with this id; any other id gets the spec's 'This feature is coming soon!'. */
export function tileFor(id: string): TileDefinition {
  return byId.get(id) ?? { id, ...unknownTile };
}
