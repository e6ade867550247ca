import { type ReactNode, useEffect, useState } from "react";
import { Link } from "wouter";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { LanguageSwitch } from "../../../components/language-switch";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { useSellersGuide } from "../api/get-sellers-guide";
import { useSectionImages } from "../hooks/use-section-images";
import { useSectionsRead } from "../hooks/use-sections-read";
import { FollowUpSection } from "./follow-up-section";
import { GuideReader } from "./guide-reader";
import { ReaderMessage } from "./reader-message";
import { SectionImage } from "./section-image";

export interface SellersGuidePageProps {
  token: string;
}

function HomeLink() {
  const t = useT();
  return (
    <Link
      href="/"
      className="inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
    >
      {t("reader.home")}
    </Link>
  );
}

/** 404 (unknown token) and 400 (malformed token) mean the guide is gone; anything else may pass on a retry. */
const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** /sellers-guide/{token}: the visitor's personalised guide as a step-by-step reader. */
export function SellersGuidePage({ token }: SellersGuidePageProps) {
  const t = useT();
  const guide = useSellersGuide(token);
  const images = useSectionImages(token);
  const sectionsRead = useSectionsRead(token);
  const [finished, setFinished] = useState(false);

  const handleFinished = () => {
    sectionsRead.flush();
    setFinished(true);
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (guide.error) console.warn("Guide could not be loaded:", guide.error);
  }, [guide.error]);

  let body: ReactNode;
  if (guide.isPending) {
    body = <Spinner label={t("reader.loading")} />;
  } else if (guide.isError && isGone(guide.error)) {
    body = (
      <ReaderMessage tone="error" title={t("reader.error")} actions={<HomeLink />}>
        <p>{t("reader.gone")}</p>
      </ReaderMessage>
    );
  } else if (guide.isError) {
    body = (
      <ReaderMessage
        tone="error"
        title={t("reader.error")}
        actions={<Button onClick={() => window.location.reload()}>{t("reader.retry")}</Button>}
      >
        <p>{t("reader.failed")}</p>
      </ReaderMessage>
    );
  } else if (finished) {
    body = (
      <ReaderMessage title={t("reader.thanks.title")} actions={<HomeLink />}>
        <p>{t("reader.thanks.body")}</p>
      </ReaderMessage>
    );
  } else {
    const sections = guide.data.sections;
    body = (
      <GuideReader
        guide={guide.data}
        onFinish={handleFinished}
        trackSection={sectionsRead.track}
        renderImage={(index) => (
          <SectionImage
            title={sections[index]?.title ?? ""}
            imageUrl={images.images[index] || sections[index]?.imageUrl}
            busy={images.busy.has(index)}
            onGenerate={() => void images.generate(index, sections[index]?.title ?? "")}
          />
        )}
        lastStepExtra={<FollowUpSection token={token} onSubmitted={handleFinished} />}
      />
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
        <div className="mb-6 flex justify-end">
          <LanguageSwitch />
        </div>
        {body}
      </main>
      <BrokerageFooter />
    </div>
  );
}
