import { crowdRegistrationSuite } from "./crowd.ts";

// The full crowd of the reliability promise: 500 people join under one referrer at once.
crowdRegistrationSuite(500);
