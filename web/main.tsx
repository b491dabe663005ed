import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, firstScreenReady } from "./app/App.tsx";
import { registerServiceWorker } from "./app/service-worker.ts";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain an element with id 'root'");
const root = createRoot(container);

// One first render with the address's screen in it: rendering at once would paint a spinner,
// then the shell, then the screen, each a layout of its own.
void firstScreenReady.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);

if (import.meta.env.PROD) registerServiceWorker();
