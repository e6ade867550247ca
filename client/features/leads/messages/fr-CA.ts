import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
};
