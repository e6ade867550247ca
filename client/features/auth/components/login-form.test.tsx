import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LoginForm } from "./login-form";

describe("LoginForm", () => {
  it("validates on change with the spec's messages", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm kind="agent" />);

    await user.type(screen.getByLabelText("Email"), "agent@");
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "demo.test");
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "12345");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "6");
    expect(screen.queryByText("Password must be at least 6 characters")).not.toBeInTheDocument();
  });

  it("does not submit an empty form and names both problems", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm kind="client" />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("prefills the e-mail it is given", () => {
    renderWithProviders(<LoginForm kind="client" defaultEmail="client@demo.test" />);
    expect(screen.getByLabelText("Email")).toHaveValue("client@demo.test");
  });
});
