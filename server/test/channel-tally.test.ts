import { describe, expect, it } from "vitest";
import { channelTotals, tallyDeliveries } from "./channel-tally";

// The counting behind bench/durability.ts's per-channel table: outbox rows against what the peers received.
describe("tallyDeliveries", () => {
  it("counts per channel and kind: a copy too many is extra, a sent row never received and a missing expected row are lost, an unsent row is stuck", () => {
    const tally = tallyDeliveries({
      rows: [
        { channel: "e-mail", kind: "new_lead", leadId: "lead_a", status: "sent", key: "<1@x>" },
        { channel: "e-mail", kind: "new_lead", leadId: "lead_b", status: "sent", key: "<2@x>" },
        { channel: "push", kind: "lead.assigned", leadId: "lead_a", status: "sent", key: "phone T1" },
        { channel: "push", kind: "lead.assigned", leadId: "lead_b", status: "pending", key: "phone T2" },
        { channel: "texts", kind: "ack", leadId: "lead_a", status: "sent", key: "ack:lead_a", sentAt: 1040 },
        { channel: "webhooks", kind: "lead.created", leadId: "lead_a", status: "sent", key: "msg_1", sentAt: 1300 },
        { channel: "webhooks", kind: "lead.created", leadId: "lead_b", status: "failed", key: "msg_2" },
      ],
      received: {
        // <2@x> sent but never arrived; <1@x> arrived three times.
        "e-mail": [
          { key: "<1@x>", at: 1000 },
          { key: "<1@x>", at: 1500 },
          { key: "<1@x>", at: 9000 },
          { key: "<9@x>", at: 1000 },
        ],
        push: [
          { key: "phone T1", at: 2000 },
          { key: "phone T1", at: 40_000 },
          { key: "phone T2", at: 2000 },
        ],
        texts: [{ key: "ack:lead_a", at: 1000 }],
        webhooks: [{ key: "msg_1", at: 1000 }],
      },
      // Killed at 2.3 s: <1@x>'s third copy and T1's second came from the next process.
      killedAt: [2300],
      acknowledgedLeadIds: ["lead_a", "lead_b"],
      // lead_b has no text acknowledgement row at all: lost too.
      expected: { "e-mail": ["new_lead"], texts: ["ack"], webhooks: ["lead.created", "lead.assigned"] },
    });
    expect(tally.kinds).toEqual([
      { channel: "e-mail", kind: "new_lead", rows: 2, lost: 1, stuck: 0, extra: 2 },
      { channel: "push", kind: "lead.assigned", rows: 2, lost: 0, stuck: 1, extra: 1 },
      { channel: "texts", kind: "ack", rows: 1, lost: 1, stuck: 0, extra: 0 },
      // Subscribed to lead.assigned, yet no row for either lead: two lost.
      { channel: "webhooks", kind: "lead.assigned", rows: 0, lost: 2, stuck: 0, extra: 0 },
      { channel: "webhooks", kind: "lead.created", rows: 2, lost: 0, stuck: 1, extra: 0 },
    ]);
    expect(tally.unmatched).toEqual({ "e-mail": 1, push: 0, texts: 0, webhooks: 0 });
    expect(tally.resends).toEqual({
      "e-mail": { acrossKill: 1, withinProcess: 1, beforeKillMs: [800] },
      push: { acrossKill: 1, withinProcess: 0, beforeKillMs: [300] },
      texts: { acrossKill: 0, withinProcess: 0, beforeKillMs: [] },
      webhooks: { acrossKill: 0, withinProcess: 0, beforeKillMs: [] },
    });
    // From the peer taking a row (got once) to "sent" written: the crash window.
    expect(tally.windowMs).toEqual({ "e-mail": [], push: [], texts: [40], webhooks: [300] });
    expect(channelTotals(tally.kinds)).toEqual([
      { channel: "e-mail", kind: "all", rows: 2, lost: 1, stuck: 0, extra: 2 },
      { channel: "push", kind: "all", rows: 2, lost: 0, stuck: 1, extra: 1 },
      { channel: "texts", kind: "all", rows: 1, lost: 1, stuck: 0, extra: 0 },
      { channel: "webhooks", kind: "all", rows: 2, lost: 2, stuck: 1, extra: 0 },
    ]);
  });

  it("counts nothing lost, stuck or extra when every row went once", () => {
    const tally = tallyDeliveries({
      rows: [{ channel: "texts", kind: "ack", leadId: "lead_a", status: "sent", key: "ack:lead_a" }],
      received: { "e-mail": [], push: [], texts: [{ key: "ack:lead_a", at: 1 }], webhooks: [] },
      acknowledgedLeadIds: ["lead_a"],
      expected: { texts: ["ack"] },
    });
    expect(tally.kinds).toEqual([{ channel: "texts", kind: "ack", rows: 1, lost: 0, stuck: 0, extra: 0 }]);
  });
});
