import { useQuery } from "@tanstack/react-query";
import type { Period } from "../../../../domain/period.ts";
import { failureOf } from "../../../lib/failure.ts";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { bankFilePreviewQueryOptions, refusalBody, type BankFilePreview, type PaymentFormat } from "../api/payouts.ts";
import { adminText } from "../i18n.ts";
import { Figures, malaysianTime, MemberAmounts, Notice, PreviewBody, PreviewState } from "./PayoutPreviewParts.tsx";

type Fire<V> = { run: (variables: V, onSuccess?: () => void) => void; pending: boolean; error: unknown };
export type FileTarget = { period: Period; format: PaymentFormat };

type IssueFileDialogProps = {
  target: FileTarget | null;
  issue: Fire<{ period: Period; format: PaymentFormat; digest: string }>;
  download: Fire<{ id: string; fileName: string }>;
  onClose: () => void;
};

// The month's bank file is written once per issue: the dialog shows what it would hold (and
// which payouts it leaves out, and why) before it is issued, bound to those figures. A file
// issued already is downloaded again as it was, byte for byte.
export function IssueFileDialog({ target, issue, download, onClose }: IssueFileDialogProps) {
  const t = useT(adminText);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target === null ? "" : t("payoutFile.title", { month: periodTitle(target.period) })}
      description={t("payoutFile.description")}
      maxWidth="36rem"
    >
      {target === null ? null : <FileBody target={target} issue={issue} download={download} onClose={onClose} />}
    </Dialog>
  );
}

function FileBody({ target, issue, download, onClose }: IssueFileDialogProps & { target: FileTarget }) {
  const t = useT(adminText);
  const preview = useQuery(bankFilePreviewQueryOptions(target.period));
  const p = preview.data;
  const payable = p !== undefined && p.issued === null && p.payments > 0;
  return (
    <PreviewBody>
      <PreviewState query={preview}>{p ? <FilePreview preview={p} /> : null}</PreviewState>
      <IssueRefusal error={issue.error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("confirm.cancel")}</Button>
        </DialogClose>
        {p?.issued ? (
          <Button
            disabled={download.pending}
            onClick={() => p.issued && download.run({ id: p.issued.id, fileName: p.issued.fileName })}
          >
            {download.pending ? t("payoutFile.downloading") : t("payoutFile.downloadAgain")}
          </Button>
        ) : (
          <Button
            disabled={issue.pending || preview.isFetching || !payable}
            onClick={() => p && issue.run({ ...target, digest: p.digest }, onClose)}
          >
            {issue.pending ? t("payoutFile.pending") : t("payoutFile.confirm")}
          </Button>
        )}
      </DialogFooter>
    </PreviewBody>
  );
}

function FilePreview({ preview: p }: { preview: BankFilePreview }) {
  const t = useT(adminText);
  return (
    <>
      {p.issued ? (
        <Notice>
          {t("payoutFile.alreadyIssued", {
            issue: formatNumber(p.issued.issue),
            name: p.issued.fileName,
            at: malaysianTime(p.issued.issuedAt),
          })}
        </Notice>
      ) : p.payments === 0 ? (
        <Notice tone="danger">{t("payoutFile.nothingPayable", { count: p.leftOut.length })}</Notice>
      ) : null}
      <Figures aria-label={t("payoutFile.figures")}>
        <dt>{t("payoutFile.payments")}</dt>
        <dd>{formatNumber(p.issued ? p.issued.payments : p.payments)}</dd>
        <dt>{t("payoutFile.total")}</dt>
        <dd>{rm(p.issued ? p.issued.total : p.total)}</dd>
        {p.issued ? null : (
          <>
            <dt>{t("payoutFile.leftOut")}</dt>
            <dd>{t("payoutClose.amountOf", { count: formatNumber(p.leftOut.length), amount: rm(p.leftOutAmount) })}</dd>
          </>
        )}
      </Figures>
      {p.issued ? null : (
        <MemberAmounts
          title={t("payoutFile.leftOutTitle")}
          rows={p.leftOut.map((l) => ({
            key: l.payoutId,
            name: l.name,
            amount: l.amount,
            note: t(l.reason === "no_details" ? "payoutFile.noDetails" : "payoutFile.unknownBank"),
          }))}
        />
      )}
    </>
  );
}

// A refusal in the reader's words where the server named what happened; its own words otherwise.
function IssueRefusal({ error }: { error: unknown }) {
  const t = useT(adminText);
  if (!error) return null;
  const body = refusalBody(error);
  const failure = failureOf(error);
  const text =
    body?.["code"] === "file_changed"
      ? t("payoutFile.changed")
      : body?.["code"] === "already_issued" && typeof body["issuedAt"] === "string"
        ? t("payoutFile.issuedMeanwhile", { name: String(body["fileName"]), at: malaysianTime(body["issuedAt"]) })
        : failure.kind === "server"
          ? failure.message
          : t("payoutPreview.offline");
  return (
    <Notice tone="danger" role="alert">
      {text}
    </Notice>
  );
}
