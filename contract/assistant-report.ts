// The assistant's measured lift (issue 46): assisted leads against the held-out share that got no
// assistant. Plain types so a screen can read the report later. Every number is rounded to 4 decimals;
// a figure that cannot be computed (an empty group, no replies, nothing recorded) is null, never NaN.

/** A proportion with its Wilson 95 % score interval. `of` is the denominator (recorded leads for `listed`). */
export type LiftRate = {
  count: number;
  of: number;
  rate: number | null;
  low: number | null;
  high: number | null;
};

export type LiftFirstReply = {
  /** Leads with a first reply; the figures below are over these only. */
  replied: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
};

export type LiftGroup = {
  n: number;
  firstReply: LiftFirstReply;
  reached: LiftRate;
  booked: LiftRate;
  /** Listing signed, over the leads where it was recorded. */
  listed: LiftRate;
};

/** Assisted − holdout, with Newcombe's hybrid Wilson score 95 % interval (method 10). */
export type LiftRateDifference = {
  difference: number | null;
  low: number | null;
  high: number | null;
};

export type LiftReport = {
  confidence: 0.95;
  assisted: LiftGroup;
  holdout: LiftGroup;
  difference: {
    /** Median first reply of assisted − median of holdout; negative means the assistant answers sooner. */
    firstReplyMedianSeconds: number | null;
    reached: LiftRateDifference;
    booked: LiftRateDifference;
    listed: LiftRateDifference;
  };
};
