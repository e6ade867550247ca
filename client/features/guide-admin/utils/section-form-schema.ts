import "../../../../contract/zod-config";
import { z } from "zod";
import { guideSectionInputSchema } from "../../../../contract/guides";

/**
 * The contract's section schema, with the order field read from a text input: an empty box is an
 * error rather than a silent 0.
 */
export const sectionFormSchema = guideSectionInputSchema.omit({ topicId: true, imagePrompt: true }).extend({
  order: z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? Number.NaN : Number(value)),
    z
      .number("Order must be a whole number")
      .int("Order must be a whole number")
      .min(0, "Order must be 0 or more")
      .max(1000, "Order must be 1000 or less"),
  ),
});
export type SectionFormInput = z.input<typeof sectionFormSchema>;
export type SectionFormValues = z.output<typeof sectionFormSchema>;
