import styled from "@emotion/styled";
import { useField } from "@tanstack/react-form";
import { useId, useRef, type ChangeEvent } from "react";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import type { ProfileFormApi } from "../hooks/use-profile-form.ts";
import { profileText } from "../i18n.ts";
import { pictureProblem, PICTURE_TYPES, readAsDataUrl } from "../utils/picture.ts";
import { FieldError } from "./FieldGrid.tsx";
import { useFormValue } from "./FormFields.tsx";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
`;

// Beside the avatar whenever the row has room for it, phones included.
const Controls = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

const Label = styled.p`
  margin: 0 0 ${space.xs};
  font-weight: 600;
  font-size: 0.9375rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

// The picture is read into the form as a data URL and only sent with the rest of the profile.
export function PictureUploader({ form }: { form: ProfileFormApi }) {
  const t = useT(profileText);
  const input = useRef<HTMLInputElement>(null);
  const { toast } = useToast();
  const id = useId();
  const field = useField({ form, name: "profilePicture" });
  const picture = field.state.value;
  const [error] = field.state.meta.errors;
  const firstName = useFormValue(form, "firstName");
  const lastName = useFormValue(form, "lastName");
  const set = (value: string | null) => field.handleChange(value);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again, after removing it, still counts as a change.
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    set(await readAsDataUrl(file));
  }

  return (
    <Group
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
    >
      {/* Keyed by the picture, so a picture that failed to load does not hide the next one. */}
      <Avatar key={picture ?? ""} src={picture} firstName={firstName} lastName={lastName} size={88} initials={2} />
      <Controls>
        <Label id={`${id}-label`}>{t("picture.label")}</Label>
        <Actions>
          <Button variant="secondary" name="profilePicture" onClick={() => input.current?.click()}>
            {t("picture.upload")}
          </Button>
          {picture ? (
            <Button variant="ghost" onClick={() => set(null)}>
              {rich(t("picture.remove"), [<VisuallyHidden />])}
            </Button>
          ) : null}
        </Actions>
        <Hint id={`${id}-hint`}>{t("picture.hint")}</Hint>
        {typeof error === "string" ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        <input
          ref={input}
          type="file"
          accept={PICTURE_TYPES.join(",")}
          hidden
          onChange={onFile}
          aria-label={t("picture.file")}
        />
      </Controls>
    </Group>
  );
}
