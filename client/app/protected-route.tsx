import type { ReactNode } from "react";
import { Link, Redirect } from "wouter";
import type { StaffRole, User } from "../../contract/auth";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import type { MessageId } from "../i18n/catalogues/en-CA";
import { useT } from "../i18n/use-t";
import { useUser } from "../lib/user";

export interface ProtectedRouteProps {
  /** Staff roles allowed in; any signed-in user when omitted. */
  roles?: readonly StaffRole[];
  /** Where a signed-in user without the role goes. */
  fallback?: string;
  /** When set, a signed-in user without the role stays and reads this (why they cannot go on) instead. */
  denied?: { title: MessageId; message: MessageId };
  children: (user: User) => ReactNode;
}

/** Spinner while the session loads; /auth when nobody is signed in (spec section 2). */
export function ProtectedRoute({ roles, fallback = "/", denied, children }: ProtectedRouteProps) {
  const t = useT();
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <Spinner label={t("protected.checking")} />;
  if (isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center"
      >
        <p className="text-slate-700">{t("protected.error")}</p>
        <Button onClick={() => void refetch()}>{t("common.tryAgain")}</Button>
      </div>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;
  if (roles && (user.userType !== "agent" || !user.role || !roles.includes(user.role))) {
    if (denied) return <AccessDenied title={t(denied.title)} message={t(denied.message)} back={fallback} />;
    return <Redirect to={fallback} replace />;
  }
  return <>{children(user)}</>;
}

/** A page a signed-in user may not open, said in words rather than by a silent redirect (docs/accessibility.md). */
function AccessDenied({ title, message, back }: { title: string; message: string; back: string }) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="text-slate-700">{message}</p>
      <Link
        href={back}
        className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t("protected.backToDashboard")}
      </Link>
    </main>
  );
}
