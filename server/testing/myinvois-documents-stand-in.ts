import crypto from "node:crypto";
import type http from "node:http";
import type { Handler, Taxpayer } from "./myinvois-stand-in.ts";

// MyInvois's document endpoints for the stand-in (myinvois-stand-in.ts), as the SDK documents
// them: "Submit Documents" checks the submission (1 to 100 documents, 5 MB), then each document
// (its hash, its structure, the mandatory fields, the totals, a duplicate of one it holds) and
// answers 202 with the accepted and rejected ones; validation then goes on after the answer:
// a document becomes Valid on the next "Get Submission" when its supplier's TIN belongs to the
// identity it names, else Invalid with the reason "Get Document Details" gives. "Search
// Documents" lists what was sent. Its own checks, written apart from the app's.

export interface Held {
  readonly uuid: string;
  readonly submissionUid: string;
  readonly codeNumber: string;
  readonly typeCode: string;
  readonly issued: string;
  readonly buyerTin: string;
  readonly supplierTin: string;
  readonly supplierId: string;
  readonly payable: number;
  readonly originalUuid: string | null;
  status: "Submitted" | "Valid" | "Invalid" | "Cancelled";
  longId: string | null;
  error: Record<string, unknown> | null;
}

export interface DocumentBook {
  readonly held: Array<Held>;
  /** How many times each code number was accepted: once each, or the app sent twice. */
  readonly acceptedTimes: (codeNumber: string) => number;
}

type Route = (name: string, method: string, path: RegExp, handler: Handler) => void;
type Node = Record<string, unknown>;

const first = (node: unknown, ...path: ReadonlyArray<string>): unknown =>
  path.reduce<unknown>((at, key) => {
    const list = (at as Node | undefined)?.[key];
    return Array.isArray(list) ? list[0] : undefined;
  }, node);
const text = (node: unknown, ...path: ReadonlyArray<string>) => {
  const value = (first(node, ...path) as Node | undefined)?.["_"];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};
const idOf = (party: unknown, scheme: string) =>
  ((party as Node | undefined)?.["PartyIdentification"] as Array<Node> | undefined)
    ?.map((p) => first(p, "ID") as Node)
    .find((id) => id?.["schemeID"] === scheme)?.["_"] as string | undefined;

const refuse = (codeNumber: string, code: string, message: string, details: Array<Node> = []) => ({
  invoiceCodeNumber: codeNumber,
  error: { code, message, target: codeNumber, details },
});

const summary = (d: Held) => ({
  uuid: d.uuid,
  submissionUid: d.submissionUid,
  longId: d.longId ?? "",
  internalId: d.codeNumber,
  typeName: d.typeCode === "12" ? "Self-billed Credit Note" : "Self-billed Invoice",
  typeVersionName: "1.0",
  issuerTin: d.buyerTin,
  receiverId: d.supplierTin,
  dateTimeIssued: d.issued,
  totalPayableAmount: d.payable,
  status: d.status,
});

