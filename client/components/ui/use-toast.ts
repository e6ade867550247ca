import { useSyncExternalStore } from "react";
import type { Translate } from "../../i18n/use-t";

/**
 * A toast's text: worded now (a string), or worded when shown (a function of the language shown), so a toast
 * that outlives a change of language (sign-in switches to the user's saved one) reads in the new one.
 */
export type ToastText = string | ((t: Translate) => string);

export interface ToastMessage {
  id: number;
  title: ToastText;
  description?: ToastText;
  variant?: "default" | "destructive";
}

type Listener = () => void;

// One toast at a time (spec section 9): a new toast replaces the one on screen.
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

/** Removes whatever toast is showing (tests call it between cases). */
export function clearToasts(): void {
  current = null;
  emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
