/**
 * Every validation message a schema or form rule gives, defined once: key -> English text. The API answers
 * the English in `issues` (its contract); the client finds the key of a message here and shows the message
 * id of that key in the active language (client/i18n/validation.ts), so rewording a text here keeps every
 * language working. Texts as the spec writes them (product spec section 5); new ones in the same voice.
 */
export const validationMessages = {
  email: "Please enter a valid email address",
  emailDot: "Please enter a valid email address.",
  phone: "Please enter a valid phone number",
  postalCode: "Please enter a valid postal code",
  postalCodeProvince: "Please enter a postal code in the province you chose",
  name: "Please enter your name",
  nameDot: "Please enter your name.",
  invalidEmail: "Invalid email address",
  unsafe: "Contains characters that are not allowed",
  contact: "Give an email or a phone number",
  firstName: "First name must be at least 2 characters",
  answer: "Please answer this question",
  choose: "Please choose an answer",
  required: "Required",
  password: "Password must be at least 6 characters",
  passwordLong: "Password must be at most 128 characters",
  emailLong: "Email is too long",
  channel: "Choose how you contacted the seller",
  outcome: "Choose the outcome",
  noteRequired: "Note content is required",
  reminderTitle: "Reminder title is required",
  reminderDate: "Please select a date",
  status: "Status is required",
  timeZone: "Unknown time zone: use an IANA name such as America/Toronto",
  fullName: "Enter the seller's full name",
  condition: "Enter a whole number from 0 to 10",
  mortgage: "Enter an amount of 0 or more",
  number: "Enter a number",
  // The home-value form's fields (the estimate's schema gives the address's three).
  street: "Enter the street address",
  city: "Enter the city",
  province: "Choose a province",
  bedrooms: "Enter a number of bedrooms from 0 to 20",
  bathrooms: "Enter a number of bathrooms from 0 to 20, in halves (for example 2.5)",
  livingArea: "Enter a living area from 200 to 20,000 sq ft",
  yearBuilt: "Enter the year the home was built, from 1800 to 2100",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
