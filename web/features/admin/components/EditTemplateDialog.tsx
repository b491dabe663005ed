import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { LANGUAGE_NAMES, type Language } from "../../../../domain/languages.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Field, TextArea } from "../../../ui/Field.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { TEMPLATE_MAX_LENGTH, type AdminTemplate } from "../api/templates.ts";
import { useSaveTemplate } from "../hooks/use-save-template.ts";
import { LANGUAGE_OPTIONS, planSave, savedDrafts, savedText, type Drafts } from "../templates/drafts.ts";
import { templatesText } from "../templates/i18n.ts";
import { placeholderMeanings, templateTitle } from "../utils/share-templates.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
  font-weight: 600;
  & > input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

// Each placeholder with what a member's share puts in its place; the list under the text box.
const Placeholders = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space.xs} ${space.sm};
  margin: 0;
  font-size: 0.875rem;
  & dt {
    justify-self: start;
  }
  & dd {
    margin: 0;
    color: ${colors.textMuted};
  }
  & code {
    padding: 0.125rem 0.5rem;
    border-radius: ${radius.sm};
    background: ${colors.accentSoft};
    color: ${colors.accentHover};
  }
`;

export type Editing = { template: AdminTemplate; language: Language };
type EditTemplateDialogProps = { editing: Editing | null; onClose: () => void };

export function EditTemplateDialog({ editing, onClose }: EditTemplateDialogProps) {
  const t = useT(templatesText);
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("editor.title")}
      description={editing ? templateTitle(editing.template.name) : undefined}
      maxWidth="40rem"
    >
      {/* Keyed, so reopening starts from the saved texts rather than an abandoned edit. */}
      {editing ? (
        <TemplateForm
          key={editing.template.id}
          template={editing.template}
          language={editing.language}
          onSaved={onClose}
        />
      ) : null}
    </Dialog>
  );
}

type TemplateFormProps = { template: AdminTemplate; language?: Language; onSaved: () => void };

// Exported for its tests: the dialog around it renders in a portal, which a static render leaves out.
export function TemplateForm({ template, language: initial = "en", onSaved }: TemplateFormProps) {
  const t = useT(templatesText);
  const [language, setLanguage] = useState<Language>(initial);
  const [drafts, setDrafts] = useState<Drafts>(() => savedDrafts(template));
  const [isActive, setIsActive] = useState(template.isActive);
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({});
  const save = useSaveTemplate();
  const name = LANGUAGE_NAMES[language];

  function submit(event: FormEvent) {
    event.preventDefault();
    const plan = planSave(template, drafts);
    if ("problem" in plan) {
      setErrors({ [plan.language]: plan.problem });
      setLanguage(plan.language);
      return;
    }
    save.mutate({ name: template.name, isActive, saves: plan.saves }, { onSuccess: onSaved });
  }

  return (
    <Form onSubmit={submit} noValidate>
      <SegmentedSwitch label={t("language.label")} options={LANGUAGE_OPTIONS} value={language} onChange={setLanguage} />
      {language !== "en" && savedText(template, language) === null ? (
        <Note>{t("editor.untranslated", { language: name })}</Note>
      ) : null}
      <Field
        label={t("editor.content")}
        hint={language === "en" ? t("editor.hint") : t("editor.translationHint", { language: name })}
        error={errors[language]}
      >
        {(ids) => (
          <TextArea
            {...ids}
            key={language}
            lang={language}
            rows={8}
            maxLength={TEMPLATE_MAX_LENGTH}
            value={drafts[language]}
            onChange={(event) => {
              const content = event.target.value;
              setDrafts((current) => ({ ...current, [language]: content }));
              setErrors((current) => ({ ...current, [language]: undefined }));
            }}
          />
        )}
      </Field>
      <Placeholders>
        {placeholderMeanings(language).map(({ placeholder, meaning }) => (
          <div key={placeholder} style={{ display: "contents" }}>
            <dt>
              <code>{placeholder}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </Placeholders>
      <Check>
        <input type="checkbox" checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />
        {t("editor.active")}
      </Check>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("editor.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("editor.saving") : t("editor.save")}
        </Button>
      </DialogFooter>
    </Form>
  );
}
