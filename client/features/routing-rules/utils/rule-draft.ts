import { leadFlowVariants } from "../../../../contract/lead-flow-variants";
import { movingTimeframes, provinces } from "../../../../contract/leads";
import { LOCALES } from "../../../../contract/locale";
import {
  leadFlows,
  type RoutingConditions,
  type RoutingRule,
  type RoutingRuleInput,
  weekdays,
} from "../../../../contract/routing-rules";
import type { MessageId } from "../../../i18n/catalogues/en-CA";

/** The conditions chosen from a fixed list (check boxes), in the order the form shows them. */
export const choiceFields = {
  leadTypes: ["cash", "realtor"],
  flows: leadFlows,
  variants: leadFlowVariants,
  languages: LOCALES,
  provinces,
  timelines: movingTimeframes,
  days: weekdays,
} as const;
export type ChoiceField = keyof typeof choiceFields;
/** The conditions typed as comma-separated values. */
export const listFields = ["sources", "utmCampaigns", "cities", "postalPrefixes"] as const;
export type ListField = (typeof listFields)[number];
export const choiceFieldNames = Object.keys(choiceFields) as ChoiceField[];

/** Province codes read the same in both languages; every other value has its words. */
export const valueLabel = (field: ChoiceField, value: string): MessageId | null =>
  field === "provinces" ? null : (`routingRules.value.${value}` as MessageId);

export interface RuleDraft {
  name: string;
  /** "" until a pool is chosen. */
  poolId: string;
  isActive: boolean;
  choices: Record<ChoiceField, string[]>;
  lists: Record<ListField, string>;
  from: string;
  to: string;
}

export function draftOf(rule?: RoutingRule): RuleDraft {
  const c: RoutingConditions = rule?.conditions ?? {};
  return {
    name: rule?.name ?? "",
    poolId: rule ? String(rule.poolId) : "",
    isActive: rule?.isActive ?? true,
    choices: Object.fromEntries(choiceFieldNames.map((f) => [f, [...(c[f] ?? [])]])) as RuleDraft["choices"],
    lists: Object.fromEntries(listFields.map((f) => [f, (c[f] ?? []).join(", ")])) as RuleDraft["lists"],
    from: c.timeOfDay?.from ?? "",
    to: c.timeOfDay?.to ?? "",
  };
}

export type DraftErrors = Partial<Record<"name" | "poolId" | "timeOfDay" | ListField, MessageId>>;

const splitList = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v !== ""),
  ),
];
const postalPrefix = /^[ABCEGHJ-NPRSTVXY](\d([A-Z](\d([A-Z]\d?)?)?)?)?$/;

/** The rule the draft describes, or what to fix (message ids); empty conditions are left out. */
export function inputOf(draft: RuleDraft): { input: RoutingRuleInput } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const conditions: Record<string, unknown> = {};
  if (draft.name.trim() === "") errors.name = "routingRules.form.nameRequired";
  if (draft.poolId === "") errors.poolId = "routingRules.form.poolRequired";
  for (const field of choiceFieldNames) {
    // Kept in the form's order, whatever order they were ticked in.
    const chosen = (choiceFields[field] as readonly string[]).filter((v) => draft.choices[field].includes(v));
    if (chosen.length > 0) conditions[field] = chosen;
  }
  for (const field of listFields) {
    let values = splitList(draft.lists[field]);
    if (field === "postalPrefixes") {
      values = [...new Set(values.map((v) => v.replace(/\s+/g, "").toUpperCase()))];
      if (values.some((v) => !postalPrefix.test(v))) errors.postalPrefixes = "routingRules.form.postalInvalid";
    }
    if (values.length > (field === "cities" || field === "postalPrefixes" ? 50 : 20)) {
      errors[field] = "routingRules.form.tooMany";
    }
    if (values.length > 0) conditions[field] = values;
  }
  if ((draft.from === "") !== (draft.to === "")) errors.timeOfDay = "routingRules.form.timeBoth";
  else if (draft.from !== "" && draft.from === draft.to) errors.timeOfDay = "routingRules.form.timeSame";
  else if (draft.from !== "") conditions.timeOfDay = { from: draft.from, to: draft.to };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: draft.name.trim(),
      poolId: Number(draft.poolId),
      isActive: draft.isActive,
      conditions: conditions as RoutingConditions,
    },
  };
}
