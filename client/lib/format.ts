import { format, parseISO } from "date-fns";

/** 'MMM dd, yyyy' (spec section 9). */
export const formatDay = (iso: string) => format(parseISO(iso), "MMM dd, yyyy");

/** 'MMM dd, yyyy at h:mm a' (spec section 9); date-fns needs the word "at" quoted. */
export const formatDateTime = (iso: string) => format(parseISO(iso), "MMM dd, yyyy 'at' h:mm a");
