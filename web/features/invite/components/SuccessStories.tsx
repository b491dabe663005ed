import styled from "@emotion/styled";
import { Badge } from "../../../ui/Badge.tsx";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";

// Illustrations of how members grow a team, deliberately without income figures: they are
// examples, not results anyone is promised.
const STORIES = [
  {
    name: "Nurul",
    role: "Home baker, Penang",
    story:
      "Shared her link in her baking class WhatsApp group. A few classmates joined and began posting their own recipe videos, and her overrides grew alongside her own posts.",
  },
  {
    name: "Arjun",
    role: "Tech reviewer, Kuala Lumpur",
    story:
      "Put his QR code at the end of his unboxing videos. Viewers who signed up became his Level 1 team, and when they invited friends his Level 2 income followed.",
  },
  {
    name: "Mei Ling",
    role: "Lifestyle creator, Johor Bahru",
    story:
      "Posts every week and shares the brand images in her stories, so people can see what the work looks like before they join her team.",
  },
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
  return (
    <Card title="Success Stories">
      <Header>
        <Badge tone="blue">Examples</Badge>
        <Note>Illustrative stories of how creators build a team; not real members or their results.</Note>
      </Header>
      <List>
        {STORIES.map((story) => (
          <Story key={story.name}>
            <Name>{story.name}</Name>
            <Role>{story.role}</Role>
            <p>{story.story}</p>
          </Story>
        ))}
      </List>
    </Card>
  );
}
