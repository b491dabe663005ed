import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { sessionsText } from "../i18n.ts";

type T = Translate<Parameters<typeof sessionsText.text>[1]>;

/**
 * A signed-in device as the reader's language names it. The server names it in English
 * ("Chrome on Windows", "Browser on Linux"): the browser's and the system's names are proper
 * names, the words around them are not.
 */
export const deviceWords = (device: string | null, t: T): string => {
  if (device === null) return t("devices.unknown");
  const [, browser, system] = /^(.+) on (.+)$/.exec(device) ?? [];
  if (!browser || !system) return device;
  return browser === "Browser" ? t("devices.someBrowserOn", { system }) : t("devices.browserOn", { browser, system });
};
