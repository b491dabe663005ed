import { Schema } from "effect";
import { Count, Month, PeriodQuery, RinggitText, Year } from "./http.ts";

// The income report (routes/reports.ts): a month's income per member (default: the current
// Malaysian month), highest first; the whole month unless `page` or `pageSize` is given, the
// count of rows in X-Total-Count. The download is the same rows as a JSON or CSV attachment.

/** What the report reads besides the month: paging, and the download's format. */
export const ReportPageQuery = Schema.Struct({
  page: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^[1-9]\d{0,5}$/, { message: "must be a whole number of 1 or more" })),
    ),
  ),
  pageSize: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^([1-9]\d{0,2}|1000)$/, { message: "must be a whole number from 1 to 1000" })),
    ),
  ),
  format: Schema.optional(Schema.Literals(["json", "csv"])),
});

export const IncomeReportQuery = Schema.Struct({ ...PeriodQuery.fields, ...ReportPageQuery.fields });

export const IncomeReportRow = Schema.Struct({
  userId: Count,
  month: Month,
  year: Year,
  fullName: Schema.String,
  username: Schema.String,
  personalIncome: RinggitText,
  level1Override: RinggitText,
  level2Override: RinggitText,
  /** The month's reversals (decision 17): zero or negative, counted in totalIncome. */
  reversals: RinggitText,
  totalIncome: RinggitText,
}).annotate({ identifier: "IncomeReportRow" });
export type IncomeReportRow = typeof IncomeReportRow.Type;
export const IncomeReport = Schema.Array(IncomeReportRow);
