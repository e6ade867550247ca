import type { FastifyInstance } from "fastify";
import type { Database } from "../../server/db/client";
import { hashPassword } from "../../server/modules/auth/password";
import { insertUser } from "../../server/modules/auth/users.repository";

/**
 * What the push benches start from: an admin, one agent, a pool of that agent dealt every lead, and the
 * agent's devices subscribed at the loopback push service (`subscription(name)`), all through the real API.
 */
export async function poolAgentWithDevices(
  app: FastifyInstance,
  db: Database,
  options: { origin: string; suffix: string; devices: string[]; subscription: (name: string) => unknown },
): Promise<{ agentId: number; agentEmail: string; agentCookie: string }> {
  const { origin, suffix } = options;
  const passwordHash = await hashPassword("bench-password-42");
  const admin = await insertUser(db, {
    userType: "agent",
    role: "admin",
    email: `bench.admin.${suffix}@example.test`,
    passwordHash,
    firstName: "Bench",
    lastName: "Admin",
  });
  const agent = await insertUser(db, {
    userType: "agent",
    role: "agent",
    email: `bench.agent.${suffix}@example.test`,
    passwordHash,
    firstName: "Bench",
    lastName: "Agent",
  });
  async function signIn(email: string): Promise<string> {
    const res = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin },
      payload: { email, password: "bench-password-42" },
    });
    const cookie = res.cookies.find((c) => c.name === "sp_session");
    if (!cookie) throw new Error(`sign-in failed: ${res.statusCode}`);
    return `sp_session=${cookie.value}`;
  }
  const adminCookie = await signIn(admin.email);
  const agentCookie = await signIn(agent.email);
  const pool = await app.inject({
    method: "POST",
    url: "/api/admin/pools",
    headers: { origin, cookie: adminCookie },
    payload: { name: `Bench ${suffix}`, leadType: "any", memberIds: [agent.id] },
  });
  if (pool.statusCode !== 201) throw new Error(`pool: ${pool.statusCode} ${pool.body}`);
  for (const device of options.devices) {
    const res = await app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: { origin, cookie: agentCookie },
      payload: options.subscription(`${device}-${suffix}`) as Record<string, unknown>,
    });
    if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
  }
  return { agentId: agent.id, agentEmail: agent.email, agentCookie };
}
