/**
 * The settings a fresh database starts with: the seed writes them, and the settings repository falls back
 * to the brokerage's when the stored one does not parse. Here, not in the seed, so a repository never
 * imports the seed (which sits above the modules).
 */
export const defaultSettings = {
  brokerage: {
    name: "Maple Key Realty",
    address: "100 King Street West, Suite 500, Toronto, ON M5X 1A9",
    phone: "(416) 555-0140",
    email: "hello@maplekeyrealty.ca",
    logoUrl: "",
  },
  leadFlowVariant: "four-card",
} as const;
