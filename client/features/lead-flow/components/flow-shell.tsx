import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense } from "react";
import { Link } from "wouter";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { LanguageSwitch } from "../../../components/language-switch";
import { useT } from "../../../i18n/use-t";
import { brokerageQueryOptions } from "../../../lib/brokerage";

export interface FlowShellProps {
  /** Which path the visitor is on, shown in the header ("Sell with an Agent", "Instant Cash Offer"). */
  pathLabel: string;
  children: ReactNode;
}

/**
 * Page frame of both lead-flow readings: a slim header, one centred column, the brokerage footer. The header
 * and the footer hydrate on their own after the form (Suspense boundaries, decision 025).
 */
export function FlowShell({ pathLabel, children }: FlowShellProps) {
  const t = useT();
  const { data: brokerage } = useQuery(brokerageQueryOptions());
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Suspense>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4">
            <Link href="/" className="truncate font-semibold text-slate-900 hover:text-brand-700">
              {brokerage?.name ?? t("common.siteName")}
            </Link>
            <div className="flex shrink-0 items-center gap-3">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">{pathLabel}</span>
              <LanguageSwitch />
            </div>
          </div>
        </header>
      </Suspense>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-6 sm:py-12">{children}</main>
      <Suspense>
        <BrokerageFooter />
      </Suspense>
    </div>
  );
}
