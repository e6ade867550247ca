import { useQuery } from "@tanstack/react-query";
import { consentText } from "../../../../contract/leads";
import { brokerageQueryOptions } from "../../../lib/brokerage";

export interface ConsentLineProps {
  id: string;
}

/**
 * The CASL consent sentence under the contact fields (`consentText`, version CONSENT_TEXT_VERSION sent with
 * the final lead). It waits for the brokerage's name, in a box of fixed minimum height so nothing jumps.
 */
export function ConsentLine({ id }: ConsentLineProps) {
  const { data, isError } = useQuery(brokerageQueryOptions());
  const brokerage = data ?? (isError ? { name: "Seller Portal", phone: "", email: "" } : null);
  return (
    <p id={id} className="min-h-16 text-xs leading-relaxed text-slate-500">
      {brokerage ? consentText(brokerage) : ""}
    </p>
  );
}
