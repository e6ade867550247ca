import type { ReactNode } from "react";
import { Redirect } from "wouter";
import type { StaffRole, User } from "../../contract/auth";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useUser } from "../lib/user";

export interface ProtectedRouteProps {
  /** Staff roles allowed in; any signed-in user when omitted. */
  roles?: readonly StaffRole[];
  /** Where a signed-in user without the role goes. */
  fallback?: string;
  children: (user: User) => ReactNode;
}

/** Spinner while the session loads; /auth when nobody is signed in (spec section 2). */
export function ProtectedRoute({ roles, fallback = "/", children }: ProtectedRouteProps) {
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <Spinner label="Checking your session" />;
  if (isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center"
      >
        <p className="text-slate-700">We couldn't check your session. Please check your connection and try again.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }
  if (!user) return <Redirect to="/auth" replace />;
  if (roles && (user.userType !== "agent" || !user.role || !roles.includes(user.role))) {
    return <Redirect to={fallback} replace />;
  }
  return <>{children(user)}</>;
}
