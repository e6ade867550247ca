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
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";
import { fullNameOf } from "../utils/format";
import { ActivityPanel } from "./activity-panel";
import { ChecklistPanel, checklistProgress } from "./checklist-panel";
import { ComingSoon } from "./coming-soon";
import { MessagesPanel } from "./messages-panel";
import { NetSheetPanel } from "./net-sheet-panel";
import { DocumentsPanel, OffersPanel } from "./offers-documents-panels";
import { PartnersPanel } from "./partners-panel";
import { ProfilePanel } from "./profile-panel";
import { SellersGuidePanel } from "./sellers-guide-panel";
import { ServicePlansPanel } from "./service-plans-panel";
import type { TilePanelProps } from "./tile-panel-props";

export interface TileDefinition {
  id: string;
  label: MessageId;
  describe: (data: ClientDashboard, t: Translate) => string;
  icon: LucideIcon;
  size?: "md" | "lg";
  Panel: ComponentType<TilePanelProps>;
}

const fixed = (id: MessageId) => (_data: ClientDashboard, t: Translate) => t(id);

/** The ten tiles of spec section 2, in the spec's order; each opens its panel in a dialog. */
export const tiles: TileDefinition[] = [
  {
    id: "profile",
    label: "clientDashboard.tile.profile",
    describe: (d, t) => fullNameOf(d.profile) ?? t("clientDashboard.tile.profile.add"),
    icon: UserRound,
    Panel: ProfilePanel,
  },
  {
    id: "messages",
    label: "clientDashboard.tile.messages",
    describe: fixed("clientDashboard.tile.messages.describe"),
    icon: MessageSquare,
    Panel: MessagesPanel,
  },
  {
    id: "sellers-guide",
    label: "clientDashboard.tile.guide",
    describe: (d, t) => d.guide?.title ?? t("clientDashboard.tile.guide.describe"),
    icon: BookOpen,
    Panel: SellersGuidePanel,
  },
  {
    id: "checklist",
    label: "clientDashboard.tile.checklist",
    describe: (d, t) => {
      const { done, total } = checklistProgress(d.checklist.flatMap((p) => p.tasks));
      return t("clientDashboard.tile.checklist.describe", { done: String(done), total: String(total) });
    },
    icon: ClipboardCheck,
    size: "lg",
    Panel: ChecklistPanel,
  },
  {
    id: "partners",
    label: "clientDashboard.tile.partners",
    describe: fixed("clientDashboard.tile.partners.describe"),
    icon: Handshake,
    size: "lg",
    Panel: PartnersPanel,
  },
  {
    id: "service-plans",
    label: "clientDashboard.tile.plans",
    describe: fixed("clientDashboard.tile.plans.describe"),
    icon: BadgePercent,
    size: "lg",
    Panel: ServicePlansPanel,
  },
  {
    id: "net-sheet",
    label: "clientDashboard.tile.netSheet",
    describe: fixed("clientDashboard.tile.netSheet.describe"),
    icon: Calculator,
    size: "lg",
    Panel: NetSheetPanel,
  },
  {
    id: "offers",
    label: "clientDashboard.tile.offers",
    describe: fixed("clientDashboard.tile.offers.describe"),
    icon: FilePen,
    Panel: OffersPanel,
  },
  {
    id: "activity",
    label: "clientDashboard.tile.activity",
    describe: fixed("clientDashboard.tile.activity.describe"),
    icon: History,
    Panel: ActivityPanel,
  },
  {
    id: "documents",
    label: "clientDashboard.tile.documents",
    describe: fixed("clientDashboard.tile.documents.describe"),
    icon: FolderOpen,
    Panel: DocumentsPanel,
  },
];

const byId = new Map(tiles.map((tile) => [tile.id, tile]));

const unknownTile: Omit<TileDefinition, "id"> = {
  label: "clientDashboard.tile.comingSoon",
  describe: fixed("clientDashboard.tile.comingSoon"),
  icon: Sparkles,
  Panel: () => <ComingSoon />,
};

/** The tile with this id; any other id gets the spec's 'This feature is coming soon!'. */
export function tileFor(id: string): TileDefinition {
  return byId.get(id) ?? { id, ...unknownTile };
}
