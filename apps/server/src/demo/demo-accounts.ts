/** The demo organization: a fictional shipper whose mapping name keys its shipments. */
export const demoOrganization = {
  id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  name: 'Northwind Outfitters',
  mappingName: 'NORTHWIND_OUTFITTERS',
  url: 'https://northwind-outfitters.example.com',
  image: null,
  totalNumberOfLicenses: 10,
} as const;

/** A demo sign-in, printed at start so that anyone can try each role. */
export interface DemoAccount {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  isAdmin: boolean;
  organizationRole: 'admin' | 'user';
  inDemoOrganization: boolean;
  isLicensed: boolean;
}

/** One account per kind of user; fixed ids and passwords, so every fresh database looks the same. */
export const demoAccounts: DemoAccount[] = [
  {
    id: '0b6c1a2e-3d4f-4a5b-8c6d-7e8f9a0b1c2d',
    role: 'platform admin',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@waybill.test',
    password: 'admin-demo-1',
    isAdmin: true,
    organizationRole: 'user',
    inDemoOrganization: false,
    isLicensed: false,
  },
  {
    id: '1c7d2b3f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
    role: 'organization admin',
    firstName: 'Olivia',
    lastName: 'Owens',
    email: 'olivia@northwind.test',
    password: 'orgadmin-demo-1',
    isAdmin: false,
    organizationRole: 'admin',
    inDemoOrganization: true,
    isLicensed: true,
  },
  {
    id: '2d8e3c4a-5f6b-4c7d-8e8f-9a0b1c2d3e4f',
    role: 'member',
    firstName: 'Marco',
    lastName: 'Mendes',
    email: 'marco@northwind.test',
    password: 'member-demo-1',
    isAdmin: false,
    organizationRole: 'user',
    inDemoOrganization: true,
    isLicensed: true,
  },
  {
    id: '3e9f4d5b-6a7c-4d8e-9f0a-0b1c2d3e4f5a',
    role: 'member without organization',
    firstName: 'Nina',
    lastName: 'Nomad',
    email: 'nina@waybill.test',
    password: 'solo-demo-1',
    isAdmin: false,
    organizationRole: 'user',
    inDemoOrganization: false,
    isLicensed: false,
  },
];

/** The demo sign-ins as one line for the start-up output. */
export function describeDemoSignIns(): string {
  return demoAccounts.map((account) => `${account.role} ${account.email} / ${account.password}`).join('; ');
}
