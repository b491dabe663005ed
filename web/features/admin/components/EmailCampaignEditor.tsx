import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Field, TextArea, TextField } from "../../../ui/Field.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { useCampaignTemplate } from "../hooks/use-campaign-template.ts";
import { operationsText } from "../operations/i18n.ts";
import { CAMPAIGN_PLACEHOLDERS, type CampaignTemplate } from "../utils/campaign-template.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  & > div {
    width: 100%;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const Placeholders = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  padding: 0;
  list-style: none;
  & code {
    display: inline-block;
    padding: 0.125rem 0.5rem;
    border-radius: ${radius.sm};
    background: ${colors.accentSoft};
    color: ${colors.accentHover};
    font-size: 0.875rem;
  }
`;

const Code = styled(TextArea)`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
`;

type Errors = Partial<Record<keyof CampaignTemplate, string>>;

// The referral reminder's subject and HTML, kept as a draft in this browser and sent
// from the Brevo tab.
export function EmailCampaignEditor() {
  const t = useT(operationsText);
  const { saved, save } = useCampaignTemplate();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});

  function change(field: keyof CampaignTemplate, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Errors = {
      subject: draft.subject.trim() === "" ? t("editor.subjectMissing") : undefined,
      htmlContent: draft.htmlContent.trim() === "" ? t("editor.htmlMissing") : undefined,
    };
    if (problems.subject || problems.htmlContent) setErrors(problems);
    else save(draft);
  }

  return (
    <Card title={t("editor.title")}>
      <Muted>{t("editor.intro")}</Muted>
      <Placeholders aria-label={t("editor.placeholders")}>
        {CAMPAIGN_PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder}>
            <code>{placeholder}</code>
          </li>
        ))}
      </Placeholders>
      <Form onSubmit={submit} noValidate>
        <TextField
          label={t("editor.subject")}
          value={draft.subject}
          error={errors.subject}
          onChange={(event) => change("subject", event.target.value)}
        />
        <Field label={t("editor.html")} error={errors.htmlContent}>
          {(ids) => (
            <Code
              {...ids}
              rows={10}
              spellCheck={false}
              value={draft.htmlContent}
              onChange={(event) => change("htmlContent", event.target.value)}
            />
          )}
        </Field>
        <Button type="submit">{t("editor.save")}</Button>
      </Form>
    </Card>
  );
}
