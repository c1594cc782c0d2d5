import { Heading, Stack, Text } from '@waybill/ui';
import logo from '../../assets/logo.svg';
import * as layout from '../page-layout.css';

/** Where a signed-in member who belongs to no organization lands. */
export default function NoOrganizationRoute() {
  return (
    <div className={layout.insetMessage}>
      <Stack gap="medium" align="center">
        <img src={logo} alt="Waybill" width={64} height={64} />
        <Heading level={1}>No Organization Access</Heading>
        <Text>
          You are not currently part of any organization. Please contact your administrator for access.
        </Text>
      </Stack>
    </div>
  );
}
