import { Brevo } from "./client.ts";

// The Brevo endpoints the product uses, with the request shapes of Brevo's API reference.
export interface EmailRequest {
  readonly sender: { readonly name: string; readonly email: string };
  readonly to: ReadonlyArray<{ readonly email: string; readonly name?: string }>;
  readonly subject: string;
  readonly htmlContent: string;
  readonly textContent: string;
  /** Custom mail headers; `idempotencyKey` (a UUID) makes Brevo send a retried request once. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type AttributeType = "text" | "float" | "date";

export interface ImportContact {
  readonly email: string;
  readonly attributes: Readonly<Record<string, string | number>>;
}
export interface ImportRequest {
  readonly jsonBody: ReadonlyArray<ImportContact>;
  readonly listIds: ReadonlyArray<number>;
  readonly updateExistingContacts: boolean;
  readonly emptyContactsAttributes: boolean;
}

/** Brevo's background process statuses: queued, in_process, completed. */
export interface BrevoProcess {
  readonly id: number;
  readonly status: string;
  readonly name?: string;
}

const call = <A>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
  Brevo.use((brevo) => brevo.call<A>(method, path, body));

export const sendEmail = (request: EmailRequest) => call<{ messageId?: string } | null>("POST", "/smtp/email", request);

export const createAttribute = (name: string, type: AttributeType) =>
  call<null>("POST", `/contacts/attributes/normal/${encodeURIComponent(name)}`, { type });

export const importContacts = (request: ImportRequest) =>
  call<{ processId?: number } | null>("POST", "/contacts/import", request);

export const getProcess = (processId: number) => call<BrevoProcess>("GET", `/processes/${processId}`);

export const blacklistContact = (email: string) =>
  call<null>("PUT", `/contacts/${encodeURIComponent(email)}`, { emailBlacklisted: true });
