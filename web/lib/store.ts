import { createStore } from "jotai";

// One store for the whole app, so code outside React (the API client) reads and clears the same
// auth state the screens render from.
export const appStore = createStore();
