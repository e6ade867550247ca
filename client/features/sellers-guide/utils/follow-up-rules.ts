import { type FollowUpQuestion, REQUIRED_QUESTION_IDS } from "../../../../contract/sellers-guide";
import { validationMessages } from "../../../../contract/validation-messages";
import { isPhoneNumber } from "../../../lib/phone-check";

/** Spec section 5: questions `name` and `q1` are required, as is any the server marks required. */
export function isRequired(question: FollowUpQuestion): boolean {
  return question.required || (REQUIRED_QUESTION_IDS as readonly string[]).includes(question.id);
}

/** The message shown when a required question is left empty. */
export function requiredMessage(question: FollowUpQuestion): string {
  if (question.id === "name") return validationMessages.name;
  return isTyped(question) ? validationMessages.answer : validationMessages.choose;
}

/** Questions answered by typing (a text, or a phone number) rather than by choosing. */
export function isTyped(question: FollowUpQuestion): boolean {
  return question.type === "text" || question.type === "phone";
}

/**
 * An answer's message, or true when it is acceptable: a required question must be answered, and a phone
 * question's answer, when given, must be a number (the contract's rule, as the server applies it).
 */
export async function checkAnswer(question: FollowUpQuestion, value: string | undefined): Promise<true | string> {
  const answer = (value ?? "").trim();
  if (answer === "") return isRequired(question) ? requiredMessage(question) : true;
  if (question.type === "phone" && !(await isPhoneNumber(answer))) return validationMessages.phone;
  return true;
}

/** A yes/no question may come without options. */
export function optionsOf(question: FollowUpQuestion): string[] {
  if (question.options && question.options.length > 0) return question.options;
  return question.type === "yes_no" ? ["Yes", "No"] : [];
}
