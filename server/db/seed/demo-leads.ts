import { REPRESENTED_TAG } from "../../../contract/constants";
import { findUserByEmail } from "../../modules/auth/users.repository";
import { newLeadId } from "../../modules/leads/leads.service";
import type { Database } from "../client";
import { leadHistory, leads, notes, reminders, settings } from "../schema/index";

const DAY = 24 * 60 * 60 * 1000;

type DemoLead = Omit<typeof leads.$inferInsert, "id"> & { ageDays: number; note?: string; reminder?: [string, number] };

const demoLeads: DemoLead[] = [
  {
    ageDays: 0.2,
    type: "cash",
    status: "Contacted",
    fullName: "Marcel Gagnon",
    email: "m.gagnon@example.com",
    phone: "(514) 555-0134",
    address: "2210 Rue Beaubien Est",
    city: "Montréal",
    province: "QC",
    postalCode: "H2G 1M9",
    condition: 5,
    movingTimeframe: "immediately",
    reminder: ["Call back with cash offer range", 0.1],
  },
  {
    ageDays: 0.8,
    type: "realtor",
    status: "Qualified Lead",
    fullName: "Aisha Rahman",
    email: "aisha.rahman@example.com",
    phone: "(647) 555-0177",
    address: "31 Glenholme Avenue",
    city: "Toronto",
    province: "ON",
    postalCode: "M6H 3A9",
    condition: 8,
    movingTimeframe: "within3months",
    note: "Wants a CMA before the spring market; two kids, school catchment matters.",
    reminder: ["Send comparable sales", 1],
  },
  {
    ageDays: 1.5,
    type: "realtor",
    status: "Contacted",
    fullName: "Tom Whitehorse",
    email: "tom.w@example.com",
    phone: "(867) 555-0110",
    address: "402 Lambert Street",
    city: "Whitehorse",
    province: "YT",
    postalCode: "Y1A 1Z5",
    condition: 7,
    movingTimeframe: "3-6months",
  },
  {
    ageDays: 2,
    type: "cash",
    status: "Partial",
    fullName: null,
    email: null,
    phone: null,
    address: "88 Pembina Highway",
    city: "Winnipeg",
    province: "MB",
    postalCode: "R3T 2E1",
    condition: 3,
  },
  {
    ageDays: 3,
    type: "realtor",
    status: "Contacted",
    fullName: "Grace Liu",
    email: "grace.liu@example.com",
    phone: "(604) 555-0162",
    address: "1550 West 12th Avenue",
    unit: "305",
    city: "Vancouver",
    province: "BC",
    postalCode: "V6J 2E2",
    condition: 9,
    movingTimeframe: "6-12months",
    note: "Condo; strata documents requested from the property manager.",
  },
  {
    ageDays: 4,
    type: "cash",
    status: "Contacted",
    fullName: "Dale Fraser",
    email: "dale.fraser@example.com",
    phone: "(902) 555-0148",
    address: "17 Oak Street",
    city: "Halifax",
    province: "NS",
    postalCode: "B3K 4Z6",
    condition: 3,
    movingTimeframe: "immediately",
    tag: null,
  },
  {
    ageDays: 6,
    type: "realtor",
    status: "Contacted",
    fullName: "Sophie Tremblay",
    email: "sophie.t@example.com",
    phone: "(418) 555-0190",
    address: "640 Grande Allée Ouest",
    city: "Québec",
    province: "QC",
    postalCode: "G1S 1C2",
    condition: 7,
    workingWithRealtor: true,
    tag: REPRESENTED_TAG,
  },
  {
    ageDays: 8,
    type: "realtor",
    status: "Qualified Lead",
    fullName: "Raj Patel",
    email: "raj.patel@example.com",
    phone: "(403) 555-0123",
    address: "2403 Kensington Road NW",
    city: "Calgary",
    province: "AB",
    postalCode: "T2N 3S1",
    condition: 8,
    movingTimeframe: "within3months",
    reminder: ["Listing appointment", 2],
  },
  {
    ageDays: 11,
    type: "cash",
    status: "Contacted",
    fullName: "Brenda MacLeod",
    email: "brenda.macleod@example.com",
    phone: "(306) 555-0156",
    address: "915 Spadina Crescent East",
    city: "Saskatoon",
    province: "SK",
    postalCode: "S7K 3H5",
    condition: 5,
    movingTimeframe: "within3months",
  },
  {
    ageDays: 13,
    type: "realtor",
    status: "Contacted",
    fullName: "Owen Clarke",
    email: "owen.clarke@example.com",
    phone: "(613) 555-0181",
    address: "220 Holmwood Avenue",
    city: "Ottawa",
    province: "ON",
    postalCode: "K1S 2P6",
    condition: 9,
    movingTimeframe: "over1year",
    note: "Just exploring; follow up in the new year.",
  },
];

/** A week or two of realistic leads for the demo CRM, with a few notes and reminders. Runs once. */
export async function seedDemoLeads(db: Database): Promise<void> {
  const agent = await findUserByEmail(db, "agent@demo.test");
  if (!agent) return;
  await db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(settings)
      .values({ key: "demoLeadsSeeded", value: true })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (!marker) return;
    const now = Date.now();
    for (const { ageDays, note, reminder, ...lead } of demoLeads) {
      const id = newLeadId();
      const createdAt = new Date(now - ageDays * DAY);
      await tx.insert(leads).values({
        ...lead,
        // A represented seller is made in 'Do not contact', as every lead path makes them (decision 047).
        ...(lead.workingWithRealtor || lead.tag === REPRESENTED_TAG ? { stage: "do_not_contact" as const } : {}),
        id,
        createdAt,
        updatedAt: createdAt,
        submittedAt: lead.status === "Partial" ? null : createdAt,
      });
      if (note) {
        await tx.insert(notes).values({ leadId: id, userId: agent.id, content: note, createdAt });
        await tx
          .insert(leadHistory)
          .values({ leadId: id, userId: agent.id, changeType: "note_add", newValue: note, createdAt });
      }
      if (reminder) {
        const [title, inDays] = reminder;
        await tx
          .insert(reminders)
          .values({ leadId: id, userId: agent.id, title, dueDate: new Date(now + inDays * DAY) });
        await tx
          .insert(leadHistory)
          .values({ leadId: id, userId: agent.id, changeType: "reminder_add", newValue: title, createdAt });
      }
    }
  });
}
