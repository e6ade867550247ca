import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { isEmail } from "../utils/is-email";
import { FlowCard } from "./flow-card";

export interface RealtorBlockedScreenProps {
  defaultEmail: string;
  /** Called with the e-mail when it is a valid address, else with "". */
  onUnderstand: (email: string) => void;
}

/** The represented seller's answer to the guide e-mail screen: the guide is not shared (spec section 2). */
export function RealtorBlockedScreen({ defaultEmail, onUnderstand }: RealtorBlockedScreenProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onUnderstand(isEmail(email) ? email.trim() : "");
  }

  return (
    <FlowCard title={t("leadFlow.guide.title")}>
      <div className="grid gap-3 text-slate-700">
        <p>{t("leadFlow.blocked.body1")}</p>
        <p>{t("leadFlow.blocked.body2")}</p>
      </div>
      <form onSubmit={handleSubmit} noValidate className="mt-6 grid gap-5">
        <FormField id="realtor-blocked-email" label={t("leadFlow.email")}>
          <Input
            id="realtor-blocked-email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {t("leadFlow.blocked.ok")}
        </Button>
      </form>
    </FlowCard>
  );
}
