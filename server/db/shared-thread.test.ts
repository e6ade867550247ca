import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRowOf } from "../lib/query-rows";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { aheadOfSaves, openDatabase } from "./client";

// Decision 058: PGlite runs statements on the server's own thread. A long run of statements (a transaction,
// or saves queued one after another) must still leave turns to the sockets, as an SMTP conversation needs.
describe("the database leaves the server's sockets their turn", () => {
  let database: TestDatabase;
  const echo = createServer((socket) => socket.on("error", () => {}).pipe(socket));

  beforeAll(async () => {
    database = await createTestDatabase();
    echo.listen(0, "127.0.0.1");
    await once(echo, "listening");
  });
  afterAll(async () => {
    echo.close();
    await database.dispose();
  });

  it("round trips on a loopback socket go on while a transaction runs 400 statements", async () => {
    const address = echo.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const socket: Socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let roundTrips = 0;
    let inTransaction = false;
    let duringTransaction = 0;
    let done = false;
    socket.on("data", () => {
      if (done) return;
      roundTrips++;
      if (inTransaction) duringTransaction++;
      socket.write("x");
    });
    socket.write("x");

    const sums = await database.handle.db.transaction(async (tx) => {
      inTransaction = true;
      let total = 0;
      for (let i = 0; i < 400; i++) {
        const result = await tx.execute(sql`SELECT count(*)::int AS n FROM generate_series(1, 2000)`);
        total += firstRowOf<{ n: number }>(result)?.n ?? 0;
      }
      inTransaction = false;
      return total;
    });
    done = true;
    socket.end();
    await once(socket, "close");

    expect(sums).toBe(800_000);
    // Without the turns, no socket is read until the transaction ends: 0 round trips during it.
    expect(duringTransaction).toBeGreaterThanOrEqual(10);
    expect(roundTrips).toBeGreaterThanOrEqual(duringTransaction);
  });
});

// Decision 061: on PGlite's one connection, a delivery's statements go before the saves waiting for it. This
// is the PGlite client's own behaviour, so it is tested on PGlite whichever database the run targets.
describe("PGlite lets a delivery's statements go before the queued saves", () => {
  it("runs a statement made ahead of saves before three transactions that were waiting first", async () => {
    const handle = await openDatabase({ driver: "pglite" });
    try {
      let release = () => {};
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = () => {};
      const inside = new Promise<void>((resolve) => {
        started = resolve;
      });
      const held = handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        started();
        await holding;
      });
      await inside;
      const order: string[] = [];
      const saves = [1, 2, 3].map((n) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT ${n}::int`);
          order.push(`save ${n}`);
        }),
      );
      // The saves are at the gate (each waits a turn before it begins) before the delivery asks.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const delivery = aheadOfSaves(async () => {
        await handle.db.execute(sql`SELECT 'sent'`);
        order.push("sent");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await Promise.all([held, delivery, ...saves]);
      expect(order).toEqual(["sent", "save 1", "save 2", "save 3"]);
    } finally {
      await handle.close();
    }
  });
});
