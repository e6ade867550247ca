import type { Locale } from "../../../../contract/locale";
import type { RoutingConditions } from "../../../../contract/routing-rules";
import type { Translate } from "../../../i18n/use-t";
import { formatClock } from "../../../lib/format";
import { type ChoiceField, choiceFieldNames, listFields, valueLabel } from "./rule-draft";

/** One line per condition of a rule, in the reader's language ("Province: ON, QC"). */
export function conditionLines(conditions: RoutingConditions, t: Translate, locale: Locale): string[] {
  const lines: string[] = [];
  const word = (field: ChoiceField, value: string) => {
    const id = valueLabel(field, value);
    return id ? t(id) : value;
  };
  for (const field of choiceFieldNames) {
    const values = conditions[field];
    if (values) {
      lines.push(
        t("routingRules.summary.condition", {
          field: t(`routingRules.field.${field}`),
          values: values.map((v) => word(field, v)).join(", "),
        }),
      );
    }
  }
  for (const field of listFields) {
    const values = conditions[field];
    if (values) {
      lines.push(
        t("routingRules.summary.condition", { field: t(`routingRules.field.${field}`), values: values.join(", ") }),
      );
    }
  }
  if (conditions.timeOfDay) {
    lines.push(
      t("routingRules.summary.condition", {
        field: t("routingRules.field.timeOfDay"),
        values: t("routingRules.summary.time", {
          from: formatClock(conditions.timeOfDay.from, locale),
          to: formatClock(conditions.timeOfDay.to, locale),
        }),
      }),
    );
  }
  return lines;
}
