import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Heading, Link, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';

const describe = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
};

/** The error page of a route that failed to load or render. */
export default function RouteError() {
  const error = useRouteError();
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
