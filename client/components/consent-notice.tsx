import { useQuery } from "@tanstack/react-query";
import { localePath } from "../i18n/locale-path";
import { useLocale, useT } from "../i18n/use-t";
import { brokerageQueryOptions } from "../lib/brokerage";

export interface ConsentNoticeProps {
  id: string;
  /** `email` where the form asks only an e-mail: the sentence then names e-mail alone (CONSENT_EMAIL_TEXT_VERSION). */
  channels?: "all" | "email";
}

/**
 * The CASL consent sentence of a contact form (`consentText`; the form sends CONSENT_TEXT_VERSION with
 * consent: true). A fixed minimum height keeps the form from jumping while the brokerage loads.
 */
export function ConsentNotice({ id, channels = "all" }: ConsentNoticeProps) {
  const t = useT();
  const locale = useLocale();
  const { data, isError } = useQuery(brokerageQueryOptions());
  const brokerage = data ?? (isError ? { name: t("common.siteName"), phone: "", email: "" } : null);
  // English reads exactly as contract/constants.ts consentText; French adds the Law 25 purpose line.
  const contact = brokerage ? [brokerage.phone, brokerage.email].filter(Boolean).join(` ${t("consent.or")} `) : "";
  return (
    <div className="min-h-16 text-xs leading-relaxed text-slate-500">
      <p id={id}>
        {brokerage
          ? t(channels === "email" ? "consent.textEmail" : "consent.text", {
              name: brokerage.name,
              contact: contact || "none",
            })
          : ""}
      </p>
      {/* Every consent notice links the privacy policy (Law 25, decision 021). */}
      <a className="underline hover:text-slate-700" href={localePath(locale, "/privacy")}>
        {t("consent.privacyLink")}
      </a>
    </div>
  );
}
