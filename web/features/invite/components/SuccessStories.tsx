import styled from "@emotion/styled";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";

// Illustrations of how members grow a team, deliberately without income figures: they are
// examples, not results anyone is promised.
const STORIES = [
  { name: "Nurul", role: "stories.nurul.role", story: "stories.nurul.story" },
  { name: "Arjun", role: "stories.arjun.role", story: "stories.arjun.story" },
  { name: "Mei Ling", role: "stories.meiLing.role", story: "stories.meiLing.story" },
] as const;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

const Note = styled.p`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space.md};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Story = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  display: grid;
  gap: ${space.xs};
  align-content: start;
  & > * {
    margin: 0;
  }
`;

const Name = styled.h3`
  font-size: 1rem;
`;

const Role = styled.p`
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

export function SuccessStories() {
  const t = useT(inviteText);
  return (
    <Card title={t("stories.title")}>
      <Header>
        <Badge tone="blue">{t("stories.badge")}</Badge>
        <Note>{t("stories.note")}</Note>
      </Header>
      <List>
        {STORIES.map((story) => (
          <Story key={story.name}>
            <Name>{story.name}</Name>
            <Role>{t(story.role)}</Role>
            <p>{t(story.story)}</p>
          </Story>
        ))}
      </List>
    </Card>
  );
}
