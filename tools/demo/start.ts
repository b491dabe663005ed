import { serve } from "../../server/app/serve.ts";
import { demoOnFirstStart } from "./first-run.ts";

// `npm start`: the server as a deployment runs it (server/app/start.ts), plus a demo world on a
// new embedded database, so `npm install && npm start` has something to look at (decisions 4, 49).
await serve({ beforeListening: demoOnFirstStart });
