import { type FollowUpQuestion, REQUIRED_QUESTION_IDS } from "../../../../contract/sellers-guide";

/** Spec section 5: questions `name` and `q1` are required, as is any the server marks required. */
export function isRequired(question: FollowUpQuestion): boolean {
  return question.required || (REQUIRED_QUESTION_IDS as readonly string[]).includes(question.id);
}

/** The message shown when a required question is left empty. */
export function requiredMessage(question: FollowUpQuestion): string {
  if (question.id === "name") return "Please enter your name";
  return question.type === "text" ? "Please answer this question" : "Please choose an answer";
}

/** A yes/no question may come without options. */
export function optionsOf(question: FollowUpQuestion): string[] {
  if (question.options && question.options.length > 0) return question.options;
  return question.type === "yes_no" ? ["Yes", "No"] : [];
}
