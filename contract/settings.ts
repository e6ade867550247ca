import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";

export const brokerageSchema = z.object({
  name: safeString().min(1).max(120),
  address: safeString().max(300),
  phone: safeString().max(40),
  email: z.union([safeString().max(254).pipe(z.email()), z.literal("")]),
});
export type Brokerage = z.infer<typeof brokerageSchema>;
