import type { UploadImageResponse } from "../../../../contract/guides";

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the server stored: the image as the browser loads it back, with its detected type, size and URL. */
export function StoredImage({ image }: { image: UploadImageResponse }) {
  return (
    <section
      aria-labelledby="image-test-result-heading"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="image-test-result-heading" className="text-xl font-semibold text-slate-900">
        Stored image
      </h2>
      <img
        src={image.imageUrl}
        alt="The uploaded image, loaded back from storage"
        className="max-h-80 w-auto rounded-lg border border-slate-200 object-contain"
      />
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-800">Detected type</dt>
        <dd className="text-slate-700">{image.detectedType}</dd>
        <dt className="font-medium text-slate-800">Size</dt>
        <dd className="text-slate-700">{sizeText(image.size)}</dd>
        <dt className="font-medium text-slate-800">Storage</dt>
        <dd className="text-slate-700">{image.storage === "s3" ? "S3-compatible storage" : "Disk"}</dd>
        <dt className="font-medium text-slate-800">URL</dt>
        <dd className="break-all text-slate-700">
          <a href={image.imageUrl} className="text-brand-700 underline">
            {image.imageUrl}
          </a>
        </dd>
      </dl>
    </section>
  );
}
