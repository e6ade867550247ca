import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { staffUser } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { AddAgentForm } from "./add-agent-form";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi();
});
afterEach(() => api.close());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Nadia");
  await user.type(screen.getByLabelText("Last name"), "Roy");
  await user.type(screen.getByLabelText("Email"), "nadia@demo.test");
  await user.type(screen.getByLabelText("Temporary password"), "secret12");
  await user.selectOptions(screen.getByLabelText("Role"), "manager");
}

describe("AddAgentForm", () => {
  it("names every missing or malformed field and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddAgentForm onDone={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Add agent" }));

    expect(await screen.findAllByText("Required")).toHaveLength(2);
    expect(screen.getByText("Invalid email address")).toBeVisible();
    expect(screen.getByText("Password must be at least 6 characters")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Temporary password"), "12345");
    expect(screen.getByText("Password must be at least 6 characters")).toBeVisible();
    await user.type(screen.getByLabelText("Temporary password"), "6");
    expect(screen.queryByText("Password must be at least 6 characters")).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("keeps what was typed and marks the e-mail when it is taken (409)", async () => {
    api.setRoutes({
      "POST /api/register": {
        status: 409,
        json: {
          message: "A user with this email already exists.",
          code: "email_taken",
          reason: "email_taken",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<AddAgentForm onDone={onDone} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Add agent" }));

    expect(await screen.findByText("Error")).toBeVisible();
    // The toast comes from the hook, the field message from this form's own callback, a tick later.
    await waitFor(() => expect(screen.getAllByText("A user with this email already exists.")).toHaveLength(2));
    expect(screen.getByLabelText("First name")).toHaveValue("Nadia");
    expect(screen.getByLabelText("Email")).toHaveValue("nadia@demo.test");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("registers the account with the chosen role", async () => {
    api.setRoutes({
      "POST /api/register": { status: 201, json: staffUser({ id: 9, fullName: "Nadia Roy", role: "manager" }) },
    });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<AddAgentForm onDone={onDone} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Add agent" }));

    expect(await screen.findByText("Agent added")).toBeVisible();
    expect(screen.getByText("Nadia Roy can now sign in.")).toBeVisible();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.requests[0]?.body).toEqual({
      firstName: "Nadia",
      lastName: "Roy",
      email: "nadia@demo.test",
      password: "secret12",
      role: "manager",
    });
  });
});
