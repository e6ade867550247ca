// Every text in English, for the server (it renders any page) and the tests. The browser loads the parts it
// needs instead (client/i18n/catalogue-parts.ts); ids are prefixed by feature. The catalogues are found where
// each feature keeps them, so this file imports no feature.
import type { Messages } from "@lingui/core";
import { cataloguesByPart } from "../catalogue-parts";
import type { messages as common } from "../messages/en-CA";
import type { messages as staff } from "../staff/messages/en-CA";

export const catalogueParts = cataloguesByPart(
  import.meta.glob<Messages>(
    ["../messages/en-CA.ts", "../staff/messages/en-CA.ts", "../../features/*/messages/en-CA.ts"],
    {
      eager: true,
      import: "messages",
    },
  ),
  "i18n/catalogues",
  "en-CA",
);

/**
 * The English texts' types, part by part. Each feature's `messages/en-CA.ts` adds its own ids to this
 * interface (a `declare module` augmentation), so this file names no feature, not even by type, and a new
 * feature's catalogue needs no line here.
 */
export interface EnglishMessages extends CommonMessages, StaffMessages {}
type CommonMessages = typeof common;
type StaffMessages = typeof staff;

export const messages = Object.assign({}, ...Object.values(catalogueParts)) as EnglishMessages & Messages;

export type MessageId = keyof EnglishMessages;
