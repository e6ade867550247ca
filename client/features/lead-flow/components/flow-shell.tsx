import { type ReactNode, Suspense } from "react";
import { BrandHeader } from "../../../components/brand-header";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { NoScriptNotice } from "../../../components/noscript-notice";

export interface FlowShellProps {
  /** Which path the visitor is on, shown in the header ("Sell with an Agent", "Instant Cash Offer"). */
  pathLabel: string;
  children: ReactNode;
}

/**
 * Page frame of both lead-flow readings: the brand header with the visitor's path, one centred column, the
 * brokerage footer. The header and the footer hydrate on their own after the form (Suspense boundaries,
 * decision 025).
 */
export function FlowShell({ pathLabel, children }: FlowShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Suspense>
        <BrandHeader>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">{pathLabel}</span>
        </BrandHeader>
      </Suspense>
      <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-4 px-4 py-6 sm:py-12">
        <NoScriptNotice />
        {children}
      </main>
      <Suspense>
        <BrokerageFooter />
      </Suspense>
    </div>
  );
}
