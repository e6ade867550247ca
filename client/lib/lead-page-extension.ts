import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { User } from "../../contract/auth";
import type { StaffLead } from "../../contract/leads";

// The lead page is the leads feature's, but other features draw parts of it (texts, action plans, the
// home-value estimate, claiming). Features never import each other, not even for a type, so the shape of
// those parts lives here, where the leads feature and each contributing feature can both reach it;
// client/app/lead-detail-page.tsx composes them.

/** What a part of the lead page drawn by another feature is given. */
export interface LeadPageContext {
  lead: StaffLead;
  user: User | null | undefined;
  live: boolean;
}

/** A tab after Notes / Reminders / History / Timeline; its label words itself. */
export interface LeadPageTab {
  value: string;
  Label: ComponentType;
  icon: LucideIcon;
  Panel: ComponentType<LeadPageContext>;
}

/** A part of the lead page that belongs to another feature. */
export interface LeadPageExtension {
  key: string;
  /** Drawn beside the lead's title (a Claim button). */
  Action?: ComponentType<LeadPageContext>;
  /** A card drawn after the lead's story. */
  Card?: ComponentType<LeadPageContext>;
  tab?: LeadPageTab;
}
