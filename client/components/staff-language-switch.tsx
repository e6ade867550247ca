import { Languages } from "lucide-react";
import type { Locale } from "../../contract/locale";
import { switchBrowserLocale } from "../i18n/browser-i18n";
import { useLocale, useT } from "../i18n/use-t";
import { rememberLocale, useSaveLocale } from "../lib/use-save-locale";
import { Button } from "./ui/button";

export interface StaffLanguageSwitchProps {
  /** Signed in: the choice is saved to the user's profile. Otherwise (sign-in page) only remembered here. */
  signedIn: boolean;
}

/**
 * The signed-in screens' language switch (decision 017). Staff addresses are the same in both languages, so it
 * is a button, not a link: it saves the choice and the app re-renders in the other language in place.
 */
export function StaffLanguageSwitch({ signedIn }: StaffLanguageSwitchProps) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveLocale();
  const other: Locale = locale === "fr-CA" ? "en-CA" : "fr-CA";
  const handleClick = () => {
    if (signedIn) {
      save.mutate(other);
    } else {
      rememberLocale(other);
      void switchBrowserLocale(other);
    }
  };
  return (
    <Button
      variant="secondary"
      lang={other}
      aria-label={t("staff.locale.switchLabel")}
      onClick={handleClick}
      disabled={save.isPending}
    >
      <Languages className="h-4 w-4" aria-hidden="true" />
      {t("staff.locale.switch")}
    </Button>
  );
}
