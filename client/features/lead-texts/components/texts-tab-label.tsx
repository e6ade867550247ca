import { useT } from "../../../i18n/use-t";

/** The Texts tab's label on the lead page. */
export function TextsTabLabel() {
  return <>{useT()("leadTexts.tab")}</>;
}
