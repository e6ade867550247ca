import { useQuery } from "@tanstack/react-query";
import { consentText } from "../../contract/constants";
import { brokerageQueryOptions } from "../lib/brokerage";

export interface ConsentNoticeProps {
  id: string;
}

/**
 * The CASL consent sentence of a contact form (`consentText`; the form sends CONSENT_TEXT_VERSION with
 * consent: true). A fixed minimum height keeps the form from jumping while the brokerage loads.
 */
export function ConsentNotice({ id }: ConsentNoticeProps) {
  const { data, isError } = useQuery(brokerageQueryOptions());
  const brokerage = data ?? (isError ? { name: "Seller Portal", phone: "", email: "" } : null);
  return (
    <p id={id} className="min-h-16 text-xs leading-relaxed text-slate-500">
      {brokerage ? consentText(brokerage) : ""}
    </p>
  );
}