export const documentRoutes = (
  route: Route,
  authorized: (headers: http.IncomingHttpHeaders) => boolean,
  taxpayers: ReadonlyMap<string, Taxpayer>,
): DocumentBook => {
  const held: Array<Held> = [];
  const accepted = new Map<string, number>();

  // The checks of one document: the reason to reject it, or what is kept of it.
  const check = (entry: Node, submissionUid: string): { error: ReturnType<typeof refuse> } | { held: Held } => {
    const codeNumber = String(entry["codeNumber"] ?? "");
    const raw = Buffer.from(String(entry["document"] ?? ""), "base64").toString("utf8");
    if (crypto.createHash("sha256").update(raw).digest("hex") !== entry["documentHash"])
      return { error: refuse(codeNumber, "DS301", "The document hash does not match the document") };
    let root: Node;
    try {
      root = JSON.parse(raw) as Node;
    } catch {
      return { error: refuse(codeNumber, "BadStructure", "The document is not JSON") };
    }
    const invoice = first(root, "Invoice");
    const supplier = first(invoice, "AccountingSupplierParty", "Party");
    const buyer = first(invoice, "AccountingCustomerParty", "Party");
    const missing = [
      ["ID", text(invoice, "ID")],
      ["IssueDate", text(invoice, "IssueDate")],
      ["IssueTime", text(invoice, "IssueTime")],
      ["InvoiceTypeCode", text(invoice, "InvoiceTypeCode")],
      ["Supplier TIN", idOf(supplier, "TIN") ?? ""],
      ["Supplier name", text(supplier, "PartyLegalEntity", "RegistrationName")],
      ["Supplier address", text(supplier, "PostalAddress", "AddressLine", "Line")],
      ["Supplier contact", text(supplier, "Contact", "Telephone")],
      ["Buyer TIN", idOf(buyer, "TIN") ?? ""],
      ["Buyer name", text(buyer, "PartyLegalEntity", "RegistrationName")],
      ["Classification", text(invoice, "InvoiceLine", "Item", "CommodityClassification", "ItemClassificationCode")],
    ].filter(([, value]) => value === "");
    if (missing.length > 0)
      return {
        error: refuse(
          codeNumber,
          "CF321",
          "Mandatory fields are missing",
          missing.map(([field]) => ({ code: "CF321", message: `${field} is mandatory`, target: field })),
        ),
      };
    if (text(invoice, "ID") !== codeNumber)
      return { error: refuse(codeNumber, "BadArgument", "codeNumber must be the document's ID") };
    const payable = Number(text(invoice, "LegalMonetaryTotal", "PayableAmount"));
    const lines = ((invoice as Node)["InvoiceLine"] as Array<Node>).reduce(
      (sum, line) => sum + Number(text(line, "LineExtensionAmount")),
      0,
    );
    if (Math.round(payable * 100) !== Math.round(lines * 100))
      return { error: refuse(codeNumber, "CV309", "The total payable does not equal the lines' total") };
    const typeCode = text(invoice, "InvoiceTypeCode");
    const issued = `${text(invoice, "IssueDate")}T${text(invoice, "IssueTime")}`;
    const buyerTin = idOf(buyer, "TIN")!;
    const twin = held.find(
      (d) =>
        d.status !== "Invalid" &&
        d.typeCode === typeCode &&
        d.issued === issued &&
        d.codeNumber === codeNumber &&
        d.buyerTin === buyerTin,
    );
    if (twin !== undefined)
      return {
        error: refuse(
          codeNumber,
          "DV302",
          `Duplicated submitted document; it matches the document with UUID: ${twin.uuid}`,
        ),
      };
    return {
      held: {
        uuid: crypto.randomBytes(13).toString("base64url").toUpperCase().slice(0, 26),
        submissionUid,
        codeNumber,
        typeCode,
        issued,
        buyerTin,
        supplierTin: idOf(supplier, "TIN")!,
        supplierId: idOf(supplier, "NRIC") ?? idOf(supplier, "PASSPORT") ?? "",
        payable,
        originalUuid: text(invoice, "BillingReference", "InvoiceDocumentReference", "UUID") || null,
        status: "Submitted",
        longId: null,
        error: null,
      },
    };
  };

  route("submit", "POST", /^\/api\/v1\.0\/documentsubmissions\/?$/, ({ body, headers }) => {
    if (!authorized(headers)) return { status: 401 };
    if (Buffer.byteLength(body) > 5 * 1024 * 1024)
      return { status: 400, body: { error: { code: "MaximumSizeExceeded", message: "Submission over 5 MB" } } };
    const documents = (JSON.parse(body) as { documents?: Array<Node> }).documents;
    if (!Array.isArray(documents) || documents.length === 0 || documents.length > 100)
      return { status: 400, body: { error: { code: "BadStructure", message: "1 to 100 documents" } } };
    const submissionUid = crypto.randomBytes(13).toString("base64url").toUpperCase().slice(0, 26);
    const acceptedDocuments: Array<Node> = [];
    const rejectedDocuments: Array<Node> = [];
    for (const entry of documents) {
      const checked = check(entry, submissionUid);
      if ("error" in checked) {
        rejectedDocuments.push(checked.error);
        continue;
      }
      held.push(checked.held);
      accepted.set(checked.held.codeNumber, (accepted.get(checked.held.codeNumber) ?? 0) + 1);
      acceptedDocuments.push({ uuid: checked.held.uuid, invoiceCodeNumber: checked.held.codeNumber });
    }
    return { status: 202, body: { submissionUid, acceptedDocuments, rejectedDocuments } };
  });

  // Validation after the answer: the supplier's TIN must belong to the identity it names, and a
  // credit note must name a valid document.
  const validate = (d: Held) => {
    if (d.status !== "Submitted") return;
    const taxpayer = taxpayers.get(d.supplierTin);
    const original = d.originalUuid === null ? null : held.find((h) => h.uuid === d.originalUuid);
    if (taxpayer === undefined || taxpayer.idValue !== d.supplierId) {
      d.status = "Invalid";
      d.error = { code: "CF414", message: "Supplier TIN does not match the identity given", target: "Supplier TIN" };
    } else if (d.typeCode === "12" && original?.status !== "Valid") {
      d.status = "Invalid";
      d.error = { code: "CF503", message: "The referenced document is not valid", target: "BillingReference" };
    } else {
      d.status = "Valid";
      d.longId = crypto.randomBytes(30).toString("base64url").toUpperCase().slice(0, 40);
    }
  };

  route("submission", "GET", /^\/api\/v1\.0\/documentsubmissions\/([^/]+)$/, ({ headers, params, url }) => {
    if (!authorized(headers)) return { status: 401 };
    const ours = held.filter((d) => d.submissionUid === params[0]);
    if (ours.length === 0) return { status: 404, body: { error: { code: "NotFound" } } };
    ours.forEach(validate);
    const page = Number(url.searchParams.get("pageNo") ?? 1);
    const size = Math.min(100, Number(url.searchParams.get("pageSize") ?? 100));
    return {
      status: 200,
      body: {
        submissionUid: params[0],
        documentCount: ours.length,
        overallStatus: ours.some((d) => d.status === "Submitted") ? "in progress" : "valid",
        documentSummary: ours.slice((page - 1) * size, page * size).map(summary),
      },
    };
  });

  route("details", "GET", /^\/api\/v1\.0\/documents\/([^/]+)\/details$/, ({ headers, params }) => {
    if (!authorized(headers)) return { status: 401 };
    const d = held.find((h) => h.uuid === params[0]);
    if (d === undefined) return { status: 404 };
    return {
      status: 200,
      body: {
        ...summary(d),
        validationResults: {
          status: d.status,
          validationSteps: [
            {
              status: d.error === null ? "Valid" : "Invalid",
              name: "Taxpayer validator",
              ...(d.error ? { error: d.error } : {}),
            },
          ],
        },
      },
    };
  });

  route("search", "GET", /^\/api\/v1\.0\/documents\/search$/, ({ headers, url }) => {
    if (!authorized(headers)) return { status: 401 };
    if (!url.searchParams.get("submissionDateFrom") || !url.searchParams.get("submissionDateTo"))
      return { status: 400, body: { error: { code: "BadArgument", message: "a date range is required" } } };
    const page = Number(url.searchParams.get("pageNo") ?? 1);
    const size = Math.min(100, Number(url.searchParams.get("pageSize") ?? 100));
    const newestFirst = [...held].reverse();
    return {
      status: 200,
      body: {
        result: newestFirst.slice((page - 1) * size, page * size).map(summary),
        metadata: { totalCount: held.length, totalPages: Math.ceil(held.length / size) },
      },
    };
  });

  return { held, acceptedTimes: (codeNumber) => accepted.get(codeNumber) ?? 0 };
};
