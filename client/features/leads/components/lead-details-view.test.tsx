import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../../contract/constants";
import type { Agent } from "../../../../contract/crm";
import { buildLead, buildUser } from "../testing/lead-fixture";
import { assignmentLabel } from "../utils/assignment";
import { LeadDetailsView } from "./lead-details-view";

const agents: Agent[] = [{ id: 7, fullName: "Sam Lee", email: "sam@demo.test", role: "agent", isActive: true }];

function assignedAgentCell() {
  const label = screen.getByText("Assigned Agent");
  return within(label.parentElement as HTMLElement).getByRole("definition");
}

describe("assignment", () => {
  it("shows the agent's name when the agent list is loaded", () => {
    const lead = buildLead({ agentId: 7 });
    render(<LeadDetailsView lead={lead} assignment={assignmentLabel(lead.agentId, agents)} />);
    expect(assignedAgentCell()).toHaveTextContent(/^Sam Lee$/);
  });

  it("shows 'Agent #' and the id when the name is not known", () => {
    const lead = buildLead({ agentId: 12 });
    render(<LeadDetailsView lead={lead} assignment={assignmentLabel(lead.agentId, undefined, buildUser())} />);
    expect(assignedAgentCell()).toHaveTextContent(/^Agent #12$/);
  });

  it("shows an agent their own name on their own leads", () => {
    const lead = buildLead({ agentId: 3 });
    render(<LeadDetailsView lead={lead} assignment={assignmentLabel(lead.agentId, undefined, buildUser())} />);
    expect(assignedAgentCell()).toHaveTextContent(/^Priya Sharma$/);
  });

  it("shows a 'Not Assigned' badge when nobody is assigned", () => {
    const lead = buildLead({ agentId: null });
    render(<LeadDetailsView lead={lead} assignment={assignmentLabel(lead.agentId, agents)} />);
    expect(assignedAgentCell()).toHaveTextContent(/^Not Assigned$/);
  });
});

describe("LeadDetailsView", () => {
  it("shows mortgage details only with a mortgage, and the realtor question only for realtor leads", () => {
    const { rerender } = render(<LeadDetailsView lead={buildLead()} assignment={null} />);
    expect(screen.getByText("Mortgage Amount")).toBeInTheDocument();
    expect(screen.getByText("Current on Payments")).toBeInTheDocument();
    expect(screen.queryByText("Under Contract with Another Realtor")).not.toBeInTheDocument();
    expect(screen.getByText("Within 3 months")).toBeInTheDocument();

    rerender(
      <LeadDetailsView
        lead={buildLead({ type: "realtor", hasMortgage: false, comments: "Prefers e-mail" })}
        assignment={null}
      />,
    );
    expect(screen.queryByText("Mortgage Amount")).not.toBeInTheDocument();
    expect(screen.queryByText("Current on Payments")).not.toBeInTheDocument();
    expect(screen.getByText("Under Contract with Another Realtor")).toBeInTheDocument();
    expect(screen.getByText("Prefers e-mail")).toBeInTheDocument();
  });

  it("shows address with unit, and city, province and postal code", () => {
    render(<LeadDetailsView lead={buildLead()} assignment={null} />);
    expect(screen.getByText("12 King St W, Unit 4")).toBeInTheDocument();
    expect(screen.getByText("Toronto, ON, M5H 1A1")).toBeInTheDocument();
  });
});

describe("contact actions", () => {
  it("are tel: and mailto: links for a seller who may be contacted", () => {
    render(
      <LeadDetailsView lead={buildLead({ phone: "(416) 555-0100", email: "ok@example.com" })} assignment={null} />,
    );
    expect(screen.getByRole("link", { name: "(416) 555-0100" })).toHaveAttribute("href", "tel:(416) 555-0100");
    expect(screen.getByRole("link", { name: "ok@example.com" })).toHaveAttribute("href", "mailto:ok@example.com");
  });

  it("are disabled for a represented seller ('Agent Represented – Do Not Contact')", () => {
    const lead = buildLead({
      phone: "(416) 555-0100",
      email: "rep@example.com",
      tag: REPRESENTED_TAG,
      stage: "do_not_contact",
    });
    render(<LeadDetailsView lead={lead} assignment={null} />);
    for (const name of ["(416) 555-0100 (Do Not Contact)", "rep@example.com (Do Not Contact)"]) {
      const action = screen.getByRole("link", { name });
      expect(action).toHaveAttribute("aria-disabled", "true");
      expect(action).not.toHaveAttribute("href");
    }
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });
});
