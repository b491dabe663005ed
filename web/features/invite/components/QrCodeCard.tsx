import styled from "@emotion/styled";
import { encode } from "uqr";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { QrCode } from "../../../ui/QrCode.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";

const Figure = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${space.sm};
`;

const Caption = styled.figcaption`
  color: ${colors.textMuted};
  text-align: center;
  overflow-wrap: anywhere;
`;

const PNG_MODULE_PX = 12;

// Drawn from the QR matrix straight onto a canvas, so the PNG is crisp and needs no image decoding;
// a PNG rather than the SVG because that is what Instagram and WhatsApp accept.
function downloadPng(link: string, fileName: string) {
  const { size, data } = encode(link, { border: 4 });
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size * PNG_MODULE_PX;
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#000";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * PNG_MODULE_PX, y * PNG_MODULE_PX, PNG_MODULE_PX, PNG_MODULE_PX);
    }),
  );
  const anchor = document.createElement("a");
  anchor.href = canvas.toDataURL("image/png");
  anchor.download = fileName;
  anchor.click();
}

export function QrCodeCard({ link, referralId }: { link: string; referralId: string }) {
  const t = useT(inviteText);
  return (
    <Card title={t("qr.title")}>
      <Figure>
        <QrCode value={link} alt={t("qr.alt", { link })} />
        <Caption>{t("qr.caption")}</Caption>
        <Button variant="secondary" onClick={() => downloadPng(link, `jemput-invite-${referralId}.png`)}>
          {t("qr.download")}
        </Button>
      </Figure>
    </Card>
  );
}
