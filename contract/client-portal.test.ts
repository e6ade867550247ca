import { describe, expect, it } from "vitest";
import { computeNetSheet, netSheetInputSchema } from "./client-portal";

describe("net sheet", () => {
  it("works the spec's example: 800,000 sale, 350,000 mortgage, 2.5% + 2.5%", () => {
    const result = computeNetSheet({
      salePrice: 800_000,
      mortgageBalance: 350_000,
      dischargeFee: 500,
      listingCommissionRate: 2.5,
      coopCommissionRate: 2.5,
      legalFees: 1_500,
      otherExpenses: 2_000,
    });
    expect(result).toEqual({
      listingCommission: 20_000,
      coopCommission: 20_000,
      totalCommission: 40_000,
      hst: 5_200,
      totalCosts: 399_200,
      net: 400_800,
    });
  });

  it("handles the Premium plan and odd cents exactly", () => {
    const result = computeNetSheet({
      salePrice: 649_999.99,
      mortgageBalance: 0,
      dischargeFee: 0,
      listingCommissionRate: 3.5,
      coopCommissionRate: 2.5,
      legalFees: 1_234.56,
      otherExpenses: 0,
    });
    expect(result.listingCommission).toBe(22_750);
    expect(result.coopCommission).toBe(16_250);
    expect(result.hst).toBe(5_070);
    expect(result.net).toBe(604_695.43);
  });

  it("can go negative when the mortgage exceeds the sale (shown, not hidden)", () => {
    const result = computeNetSheet({
      salePrice: 300_000,
      mortgageBalance: 320_000,
      dischargeFee: 300,
      listingCommissionRate: 2.5,
      coopCommissionRate: 2.5,
      legalFees: 1_000,
      otherExpenses: 0,
    });
    expect(result.net).toBe(300_000 - 320_000 - 300 - 15_000 - 1_950 - 1_000);
  });

  it("refuses negatives and absurd values", () => {
    const base = {
      salePrice: 1,
      mortgageBalance: 0,
      dischargeFee: 0,
      listingCommissionRate: 2.5,
      coopCommissionRate: 2.5,
      legalFees: 0,
      otherExpenses: 0,
    };
    expect(netSheetInputSchema.safeParse({ ...base, salePrice: -1 }).error?.issues[0]?.message).toBe(
      "Cannot be negative",
    );
    expect(netSheetInputSchema.safeParse({ ...base, listingCommissionRate: 12 }).error?.issues[0]?.message).toBe(
      "At most 10%",
    );
    expect(netSheetInputSchema.safeParse({ ...base, salePrice: 2e9 }).success).toBe(false);
  });
});
