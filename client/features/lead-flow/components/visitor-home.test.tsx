import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { rememberVisitorHome, visitorHome } from "../../../lib/visitor-record";
import { recordingActions, renderFlow } from "../testing/render-flow";
import { FourCardFlow } from "./four-card-flow";
import { TwoStepFlow } from "./two-step-flow";

// What the seller told another public form in this tab follows them into the lead flows, and back (issue 43).
const LEAD_ID = "lead_1700000000000_vst123abc";
const funnelHome = {
  street: "25 Maple Avenue",
  unit: "",
  city: "Toronto",
  province: "ON",
  postalCode: "M4C 1A1",
  livingArea: "1,450",
};

describe("the visitor record in the lead flows", () => {
  it("opens the four-card flow with the address the funnel was given, and keeps the condition chosen", async () => {
    rememberVisitorHome(funnelHome, "en-CA");
    const user = userEvent.setup();
    const run = recordingActions();
    renderFlow(<FourCardFlow type="cash-offer" leadId={LEAD_ID} actions={run.actions} onHome={vi.fn()} />);
    expect(screen.getByLabelText("Street address")).toHaveValue("25 Maple Avenue");
    expect(screen.getByLabelText("City")).toHaveValue("Toronto");
    expect(screen.getByLabelText("Province")).toHaveValue("ON");
    expect(screen.getByLabelText("Postal code")).toHaveValue("M4C 1A1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(run.partials.at(-1)).toMatchObject({ street: "25 Maple Avenue", postalCode: "M4C 1A1" }),
    );
    await user.click(screen.getByRole("radio", { name: "Fair" }));
    // Back the other way: the funnel would find the condition and every detail it had.
    const { unit: _empty, ...given } = funnelHome;
    expect(visitorHome()).toMatchObject({ ...given, condition: "Fair" });
  });

  it("gives the two-step flow the address as one line, sent with its start", async () => {
    rememberVisitorHome({ ...funnelHome, unit: "4" });
    const run = recordingActions();
    renderFlow(<TwoStepFlow type="realtor" leadId={LEAD_ID} actions={run.actions} onHome={vi.fn()} />);
    expect(screen.getByLabelText("Property address")).toHaveValue("4-25 Maple Avenue, Toronto, ON M4C 1A1");
    await waitFor(() => expect(run.partials[0]).toMatchObject({ address: "4-25 Maple Avenue, Toronto, ON M4C 1A1" }));
  });

  it("starts empty when nothing was told, and an empty field never erases what another form learnt", () => {
    expect(visitorHome()).toEqual({});
    rememberVisitorHome({ street: "1 Elm Street", city: "Ottawa" });
    rememberVisitorHome({ street: "", city: "  ", postalCode: "K1S 1A1" });
    expect(visitorHome()).toMatchObject({ street: "1 Elm Street", city: "Ottawa", postalCode: "K1S 1A1" });
  });
});
