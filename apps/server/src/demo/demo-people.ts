import { demoOrganization } from './demo-accounts.js';

/** A demo organization; the first is the one the demo sign-ins belong to. */
export interface DemoOrganization {
  id: string;
  name: string;
  mappingName: string;
  url: string;
  image: string | null;
  totalNumberOfLicenses: number;
  status: 'active' | 'inactive';
}

/**
 * The demo organizations: Northwind (the sign-ins' own, seats to spare), Bluebird (every seat in use, so an
 * assignment shows the refusal) and Cedar (deactivated, so the list offers Activate).
 */
export const demoOrganizations: DemoOrganization[] = [
  { ...demoOrganization, status: 'active' },
  {
    id: '7a2e3d4c-5b6f-4a71-8b8c-9d0e1f2a3b4c',
    name: 'Bluebird Supply Co.',
    mappingName: 'BLUEBIRD_SUPPLY',
    url: 'https://bluebird-supply.example.com',
    image: null,
    totalNumberOfLicenses: 3,
    status: 'active',
  },
  {
    id: '8b3f4e5d-6c7a-4b82-9c9d-0e1f2a3b4c5d',
    name: 'Cedar Freight Lines',
    mappingName: 'CEDAR_FREIGHT',
    url: 'https://cedar-freight.example.com',
    image: null,
    totalNumberOfLicenses: 2,
    status: 'inactive',
  },
];

/** A demo person besides the sign-ins, in one of the states the people screens show. */
export interface DemoPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  organizationId: string | null;
  role: 'admin' | 'user';
  status: 'Active' | 'inactive' | 'Pending Invite';
  emailVerified: boolean;
  isLicensed: boolean;
  group: string | null;
  subGroup: string | null;
}

/** The password of the demo people who are not sign-ins listed in README (those with an account). */
export const demoPeoplePassword = 'people-demo-1';

const [northwind, bluebird, cedar] = demoOrganizations.map((organization) => organization.id) as [
  string,
  string,
  string,
];

const person = (fields: Partial<DemoPerson> & Pick<DemoPerson, 'id' | 'firstName' | 'lastName' | 'email'>) =>
  ({
    organizationId: null,
    role: 'user',
    status: 'Active',
    emailVerified: true,
    isLicensed: false,
    group: null,
    subGroup: null,
    ...fields,
  }) satisfies DemoPerson;

/**
 * People in every state: licensed and not, an unverified email (registered, in no organization: neither
 * licensed nor offered for one), deactivated, pending invitations (with and without an organization), with and
 * without groups, and people without an organization for the Assign Users dialog.
 */
export const demoPeople: DemoPerson[] = [
  person({
    id: '4a0b5c6d-7e8f-4a90-8b1c-2d3e4f5a6b7c',
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya@northwind.test',
    organizationId: northwind,
    group: 'Operations',
    subGroup: 'West Coast',
  }),
  person({
    id: '4b1c6d7e-8f9a-4ba1-9c2d-3e4f5a6b7c8d',
    firstName: 'Lucas',
    lastName: 'Brown',
    email: 'lucas@northwind.test',
    organizationId: northwind,
    isLicensed: true,
    group: 'Finance',
    subGroup: 'Accounts Payable',
  }),
  person({
    id: '4c2d7e8f-9a0b-4cb2-8d3e-4f5a6b7c8d9e',
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'sam@northwind.test',
    // Registered, never verified: no organization takes them until they do (pending invitations show the
    // members' 'Not Verified' states).
    emailVerified: false,
  }),
  person({
    id: '4d3e8f9a-0b1c-4dc3-9e4f-5a6b7c8d9e0f',
    firstName: 'Irene',
    lastName: 'Vogel',
    email: 'irene@northwind.test',
    organizationId: northwind,
    status: 'inactive',
    isLicensed: true,
    group: 'Operations',
    subGroup: 'East Coast',
  }),
  person({
    id: '4e4f9a0b-1c2d-4ed4-8f5a-6b7c8d9e0f1a',
    firstName: '',
    lastName: '',
    email: 'jordan@northwind.test',
    organizationId: northwind,
    status: 'Pending Invite',
    emailVerified: false,
  }),
  person({
    id: '5a5b0c1d-2e3f-4a05-9a6b-7c8d9e0f1a2b',
    firstName: 'Bruno',
    lastName: 'Bianchi',
    email: 'bruno@bluebird.test',
    organizationId: bluebird,
    role: 'admin',
    isLicensed: true,
    group: 'Management',
  }),
  person({
    id: '5b6c1d2e-3f4a-4b16-8b7c-8d9e0f1a2b3c',
    firstName: 'Carla',
    lastName: 'Diaz',
    email: 'carla@bluebird.test',
    organizationId: bluebird,
    isLicensed: true,
    group: 'Logistics',
    subGroup: 'Inbound',
  }),
  person({
    id: '5c7d2e3f-4a5b-4c27-9c8d-9e0f1a2b3c4d',
    firstName: 'Dev',
    lastName: 'Patel',
    email: 'dev@bluebird.test',
    organizationId: bluebird,
    isLicensed: true,
    group: 'Logistics',
    subGroup: 'Outbound',
  }),
  person({
    id: '5d8e3f4a-5b6c-4d38-8d9e-0f1a2b3c4d5e',
    firstName: 'Emma',
    lastName: 'Wilson',
    email: 'emma@bluebird.test',
    organizationId: bluebird,
  }),
  person({
    id: '5e9f4a5b-6c7d-4e49-9e0f-1a2b3c4d5e6f',
    firstName: '',
    lastName: '',
    email: 'felix@bluebird.test',
    organizationId: bluebird,
    status: 'Pending Invite',
    emailVerified: false,
  }),
  person({
    id: '6a0b5c6d-7e8f-4a5a-8f1a-2b3c4d5e6f7a',
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'grace@cedar.test',
    organizationId: cedar,
    role: 'admin',
    isLicensed: true,
  }),
  person({
    id: '6b1c6d7e-8f9a-4b6b-9a2b-3c4d5e6f7a8b',
    firstName: 'Henry',
    lastName: 'Hughes',
    email: 'henry@waybill.test',
  }),
  person({
    id: '6c2d7e8f-9a0b-4c7c-8b3c-4d5e6f7a8b9c',
    firstName: '',
    lastName: '',
    email: 'ivy@waybill.test',
    status: 'Pending Invite',
    emailVerified: false,
  }),
];

/** Carrier sign-ins of demo people (the sign-ins' own ids), so the credentials table has rows. */
export const demoCredentials: {
  userId: string;
  platform: 'fedex' | 'ups';
  username: string;
  password: string;
}[] = [
  {
    userId: '2d8e3c4a-5f6b-4c7d-8e8f-9a0b1c2d3e4f',
    platform: 'fedex',
    username: 'northwind-ship',
    password: 'Fx-demo-2024!',
  },
  {
    userId: '2d8e3c4a-5f6b-4c7d-8e8f-9a0b1c2d3e4f',
    platform: 'ups',
    username: 'NWOUTFITTERS',
    password: 'ups demo pass',
  },
  {
    userId: '1c7d2b3f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
    platform: 'ups',
    username: 'olivia.owens',
    password: 'Olivia-UPS-1',
  },
];
