import styled from "@emotion/styled";
import { useAtom, useAtomValue } from "jotai";
import { Globe } from "lucide-react";
import { startTransition } from "react";
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES, type Language } from "../../domain/languages.ts";
import { isSignedInAtom } from "../lib/auth.ts";
import { languageAtom } from "../lib/i18n/language.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { chooseLanguage } from "./LanguagePickerChoice.ts";
import { uiText } from "./i18n.ts";
import { colors, fontSize, radius, space } from "./theme.ts";

const Box = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${colors.textMuted};
  & > svg {
    position: absolute;
    left: ${space.sm};
    pointer-events: none;
  }
`;

// In the top bar only the globe shows, leaving the row its room; the select still opens the
// list, and screen readers still announce the language chosen.
const Select = styled("select", { shouldForwardProp: (prop) => prop !== "iconOnPhones" })<{ iconOnPhones: boolean }>`
  min-height: 2.5rem;
  padding: 0 ${space.sm} 0 2rem;
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSize.small};
  /* A width of its own: sized by its options, the select would lay out every language's name,
     and with them the Chinese and Tamil fonts, before the first paint. */
  width: 10.5rem;
  ${({ iconOnPhones }) =>
    iconOnPhones
      ? `width: 2rem;
    padding: 0;
    color: transparent;
    appearance: none;
    border-color: transparent;
    background: transparent;`
      : ""}
`;

type LanguagePickerProps = {
  /** The globe alone, the list in short names (EN, BM, 中文, தமிழ்): for the top bar. */
  short?: boolean;
  /** Called once the choice is made (and, for a signed-in member, sent to their profile). */
  onChosen?: (language: Language) => void;
};

// Each language is listed by its own name, so a reader finds theirs whatever the screen speaks.
export function LanguagePicker({ short = false, onChosen }: LanguagePickerProps) {
  const [language, setLanguage] = useAtom(languageAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const t = useT(uiText);
  return (
    <Box>
      <Globe size={16} aria-hidden="true" />
      <Select
        iconOnPhones={short}
        aria-label={t("language.label")}
        value={language}
        onChange={(event) =>
          chooseLanguage(event.target.value, {
            signedIn,
            // The screens keep showing the old words until the new language's are in.
            switchTo: (chosen) => startTransition(() => setLanguage(chosen)),
            onChosen,
          })
        }
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {(short ? LANGUAGE_SHORT_NAMES : LANGUAGE_NAMES)[option]}
          </option>
        ))}
      </Select>
    </Box>
  );
}
