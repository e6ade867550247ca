import { clsx } from "clsx";
import { DEFAULT_SECTION_IMAGE } from "../../contract/constants";

export interface GuideSectionImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** The page's largest image above the fold (its LCP element): fetched first, never deferred. */
  priority?: boolean;
}

/**
 * A section's 2:1 illustration (or the default one); width and height are set so nothing shifts. Images
 * below the fold load when the reader nears them.
 */
export function GuideSectionImage({ src, alt, className, priority = false }: GuideSectionImageProps) {
  return (
    <img
      src={src || DEFAULT_SECTION_IMAGE}
      alt={alt}
      width={800}
      height={400}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      className={clsx("aspect-[2/1] h-auto w-full rounded-lg bg-brand-50 object-cover", className)}
    />
  );
}
