import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRowOf } from "../../lib/query-rows";
import { createLead } from "../../test/factories";
import { updateLead } from "../leads/lead-records.service";
import { startInboxTest } from "./inbox-test-kit";

// Two transactions at once need two connections, which PGlite does not have: PostgreSQL only (decision 054).
let kit: Awaited<ReturnType<typeof startInboxTest>>;
beforeAll(async () => {
  kit = await startInboxTest();
});
afterAll(() => kit?.t.close());

describe("an agent's inbox follows the lead's agent under concurrent writes (decision 054)", () => {
  it("a seller's first message stored while a reassignment is not yet committed lands in the new agent's inbox", async () => {
    const lead = await createLead(kit.t.db, { agentId: kit.agent("Ira").id, fullName: "Sky Racing" });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reassigned = () => {};
    const updated = new Promise<void>((resolve) => {
      reassigned = resolve;
    });
    // The reassignment: the lead's row changes (no conversation yet to move), and the commit waits.
    const reassignment = kit.t.db.transaction(async (tx) => {
      await updateLead(tx, lead.id, { agentId: kit.agent("Jules").id, assignedAt: new Date() });
      reassigned();
      await held;
    });
    await updated;
    const message = kit.sellerWrites(lead, "Did my file reach you?");
    // The message's statement waits for the reassignment's lock on the lead (up to 3 s here).
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      const waiting = firstRowOf<{ n: number }>(
        await kit.t.db.execute(
          sql`select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (waiting?.n) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    release();
    await reassignment;
    await message;
    expect(await kit.inbox(kit.agent("Jules").cookie)).toEqual([[lead.id, "Did my file reach you?"]]);
    expect(await kit.inbox(kit.agent("Ira").cookie)).toEqual([]);
  });
});
