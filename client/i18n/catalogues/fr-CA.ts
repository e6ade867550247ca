// Every text in French, for the server (it renders any page) and the tests. The browser loads the parts it
// needs instead (client/i18n/catalogue-parts.ts). The catalogues are found where each feature keeps them, so
// this file imports no feature.
import type { Messages } from "@lingui/core";
import { cataloguesByPart } from "../catalogue-parts";

export const catalogueParts = cataloguesByPart(
  import.meta.glob<Messages>(
    ["../messages/fr-CA.ts", "../staff/messages/fr-CA.ts", "../../features/*/messages/fr-CA.ts"],
    {
      eager: true,
      import: "messages",
    },
  ),
  "i18n/catalogues",
  "fr-CA",
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogueParts));
