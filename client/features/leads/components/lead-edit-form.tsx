import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import type { Agent, UpdateLeadInput } from "../../../../contract/crm";
import { movingTimeframes, provinces, type StaffLead } from "../../../../contract/leads";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { TextArea } from "../../../components/ui/text-area";
import { useT } from "../../../i18n/use-t";
import { changedFields, type LeadDraft, leadDraftSchemaFor, toDraft } from "../utils/lead-draft";
import { timeframeLabel } from "../utils/lead-labels";
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

/** The Lead Information fields as a form; Save hands over only the changed fields. */
export function LeadEditForm({ id, lead, agents, onSave }: LeadEditFormProps) {
  const t = useT();
  const unknownOption = { value: "", label: t("leads.notSpecified") };
  const yesNoOptions = [unknownOption, { value: "yes", label: t("leads.yes") }, { value: "no", label: t("leads.no") }];
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<LeadDraft>({ resolver: zodResolver(leadDraftSchemaFor(lead)), defaultValues: toDraft(lead) });
  useEffect(() => setFocus("fullName"), [setFocus]);
  const hasMortgage = watch("hasMortgage") === "yes";
  const type = watch("type");
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
      <DetailSection title={t("leads.section.personal")}>
        {field("fullName", t("leads.field.fullName"))}
        {field("phone", t("leads.field.phone"), "input", "tel")}
        {field("email", t("leads.field.email"), "input", "email")}
        {select("type", t("leads.field.type"), [
          { value: "cash", label: t("staff.leadType.cash") },
          { value: "realtor", label: t("staff.leadType.realtor") },
        ])}
      </DetailSection>
      <DetailSection title={t("leads.section.property")}>
        {field("address", t("leads.field.address"))}
        {field("unit", t("leads.field.unit"))}
        {field("city", t("leads.field.city"))}
        {select("province", t("leads.field.province"), [
          unknownOption,
          ...provinces.map((p) => ({ value: p, label: p })),
        ])}
        {field("postalCode", t("leads.field.postalCode"))}
        {field("condition", t("leads.conditionInput"), "input", "number")}
      </DetailSection>
      <DetailSection title={t("leads.section.additional")}>
        {agentOptions &&
          select("agentId", t("leads.field.agentId"), [{ value: "", label: t("leads.notAssigned") }, ...agentOptions])}
        {select("movingTimeframe", t("leads.field.movingTimeframe"), [
          unknownOption,
          ...movingTimeframes.map((value) => ({ value, label: timeframeLabel(t, value) })),
        ])}
        {select("hasMortgage", t("leads.field.hasMortgage"), yesNoOptions)}
        {hasMortgage && field("mortgageAmount", t("leads.field.mortgageAmount"), "input", "number")}
        {hasMortgage && select("paymentsOnTime", t("leads.field.paymentsOnTime"), yesNoOptions)}
        {type === "realtor" && select("workingWithRealtor", t("leads.field.workingWithRealtor"), yesNoOptions)}
        {field("movingReason", t("leads.field.movingReason"))}
        {field("movingLocation", t("leads.field.movingLocation"))}
        {field("comments", t("leads.field.comments"), "textarea")}
      </DetailSection>
    </form>
  );
}
