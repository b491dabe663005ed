import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { DataList } from "../../../ui/DataList.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { Row } from "../../../ui/RowList.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { brevoJobsQueryOptions, type Job } from "../api/jobs.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";
import { summariseJob } from "../utils/jobs.ts";

const Item = styled(Row)`
  display: grid;
  gap: ${space.xs};
`;

const Heading = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

// Contact syncs and campaigns run on the server after the button's toast; this list follows
// them to the end, so an admin sees a sync stall on a Brevo error or a campaign skip members.
export function BrevoJobs() {
  const t = useT(operationsText);
  const jobs = useQuery(brevoJobsQueryOptions());
  return (
    <DataList
      title={t("jobs.title")}
      query={jobs}
      label={t("jobs.list")}
      skeleton={{ count: 2, height: "3.5rem" }}
      errorMessage={t("jobs.failed")}
      empty={{ title: t("jobs.empty"), hint: t("jobs.emptyHint") }}
    >
      {(job) => <JobItem job={job} />}
    </DataList>
  );
}

function JobItem({ job }: { job: Job }) {
  const t = useT(operationsText);
  const summary = summariseJob(job);
  const active = job.state === "queued" || job.state === "running";
  return (
    <Item>
      <Heading>
        <strong>{summary.title}</strong>
        <Badge tone={summary.tone}>{summary.status}</Badge>
        <Muted as="span">
          {rich(t("jobs.started", { time: auditTime(job.createdAt) }), [<time dateTime={job.createdAt} />])}
        </Muted>
      </Heading>
      {active && summary.percent !== null ? (
        <Progress value={summary.percent} label={t("jobs.progress", { title: summary.title })} />
      ) : null}
      {summary.detail ? <Muted>{summary.detail}</Muted> : null}
    </Item>
  );
}
