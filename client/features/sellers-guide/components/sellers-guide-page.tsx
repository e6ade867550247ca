import { type ReactNode, useEffect, useState } from "react";
import { Link } from "wouter";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiRequestError } from "../../../lib/api-client";
import { useSellersGuide } from "../api/get-sellers-guide";
import { useSectionImages } from "../hooks/use-section-images";
import { FollowUpSection } from "./follow-up-section";
import { GuideReader } from "./guide-reader";
import { ReaderMessage } from "./reader-message";
import { SectionImage } from "./section-image";

export interface SellersGuidePageProps {
  token: string;
}

function HomeLink() {
  return (
    <Link
      href="/"
      className="inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
    >
      Return to Home
    </Link>
  );
}

/** 404 (unknown token) and 400 (malformed token) mean the guide is gone; anything else may pass on a retry. */
const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** /sellers-guide/{token}: the visitor's personalised guide as a step-by-step reader. */
export function SellersGuidePage({ token }: SellersGuidePageProps) {
  const guide = useSellersGuide(token);
  const images = useSectionImages(token);
  const [finished, setFinished] = useState(false);

  const handleFinished = () => {
    setFinished(true);
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (guide.error) console.warn("Guide could not be loaded:", guide.error);
  }, [guide.error]);

  let body: ReactNode;
  if (guide.isPending) {
    body = <Spinner label="Loading guide" />;
  } else if (guide.isError && isGone(guide.error)) {
    body = (
      <ReaderMessage tone="error" title="Error" actions={<HomeLink />}>
        <p>Unable to load guide. It may have expired or been removed.</p>
      </ReaderMessage>
    );
  } else if (guide.isError) {
    body = (
      <ReaderMessage
        tone="error"
        title="Error"
        actions={<Button onClick={() => window.location.reload()}>Try Again</Button>}
      >
        <p>Sorry, we couldn't generate your guide. Please try again.</p>
      </ReaderMessage>
    );
  } else if (finished) {
    body = (
      <ReaderMessage title="Thank You for Reading!" actions={<HomeLink />}>
        <p>We hope your guide helps you plan a confident, successful sale.</p>
      </ReaderMessage>
    );
  } else {
    const sections = guide.data.sections;
    body = (
      <GuideReader
        guide={guide.data}
        onFinish={handleFinished}
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
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">{body}</main>
      <BrokerageFooter />
    </div>
  );
}
