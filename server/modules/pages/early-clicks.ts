import { createHash } from "node:crypto";
import { LOCALE_COOKIE } from "./page-locale";

/**
 * Keeps a tap that lands before the page has hydrated (it is server-rendered, so its buttons show before
 * the JavaScript runs). Such a click is otherwise lost: before hydration starts nobody listens, and while a
 * lazily loaded route is still dehydrated it is not replayed. This script, inline in the head of every
 * server-rendered page, holds the click (a submit button would otherwise send its form as a GET, putting
 * what the visitor typed into the address) and clicks the button again once the page has mounted (the
 * router sets `data-hydrated` on <html>, client/app/router.tsx). It gives up after 15 s or when the button
 * leaves the page. Links are left alone (without JavaScript they load the server's page), except that the
 * language switch (`data-locale-choice`) remembers the visitor's choice in the `locale` cookie, which its own
 * click handler does once the page has hydrated (client/components/language-switch.tsx).
 *
 * What the visitor types or chooses in a form before then is kept too: the app's state does not know it, and
 * its next render would put the field back as it was. Once the page has hydrated, each changed field gets its
 * last value back and an `input` and a `change` event, so the app takes it in; then the held clicks follow,
 * each of them (two taps on Next are two steps), one per turn so the app renders between them.
 * Enter in a field is held the same way and submits its form through the app once the page has hydrated:
 * the browser would otherwise send the form itself, or do nothing while the app's button is disabled.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var held = [];
  var changed = [];
  var timer = 0;
  var isHydrated = function () {
    return document.documentElement.hasAttribute("data-hydrated");
  };
  var restore = function (entry) {
    var field = entry.node;
    if (!field.isConnected) return;
    if (field.type === "checkbox" || field.type === "radio") field.checked = entry.checked;
    else field.value = entry.value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
  var replay = function () {
    timer = 0;
    var now = Date.now();
    var ready = isHydrated();
    if (ready && changed.length) {
      // The app takes the fields in with its next render: held clicks wait for that, a turn later.
      changed.splice(0).forEach(restore);
      timer = setTimeout(replay, 50);
      return;
    }
    held = held.filter(function (entry) {
      return entry.node.isConnected && now - entry.at <= 15000;
    });
    // One held click a turn, in order: the app renders the first (Next) before the second lands.
    var entry = ready && held.shift();
    if (entry && !entry.submit) entry.node.click();
    else if (entry && entry.node.requestSubmit) entry.node.requestSubmit();
    else if (entry) entry.node.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    if (held.length || changed.length) timer = setTimeout(replay, 50);
  };
  var hold = function (node, submit) {
    // Every tap counts (Next, Next: two steps); a form's Enter is sent once.
    if (!submit || !held.some(function (entry) { return entry.node === node; }))
      held.push({ node: node, at: Date.now(), submit: submit });
    if (!timer) timer = setTimeout(replay, 50);
  };
  var remember = function (event) {
    var field = event.target;
    if (isHydrated() || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement)) return;
    changed = changed.filter(function (entry) { return entry.node !== field; });
    changed.push({ node: field, value: field.value, checked: field.checked });
    if (!timer) timer = setTimeout(replay, 50);
  };
  document.addEventListener("input", remember, true);
  document.addEventListener("change", remember, true);
  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var choice = target && !isHydrated() && target.closest("a[data-locale-choice]");
    if (choice) {
      document.cookie = "${LOCALE_COOKIE}=" + encodeURIComponent(choice.getAttribute("data-locale-choice")) +
        "; path=/; max-age=31536000; samesite=lax";
      return;
    }
    var button = target && target.closest("button, input[type=submit], input[type=button], [role=button]");
    if (!button || isHydrated()) return;
    event.preventDefault();
    event.stopPropagation();
    hold(button, false);
  }, true);
  document.addEventListener("keydown", function (event) {
    var field = event.target;
    if (event.key !== "Enter" || event.isComposing || isHydrated() || !(field instanceof HTMLInputElement) ||
      !field.form) return;
    event.preventDefault();
    hold(field.form, true);
  }, true);
})();`;

/** The script's hash for the Content Security Policy, which allows no other inline script. */
export const EARLY_CLICKS_CSP_SOURCE = `'sha256-${createHash("sha256").update(EARLY_CLICKS_SCRIPT).digest("base64")}'`;
