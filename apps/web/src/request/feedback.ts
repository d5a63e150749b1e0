/**
 * Toasts for code that lives outside React (the request client). The app
 * registers antd's themed message functions here; the signed-in shell
 * registers the notifier, so notifications raised before it mounts (the
 * sign-in greeting) wait for it — and the sign-in page does not load them.
 */
export type Feedback = {
  error(text: string): void;
  success(text: string): void;
  notify(title: string, description: string, seconds: number): void;
};

type Notifier = Feedback['notify'];
type Messages = Pick<Feedback, 'error' | 'success'>;

let messages: Messages = { error: (text) => console.error(text), success: () => {} };
let notifier: Notifier | null = null;
let pending: Array<Parameters<Notifier>> = [];

export const feedback: Feedback = {
  error: (text) => messages.error(text),
  success: (text) => messages.success(text),
  notify: (...args) => (notifier ? notifier(...args) : void pending.push(args)),
};

export function setFeedback(next: Messages): void {
  messages = next;
}

/** Registers (or, with null, removes) the notifier and shows what waited for it. */
export function setNotifier(next: Notifier | null): void {
  notifier = next;
  if (!next) return;
  const waiting = pending;
  pending = [];
  for (const args of waiting) next(...args);
}
