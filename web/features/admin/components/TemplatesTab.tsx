import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { adminTemplatesQueryOptions, type AdminTemplate } from "../api/templates.ts";
import { templateTitle, templateUse } from "../utils/share-templates.ts";
import { EditTemplateDialog } from "./EditTemplateDialog.tsx";
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
  const templates = useQuery(adminTemplatesQueryOptions());
  const [editing, setEditing] = useState<AdminTemplate | null>(null);
  return (
    <Stack>
      <Card title="Message Templates">
        {templates.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={4} height="6rem" />
          </div>
        ) : templates.isError ? (
          <FetchError message="Failed to fetch templates" onRetry={() => void templates.refetch()} />
        ) : (
          <List>
            {templates.data.map((template) => (
              <TemplateItem key={template.id} template={template} onEdit={() => setEditing(template)} />
            ))}
          </List>
        )}
      </Card>
      <EmailCampaignEditor />
      <EditTemplateDialog template={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function TemplateItem({ template, onEdit }: { template: AdminTemplate; onEdit: () => void }) {
  const title = templateTitle(template.name);
  const use = templateUse(template.name);
  return (
    <Item>
      <Header>
        <h3>{title}</h3>
        <Badge tone={template.isActive ? "green" : "neutral"}>{template.isActive ? "Active" : "Inactive"}</Badge>
      </Header>
      {use ? <Meta>{use}</Meta> : null}
      <Content>{template.content}</Content>
      <Meta>
        {template.name} · updated {formatDate(template.updatedAt)}
      </Meta>
      <div>
        <Button variant="secondary" onClick={onEdit}>
          Edit<VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      </div>
    </Item>
  );
}
