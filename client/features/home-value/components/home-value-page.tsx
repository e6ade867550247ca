import { CheckCircle2 } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { EstimateRequestInput, EstimateResponse } from "../../../../contract/home-value";
import { BrandHeader } from "../../../components/brand-header";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { useFocusHeading } from "../../../lib/use-focus-heading";
import { oneLine, rememberVisitorHome, visitorHome } from "../../../lib/visitor-record";
import { useEstimateHome } from "../api/estimate-home";
import { useSaveHomeValueLead } from "../api/save-home-value-lead";
import { keepFunnelDetails } from "../utils/funnel-details";
import { EstimateForm, type EstimateFormValues, emptyEstimateForm } from "./estimate-form";

type Screen = "form" | "result" | "contact" | "done";

// The result and the contact step are not on the first paint: their code (and the number formatting) loads
// on the seller's interaction, beside the estimate's own request (the public script budget, issue 43).
const loadResult = () => import("./estimate-result");
const loadContact = () => import("./contact-step");
type ResultModule = Awaited<ReturnType<typeof loadResult>>;
type ContactModule = Awaited<ReturnType<typeof loadContact>>;

/**
 * /home-value (/fr/home-value): "What is my home worth?" (decision 041). Address and a few details → the
 * estimated range with the comparables it used (or "An agent will prepare your analysis") → the full
 * analysis from an agent (the seller's contact saved as a lead) or the cash-offer path.
 */
export function HomeValuePage() {
  const t = useT();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const [screen, setScreen] = useState<Screen>("form");
  const [values, setValues] = useState<EstimateFormValues>(emptyEstimateForm);
  const [request, setRequest] = useState<EstimateRequestInput | null>(null);
  const [answer, setAnswer] = useState<EstimateResponse | null>(null);
  // Kept in state once loaded, so a screen renders in the same commit it is chosen (and its heading takes focus).
  const [resultModule, setResultModule] = useState<ResultModule | null>(null);
  const [contactModule, setContactModule] = useState<ContactModule | null>(null);
  const estimate = useEstimateHome();
  const save = useSaveHomeValueLead();
  const containerRef = useFocusHeading(screen);

  // What the seller told us before, in this tab (the lead flows, this page before a language switch, which
  // reloads it): every field comes back (issue 43). After mount, so the server's and the first render agree.
  useEffect(() => {
    const known = visitorHome();
    setValues((current) => {
      const next = { ...current };
      for (const field of Object.keys(emptyEstimateForm) as (keyof EstimateFormValues)[])
        if (known[field] !== undefined) next[field] = known[field];
      return next;
    });
  }, []);

  function handleChange(next: EstimateFormValues) {
    setValues(next);
    rememberVisitorHome(next, locale);
  }

  function handleEstimate(next: EstimateRequestInput) {
    setRequest(next);
    const resultCode = loadResult();
    estimate.mutate(
      { ...next, locale },
      {
        onSuccess: async (result) => {
          keepFunnelDetails(next);
          const loaded = await resultCode;
          setResultModule(() => loaded);
          setAnswer(result);
          setScreen("result");
          // The likely next step, fetched while the seller reads the result.
          void loadContact().then((m) => setContactModule(() => m));
        },
      },
    );
  }

  async function showContact() {
    const loaded = contactModule ?? (await loadContact());
    setContactModule(() => loaded);
    setScreen("contact");
  }

  const EstimateResult = resultModule?.EstimateResult;
  const ContactStep = contactModule?.ContactStep;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Suspense>
        <BrandHeader>
          {/* Not on a phone: with the name, the phone number and the switch it wrapped the header to three rows;
              the page's title says the same. */}
          <span className="hidden rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 sm:inline">
            {t("homeValue.path")}
          </span>
        </BrandHeader>
      </Suspense>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-6 sm:py-12">
        <div ref={containerRef} className="grid gap-6">
          {screen === "form" && (
            <>
              <div className="grid gap-2">
                <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("homeValue.title")}</h1>
                <p className="text-slate-700">{t("homeValue.intro")}</p>
              </div>
              <EstimateForm
                values={values}
                onChange={handleChange}
                onSubmit={handleEstimate}
                working={estimate.isPending}
              />
              {estimate.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {t("homeValue.error")}
                </p>
              )}
            </>
          )}
          {screen === "result" && answer && EstimateResult && (
            <>
              <h1 className="sr-only">{t("homeValue.title")}</h1>
              <EstimateResult
                answer={answer}
                address={
                  request
                    ? oneLine({
                        street: request.street,
                        unit: request.unit,
                        city: request.city,
                        province: request.province,
                        postalCode: request.postalCode,
                      })
                    : ""
                }
                next={
                  // Right after the number, before the comparables: in view on a phone and at 1440×900.
                  <section aria-labelledby="home-value-next" className="grid gap-3" data-testid="home-value-next">
                    <h2 id="home-value-next" className="text-base font-semibold text-slate-900">
                      {t("homeValue.next.title")}
                    </h2>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <Button size="lg" className="w-full" onClick={() => void showContact()}>
                        {t("homeValue.next.agent")}
                      </Button>
                      {/* The cash flow's cards start from the address given here (the visitor record). */}
                      <Button
                        size="lg"
                        variant="secondary"
                        className="w-full"
                        onClick={() => navigate("/lead-flow/cash-offer")}
                      >
                        {t("homeValue.next.cash")}
                      </Button>
                    </div>
                    <Button variant="ghost" className="w-full" onClick={() => setScreen("form")}>
                      {t("homeValue.next.edit")}
                    </Button>
                  </section>
                }
              />
            </>
          )}
          {screen === "contact" && request && ContactStep && (
            <>
              <h1 className="sr-only">{t("homeValue.title")}</h1>
              <ContactStep
                working={save.isPending}
                onSubmit={(contact) =>
                  save.mutate({ request, contact, locale }, { onSuccess: () => setScreen("done") })
                }
              />
              {save.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {t("homeValue.error")}
                </p>
              )}
            </>
          )}
          {screen === "done" && (
            <div className="grid justify-items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 text-center">
              <CheckCircle2 className="h-12 w-12 text-brand-600" aria-hidden="true" />
              <h1 tabIndex={-1} data-screen-heading className="text-2xl font-bold text-slate-900">
                {t("homeValue.done.title")}
              </h1>
              <p className="text-slate-700">{t("homeValue.done.text")}</p>
              <Button size="lg" className="w-full" onClick={() => navigate("/")}>
                {t("homeValue.done.home")}
              </Button>
            </div>
          )}
        </div>
      </main>
      <Suspense>
        <BrokerageFooter />
      </Suspense>
    </div>
  );
}
