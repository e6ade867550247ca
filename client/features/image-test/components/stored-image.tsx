import type { UploadImageResponse } from "../../../../contract/guides";
import { type Translate, useLocale, useT } from "../../../i18n/use-t";

/** `1.5 MB` in English, `1,5 Mo` in French. */
function sizeText(t: Translate, locale: string, bytes: number): string {
  const oneDecimal = (value: number) =>
    locale === "en-CA"
      ? value.toFixed(1)
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return t("imageTest.bytes", { size: bytes });
  if (bytes < 1024 * 1024) return t("imageTest.kb", { size: oneDecimal(bytes / 1024) });
  return t("imageTest.mb", { size: oneDecimal(bytes / 1024 / 1024) });
}

/** What the server stored: the image as the browser loads it back, with its detected type, size and URL. */
export function StoredImage({ image }: { image: UploadImageResponse }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="image-test-result-heading"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="image-test-result-heading" className="text-xl font-semibold text-slate-900">
        {t("imageTest.stored")}
      </h2>
      <img
        src={image.imageUrl}
        alt={t("imageTest.storedAlt")}
        className="max-h-80 w-auto rounded-lg border border-slate-200 object-contain"
      />
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-800">{t("imageTest.type")}</dt>
        <dd className="text-slate-700">{image.detectedType}</dd>
        <dt className="font-medium text-slate-800">{t("imageTest.size")}</dt>
        <dd className="text-slate-700">{sizeText(t, locale, image.size)}</dd>
        <dt className="font-medium text-slate-800">{t("imageTest.storage")}</dt>
        <dd className="text-slate-700">{image.storage === "s3" ? t("imageTest.s3") : t("imageTest.disk")}</dd>
        <dt className="font-medium text-slate-800">{t("imageTest.url")}</dt>
        <dd className="break-all text-slate-700">
          <a href={image.imageUrl} className="text-brand-700 underline">
            {image.imageUrl}
          </a>
        </dd>
      </dl>
    </section>
  );
}
