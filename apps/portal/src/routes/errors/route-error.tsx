import { Component, type ReactNode } from 'react';
import { Heading, Link, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';

const describe = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error');

/** The error page of a route that failed to load or render. */
export default function RouteError({ error }: { error: unknown }) {
  return (
    <main className={layout.messagePage}>
      <Stack gap="medium" align="center">
        <Heading level={1}>Something went wrong</Heading>
        <Text role="alert">An error occurred: {describe(error)}</Text>
        <Link href={paths.home.getHref()}>Go Back Home</Link>
      </Stack>
    </main>
  );
}

type BoundaryState = { error: unknown; pathname: string | null };

/** Shows RouteError instead of a screen that threw; moving to another address tries again. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> {
    // The error belongs to the address it happened at: a new address renders its screen again.
    return state.pathname === props.pathname ? {} : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
