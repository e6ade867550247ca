export const clientName = (client: { fullName: string | null; email: string }) =>
  client.fullName?.trim() || client.email;
