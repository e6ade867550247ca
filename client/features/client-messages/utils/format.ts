export { formatDateTime } from "../../../lib/format";

export const clientName = (client: { fullName: string | null; email: string }) =>
  client.fullName?.trim() || client.email;
