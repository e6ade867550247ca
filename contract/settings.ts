import { z } from "zod";

export const brokerageSchema = z.object({
  name: z.string().min(1).max(120),
  address: z.string().max(300),
  phone: z.string().max(40),
  email: z.union([z.email().max(254), z.literal("")]),
});
export type Brokerage = z.infer<typeof brokerageSchema>;
