import { describe, expect, it } from "vitest";
import { nextStep, previousStep } from "./questionnaire-steps";
import { timelineLabel } from "./timeline-label";

describe("questionnaire steps", () => {
  it("follows DESIGN.md 5.1 and skips location when the visitor is not moving", () => {
    const moving = { movingReason: "downsizing" };
    expect(nextStep("topics", moving)).toBe("timeline");
    expect(nextStep("timeline", moving)).toBe("reason");
    expect(nextStep("reason", moving)).toBe("location");
    expect(nextStep("reason", { movingReason: "not-moving" })).toBe("sold-before");
    expect(nextStep("location", moving)).toBe("sold-before");
    expect(nextStep("sold-before", moving)).toBe("has-realtor");
    expect(nextStep("has-realtor", { hasRealtor: false })).toBe("email");
    expect(nextStep("has-realtor", { hasRealtor: true })).toBe("complete");
    expect(nextStep("email", moving)).toBe("generating");
  });

  it("goes back past the skipped location", () => {
    expect(previousStep("topics", {})).toBeNull();
    expect(previousStep("sold-before", { movingReason: "not-moving" })).toBe("reason");
    expect(previousStep("sold-before", { movingReason: "retirement" })).toBe("location");
    expect(previousStep("email", {})).toBe("has-realtor");
  });

  it("labels the timeline as the spec says", () => {
    expect([0, 1, 2, 7, 11, 12].map(timelineLabel)).toEqual([
      "ASAP",
      "1 month",
      "2 months",
      "7 months",
      "11 months",
      "12+ months",
    ]);
  });
});
