import styled from "@emotion/styled";
import { Card } from "../../../ui/Card.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { CopyButton } from "./CopyButton.tsx";

const List = styled.dl`
  display: grid;
  gap: ${space.md};
`;

const Label = styled.dt`
  font-weight: 600;
  font-size: 0.9375rem;
  margin-bottom: ${space.xs};
`;

const Row = styled.dd`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

// Long links wrap anywhere rather than widening the page on a phone.
const Value = styled.span`
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

type ReferralDetailsProps = {
  referralId: string;
  link: string | null;
  copiedKey: string | null;
  copy: (key: string, text: string, itemName: string) => void;
};

export function ReferralDetails({ referralId, link, copiedKey, copy }: ReferralDetailsProps) {
  return (
    <Card title="Your Referral Details">
      <List>
        <div>
          <Label>Referral ID</Label>
          <Row>
            <Value>{referralId}</Value>
            <CopyButton
              what="referral ID"
              copied={copiedKey === "id"}
              onCopy={() => copy("id", referralId, "Referral ID")}
            />
          </Row>
        </div>
        <div>
          <Label>Referral link</Label>
          <Row>
            <Value>{link ?? "Loading..."}</Value>
            {link ? (
              <CopyButton
                what="referral link"
                copied={copiedKey === "link"}
                onCopy={() => copy("link", link, "Referral link")}
              />
            ) : null}
          </Row>
        </div>
      </List>
    </Card>
  );
}
