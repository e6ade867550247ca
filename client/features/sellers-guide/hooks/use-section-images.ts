import { useCallback, useState } from "react";
import { generateSectionImage } from "../api/generate-section-image";

/**
 * Generated section illustrations and which sections are waiting for one, by section index, so each
 * section has its own busy state and a result arrives even if the reader moved to another step.
 */
export function useSectionImages(token: string) {
  const [images, setImages] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const generate = useCallback(
    async (index: number, sectionTitle: string) => {
      setBusy((current) => new Set(current).add(index));
      const url = await generateSectionImage(token, sectionTitle);
      if (url) setImages((current) => ({ ...current, [index]: url }));
      setBusy((current) => {
        const next = new Set(current);
        next.delete(index);
        return next;
      });
    },
    [token],
  );

  return { images, busy, generate };
}
