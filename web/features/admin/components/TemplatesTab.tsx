import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LANGUAGE_NAMES, type Language } from "../../../../domain/languages.ts";
import { formatDate } from "../../../lib/format.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SegmentedSwitch } from "../../../ui/SegmentedSwitch.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { adminTemplatesQueryOptions, type AdminTemplate } from "../api/templates.ts";
import { LANGUAGE_OPTIONS } from "../templates/drafts.ts";
import { templatesText } from "../templates/i18n.ts";
import { templateTitle, templateUse } from "../utils/share-templates.ts";
import { EditTemplateDialog, type Editing } from "./EditTemplateDialog.tsx";
import { EmailCampaignEditor } from "./EmailCampaignEditor.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  padding: 0;
  list-style: none;
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

// Edit buttons line up along the bottom of a row of templates, however long each text is.
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Content = styled.p`
  flex-grow: 1;
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.9375rem;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

export function TemplatesTab() {
  const t = useT(templatesText);
  const templates = useQuery(adminTemplatesQueryOptions());
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <Stack>
      <Card title={t("tab.title")}>
        {templates.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={4} height="6rem" />
          </div>
        ) : templates.isError ? (
          <FetchError message={t("tab.failed")} onRetry={() => void templates.refetch()} />
        ) : (
          <List>
            {templates.data.map((template) => (
              <TemplateItem
                key={template.id}
                template={template}
                onEdit={(language) => setEditing({ template, language })}
              />
            ))}
          </List>
        )}
      </Card>
      <EmailCampaignEditor />
      <EditTemplateDialog editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

type TemplateItemProps = { template: AdminTemplate; language?: Language; onEdit: (language: Language) => void };

// Exported for its tests: one template in the language the admin switched it to; Edit opens the
// editor in that language. A translation not written yet shows the English text members get.
export function TemplateItem({ template, language: initial = "en", onEdit }: TemplateItemProps) {
  const t = useT(templatesText);
  const [language, setLanguage] = useState<Language>(initial);
  const title = templateTitle(template.name);
  const use = templateUse(template.name);
  const translation = language === "en" ? template : template.translations[language];
  const shown = translation ?? template;
  return (
    <Item>
      <Header>
        <h3>{title}</h3>
        <Badge tone={template.isActive ? "green" : "neutral"}>
          {template.isActive ? t("item.active") : t("item.inactive")}
        </Badge>
      </Header>
      {use ? <Meta>{use}</Meta> : null}
      <SegmentedSwitch label={t("language.label")} options={LANGUAGE_OPTIONS} value={language} onChange={setLanguage} />
      {translation ? null : <Meta>{t("item.untranslated", { language: LANGUAGE_NAMES[language] })}</Meta>}
      <Content lang={translation ? language : "en"}>{shown.content}</Content>
      <Meta>{t("item.meta", { name: template.name, date: formatDate(shown.updatedAt) })}</Meta>
      <div>
        <Button variant="secondary" onClick={() => onEdit(language)}>
          {rich(t("item.edit", { title }), [<VisuallyHidden />])}
        </Button>
      </div>
    </Item>
  );
}
