import { describe, expect, it } from "vitest";
import { Effect } from "effect";
import type { PaymentBatch } from "../../../domain/payment-file.ts";
import { pain001Problem, paymentFileBody } from "./payment-file-body.ts";

// The ISO 20022 file is read back by a conforming XML parser before it is handed out.
const batch: PaymentBatch = {
  fileName: "jemput-payouts-2026-11-7-1.xml",
  period: 202611,
  createdAt: new Date("2026-12-02T01:00:00Z"),
  executionDate: "2026-12-02",
  lines: [
    {
      reference: "PO-202611-42",
      name: `Siti <"Tan"> & O'Brien 陈 முருகன்`,
      email: null,
      amountSen: 20_050,
      destination: { kind: "account", bic: "MBBEMYKL", account: "114422334455" },
    },
  ],
};
const payer = { name: "Jemput & Co Sdn Bhd", account: "5140001234", bic: "MBBEMYKL" };

describe("pain.001 check", () => {
  it("passes a written file, escaped markup included", async () => {
    const body = await Effect.runPromise(paymentFileBody(batch, payer));
    expect(pain001Problem(body)).toBeNull();
    expect(body).toContain("Siti &lt;&quot;Tan&quot;&gt; &amp; O&apos;Brien");
  });

  it("fails deliberately broken documents", () => {
    const good = writtenXml();
    expect(pain001Problem(good.replace("<Nm>Siti", "<Nm>Si\u001bti"))).toMatch(/disallowed character/);
    expect(pain001Problem(good.replace("</CdtTrfTxInf>", ""))).not.toBeNull();
    expect(pain001Problem(good.replace("&amp;", "&nbsp;"))).toMatch(/undefined entity/);
    expect(pain001Problem(`${good}<Document/>`)).not.toBeNull();
    expect(pain001Problem(good.replace(/xmlns="[^"]+"/, 'xmlns="urn:other"'))).toMatch(/not pain.001's Document/);
  });

  it("refuses, as a failure naming the payout, a name the writer will not write", async () => {
    const bad = { ...batch, lines: [{ ...batch.lines[0]!, name: "Siti\u001b" }] };
    for (const chosen of [payer, null]) {
      const error = await Effect.runPromise(Effect.flip(paymentFileBody(bad, chosen)));
      expect(error).toMatchObject({ _tag: "UnsafeFileText", row: "PO-202611-42", memberId: 42, problem: "control" });
    }
  });
});

const writtenXml = () => Effect.runSync(paymentFileBody(batch, payer));
