import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useLogout } from "../../../lib/use-logout";

export interface ClientHeaderProps {
  email: string;
  brokerage?: string;
}

export function ClientHeader({ email, brokerage }: ClientHeaderProps) {
  const logout = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <div>
          <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Client dashboard</h1>
          <p className="text-sm text-slate-600">{brokerage ? `${brokerage} · ${email}` : email}</p>
        </div>
        <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign out
        </Button>
      </div>
    </header>
  );
}
