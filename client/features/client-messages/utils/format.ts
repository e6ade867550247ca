import { format } from "date-fns";

export const formatDateTime = (iso: string) => format(new Date(iso), "MMM dd, yyyy 'at' h:mm a");

export const clientName = (client: { fullName: string | null; email: string }) =>
  client.fullName?.trim() || client.email;
