import { eq } from "drizzle-orm";
import { BuiltinProvider } from "../../integrations/ai/builtin-provider";
import { findUserByEmail } from "../../modules/auth/users.repository";
import { recordActivity, setTask } from "../../modules/client-portal/client-portal.repository";
import { findGuideBySlug } from "../../modules/guides/guides.repository";
import { newLeadId } from "../../modules/leads/leads.service";
import { newGuideToken } from "../../modules/sellers-guide/sellers-guide.service";
import type { Database } from "../client";
import { leads, messages, sellersGuides, users } from "../schema/index";

/**
 * The demo client's sale in progress: their lead and personalised guide, a short thread with the demo
 * agent, a few finished checklist tasks and activity. Runs once (when the client has no lead yet).
 */
export async function seedDemoClient(db: Database): Promise<void> {
  const client = await findUserByEmail(db, "client@demo.test");
  const agent = await findUserByEmail(db, "agent@demo.test");
  const guideTopic = await findGuideBySlug(db, "pricing-strategy");
  if (!client || !agent || client.leadId || !guideTopic) return;

  await db.transaction(async (tx) => {
    const leadId = newLeadId();
    await tx.insert(leads).values({
      id: leadId,
      type: "realtor",
      status: "Qualified Lead",
      fullName: client.fullName,
      email: client.email,
      phone: client.phone,
      address: "48 Birchmount Road",
      city: "Toronto",
      province: "ON",
      postalCode: "M1N 3J6",
      movingTimeline: 4,
      movingTimeframe: "3-6months",
      movingReason: "downsizing",
      hasSoldBefore: false,
      workingWithRealtor: false,
      condition: 7,
      agentId: agent.id,
      topics: ["Pricing Strategy"],
      submittedAt: new Date(),
    });
    const content = await new BuiltinProvider().generateGuide(guideTopic, {
      firstName: client.fullName?.split(" ")[0],
      timeline: 4,
      reason: "downsizing",
      soldBefore: false,
    });
    await tx.insert(sellersGuides).values({ token: newGuideToken(), leadId, topic: guideTopic.title, content });
    await tx.update(users).set({ leadId }).where(eq(users.id, client.id));
    await tx.insert(messages).values([
      {
        clientId: client.id,
        senderId: agent.id,
        content:
          "Welcome aboard! I've shared your personalized seller's guide. Have a look and let me know what questions come up.",
      },
      {
        clientId: client.id,
        senderId: client.id,
        content: "Thanks! We're hoping to list in the spring. Should we repaint the living room first?",
      },
      {
        clientId: client.id,
        senderId: agent.id,
        content: "A neutral refresh in the main rooms usually pays off. Let's walk through together on Saturday.",
      },
    ]);
    for (const taskId of ["prep-declutter", "prep-documents"]) await setTask(tx, client.id, taskId, true);
    await recordActivity(tx, client.id, {
      code: "guide_created",
      activity: "Personalized seller's guide created",
      actor: "Seller Portal",
    });
    await recordActivity(tx, client.id, {
      code: "task_completed",
      params: { taskId: "prep-declutter" },
      activity: "Completed task: Declutter every room and pack away personal items",
      actor: client.fullName ?? "Client",
    });
  });
}
