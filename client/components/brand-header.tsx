import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useT } from "../i18n/use-t";
import { brokerageQueryOptions } from "../lib/brokerage";
import { LanguageSwitch } from "./language-switch";

export interface BrandHeaderProps {
  /** Shown before the language switch: the lead flows put the visitor's path here. */
  children?: ReactNode;
}

/**
 * The public pages' header: the brokerage's logo and name (never cut: on a phone the name wraps and what
 * follows moves to a second line), its phone number as a call link, and the language switch.
 */
export function BrandHeader({ children }: BrandHeaderProps) {
  const t = useT();
  const { data: brokerage } = useQuery(brokerageQueryOptions());
  const name = brokerage?.name ?? t("common.siteName");
  const phone = brokerage?.phone;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
        <Link href="/" className="flex min-w-0 items-center gap-2 font-semibold text-slate-900 hover:text-brand-700">
          {brokerage?.logoUrl && <img src={brokerage.logoUrl} alt="" className="h-8 w-auto" />}
          <span>{name}</span>
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          {phone && (
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              aria-label={t("brand.callLabel", { phone })}
              className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          )}
          {children}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
