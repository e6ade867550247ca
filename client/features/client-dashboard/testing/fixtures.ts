import type { User } from "../../../../contract/auth";
import type { ClientDashboard, ClientProfile, Message } from "../../../../contract/client-portal";

/** A local time as ISO, so formatted dates read the same in every time zone. */
export const localIso = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

export const clientUser: User = {
  id: 7,
  userType: "client",
  email: "client@demo.test",
  firstName: "Jordan",
  lastName: "Taylor",
  fullName: "Jordan Taylor",
  phone: "(416) 555-0199",
  role: null,
  isActive: true,
  agentId: 3,
  createdAt: localIso(2026, 1, 5, 9, 0),
};

export function buildProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    id: 7,
    fullName: "Jordan Taylor",
    firstName: "Jordan",
    lastName: "Taylor",
    email: "client@demo.test",
    phone: "(416) 555-0199",
    status: "Active",
    clientType: "seller",
    createdAt: localIso(2026, 1, 5, 9, 0),
    ...overrides,
  };
}

const phase = (name: string, prefix: string, done: number) => ({
  phase: name,
  goal: `${name} goal`,
  tasks: [1, 2, 3, 4].map((n) => ({ id: `${prefix}-${n}`, text: `${name} task ${n}`, completed: n <= done })),
});

export function buildDashboard(overrides: Partial<ClientDashboard> = {}): ClientDashboard {
  return {
    profile: buildProfile(),
    agent: { name: "Priya Sharma", phone: "(416) 555-0103", email: "agent@demo.test", brokerage: "Maple Key Realty" },
    upcomingTasks: ["Review your personalized seller's guide", "Begin Phase 1 preparation"],
    checklist: [phase("Preparation", "prep", 2), phase("Listing", "list", 0), phase("Showings", "show", 0)],
    partners: [
      {
        category: "Home Repairs",
        providers: [{ name: "Northern Handyman Co.", service: "Repairs", phone: "(416) 555-0171" }],
      },
      {
        category: "Staging & Design",
        providers: [{ name: "Maple & Oak Staging", service: "Staging", phone: "(416) 555-0173" }],
      },
      {
        category: "Cleaning",
        providers: [{ name: "Spotless Home Services", service: "Cleaning", phone: "(416) 555-0175" }],
      },
      { category: "Mortgage", providers: [{ name: "Harbour Lending", service: "Discharge", phone: "(416) 555-0178" }] },
    ],
    servicePlans: [
      { title: "Basic", commission: 2.5, features: ["Professional photos"] },
      { title: "Standard", commission: 3, features: ["Open houses"] },
      { title: "Premium", commission: 3.5, features: ["Full staging"] },
    ],
    coopCommissionRate: 2.5,
    activity: [
      {
        id: 1,
        date: localIso(2026, 3, 2, 15, 30),
        activity: "Signed in to the portal",
        actor: "Jordan Taylor",
        code: "signed_in",
        params: {},
      },
    ],
    guide: { token: "tok_abc", title: "Pricing Strategy for Jordan" },
    ...overrides,
  };
}

export function buildMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    sender: "Priya Sharma",
    content: `Message ${id}`,
    timestamp: localIso(2026, 3, 2, 9, id),
    isAgent: true,
    ...overrides,
  };
}
