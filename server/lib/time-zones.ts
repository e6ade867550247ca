import { DEFAULT_TIME_ZONE } from "../../contract/routing-rules";

/** Each province's main time zone (Saskatchewan keeps Central Standard Time all year). */
const provinceZones: Record<string, string> = {
  NL: "America/St_Johns",
  NS: "America/Halifax",
  PE: "America/Halifax",
  NB: "America/Moncton",
  QC: "America/Toronto",
  ON: "America/Toronto",
  MB: "America/Winnipeg",
  SK: "America/Regina",
  AB: "America/Edmonton",
  BC: "America/Vancouver",
  YT: "America/Whitehorse",
  NT: "America/Yellowknife",
  NU: "America/Iqaluit",
};

export { DEFAULT_TIME_ZONE };

/** The time zone of a province code; undefined for anything else. */
export function provinceTimeZone(province: string | null | undefined): string | undefined {
  return province ? provinceZones[province.trim().toUpperCase()] : undefined;
}

/** The zone of the last province code in an address ("..., Toronto, ON M5V 3L9"); else Toronto's. */
export function addressTimeZone(address: string | null | undefined): string {
  const codes = Object.keys(provinceZones).join("|");
  const match = address?.toUpperCase().match(new RegExp(`\\b(${codes})\\b(?!.*\\b(${codes})\\b)`));
  return provinceTimeZone(match?.[1]) ?? DEFAULT_TIME_ZONE;
}
