/**
 * What a visitor does on a server-rendered page before its app has loaded (decision 025). The page shows
 * its buttons and fields from the first response, but the app comes after the first paint (client/boot.ts):
 * until React's root exists nobody listens, and a click on a page whose code is still on its way is dropped
 * by React (it hydrates the clicked part at once only when its code is there). So this function, inlined
 * in the head of every server-rendered page (the SSR entry serialises it, the CSP allows it by its hash),
 * holds what would be lost and hands it to the app once the page has mounted, which the router marks with
 * `<html data-hydrated>`:
 *
 * - a tap on a button is held (a submit button would otherwise send its form as a GET, putting what the
 *   visitor typed into the address) and tapped again, each of them, one per turn (Next, Next: two steps);
 * - Enter in a field is held and submits its form through the app;
 * - a field typed into or chosen is given back to the app with the events React listens for;
 * - the language switch (a link, left to work without the app) writes the visitor's choice in the locale
 *   cookie, as its own click handler does once the app runs.
 *
 * From the mount on, React answers every event itself: a part of the page that has not hydrated yet is
 * hydrated at once when an event reaches it (selective hydration).
 *
 * The function is serialised with `toString()`: it must use only its parameter and the browser's globals.
 */
export interface EarlyInputOptions {
  /** The cookie in which the language switch remembers the visitor's choice. */
  localeCookie: string;
  /** How long a held tap still counts (ms). */
  holdMs: number;
  /** The pause between two replayed taps (ms), so the app renders the first before the second. */
  turnMs: number;
}

export function holdEarlyInput(options: EarlyInputOptions): void {
  const root = document.documentElement;
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  // Taps on buttons, and forms whose field had Enter pressed, in the order they came. (Comments in this
  // function are line comments: the build keeps block comments in its text, which every page carries.)
  const held: Array<{ node: HTMLElement; at: number }> = [];
  // The fields typed into or chosen, each with its last value.
  const fields = new Map<Field, { value: string; checked: boolean }>();

  // Gives a field its value back so that React's change event fires. An event React must answer at once
  // hydrates the field's part first (its mount may reset the field); then the value goes in behind React's
  // value tracker, which remembers what it last saw and fires onChange only for a difference.
  const restore = (field: Field, entry: { value: string; checked: boolean }) => {
    if (!field.isConnected) return;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      // React hears a checkbox or radio change as a click: put the other state in, then click it back.
      if (field.type === "radio" && !entry.checked) return;
      field.checked = !entry.checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = entry.value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
      field.value = entry.value === "" ? " " : "";
      setValue?.call(field, entry.value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };

  const replay = () => {
    const entry = held.shift();
    if (entry?.node.isConnected && Date.now() - entry.at <= options.holdMs) {
      if (entry.node instanceof HTMLFormElement) entry.node.requestSubmit();
      else entry.node.click();
    }
    if (held.length > 0) setTimeout(replay, options.turnMs);
  };

  const remember = (event: Event) => {
    const field = event.target;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      fields.delete(field);
      fields.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
    }
  };
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const choice = event.target.closest("a[data-locale-choice]");
    if (choice) {
      // biome-ignore lint/suspicious/noDocumentCookie: the same plain preference cookie the switch writes
      document.cookie = `${options.localeCookie}=${encodeURIComponent(choice.getAttribute("data-locale-choice") ?? "")}; path=/; max-age=31536000; samesite=lax`;
      return;
    }
    const button = event.target.closest<HTMLElement>("button, input[type=submit], input[type=button], [role=button]");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ node: button, at: Date.now() });
  };
  const holdEnter = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key !== "Enter" || event.isComposing || !(field instanceof HTMLInputElement) || !field.form) return;
    event.preventDefault();
    // A form's Enter is sent once, however often it was pressed.
    const form = field.form;
    if (!held.some((entry) => entry.node === form)) held.push({ node: form, at: Date.now() });
  };
  document.addEventListener("input", remember, true);
  document.addEventListener("change", remember, true);
  document.addEventListener("click", holdClick, true);
  document.addEventListener("keydown", holdEnter, true);

  // Once the page has mounted, React answers everything: the script steps aside and hands over what it held.
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    document.removeEventListener("input", remember, true);
    document.removeEventListener("change", remember, true);
    document.removeEventListener("click", holdClick, true);
    document.removeEventListener("keydown", holdEnter, true);
    for (const [field, entry] of fields) restore(field, entry);
    // The app takes the fields in with its next render: the held taps wait a turn for it.
    if (held.length > 0) setTimeout(replay, options.turnMs);
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The inline script: the function above, run at once with its options. */
export function earlyInputScript(options: EarlyInputOptions): string {
  return `(${holdEarlyInput.toString()})(${JSON.stringify(options)});`;
}
