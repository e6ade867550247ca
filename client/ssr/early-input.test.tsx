import { type FormEvent, Suspense, startTransition, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { earlyInputScript } from "./early-input";

// The inline script as the server writes it (serialised), in front of a page React hydrates afterwards.

/** A server-rendered form as the public pages have them: controlled fields, a Next button, a submit. */
function Form() {
  const [address, setAddress] = useState("");
  const [province, setProvince] = useState("ON");
  const [agree, setAgree] = useState(false);
  const [steps, setSteps] = useState(0);
  const [sent, setSent] = useState(0);
  // The router marks the page mounted the same way (MountedPage in client/app/routes.tsx).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent((count) => count + 1);
  };
  return (
    <form onSubmit={handleSubmit}>
      {/* A part that hydrates on its own, after the page, as the public pages' parts do. */}
      <Suspense>
        <div>
          <input aria-label="Address" value={address} onChange={(event) => setAddress(event.target.value)} />
          <select aria-label="Province" value={province} onChange={(event) => setProvince(event.target.value)}>
            <option value="ON">ON</option>
            <option value="BC">BC</option>
          </select>
          <input
            type="checkbox"
            aria-label="Agree"
            checked={agree}
            onChange={(event) => setAgree(event.target.checked)}
          />
        </div>
      </Suspense>
      <button type="button" onClick={() => setSteps((count) => count + 1)}>
        Next
      </button>
      <a href="#fr" data-locale-choice="fr-CA">
        Français
      </a>
      <output>{`${address}|${province}|${agree}|${steps}|${sent}`}</output>
    </form>
  );
}

const options = { localeCookie: "locale", holdMs: 15_000, turnMs: 10 };
let container: HTMLDivElement;
let root: Root | undefined;
const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // The app runs as in a browser here, not inside act().
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  new Function(earlyInputScript(options))();
});
afterEach(async () => {
  root?.unmount();
  root = undefined;
  container.remove();
  // The page counts as mounted, so the script steps aside even where a test never hydrated: the next test
  // files share this window (vitest.config.ts).
  document.documentElement.setAttribute("data-hydrated", "");
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.documentElement.removeAttribute("data-hydrated");
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: reactActEnvironment });
});

const field = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`) as T;
const output = () => container.querySelector("output")?.textContent;
const nextButton = () => [...container.querySelectorAll("button")].find((b) => b.textContent === "Next") as Element;
const tap = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function hydrate() {
  startTransition(() => {
    root = hydrateRoot(container, <Form />);
  });
}

describe("what a visitor does before the app has loaded", () => {
  it("holds taps and gives typed, chosen and ticked fields to the app once the page has mounted", async () => {
    type(field<HTMLInputElement>("Address"), "77 Oak Avenue");
    const province = field<HTMLSelectElement>("Province");
    province.value = "BC";
    province.dispatchEvent(new Event("change", { bubbles: true }));
    field<HTMLInputElement>("Agree").click();
    // A tap on a button is held: its default (a form's submit) does not happen.
    expect(tap(nextButton())).toBe(false);
    expect(tap(nextButton())).toBe(false);
    expect(output()).toBe("|ON|false|0|0");

    hydrate();
    // Both taps count, one per turn, after the fields are in.
    await vi.waitFor(() => expect(output()).toBe("77 Oak Avenue|BC|true|2|0"));
    expect(field<HTMLInputElement>("Address").value).toBe("77 Oak Avenue");
    expect(field<HTMLInputElement>("Agree").checked).toBe(true);

    // From then on React answers at once: the script has stepped aside.
    expect(tap(nextButton())).toBe(true);
    await vi.waitFor(() => expect(output()).toBe("77 Oak Avenue|BC|true|3|0"));
  });

  it("submits a form once through the app for Enter pressed in its field, however often", async () => {
    const address = field<HTMLInputElement>("Address");
    type(address, "5 Harbour Lane");
    for (let i = 0; i < 2; i++) {
      const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
      expect(address.dispatchEvent(enter)).toBe(false);
    }
    hydrate();
    await vi.waitFor(() => expect(output()).toBe("5 Harbour Lane|ON|false|0|1"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output()).toBe("5 Harbour Lane|ON|false|0|1");
  });

  it("drops a held tap that is too old to be what the visitor still expects", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - options.holdMs - 1);
    tap(nextButton());
    vi.useRealTimers();
    tap(nextButton());
    hydrate();
    await vi.waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first tap waited longer than a visitor would expect anything of it.
    expect(output()).toBe("|ON|false|1|0");
  });

  it("remembers the language chosen with the switch, which works as a plain link", () => {
    expect(tap(container.querySelector("a[data-locale-choice]") as Element)).toBe(true);
    expect(document.cookie).toContain("locale=fr-CA");
  });
});
