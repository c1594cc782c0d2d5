import { Heading, Link, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';

/** Shown for every address the portal does not know. */
export default function NotFoundRoute() {
  return (
    <main className={layout.messagePage}>
      <Stack gap="medium" align="center">
        <Heading level={1}>Oops! Page Not Found</Heading>
        <Text>{"The page you're looking for doesn't exist or has been moved."}</Text>
        <Link href={paths.home.getHref()}>Go Back Home</Link>
      </Stack>
    </main>
  );
}
