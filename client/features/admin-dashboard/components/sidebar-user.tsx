import { clsx } from "clsx";
import { displayName, type User } from "../../../../contract/auth";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";

/** Two letters for the avatar: first and last name's initials, else the start of the name or e-mail. */
export function initialsOf(user: Pick<User, "firstName" | "lastName" | "fullName" | "email">): string {
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(" ");
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const last = words[words.length - 1] ?? "";
  const letters = words.length > 1 ? `${first[0]}${last[0]}` : (first || user.email).slice(0, 2);
  return letters.toUpperCase();
}

const roleIds: Record<string, MessageId> = {
  admin: "admin.role.admin",
  manager: "admin.role.manager",
  agent: "admin.role.agent",
};

/** A role's name in the reader's language; the stored role stays as it is. */
export function useRoleLabel() {
  const t = useT();
  return (role: User["role"]) => {
    if (!role) return t("admin.role.staff");
    const id = Object.hasOwn(roleIds, role) ? roleIds[role] : undefined;
    return id ? t(id) : role.charAt(0).toUpperCase() + role.slice(1);
  };
}

export interface SidebarUserProps {
  user: User;
  collapsed: boolean;
}

export function SidebarUser({ user, collapsed }: SidebarUserProps) {
  const t = useT();
  const roleLabel = useRoleLabel();
  return (
    <div
      className="flex items-center gap-3 px-1"
      title={
        collapsed ? t("admin.sidebar.userTitle", { name: displayName(user), role: roleLabel(user.role) }) : undefined
      }
    >
      <span
        aria-hidden="true"
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
      >
        {initialsOf(user)}
      </span>
      <div className={clsx("min-w-0", collapsed && "sr-only")}>
        <p className="truncate text-sm font-medium text-white">{displayName(user)}</p>
        <p className="text-xs text-slate-400">{roleLabel(user.role)}</p>
      </div>
    </div>
  );
}
