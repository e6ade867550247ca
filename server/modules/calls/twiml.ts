/**
 * A small TwiML writer (decision 052): elements with attributes in the order given, text and attributes
 * escaped as XML, the declaration Twilio's own library writes. Tests check its output against
 * `twilio.twiml.VoiceResponse` for every answer the portal gives.
 */
export type TwimlNode = {
  name: string;
  attributes?: Record<string, string | number>;
  children?: (TwimlNode | string)[];
};

const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#x9;")
    .replace(/\n/g, "&#xA;")
    .replace(/\r/g, "&#xD;");

function write(node: TwimlNode | string): string {
  if (typeof node === "string") return escapeText(node);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join("");
  const children = node.children ?? [];
  if (children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${children.map(write).join("")}</${node.name}>`;
}

export function twimlResponse(children: (TwimlNode | string)[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${children.length ? write({ name: "Response", children }) : "<Response/>"}`;
}

export const say = (language: string, words: string): TwimlNode => ({
  name: "Say",
  attributes: { language },
  children: [words],
});
