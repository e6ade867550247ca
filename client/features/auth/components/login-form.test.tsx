import type { I18n } from "@lingui/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { User } from "../../../../contract/auth";
import { Toaster } from "../../../components/ui/toaster";
import { createI18n } from "../../../i18n/i18n";
import { I18nProvider } from "../../../i18n/use-t";
import { createQueryClient } from "../../../lib/query-client";
import { startLoopbackApi } from "../../../test/loopback-api";
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

  describe("against the server", () => {
    let api: Awaited<ReturnType<typeof startLoopbackApi>>;
    beforeAll(async () => {
      api = await startLoopbackApi();
    });
    afterAll(() => api.close());

    it("words a refused sign-in from the error's code in French, whatever its English says", async () => {
      api.setRoutes({
        "POST /api/login": {
          status: 401,
          json: { message: "Nope, try again", code: "invalid_credentials", reason: "invalid_credentials", params: {} },
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<LoginForm kind="agent" />, { i18n: await createI18n("fr-CA") });
      await user.type(screen.getByLabelText("Courriel"), "agent@demo.test");
      await user.type(screen.getByLabelText("Mot de passe"), "wrong-password");
      await user.click(screen.getByRole("button", { name: "Se connecter" }));
      expect(await screen.findByText("Échec de la connexion")).toBeInTheDocument();
      expect(screen.getByText("Adresse courriel ou mot de passe invalide.")).toBeInTheDocument();
      expect(screen.queryByText(/Nope/)).not.toBeInTheDocument();
    });

    it("welcomes a French user in French once the screen turns to their language after sign-in", async () => {
      const francophone: User = {
        id: 4,
        userType: "agent",
        email: "chloe@demo.test",
        firstName: "Chloé",
        lastName: "Tremblay",
        fullName: "Chloé Tremblay",
        phone: null,
        role: "agent",
        isActive: true,
        agentId: null,
        locale: "fr-CA",
        createdAt: "2026-01-05T10:00:00.000Z",
      };
      api.setRoutes({ "POST /api/login": { json: francophone } });
      const queryClient = createQueryClient();
      const location = memoryLocation({ path: "/auth" });
      // The app's tree with the language shown: the sign-in page's (English), then the user's saved one, as
      // StaffLocale (client/app/router.tsx) switches it once the user is known.
      const app = (i18n: I18n) => (
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <Router hook={location.hook}>
              <LoginForm kind="agent" />
            </Router>
            <Toaster />
          </QueryClientProvider>
        </I18nProvider>
      );
      const view = render(app(await createI18n("en-CA")));
      const user = userEvent.setup();
      await user.type(screen.getByLabelText("Email"), francophone.email);
      await user.type(screen.getByLabelText("Password"), "demo1234");
      await user.click(screen.getByRole("button", { name: "Sign in" }));
      expect(await screen.findByText("Login successful")).toBeInTheDocument();
      view.rerender(app(await createI18n("fr-CA")));
      expect(await screen.findByText("Connexion réussie")).toBeInTheDocument();
      expect(screen.getByText("Bon retour, Chloé Tremblay")).toBeInTheDocument();
      expect(screen.queryByText("Login successful")).not.toBeInTheDocument();
      expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    });
  });

  it("prefills the e-mail it is given", () => {
    renderWithProviders(<LoginForm kind="client" defaultEmail="client@demo.test" />);
    expect(screen.getByLabelText("Email")).toHaveValue("client@demo.test");
  });
});
