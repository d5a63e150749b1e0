/**
 * Toasts for code that lives outside React (the request client). The app
 * shell registers antd's themed message/notification instances here.
 */
export type Feedback = {
  error(text: string): void;
  success(text: string): void;
  notify(title: string, description: string, seconds: number): void;
};

let current: Feedback = {
  error: (text) => console.error(text),
  success: () => {},
  notify: () => {},
};

export const feedback: Feedback = {
  error: (text) => current.error(text),
  success: (text) => current.success(text),
  notify: (title, description, seconds) => current.notify(title, description, seconds),
};

export function setFeedback(next: Feedback): void {
  current = next;
}
