import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { DEFAULT_FAILURE_REASON, readBankResult } from "./bank-result.ts";

// The bank's result file as bank-result.ts reads it for the route and the CLI alike: every
// line's payout and outcome, or the first problem, named by its line.
const HEADER = "reference,status,bank_reference";
const read = (text: string | Uint8Array) =>
  Effect.runSyncExit(readBankResult(typeof text === "string" ? new TextEncoder().encode(text) : text));
const lines = (text: string) => {
  const exit = read(text);
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause));
  return exit.value;
};
const problem = (text: string | Uint8Array) => {
  const exit = read(text);
  if (Exit.isSuccess(exit)) throw new Error("read a malformed file");
  const error = exit.cause.reasons.map((r) => ("error" in r ? r.error : r)).at(0) as {
    error: string;
    fields: Record<string, string>;
  };
  expect(error.error).toBe(`Invalid bank result file: ${error.fields["file"]}`);
  return error.fields["file"];
};

describe("readBankResult", () => {
  it("reads paid and failed lines, with their synonyms, a BOM, CRLF, quotes and blank lines", () => {
    const file = `\uFEFF Reference , STATUS,Bank_Reference\r\n PO-202610-7 ,paid, MBB-1 \r\n\r\nPO-202610-8,Rejected,"Account closed, ""dormant"""\r\nPO-202610-9,success,"CIMB 2"\nPO-202610-10,failed,\n`;
    expect(lines(file)).toEqual([
      { line: 2, reference: "PO-202610-7", status: "paid", bankReference: "MBB-1" },
      { line: 4, reference: "PO-202610-8", status: "failed", reason: 'Account closed, "dormant"' },
      { line: 5, reference: "PO-202610-9", status: "paid", bankReference: "CIMB 2" },
      { line: 6, reference: "PO-202610-10", status: "failed", reason: DEFAULT_FAILURE_REASON },
    ]);
  });

  it("names the line of each problem", () => {
    const cases: Array<[string, string]> = [
      [`${HEADER}\nPO-1,paid,A\nPO-2,paid\n`, "line 3: expected 3 columns (reference,status,bank_reference), found 2"],
      [`${HEADER}\nPO-1,paid,A,extra\n`, "line 2: expected 3 columns (reference,status,bank_reference), found 4"],
      [`${HEADER}\n,paid,A\n`, "line 2: reference is required"],
      [`${HEADER}\nPO-1,maybe,A\n`, 'line 2: status "maybe" is not paid or failed (or success, rejected)'],
      [`${HEADER}\nPO-1,paid,\n`, "line 2: a paid line needs its bank_reference"],
      [`${HEADER}\nPO-1,paid,${"x".repeat(101)}\n`, "line 2: bank_reference must be at most 100 characters"],
      [`${HEADER}\nPO-1,failed,${"x".repeat(501)}\n`, "line 2: the reason must be at most 500 characters"],
      [`${HEADER}\n${"P".repeat(101)},paid,A\n`, "line 2: reference must be at most 100 characters"],
      [`${HEADER}\nPO-1,paid,A\n\nPO-2,paid,B\nPO-1,failed,\n`, "line 5: PO-1 is listed again (first on line 2)"],
      [`${HEADER}\nPO-1,paid,"A\nPO-2,paid,B\n`, "line 2: a quoted value is not closed"],
      [`${HEADER}\nPO-1,paid,A\u0000\n`, "line 2: a NUL character"],
      ["ref,status,bank_reference\nPO-1,paid,A\n", "line 1: the header must be reference,status,bank_reference"],
      ["PO-1,paid,A\n", "line 1: the header must be reference,status,bank_reference"],
      ["", "the file is empty"],
      ["\n\n  \n", "the file is empty"],
      [`${HEADER}\n`, "the file lists no payouts"],
    ];
    for (const [file, expected] of cases) expect(problem(file), JSON.stringify(file)).toBe(expected);
  });

  it("refuses files over 5,000 lines or 1 MB, and bytes that are not UTF-8", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `PO-202610-${i + 1},paid,R${i}`).join("\n");
    expect(lines(`${HEADER}\n${rows(5_000)}\n`)).toHaveLength(5_000);
    expect(problem(`${HEADER}\n${rows(5_001)}\n`)).toBe("the file has more than 5,000 payout lines");
    expect(problem(`${HEADER}\n${rows(20_000)}`)).toBe("the file has more than 5,000 payout lines");
    expect(problem(new Uint8Array(1024 * 1024 + 1).fill(0x61))).toBe("the file is over 1 MB");
    expect(problem(Uint8Array.from([...new TextEncoder().encode(`${HEADER}\nPO-1,paid,`), 0xff, 0x0a]))).toBe(
      "the file is not UTF-8 text",
    );
  });
});
