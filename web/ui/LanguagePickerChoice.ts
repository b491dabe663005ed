import { profileApi } from "../../domain/contract/routes/profile.ts";
import { isLanguage, type Language } from "../../domain/languages.ts";
import { api } from "../lib/api.ts";

type Client = Pick<typeof api, "call">;

/**
 * Saves a signed-in member's language to their profile, where their mail and the server's
 * refusals to them read it and the next device they sign in on takes it from (decision 31).
 */
export const saveLanguage = (language: Language, client: Client = api): Promise<unknown> =>
  client.call(profileApi.language, { body: { language } });

/**
 * What picking `value` does: the screens switch, a signed-in member's profile is told, and then
 * whoever asked hears of it. If the save fails, this device keeps the choice and the profile its
 * old one until the next pick: a language is not worth an error over.
 */
export function chooseLanguage(
  value: string,
  how: {
    readonly signedIn: boolean;
    readonly switchTo: (language: Language) => void;
    readonly save?: (language: Language) => Promise<unknown>;
    readonly onChosen?: (language: Language) => void;
  },
): void {
  if (!isLanguage(value)) return;
  how.switchTo(value);
  if (how.signedIn) (how.save ?? saveLanguage)(value).catch(() => {});
  how.onChosen?.(value);
}
