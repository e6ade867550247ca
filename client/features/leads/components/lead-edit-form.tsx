import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { Agent, UpdateLeadInput } from "../../../../contract/crm";
import { leadStatuses, movingTimeframes, provinces, type StaffLead } from "../../../../contract/leads";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import { changedFields, type LeadDraft, leadDraftSchema, toDraft } from "../utils/lead-draft";
import { timeframeLabels } from "../utils/lead-labels";
import { DetailSection } from "./detail-section";
import { SelectInput } from "./select-input";

export interface LeadEditFormProps {
  id: string;
  /** The lead as it was when Edit Lead was pressed: the draft starts from it and is compared with it. */
  lead: StaffLead;
  /** The agents to assign (admins and managers); without it, assignment is not editable. */
  agents?: Agent[];
  onSave: (changes: UpdateLeadInput) => void;
}

const unknownOption = { value: "", label: "Not specified" };
const yesNoOptions = [unknownOption, { value: "yes", label: "Yes" }, { value: "no", label: "No" }];

/** The Lead Information fields as a form; Save hands over only the changed fields. */
export function LeadEditForm({ id, lead, agents, onSave }: LeadEditFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<LeadDraft>({ resolver: zodResolver(leadDraftSchema), defaultValues: toDraft(lead) });
  useEffect(() => setFocus("fullName"), [setFocus]);
  const hasMortgage = watch("hasMortgage") === "yes";
  const type = watch("type");
  const statuses = [...new Set([...leadStatuses, lead.status])];
  const agentOptions = agents
    ?.filter((a) => a.isActive || a.id === lead.agentId)
    .map((a) => ({ value: String(a.id), label: a.fullName }));

  const field = (name: FieldPath<LeadDraft>, label: string, control: "input" | "textarea" = "input", type = "text") => {
    const error = errors[name]?.message;
    const props = {
      id: `${id}-${name}`,
      invalid: Boolean(error),
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      ...register(name),
    };
    return (
      <FormField id={`${id}-${name}`} label={label} error={error}>
        {control === "textarea" ? <TextArea {...props} /> : <Input type={type} {...props} />}
      </FormField>
    );
  };
  const select = (name: FieldPath<LeadDraft>, label: string, options: readonly { value: string; label: string }[]) => (
    <FormField id={`${id}-${name}`} label={label}>
      <SelectInput id={`${id}-${name}`} options={options} {...register(name)} />
    </FormField>
  );

  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit((draft) => onSave(changedFields(lead, draft)))}
      className="grid gap-6 md:grid-cols-3"
    >
      <DetailSection title="Personal Information">
        {field("fullName", "Full Name")}
        {field("phone", "Phone", "input", "tel")}
        {field("email", "Email", "input", "email")}
        {select("type", "Lead Type", [
          { value: "cash", label: "Cash Offer" },
          { value: "realtor", label: "Realtor Service" },
        ])}
        {select(
          "status",
          "Status",
          statuses.map((s) => ({ value: s, label: s })),
        )}
      </DetailSection>
      <DetailSection title="Property Information">
        {field("address", "Address")}
        {field("unit", "Unit")}
        {field("city", "City")}
        {select("province", "Province", [unknownOption, ...provinces.map((p) => ({ value: p, label: p }))])}
        {field("postalCode", "Postal Code")}
        {field("condition", "Property Condition (0–10)", "input", "number")}
      </DetailSection>
      <DetailSection title="Additional Details">
        {agentOptions && select("agentId", "Assigned Agent", [{ value: "", label: "Not Assigned" }, ...agentOptions])}
        {select("movingTimeframe", "Timeframe", [
          unknownOption,
          ...movingTimeframes.map((t) => ({ value: t, label: timeframeLabels[t] })),
        ])}
        {select("hasMortgage", "Has Mortgage", yesNoOptions)}
        {hasMortgage && field("mortgageAmount", "Mortgage Amount", "input", "number")}
        {hasMortgage && select("paymentsOnTime", "Current on Payments", yesNoOptions)}
        {type === "realtor" && select("workingWithRealtor", "Under Contract with Another Realtor", yesNoOptions)}
        {field("movingReason", "Moving Reason")}
        {field("movingLocation", "Moving To")}
        {field("comments", "Additional Comments", "textarea")}
      </DetailSection>
    </form>
  );
}
