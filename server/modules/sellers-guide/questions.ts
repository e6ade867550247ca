import type { FollowUpQuestion } from "../../../contract/sellers-guide";

/** The reader's follow-up form ('Help us personalize your experience'); `name` and `q1` are required. */
export const followUpQuestions: FollowUpQuestion[] = [
  { id: "name", text: "What's your name?", type: "text", required: true },
  {
    id: "q1",
    text: "What's your biggest concern about selling?",
    type: "multiple_choice",
    options: [
      "Getting the right price",
      "Timing my sale and my next purchase",
      "Preparing my home for showings",
      "Understanding the costs",
      "Something else",
    ],
    required: true,
  },
  {
    id: "q2",
    text: "Would you like a free, no-obligation home evaluation?",
    type: "yes_no",
    options: ["Yes", "No"],
    required: false,
  },
  { id: "q3", text: "What's the best phone number to reach you?", type: "text", required: false },
  { id: "q4", text: "Is there anything else you'd like us to know?", type: "text", required: false },
];
