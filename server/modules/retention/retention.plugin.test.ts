import { subDays } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sentMail = (subject: string, daysAgo: number) => ({
  kind: "test",
  toAddress: "someone@example.test",
  subject,
  textBody: "x",
  status: "sent" as const,
  createdAt: subDays(new Date(), daysAgo),
  sentAt: subDays(new Date(), daysAgo),
});

describe("the scheduled retention job", () => {
  it("removes expired rows once a day, whichever process's scheduler looks", async () => {
    await t.db.insert(emailOutbox).values([sentMail("sent-100-days", 100), sentMail("sent-10-days", 10)]);
    await t.app.scheduler.runNow("retention");
    expect((await t.db.select().from(emailOutbox)).map((m) => m.subject)).toEqual(["sent-10-days"]);
    expect(t.logs()).toContain("retention job removed expired rows");

    // The day's run is claimed: the next look, a minute later or from another process, does nothing.
    await t.db.insert(emailOutbox).values(sentMail("sent-200-days", 200));
    await t.app.scheduler.runNow("retention");
    expect((await t.db.select().from(emailOutbox)).map((m) => m.subject).sort()).toEqual([
      "sent-10-days",
      "sent-200-days",
    ]);
  });
});
