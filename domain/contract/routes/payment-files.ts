import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")), ...(await import("../payouts.ts")) }));

export const paymentFilesApi = {
  preview: route({
    method: "GET",
    path: "/api/admin/payouts/bank-file/preview",
    summary: "What issuing a closed month's payment file would write now, changing nothing",
    access: "admin",
    query: "MonthQuery",
    invalid: "Invalid month or year",
    answers: [
      {
        status: 200,
        description: "The payments, their total and the payouts left out with why",
        schema: "BankFilePreview",
      },
    ],
    errors: [400, 409],
  }),
  issue: route({
    method: "POST",
    path: "/api/admin/payouts/bank-file",
    summary: "Issue a closed month's payment file: written once and kept, downloaded by its id",
    access: "admin",
    body: "IssueBody",
    invalid: "Invalid payment file",
    answers: [json(200, "The file issued, its figures and the payouts left out", "IssueResult")],
    errors: [400, 409],
  }),
  download: route({
    method: "GET",
    path: "/api/admin/payouts/bank-file/:id",
    summary: "Download an issued payment file again: the same bytes every time, changing nothing",
    access: "admin",
    params: "BankFileParams",
    notFound: "Payment file",
    answers: [
      {
        status: 200,
        description:
          "The DuitNow/IBG bulk-payment CSV or ISO 20022 pain.001.001.09 XML, laid out as docs/payouts.md says",
        schema: "Attachment",
        as: "csv-or-xml-attachment",
        headers: {
          "X-Payment-Count": "How many payments the file holds",
          "X-Payment-Total": "Their total in RM, two decimals",
          "X-Payouts-Left-Out": "Unpaid payouts with no account or DuitNow ID to pay, left out of the file",
        },
      },
    ],
    errors: [404, 409],
  }),
  reissue: route({
    method: "POST",
    path: "/api/admin/payouts/bank-file/reissue",
    summary: "Open one more issue of a month's payment file, with the reason (data-access log)",
    access: "admin",
    body: "ReissueBody",
    trim: ["reason"],
    invalid: "Invalid re-issue",
    answers: [json(200, "The new issue, open for one file", "ReissueResult")],
    errors: [400, 409],
  }),
};
