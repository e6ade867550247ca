import { bestTimeToSell } from "./best-time-to-sell";
import { curbAppealTips } from "./curb-appeal-tips";
import { declutteringBeforeSelling } from "./decluttering-before-selling";
import { homePhotoTips } from "./home-photo-tips";
import { maximizingSalePrice } from "./maximizing-sale-price";
import { negotiationTips } from "./negotiation-tips";
import { preListingInspection } from "./pre-listing-inspection";
import { pricingStrategy } from "./pricing-strategy";
import { repairChecklist } from "./repair-checklist";
import type { SeedTopic } from "./seed-topic";
import { showingMyHome } from "./showing-my-home";
import { stagingMyHome } from "./staging-my-home";
import { valueEnhancingUpgrades } from "./value-enhancing-upgrades";

/** The twelve topics of spec section 2, in its order, each with a lucide icon name. */
export const guideLibrary: (SeedTopic & { icon: string })[] = [
  { ...stagingMyHome, icon: "Sofa" },
  { ...repairChecklist, icon: "Wrench" },
  { ...valueEnhancingUpgrades, icon: "Hammer" },
  { ...curbAppealTips, icon: "Trees" },
  { ...declutteringBeforeSelling, icon: "PackageOpen" },
  { ...pricingStrategy, icon: "DollarSign" },
  { ...bestTimeToSell, icon: "CalendarDays" },
  { ...showingMyHome, icon: "DoorOpen" },
  { ...preListingInspection, icon: "ClipboardCheck" },
  { ...homePhotoTips, icon: "Camera" },
  { ...maximizingSalePrice, icon: "TrendingUp" },
  { ...negotiationTips, icon: "Handshake" },
];
