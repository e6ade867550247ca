import type { ClientProfile } from "../../../../contract/client-portal";
import { fullNameOf } from "../utils/format";

export interface GreetingProps {
  profile: ClientProfile;
  /** Opens the profile editor when the client has no name yet. */
  onAddName: () => void;
}

/** 'Welcome,' and the full name, or an invitation to add a name (spec section 2). */
export function Greeting({ profile, onAddName }: GreetingProps) {
  const name = fullNameOf(profile);
  return (
    <section aria-label="Greeting">
      {name ? (
        <p className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome, {name}</p>
      ) : (
        <button
          type="button"
          onClick={onAddName}
          className="text-left text-2xl font-bold text-slate-900 underline decoration-brand-600 decoration-2 underline-offset-4 hover:text-brand-800 sm:text-3xl"
        >
          Welcome! (click here to add your name)
        </button>
      )}
      <p className="mt-1 text-slate-600">Follow your home sale, step by step.</p>
    </section>
  );
}
