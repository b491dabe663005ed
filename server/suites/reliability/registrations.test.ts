import { crowdRegistrationSuite } from "./crowd.ts";

// The quick crowd: large enough to cross the first four level-up milestones under contention.
// The chaos suite sends 500 (registrations.chaos.ts).
crowdRegistrationSuite(120);
