import type { I18n } from "@lingui/core";
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadStory } from "../../../../contract/lead-story";
import { createI18n } from "../../../i18n/i18n";
import { I18nProvider } from "../../../i18n/use-t";
import { buildLead } from "../testing/lead-fixture";
import { LeadStateBadges } from "./lead-state-badges";
import { LeadStoryCard } from "./lead-story-card";

let french: I18n;
beforeAll(async () => {
  french = await createI18n("fr-CA");
});

const story: LeadStory = {
  attribution: {
    source: "facebook",
    medium: "social",
    campaign: "spring",
    term: null,
    content: null,
    referrer: null,
  },
  questionnaire: {
    topic: "Pricing Strategy",
    movingTimeline: 3,
    movingReason: "job-relocation",
    movingLocation: "It's a secret",
    hasSoldBefore: false,
    hasRealtor: false,
  },
  guides: [
    {
      token: "tok_abcdefghijklmnopqrstuvwxyz0123",
      topic: "Pricing Strategy",
      createdAt: "2026-03-02T15:05:00.000Z",
      followUp: [
        {
          questionId: "q1",
          question: "What's your biggest concern about selling?",
          answer: "Getting the right price",
          yes: null,
        },
        {
          questionId: "q2",
          question: "Would you like a free, no-obligation home evaluation?",
          answer: "Yes",
          yes: true,
        },
      ],
    },
  ],
  emails: [],
};

const lead = buildLead({ type: "realtor", topics: ["Pricing Strategy"], variant: "four-card", source: "facebook" });

/** The value shown under a label (a description list row). */
function answerTo(label: string) {
  return within(screen.getByText(label).parentElement as HTMLElement).getByRole("definition");
}

describe("LeadStoryCard", () => {
  it("shows the attribution, the forms and every answer in words, never a stored id", () => {
    render(<LeadStoryCard lead={lead} story={story} />);
    expect(answerTo("Source")).toHaveTextContent(/^facebook$/);
    expect(answerTo("Medium")).toHaveTextContent(/^social$/);
    expect(answerTo("Campaign")).toHaveTextContent(/^spring$/);
    expect(
      within(answerTo("Forms filled in"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Questionnaire", "Sell with an Agent (four cards)"]);
    expect(answerTo("Seller's language")).toHaveTextContent(/^English$/);
    expect(answerTo("What do you need help with?")).toHaveTextContent(/^Pricing Strategy$/);
    expect(answerTo("When are you planning to move?")).toHaveTextContent(/^3 months$/);
    expect(answerTo("What's the main reason you're moving?")).toHaveTextContent(/^Job relocation$/);
    expect(answerTo("Where are you planning to move to?")).toHaveTextContent(/^It's a secret$/);
    expect(answerTo("Have you sold a home before?")).toHaveTextContent(/^No$/);
    expect(answerTo("Are you currently working with a Realtor®?")).toHaveTextContent(/^No$/);
    expect(answerTo("What's your biggest concern about selling?")).toHaveTextContent(/^Getting the right price$/);
    expect(answerTo("Would you like a free, no-obligation home evaluation?")).toHaveTextContent(/^Yes$/);
    const guide = screen.getByRole("link", { name: "Pricing Strategy (opens the seller's guide)" });
    expect(guide).toHaveAttribute("href", "/sellers-guide/tok_abcdefghijklmnopqrstuvwxyz0123");
    expect(document.body).not.toHaveTextContent("job-relocation");
  });

  it("words the two-step flow's own reason ids too", () => {
    render(
      <LeadStoryCard
        lead={lead}
        story={{ ...story, questionnaire: { ...story.questionnaire, movingReason: "selling_investment" } }}
      />,
    );
    expect(answerTo("What's the main reason you're moving?")).toHaveTextContent(/^Selling an investment property$/);
  });

  it("words a visit without campaign or referrer as direct, and says when nothing was answered", () => {
    const plain = buildLead({ source: "direct", locale: "fr-CA" });
    const empty: LeadStory = {
      ...story,
      attribution: { ...story.attribution, source: "direct", medium: null, campaign: null },
      questionnaire: {
        topic: null,
        movingTimeline: null,
        movingReason: null,
        movingLocation: null,
        hasSoldBefore: null,
        hasRealtor: null,
      },
      guides: [],
    };
    render(<LeadStoryCard lead={plain} story={empty} />);
    expect(answerTo("Source")).toHaveTextContent(/^Direct \(no campaign or referring site\)$/);
    expect(screen.queryByText("Campaign")).toBeNull();
    expect(answerTo("Forms filled in")).toHaveTextContent(/^Not specified$/);
    expect(answerTo("Seller's language")).toHaveTextContent(/^French$/);
    expect(screen.getByText("The seller has not answered the questionnaire.")).toBeInTheDocument();
    expect(screen.getByText("No personalized guide yet")).toBeInTheDocument();
  });

  it("words the questions and answers in French on a French screen, and links to the seller's French guide", () => {
    render(
      <I18nProvider i18n={french}>
        <LeadStoryCard lead={{ ...lead, locale: "fr-CA" }} story={story} />
      </I18nProvider>,
    );
    expect(answerTo("Quelle est la principale raison de votre déménagement?")).toHaveTextContent(
      /^Mutation ou nouvel emploi$/,
    );
    expect(answerTo("Avez-vous déjà vendu une propriété?")).toHaveTextContent(/^Non$/);
    expect(answerTo("Campagne")).toHaveTextContent(/^spring$/);
    expect(
      within(answerTo("Formulaires remplis"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Questionnaire", "Vendre avec un courtier (quatre cartes)"]);
    expect(screen.getByRole("link", { name: /ouvre le guide du vendeur/ })).toHaveAttribute(
      "href",
      "/fr/sellers-guide/tok_abcdefghijklmnopqrstuvwxyz0123",
    );
  });
});

describe("LeadStateBadges: stage and form progress", () => {
  it("shows a just-submitted lead as stage New with its form finished, never 'Contacted'", () => {
    render(<LeadStateBadges lead={{ stage: "new", status: "Contacted" }} />);
    expect(screen.getByText("Stage: New")).toBeInTheDocument();
    expect(screen.getByText("Form: finished")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Contacted");
  });

  it("words each form progress", () => {
    const { rerender } = render(<LeadStateBadges lead={{ stage: "new", status: "Partial" }} />);
    expect(screen.getByText("Form: in progress")).toBeInTheDocument();
    rerender(<LeadStateBadges lead={{ stage: "appointment_set", status: "Qualified Lead" }} />);
    expect(screen.getByText("Form: consultation requested")).toBeInTheDocument();
  });

  it("reads in French on a French screen", () => {
    render(
      <I18nProvider i18n={french}>
        <LeadStateBadges lead={{ stage: "new", status: "Contacted" }} />
      </I18nProvider>,
    );
    expect(screen.getByText("Étape : Nouveau")).toBeInTheDocument();
    expect(screen.getByText("Formulaire : terminé")).toBeInTheDocument();
  });
});
