import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import type { UserRow } from "../auth/users.service";

/** Every staff account, by first name, last name and id. */
export function listStaffUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.userType, "agent"))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
