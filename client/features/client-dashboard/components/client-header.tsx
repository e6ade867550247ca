import { LogOut } from "lucide-react";
import { StaffLanguageSwitch } from "../../../components/staff-language-switch";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useLogout } from "../../../lib/use-logout";

export interface ClientHeaderProps {
  email: string;
  brokerage?: string;
}

export function ClientHeader({ email, brokerage }: ClientHeaderProps) {
  const t = useT();
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div>
          <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("clientDashboard.title")}</h1>
          <p className="text-sm text-slate-600">{brokerage ? `${brokerage} · ${email}` : email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StaffLanguageSwitch signedIn />
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t("staff.header.signOut")}
          </Button>
        </div>
      </div>
    </header>
  );
}
