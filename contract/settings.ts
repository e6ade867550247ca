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
  /** The brand colour of e-mails (the header rule, the button): `#rrggbb`, "" for the portal's blue. */
  brandColor: z.union([z.string().regex(/^#[0-9a-fA-F]{6}$/, "A colour such as #1d4ed8"), z.literal("")]).optional(),
  /** The licence line regulators ask for under the brokerage's name (e.g. "Real estate brokerage licensed by the OACIQ"). */
  licence: safeString().max(200).optional(),
});
export type Brokerage = z.infer<typeof brokerageSchema>;

/** The brokerage as an admin saves it: its phone, when given, a valid number, stored formatted. */
export const brokerageInputSchema = brokerageSchema.extend({ phone: phoneField() });
export type BrokerageInput = z.input<typeof brokerageInputSchema>;
