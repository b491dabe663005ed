import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { Language } from "../../../../domain/languages.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import type { EInvoice } from "../api/einvoices.ts";
import { EInvoiceCell } from "./EInvoiceCell.tsx";

// A payout's e-invoice in the Payouts tab, in each language the app ships: a valid one links to
// LHDN's validation page, a rejected one carries LHDN's reasons and a Resubmit button.
const render = async (ui: ReactNode, language: Language = "en") => {
  const store = createStore();
  store.set(languageAtom, language);
  const { prelude } = await prerender(
    <QueryClientProvider client={new QueryClient()}>
      <Provider store={store}>{ui}</Provider>
    </QueryClientProvider>,
  );
  return new Response(prelude).text();
};

const EINVOICE: EInvoice = {
  payoutId: "po-1",
  kind: "invoice",
  memberId: 1,
  name: "Nadia Tester",
  period: 202611,
  amount: 200,
  state: "valid",
  uuid: "F9D425P6DS7D8IU",
  validationLink: "https://myinvois.hasil.gov.my/F9D425P6DS7D8IU/share/LONGID",
  documentHash: "abc",
  attempts: 1,
  reasons: [],
  updatedAt: "2026-12-02T02:00:00.000Z",
};

describe("EInvoiceCell", () => {
  it("links a valid e-invoice to LHDN's validation page", async () => {
    const html = await render(<EInvoiceCell einvoice={EINVOICE} />);
    expect(html).toContain(`href="${EINVOICE.validationLink}"`);
    expect(textOf(html)).toContain("Valid");
  });

  it.each([
    ["en", "Rejected", "Resubmit"],
    ["ms", "Ditolak", "Hantar semula"],
    ["zh", "被拒绝", "重新提交"],
    ["ta", "நிராகரிக்கப்பட்டது", "மீண்டும் சமர்ப்பி"],
  ] as const)("in %s shows a rejection with LHDN's reasons and a Resubmit button", async (language, state, action) => {
    const html = await render(
      <EInvoiceCell einvoice={{ ...EINVOICE, state: "invalid", reasons: ["CF414: Supplier TIN does not match"] }} />,
      language,
    );
    expect(textOf(html)).toContain(state);
    expect(textOf(html)).toContain(action);
    expect(html).toContain("CF414: Supplier TIN does not match");
  });

  it("shows a pending one, and a dash for a payout without one", async () => {
    expect(textOf(await render(<EInvoiceCell einvoice={{ ...EINVOICE, state: "pending" }} />))).toContain("Pending");
    expect(textOf(await render(<EInvoiceCell einvoice={undefined} />))).toBe("-");
  });
});
