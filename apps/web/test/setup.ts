// antd reads matchMedia (responsive observers), which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's tabs and overflow menus observe their size; jsdom has no layout, so nothing to report.
if (!('ResizeObserver' in window)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoLayoutResizeObserver });
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}
