import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRowOf } from "../lib/query-rows";
import { createTestDatabase, type TestDatabase } from "../test/test-database";

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
