import type { STATES } from "../../../../domain/profile-options.ts";
import { wordsOf } from "../../../lib/profile-option-keys.ts";
import type { AdminKey } from "../i18n.ts";

// The stored values of a member's profile (domain/profile-options.ts) in the reader's language.
// Values stay as stored in filters and queries; only their labels change. A value the catalog
// does not know (written by an older form) is shown as it is stored.

const STATE_KEYS: Record<(typeof STATES)[number], AdminKey> = {
  Johor: "state.johor",
  Kedah: "state.kedah",
  Kelantan: "state.kelantan",
  "Kuala Lumpur": "state.kualaLumpur",
  Labuan: "state.labuan",
  "Malacca (Melaka)": "state.melaka",
  "Negeri Sembilan": "state.negeriSembilan",
  Pahang: "state.pahang",
  "Penang (Pulau Pinang)": "state.penang",
  Perak: "state.perak",
  Perlis: "state.perlis",
  Putrajaya: "state.putrajaya",
  Sabah: "state.sabah",
  Sarawak: "state.sarawak",
  Selangor: "state.selangor",
  Terengganu: "state.terengganu",
};

export const stateWords = wordsOf(STATE_KEYS);
