import { type FormEvent, useId, useState } from "react";
import type { LeadOutcome, LeadOutcomeInput } from "../../../../contract/ads";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
import { errorMessage } from "../../../lib/error-message";
import type { LeadPageContext } from "../../../lib/lead-page-extension";
import { useLeadOutcome, useSaveLeadOutcome } from "../api/lead-outcome";
import { centsToDollars, dollarsToCents } from "../utils/money";

type MoneyPart = "listPriceCents" | "soldPriceCents" | "gciCents";
type DatePart = "listingSignedOn" | "soldOn";
const moneyParts: {
  part: MoneyPart;
  label: "leadOutcomes.listPrice" | "leadOutcomes.soldPrice" | "leadOutcomes.gci";
}[] = [
  { part: "listPriceCents", label: "leadOutcomes.listPrice" },
  { part: "soldPriceCents", label: "leadOutcomes.soldPrice" },
  { part: "gciCents", label: "leadOutcomes.gci" },
];

/** The lead page's Deal card (decision 053): the listing signed, the sale and the gross commission. */
function OutcomeCardScreen({ lead }: LeadPageContext) {
  const t = useT();
  const outcome = useLeadOutcome(lead.id);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {t("leadOutcomes.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("leadOutcomes.hint")}</p>
      </div>
      {outcome.isPending && <p className="text-sm text-slate-600">{t("leadOutcomes.loading")}</p>}
      {outcome.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t("leadOutcomes.error")}
        </p>
      )}
      {outcome.data && <OutcomeForm key={outcome.data.updatedAt ?? "new"} leadId={lead.id} outcome={outcome.data} />}
    </section>
  );
}

function OutcomeForm({ leadId, outcome }: { leadId: string; outcome: LeadOutcome }) {
  const t = useT();
  const save = useSaveLeadOutcome(leadId);
  const id = useId();
  const [dates, setDates] = useState<Record<DatePart, string>>({
    listingSignedOn: outcome.listingSignedOn ?? "",
    soldOn: outcome.soldOn ?? "",
  });
  const [money, setMoney] = useState<Record<MoneyPart, string>>({
    listPriceCents: centsToDollars(outcome.listPriceCents),
    soldPriceCents: centsToDollars(outcome.soldPriceCents),
    gciCents: centsToDollars(outcome.gciCents),
  });
  const [invalid, setInvalid] = useState<Set<MoneyPart>>(new Set());

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input: LeadOutcomeInput = {
      listingSignedOn: dates.listingSignedOn || null,
      soldOn: dates.soldOn || null,
    };
    const bad = new Set<MoneyPart>();
    for (const { part } of moneyParts) {
      const cents = dollarsToCents(money[part]);
      if (cents === undefined) bad.add(part);
      else input[part] = cents;
    }
    setInvalid(bad);
    if (bad.size > 0) return;
    save.mutate(input, { onSuccess: () => toast({ title: t("leadOutcomes.saved") }) });
  }

  const dateField = (part: DatePart, label: "leadOutcomes.listingSignedOn" | "leadOutcomes.soldOn") => (
    <FormField id={`${id}-${part}`} label={t(label)}>
      <Input
        id={`${id}-${part}`}
        type="date"
        value={dates[part]}
        onChange={(event) => setDates({ ...dates, [part]: event.target.value })}
      />
    </FormField>
  );

  return (
    <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        {dateField("listingSignedOn", "leadOutcomes.listingSignedOn")}
        {dateField("soldOn", "leadOutcomes.soldOn")}
        {moneyParts.map(({ part, label }) => (
          <FormField
            key={part}
            id={`${id}-${part}`}
            label={t(label)}
            error={invalid.has(part) ? t("leadOutcomes.notAmount") : undefined}
          >
            <Input
              id={`${id}-${part}`}
              inputMode="decimal"
              autoComplete="off"
              value={money[part]}
              invalid={invalid.has(part)}
              onChange={(event) => setMoney({ ...money, [part]: event.target.value })}
            />
          </FormField>
        ))}
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error, t)}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("leadOutcomes.saving") : t("leadOutcomes.save")}
        </Button>
      </div>
    </form>
  );
}

export const OutcomeCard = withCatalogue(["leadOutcomes"], OutcomeCardScreen);
