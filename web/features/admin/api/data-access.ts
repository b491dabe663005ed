import { queryOptions } from "@tanstack/react-query";

// One entry of the data-access log (GET /api/admin/data-access), newest first: who viewed or
// took out members' personal data. `memberId` is null when one action covered many members.
export type DataAccessEntry = {
  id: number;
  action: string;
  actorId: number;
  actorName: string;
  memberId: number | null;
  memberName: string | null;
  rows: number | null;
  detail: { period?: string; format?: string; filters?: string[] };
  at: string;
};

export const dataAccessQueryOptions = () => queryOptions<DataAccessEntry[]>({ queryKey: ["/api/admin/data-access"] });
