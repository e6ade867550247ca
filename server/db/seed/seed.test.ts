import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../contract/constants";
import { pipelineBoard } from "../../modules/pipeline/pipeline.repository";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { guideTopics, leads, notes, reminders, users } from "../schema/index";
import { seedDatabase } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it("seeds the demo portal once: accounts, guides, the demo client's sale and sample leads", async () => {
  const demo = { ...t.app.config, demo: true };
  expect(await seedDatabase(t.db, demo)).toBe(true);
  const counts = async () => ({
    users: await t.db.$count(users),
    topics: await t.db.$count(guideTopics),
    leads: await t.db.$count(leads),
    notes: await t.db.$count(notes),
    reminders: await t.db.$count(reminders),
  });
  const first = await counts();
  expect(first).toEqual({ users: 4, topics: 12, leads: 11, notes: 3, reminders: 3 });
  expect(await seedDatabase(t.db, demo)).toBe(false);
  expect(await counts()).toEqual(first);

  // Do not contact is one thing: the represented demo seller sits in the board's 'Do not contact' column.
  const represented = await t.db
    .select({ id: leads.id, stage: leads.stage })
    .from(leads)
    .where(or(eq(leads.tag, REPRESENTED_TAG), eq(leads.workingWithRealtor, true)));
  expect(represented.length).toBeGreaterThan(0);
  expect(represented.map((l) => l.stage)).toEqual(represented.map(() => "do_not_contact"));
  const board = await pipelineBoard(t.db, {});
  const column = board.columns.find((c) => c.stage === "do_not_contact");
  expect(column?.cards.map((c) => c.id).sort()).toEqual(represented.map((l) => l.id).sort());
});
