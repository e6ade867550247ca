import { Download, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { isAppleMobile, isInstalledApp } from "../utils/push-browser";

/** Chromium's install prompt, kept until the agent asks for it (not in the DOM library's types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * "Install the app": the browser's own prompt where it offers one (Chromium, Edge, Android), and on an
 * iPhone the Home Screen steps, without which iOS sends no push at all.
 */
export function InstallHint() {
  const t = useT();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isInstalledApp);
  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const handleInstall = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === "accepted") setInstalled(true);
    setPrompt(null);
  };

  return (
    <section aria-labelledby="install-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="install-title" className="flex items-center gap-2 text-lg font-semibold">
        <Smartphone className="h-5 w-5" aria-hidden="true" />
        {t("push.install.title")}
      </h2>
      {installed ? (
        <p className="text-sm">{t("push.install.installed")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t("push.install.text")}</p>
          {prompt && (
            <div>
              <Button onClick={() => void handleInstall()}>
                <Download className="h-4 w-4" aria-hidden="true" />
                {t("push.install.button")}
              </Button>
            </div>
          )}
          {(isAppleMobile() || !prompt) && (
            <div className="grid gap-1">
              <h3 className="text-sm font-semibold">{t("push.install.iphoneTitle")}</h3>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                <li>{t("push.install.iphoneStep1")}</li>
                <li>{t("push.install.iphoneStep2")}</li>
                <li>{t("push.install.iphoneStep3")}</li>
              </ol>
            </div>
          )}
        </>
      )}
    </section>
  );
}
