import { serve } from "./serve.ts";

// `node server/app/start.ts`: the server alone, as a deployment runs it (docs/operations.md).
// `npm start` is the same server with the demo on a new embedded database (tools/demo/start.ts).
await serve();
