import "../../../../contract/zod-config";
import { format, formatISO, isValid, parse } from "date-fns";
import { z } from "zod";
import { createReminderInputSchema } from "../../../../contract/crm";

/** The value of a datetime-local input. */
const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The default due date: now (spec section 5), as a datetime-local value. */
export const nowLocal = (now = new Date()) => format(now, LOCAL_FORMAT);

const parseLocal = (value: string) => parse(value, LOCAL_FORMAT, new Date());

/** Title as the server checks it; the due date as the datetime-local input holds it. */
export const reminderFormSchema = createReminderInputSchema.pick({ title: true }).extend({
  dueDate: z.string().refine((v) => isValid(parseLocal(v)), "Please select a date"),
});
export type ReminderFormValues = z.infer<typeof reminderFormSchema>;

/** The local date and time as ISO 8601 with the browser's offset, e.g. 2026-03-01T09:30:00-05:00. */
export const localToIso = (value: string) => formatISO(parseLocal(value));
