// The key that seals bank data in the browser suite's database (decision 20): the server, the
// fixture and the CLI the suite runs all need the same one.
export const E2E_BANK_DATA_KEY = Buffer.from("e2e-bank-data-key-not-a-secret!!").toString("base64");
// The fraud signal key (decision 41): required with a shared database, as the bank data key is.
export const E2E_RISK_SIGNAL_KEY = Buffer.from("e2e-risk-signal-key-not-a-secret").toString("base64");

/** Both keys, as every process of the suite that opens its database is given them. */
export const E2E_KEYS = { BANK_DATA_KEY: E2E_BANK_DATA_KEY, RISK_SIGNAL_KEY: E2E_RISK_SIGNAL_KEY } as const;
