import type { ReactNode } from "react";
import { BrokerageFooter } from "./brokerage-footer";

export interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** Stands in for a screen that a later issue builds; names the route so journeys can be tested. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </main>
      <BrokerageFooter />
    </div>
  );
}
