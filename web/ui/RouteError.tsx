import styled from "@emotion/styled";
import { useT } from "../lib/i18n/use-t.ts";
import { uiText } from "./i18n.ts";
import { Component, type ReactNode } from "react";
import { Button } from "./Button.tsx";
import { Card } from "./Card.tsx";
import { CenteredMain } from "./Page.tsx";
import { colors } from "./theme.ts";

const Hint = styled.p`
  color: ${colors.textMuted};
`;

// The usual cause is a screen's script that no longer exists after a new release was deployed
// while this tab was open; reloading fetches the current one.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** What a screen that failed shows: on a page of its own, or inside the shell's main area. */
export function RouteError({ error, inShell = false }: { error: unknown; inShell?: boolean }) {
  const t = useT(uiText);
  const card = (
    <Card>
      <h1>{t("error.title")}</h1>
      <Hint role="alert">{isStaleChunk(error) ? t("error.newVersion") : t("error.screen")}</Hint>
      <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
    </Card>
  );
  return (
    <>
      <title>{t("error.document")}</title>
      {inShell ? card : <CenteredMain>{card}</CenteredMain>}
    </>
  );
}

type BoundaryProps = { pathname: string; inShell?: boolean; children: ReactNode };
type BoundaryState = { pathname: string; failed: boolean; error: unknown };

/**
 * Shows RouteError in place of a screen that failed to load or to render, until the address
 * changes. One sits around the whole route table and one inside the shell, so a screen that
 * fails there leaves the navigation bars in place to go elsewhere.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { pathname: this.props.pathname, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false, error: null };
  }

  override render() {
    return this.state.failed ? (
      <RouteError error={this.state.error} inShell={this.props.inShell} />
    ) : (
      this.props.children
    );
  }
}
