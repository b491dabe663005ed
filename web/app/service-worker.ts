// The service worker (web/public/sw.js) makes the app installable and shows an offline page
// when a page cannot be reached. It is registered by production builds only (in development
// a worker would keep answering with files the dev server has since changed) and only where
// the address is https or localhost: browsers refuse workers elsewhere, and 127.0.0.1 (the
// browser suite and the benchmarks) stays without one, so they measure the network as it is.
export function mayRegister(location: Pick<Location, "protocol" | "hostname">): boolean {
  return location.protocol === "https:" || location.hostname === "localhost";
}

/** Registers the worker once the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !mayRegister(window.location)) return;
  const register = () => {
    // A failed registration leaves the app as it was without one; there is nothing to tell the member.
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
