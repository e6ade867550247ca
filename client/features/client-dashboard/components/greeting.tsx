import type { ClientProfile } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
import { fullNameOf } from "../utils/format";

export interface GreetingProps {
  profile: ClientProfile;
  /** Opens the profile editor when the client has no name yet. */
  onAddName: () => void;
}

/** 'Welcome,' and the full name, or an invitation to add a name (spec section 2). */
export function Greeting({ profile, onAddName }: GreetingProps) {
  const t = useT();
  const name = fullNameOf(profile);
  return (
    <section aria-label={t("clientDashboard.greeting.label")}>
      {name ? (
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("clientDashboard.greeting.welcome", { name })}
        </p>
      ) : (
        <button
          type="button"
          onClick={onAddName}
          className="text-left text-2xl font-bold text-slate-900 underline decoration-brand-600 decoration-2 underline-offset-4 hover:text-brand-800 sm:text-3xl"
        >
          {t("clientDashboard.greeting.addName")}
        </button>
      )}
      <p className="mt-1 text-slate-600">{t("clientDashboard.greeting.intro")}</p>
    </section>
  );
}
