import { hashPassword } from "../../modules/auth/password";
import { findUserByEmail, insertUser, type NewUserRow } from "../../modules/auth/users.repository";
import type { Database } from "../client";

export const DEMO_PASSWORD = "demo1234";

type DemoUser = Omit<NewUserRow, "passwordHash" | "agentId"> & { agentEmail?: string };

export const demoUsers: DemoUser[] = [
  {
    email: "admin@demo.test",
    userType: "agent",
    role: "admin",
    firstName: "Dana",
    lastName: "Whitfield",
    phone: "(416) 555-0101",
  },
  {
    email: "manager@demo.test",
    userType: "agent",
    role: "manager",
    firstName: "Marcus",
    lastName: "Chen",
    phone: "(416) 555-0102",
  },
  {
    email: "agent@demo.test",
    userType: "agent",
    role: "agent",
    firstName: "Priya",
    lastName: "Sharma",
    phone: "(416) 555-0103",
  },
  {
    email: "client@demo.test",
    userType: "client",
    fullName: "Jordan Taylor",
    phone: "(647) 555-0199",
    agentEmail: "agent@demo.test",
  },
];

/** Adds the four demo accounts that are missing; never touches an existing one. Returns how many it added. */
export async function seedDemoUsers(db: Database): Promise<number> {
  let added = 0;
  for (const { agentEmail, ...demo } of demoUsers) {
    if (await findUserByEmail(db, demo.email)) continue;
    const agent = agentEmail ? await findUserByEmail(db, agentEmail) : undefined;
    await insertUser(db, { ...demo, agentId: agent?.id ?? null, passwordHash: await hashPassword(DEMO_PASSWORD) });
    added++;
  }
  return added;
}
