import styled from "@emotion/styled";
import { Fragment } from "react";
import { Card } from "../../../ui/Card.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";
import { linkParts } from "../utils/referral-link.ts";
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

// Long values wrap rather than widening the page on a phone; a link wraps at its own break
// points first (LinkText), so only a host wider than the whole box is ever cut.
const Value = styled.span`
  flex: 1;
  min-width: 0;
  padding: ${space.sm} ${space.md};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
`;

// A run the browser keeps together unless it alone is wider than the line.
const Host = styled.span`
  overflow-wrap: break-word;
`;

// At 390 px the whole link does not fit on one line; it may break after the scheme and before
// each part of the path (<wbr>), never inside the host name, so "app.jemput.my" stays readable.
export function LinkText({ link }: { link: string }) {
  const { scheme, host, path } = linkParts(link);
  const pieces = path.split(/(?=\/)/).filter((piece) => piece !== "");
  return (
    <>
      {scheme}
      {scheme ? <wbr /> : null}
      {host ? <Host data-part="host">{host}</Host> : null}
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          <wbr />
          {piece}
        </Fragment>
      ))}
    </>
  );
}

type ReferralDetailsProps = {
  referralId: string;
  link: string | null;
  copiedKey: string | null;
  copy: (key: string, text: string, itemName: string) => void;
};

export function ReferralDetails({ referralId, link, copiedKey, copy }: ReferralDetailsProps) {
  const t = useT(inviteText);
  return (
    <Card title={t("details.title")}>
      <List>
        <div>
          <Label>{t("details.id")}</Label>
          <Row>
            <Value>{referralId}</Value>
            <CopyButton
              what={t("details.copyId")}
              copied={copiedKey === "id"}
              onCopy={() => copy("id", referralId, t("details.id"))}
            />
          </Row>
        </div>
        <div>
          <Label>{t("details.link")}</Label>
          <Row>
            <Value>{link ? <LinkText link={link} /> : t("loading")}</Value>
            {link ? (
              <CopyButton
                what={t("details.copyLink")}
                copied={copiedKey === "link"}
                onCopy={() => copy("link", link, t("details.link"))}
              />
            ) : null}
          </Row>
        </div>
      </List>
    </Card>
  );
}
