import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Agent, UpdateLeadInput } from "../../../../contract/crm";
import { renderWithProviders } from "../../../test/render";
import { buildLead } from "../testing/lead-fixture";
import { LeadEditForm } from "./lead-edit-form";

function renderForm(lead = buildLead(), agents?: Agent[]) {
  const onSave = vi.fn((_changes: UpdateLeadInput) => undefined);
  renderWithProviders(
    <>
      <LeadEditForm id="edit" lead={lead} agents={agents} onSave={onSave} />
      <button type="submit" form="edit">
        Save
      </button>
    </>,
  );
  return onSave;
}

describe("LeadEditForm", () => {
  it("starts from a copy of the lead", () => {
    renderForm();
    expect(screen.getByLabelText("Full Name")).toHaveValue("Jane Seller");
    expect(screen.getByLabelText("Property Condition (0–10)")).toHaveValue(7);
    expect(screen.getByLabelText("Province")).toHaveValue("ON");
    expect(screen.getByLabelText("Has Mortgage")).toHaveValue("yes");
  });

  it("sends only the fields that changed, with their typed values", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "905-555-0199");
    await user.clear(screen.getByLabelText("Property Condition (0–10)"));
    await user.type(screen.getByLabelText("Property Condition (0–10)"), "4");
    await user.clear(screen.getByLabelText("Unit"));
    await user.selectOptions(screen.getByLabelText("Current on Payments"), "no");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ phone: "905-555-0199", condition: 4, unit: null, paymentsOnTime: false });
  });

  it("sends nothing when a field is changed and changed back, or only padded with spaces", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.type(screen.getByLabelText("Full Name"), "x");
    await user.type(screen.getByLabelText("Full Name"), "{Backspace}");
    await user.type(screen.getByLabelText("City"), "  ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({}));
  });

  it("assigns an agent by id when the agent list is available", async () => {
    const user = userEvent.setup();
    const agents: Agent[] = [{ id: 7, fullName: "Sam Lee", email: "sam@demo.test", role: "agent", isActive: true }];
    const onSave = renderForm(buildLead(), agents);
    await user.selectOptions(screen.getByLabelText("Assigned Agent"), "Sam Lee");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ agentId: 7 }));
  });

  it("refuses a bad e-mail or condition and sends nothing", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.clear(screen.getByLabelText("Property Condition (0–10)"));
    await user.type(screen.getByLabelText("Property Condition (0–10)"), "11");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Enter a whole number from 0 to 10")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
