import { lazy, Suspense } from 'react';
import { Heading, Link, Stack, Text } from '@waybill/ui';
import { paths } from '../../config/paths';
import { readStoredUser } from '../../state/user-storage';
import * as layout from '../page-layout.css';

// Only a signed-in user sees the sidebar around the message; a visitor does not load its code.
const SignedInLayout = lazy(() => import('../signed-in/signed-in-layout'));

/** The not-found page's words and its way home, also shown by screens whose object does not exist. */
export function NotFoundMessage() {
  return (
    <Stack gap="medium" align="center">
      <Heading level={1}>Oops! Page Not Found</Heading>
      <Text>{"The page you're looking for doesn't exist or has been moved."}</Text>
      <Link href={paths.home.getHref()}>Go Back Home</Link>
    </Stack>
  );
}

/** Shown for every address the portal does not know: inside the signed-in layout for a signed-in user. */
export default function NotFoundRoute() {
  if (!readStoredUser().userId) {
    return (
      <main className={layout.messagePage}>
        <NotFoundMessage />
      </main>
    );
  }
  return (
    <Suspense>
      <SignedInLayout>
        <div className={layout.insetMessage}>
          <NotFoundMessage />
        </div>
      </SignedInLayout>
    </Suspense>
  );
}
