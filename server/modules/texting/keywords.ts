/**
 * Carrier and CASL keywords (decision 038), recognised only alone in the message, in any case, with
 * trailing punctuation or spaces ignored: "stop", " Arrêt. ". Anything longer is a conversation.
 */
export type TextKeyword = "stop" | "start" | "help";

const keywords: Record<string, { keyword: TextKeyword; french: boolean }> = {
  STOP: { keyword: "stop", french: false },
  STOPALL: { keyword: "stop", french: false },
  UNSUBSCRIBE: { keyword: "stop", french: false },
  CANCEL: { keyword: "stop", french: false },
  END: { keyword: "stop", french: false },
  QUIT: { keyword: "stop", french: false },
  ARRET: { keyword: "stop", french: true },
  ARRÊT: { keyword: "stop", french: true },
  START: { keyword: "start", french: false },
  UNSTOP: { keyword: "start", french: false },
  HELP: { keyword: "help", french: false },
  AIDE: { keyword: "help", french: true },
};

export function readKeyword(body: string): { keyword: TextKeyword; french: boolean; word: string } | null {
  const word = body
    .trim()
    .replace(/[.!?]+$/u, "")
    .trim()
    .toLocaleUpperCase("fr-CA");
  const found = keywords[word];
  return found ? { ...found, word } : null;
}
