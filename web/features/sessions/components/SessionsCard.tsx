import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { sessionsQueryOptions, type MemberSession } from "../api/sessions.ts";
import { useEndOtherSessions, useEndSession } from "../hooks/use-sessions.ts";
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

const deviceName = (session: MemberSession) => session.device ?? "Unknown device";

// Where the member is signed in, so a device they do not recognise can be ended. The network is
// the coarse one the server keeps (decision 22): there is no place name to show.
export function SessionsCard() {
  const signedIn = useAtomValue(isSignedInAtom);
  const sessions = useQuery(sessionsQueryOptions(signedIn));
  return (
    <Section title="Signed-in devices">
      {sessions.data ? (
        <SessionList sessions={sessions.data} now={new Date()} />
      ) : sessions.isError ? (
        <FetchError message="Failed to fetch your signed-in devices" onRetry={() => void sessions.refetch()} />
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
  return (
    <>
      <Muted>
        These are the devices signed in to your account. If you do not recognise one, end it and change your password.
      </Muted>
      <RowList aria-label="Signed-in devices">
        {sessions.map((session) => (
          <Session key={session.id}>
            <Details>
              <Device>
                {deviceName(session)}
                {session.current ? <Badge tone="green">This device</Badge> : null}
              </Device>
              <Meta>
                {session.network ? `Network ${session.network}` : "Network unknown"} ·{" "}
                {session.current ? "Active now" : lastActive(session.lastSeenAt, now)}
              </Meta>
            </Details>
            {session.current ? null : (
              <Button
                variant="secondary"
                aria-label={`End the session on ${deviceName(session)}`}
                disabled={end.isPending && end.variables === session.id}
                onClick={() => end.mutate(session.id)}
              >
                {end.isPending && end.variables === session.id ? "Ending…" : "End"}
              </Button>
            )}
          </Session>
        ))}
      </RowList>
      {others > 0 ? (
        <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {endOthers.isPending ? "Signing out…" : "Sign out everywhere else"}
        </Button>
      ) : (
        <Muted>No other device is signed in.</Muted>
      )}
    </>
  );
}
