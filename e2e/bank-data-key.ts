// The key that seals bank data in the browser suite's database (decision 20): the server, the
// fixture and the CLI the suite runs all need the same one.
export const E2E_BANK_DATA_KEY = Buffer.from("e2e-bank-data-key-not-a-secret!!").toString("base64");
