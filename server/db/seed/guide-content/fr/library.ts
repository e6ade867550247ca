import type { SeedTranslation } from "../seed-topic";
import { bestTimeToSellFr } from "./best-time-to-sell";
import { curbAppealTipsFr } from "./curb-appeal-tips";
import { declutteringBeforeSellingFr } from "./decluttering-before-selling";
import { homePhotoTipsFr } from "./home-photo-tips";
import { maximizingSalePriceFr } from "./maximizing-sale-price";
import { negotiationTipsFr } from "./negotiation-tips";
import { preListingInspectionFr } from "./pre-listing-inspection";
import { pricingStrategyFr } from "./pricing-strategy";
import { repairChecklistFr } from "./repair-checklist";
import { showingMyHomeFr } from "./showing-my-home";
import { stagingMyHomeFr } from "./staging-my-home";
import { valueEnhancingUpgradesFr } from "./value-enhancing-upgrades";

/** The French version of each library topic (decision 018), in the order of the English library. */
export const frenchGuideLibrary: SeedTranslation[] = [
  stagingMyHomeFr,
  repairChecklistFr,
  valueEnhancingUpgradesFr,
  curbAppealTipsFr,
  declutteringBeforeSellingFr,
  pricingStrategyFr,
  bestTimeToSellFr,
  showingMyHomeFr,
  preListingInspectionFr,
  homePhotoTipsFr,
  maximizingSalePriceFr,
  negotiationTipsFr,
];
