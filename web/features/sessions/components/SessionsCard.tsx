import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { sessionsQueryOptions, type MemberSession } from "../api/sessions.ts";
import { useEndOtherSessions, useEndSession } from "../hooks/use-sessions.ts";
import { deviceWords } from "../utils/device-words.ts";
import { sessionsText } from "../i18n.ts";
import { lastActive } from "../utils/last-active.ts";

// Apart from the profile form above it: nothing here is saved with "Update Profile".
const Section = styled(Card)`
  margin-top: ${space.xl};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const Session = styled(Row)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Details = styled.div`
  display: grid;
  gap: ${space.xs};
  min-width: 0;
`;

const Device = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-weight: 600;
`;

const Meta = styled.span`
  color: ${colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

// Where the member is signed in, so a device they do not recognise can be ended. The network is
// the coarse one the server keeps (decision 22): there is no place name to show.
export function SessionsCard() {
  const signedIn = useAtomValue(isSignedInAtom);
  const sessions = useQuery(sessionsQueryOptions(signedIn));
  const t = useT(sessionsText);
  return (
    <Section title={t("devices.title")}>
      {sessions.data ? (
        <SessionList sessions={sessions.data} now={new Date()} />
      ) : sessions.isError ? (
        <FetchError message={t("devices.fetchError")} onRetry={() => void sessions.refetch()} />
      ) : (
        <div aria-busy="true">
          <SkeletonRows count={2} height="2.5rem" />
        </div>
      )}
    </Section>
  );
}

function SessionList({ sessions, now }: { sessions: ReadonlyArray<MemberSession>; now: Date }) {
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = sessions.filter((s) => !s.current).length;
  const t = useT(sessionsText);
  const deviceName = (session: MemberSession) => deviceWords(session.device, t);
  return (
    <>
      <Muted>{t("devices.intro")}</Muted>
      <RowList aria-label={t("devices.listLabel")}>
        {sessions.map((session) => (
          <Session key={session.id}>
            <Details>
              <Device>
                {deviceName(session)}
                {session.current ? <Badge tone="green">{t("devices.thisDevice")}</Badge> : null}
              </Device>
              <Meta>
                {session.network ? t("devices.network", { network: session.network }) : t("devices.networkUnknown")} ·{" "}
                {session.current ? t("lastActive.now") : lastActive(session.lastSeenAt, now, t)}
              </Meta>
            </Details>
            {session.current ? null : (
              <Button
                variant="secondary"
                aria-label={t("devices.endLabel", { device: deviceName(session) })}
                disabled={end.isPending && end.variables === session.id}
                onClick={() => end.mutate(session.id)}
              >
                {end.isPending && end.variables === session.id ? t("devices.ending") : t("devices.end")}
              </Button>
            )}
          </Session>
        ))}
      </RowList>
      {others > 0 ? (
        <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {endOthers.isPending ? t("devices.signingOut") : t("devices.endOthers")}
        </Button>
      ) : (
        <Muted>{t("devices.noOthers")}</Muted>
      )}
    </>
  );
}
