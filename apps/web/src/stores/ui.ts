import { create } from 'zustand';

/** Theme (remembered), global loading overlay, window width (spec §2, §9). */
export type ThemeMode = 'light' | 'dark';
export const THEME_KEY = 'tenderdesk:theme';
export const PRIMARY_COLOR = '#0377ed';
/** Spec §9 width thresholds. */
export const COLLAPSE_WIDTH = 960;
export const HEADER_HIDE_WIDTH = 640;

function storedTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

type UiState = {
  theme: ThemeMode;
  loadingCount: number;
  setTheme(theme: ThemeMode): void;
  /** Shows the overlay while the promise runs. */
  withLoading<T>(work: Promise<T>): Promise<T>;
};

export const useUi = create<UiState>((set, get) => ({
  theme: storedTheme(),
  loadingCount: 0,
  setTheme(theme) {
    localStorage.setItem(THEME_KEY, theme);
    set({ theme });
  },
  async withLoading(work) {
    set({ loadingCount: get().loadingCount + 1 });
    try {
      return await work;
    } finally {
      set({ loadingCount: get().loadingCount - 1 });
    }
  },
}));
