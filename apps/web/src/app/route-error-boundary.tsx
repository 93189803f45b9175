import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteError } from "./route-error";

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // Like the data router's errorElement, an error belongs to the page it happened on.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError in place of its children when they throw, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
