import "./zod-config";
import { z } from "zod";
import { phoneField } from "./contact-fields";
import { DEFAULT_LOCALE, LOCALES } from "./locale";
import { safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

export const staffRoleSchema = z.enum(["admin", "manager", "agent"]);
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const userTypeSchema = z.enum(["agent", "client"]);
export type UserType = z.infer<typeof userTypeSchema>;

/** A user as the API returns it: never a password hash or a session token. */
export const userSchema = z.object({
  id: z.number().int(),
  userType: userTypeSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  role: staffRoleSchema.nullable(),
  isActive: z.boolean(),
  agentId: z.number().int().nullable(),
  /** The language of the user's screens and e-mails (decision 017), chosen with the switch in their header. */
  // Always sent (the default fills a gap); optional in the type so fixtures written before decision 017 still build.
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  createdAt: z.string(),
});
export type User = z.input<typeof userSchema>;
/** A user as the server sends it: the language always there. */
export type SentUser = z.output<typeof userSchema>;

export const emailSchema = safeString()
  .trim()
  .max(254, validationMessages.emailLong)
  .pipe(z.email(validationMessages.invalidEmail));
export const passwordSchema = safeString()
  .min(6, validationMessages.password)
  .max(128, validationMessages.passwordLong);

export const loginInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  userType: userTypeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

const nameSchema = safeString().trim().min(1, "Required").max(80, "At most 80 characters");

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  phone: safeText(40).optional(),
  role: staffRoleSchema.default("agent"),
});
export type RegisterInput = z.input<typeof registerInputSchema>;
export type RegisterPayload = z.output<typeof registerInputSchema>;

/** PUT /api/user/locale: the signed-in user's own language. */
export const updateLocaleInputSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: "Choose en-CA or fr-CA" }),
});
export type UpdateLocaleInput = z.infer<typeof updateLocaleInputSchema>;

/** Issue 47: a staff member's own phone, the one a call rings first (empty: none). */
export const updatePhoneInputSchema = z.strictObject({ phone: phoneField() });
export type UpdatePhoneInput = z.input<typeof updatePhoneInputSchema>;

export const setupStatusSchema = z.object({
  needsFirstAdmin: z.boolean(),
  /** Demo mode: the sign-in page shows the demo password and prefills the demo client. */
  demo: z.boolean(),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The name a user is greeted with. */
export function displayName(user: Pick<User, "fullName" | "firstName" | "lastName" | "email">): string {
  const joined = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return user.fullName || joined || user.email;
}
