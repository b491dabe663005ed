import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Field, TextArea } from "../../../ui/Field.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { TEMPLATE_MAX_LENGTH, type AdminTemplate } from "../api/templates.ts";
import { useSaveTemplate } from "../hooks/use-save-template.ts";
import { SHARE_PLACEHOLDERS, templateTitle } from "../utils/share-templates.ts";

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

const PLACEHOLDER_HINT = "A member's share fills in the placeholders listed below.";

type EditTemplateDialogProps = { template: AdminTemplate | null; onClose: () => void };

export function EditTemplateDialog({ template, onClose }: EditTemplateDialogProps) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Message Template"
      description={template ? templateTitle(template.name) : undefined}
      maxWidth="40rem"
    >
      {/* Keyed, so reopening starts from the saved text rather than an abandoned edit. */}
      {template ? <TemplateForm key={template.id} template={template} onSaved={onClose} /> : null}
    </Dialog>
  );
}

// Exported for its tests: the dialog around it renders in a portal, which a static render leaves out.
export function TemplateForm({ template, onSaved }: { template: AdminTemplate; onSaved: () => void }) {
  const [content, setContent] = useState(template.content);
  const [isActive, setIsActive] = useState(template.isActive);
  const [error, setError] = useState<string>();
  const save = useSaveTemplate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = content.trim();
    if (trimmed === "") {
      setError("Template content cannot be empty");
      return;
    }
    save.mutate({ name: template.name, change: { content: trimmed, isActive } }, { onSuccess: onSaved });
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Field label="Template Content" hint={PLACEHOLDER_HINT} error={error}>
        {(ids) => (
          <TextArea
            {...ids}
            rows={8}
            maxLength={TEMPLATE_MAX_LENGTH}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Placeholders>
        {SHARE_PLACEHOLDERS.map(({ placeholder, meaning }) => (
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
        Active: members can share this template
      </Check>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
