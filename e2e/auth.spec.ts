import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function signInAsStaff(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an agent signs in and lands on the agent dashboard", async ({ page }) => {
  await signInAsStaff(page, "agent@demo.test");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Agent dashboard" })).toBeVisible();
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome back, Priya Sharma", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin Dashboard" })).toHaveCount(0);
});

test("the demo client signs in with the prefilled e-mail and lands on the client dashboard", async ({ page }) => {
  await page.goto("/auth?client=true");
  await expect(page.getByRole("heading", { name: "Client Portal" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("client@demo.test");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Client dashboard" })).toBeVisible();
});

test("an admin signs in and lands on the admin dashboard; /admin leads there too", async ({ page }) => {
  await signInAsStaff(page, "admin@demo.test");
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
  // No button on the admin dashboard leads back to itself.
  await expect(page.getByRole("button", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
});

test("the login form shows the spec's validation messages while typing", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("not-an-email");
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await page.getByLabel("Password").fill("123");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByLabel("Email").fill("agent@demo.test");
  await expect(page.getByText("Invalid email address")).toHaveCount(0);
});

test("a wrong password shows the 'Login failed' toast and stays on /auth", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("agent@demo.test");
  await page.getByLabel("Password").fill("wrong-password");
  // The 401 itself is logged by Chromium as a failed resource load; that is the expected answer here.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in user opening /auth goes to /dashboard, and sign-out returns to /auth", async ({ page }) => {
  await signInAsStaff(page, "manager@demo.test");
  await expect(page.getByRole("heading", { name: "Manager dashboard" })).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Logged out successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been logged out of your account.", { exact: true })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("/admin sends an agent to / and a signed-out visitor to /auth", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  await signInAsStaff(page, "agent@demo.test");
  await expect(page.getByRole("heading", { name: "Agent dashboard" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
});
