import "./zod-config";
import { z } from "zod";
import { phoneField } from "./contact-fields";
import { safeString } from "./safe-text";

/** The brokerage as stored and read (lenient: an identity saved before a rule existed still reads). */
export const brokerageSchema = z.object({
  name: safeString().min(1).max(120),
  address: safeString().max(300),
  phone: safeString().max(40),
  email: z.union([safeString().max(254).pipe(z.email()), z.literal("")]),
  /** The logo shown in the public header and on the client's PDF: an uploaded image's address, or "". */
  logoUrl: z
    .union([
      safeString()
        .max(500)
        .regex(/^(\/|https:\/\/)\S+$/),
      z.literal(""),
    ])
    .default(""),
});
export type Brokerage = z.infer<typeof brokerageSchema>;

/** The brokerage as an admin saves it: its phone, when given, a valid number, stored formatted. */
export const brokerageInputSchema = brokerageSchema.extend({ phone: phoneField() });
export type BrokerageInput = z.input<typeof brokerageInputSchema>;
