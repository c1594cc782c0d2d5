import { Heading, Link, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';

const describe = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error');

/** The error page of a route that failed to load or render (the root layout's error page). */
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
