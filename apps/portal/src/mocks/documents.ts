import { delay, HttpResponse } from 'msw';
import type { Document, Organization, Person } from '@waybill/api-client';
import { everyOrganizationCapability } from './administration';
import { seenBy } from './capabilities';
import { http, memberProfile, organizationAdminProfile, platformAdminProfile } from './http';

const acme: Organization = {
  organizationId: memberProfile.organizationId!,
  name: 'Acme Freight',
  mappingName: 'acme_freight',
  url: 'https://acme.example',
  image: null,
  totalNumberOfLicenses: 3,
  numberOfLicenses: 1,
  numberOfUsers: 3,
  numberOfSigmaUsers: 1,
  status: 'active',
  capabilities: everyOrganizationCapability,
};

const harbor: Organization = {
  ...acme,
  organizationId: '2f4e6a8c-0b1d-4f3a-9c5e-7a9b1c3d5e7f',
  name: 'Blue Harbor Logistics',
  mappingName: 'blue_harbor',
  url: 'https://harbor.example',
  numberOfUsers: 1,
};

const person = (
  fields: Pick<Person, 'userId' | 'firstName' | 'lastName' | 'email'>,
  organization: Organization | null,
): Omit<Person, 'capabilities'> => ({
  ...fields,
  emailVerified: true,
  joinedOn: '2025-01-15',
  status: 'Active',
  role: 'user',
  organization: organization?.name ?? null,
  organizationId: organization?.organizationId ?? null,
  isLicensed: false,
  group: null,
  subGroup: null,
  image: null,
});

/** The member of the member profile. */
const ann = person(memberProfile, acme);
const olivia = { ...person(organizationAdminProfile, acme), role: 'admin' } as const;
const bo = person(
  {
    userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    firstName: 'Bo',
    lastName: 'Chen',
    email: 'bo@example.com',
  },
  acme,
);
const cy = person(
  {
    userId: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
    firstName: 'Cy',
    lastName: 'Diaz',
    email: 'cy@harbor.example',
  },
  harbor,
);
const ada = person(platformAdminProfile, null);

/** What the organization and people lists answer each role (the server's cut, SPEC §6). */
export const documentsTreeData = {
  platformAdmin: {
    organizations: [acme, harbor],
    people: [ann, olivia, bo, cy, ada].map((one) => seenBy(platformAdminProfile, one)),
  },
  organizationAdmin: {
    organizations: [acme],
    people: [ann, olivia, bo].map((one) => seenBy(organizationAdminProfile, one)),
  },
  member: { organizations: [acme], people: [seenBy(memberProfile, ann)] },
};

const fileUrl = (ownerId: string, documentId: string) => `/api/v1/user/files/${ownerId}/${documentId}`;

/** Ann's documents: a PDF, a workbook and a CSV. */
export const annDocuments: Document[] = [
  {
    id: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
    name: 'Q1 carrier contract.pdf',
    url: fileUrl(ann.userId, 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6'),
    type: 'application/pdf',
    size: 2_411_724,
    uploadedAt: '2025-03-05T12:00:00.000Z',
  },
  {
    id: 'e2f3a4b5-c6d7-4e8f-9a01-b2c3d4e5f6a7',
    name: 'Accessorial spend 2024.xlsx',
    url: fileUrl(ann.userId, 'e2f3a4b5-c6d7-4e8f-9a01-b2c3d4e5f6a7'),
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48_230,
    uploadedAt: '2025-02-18T12:00:00.000Z',
  },
  {
    id: 'f3a4b5c6-d7e8-4f9a-8b12-c3d4e5f6a7b8',
    name: 'rates.csv',
    url: fileUrl(ann.userId, 'f3a4b5c6-d7e8-4f9a-8b12-c3d4e5f6a7b8'),
    type: 'text/csv',
    size: 812,
    uploadedAt: '2025-01-07T12:00:00.000Z',
  },
];

/** The document an upload in the stories stores. */
export const uploadedDocument: Document = {
  id: 'a4b5c6d7-e8f9-4a0b-9c23-d4e5f6a7b8c9',
  name: 'invoice.pdf',
  url: fileUrl(ann.userId, 'a4b5c6d7-e8f9-4a0b-9c23-d4e5f6a7b8c9'),
  type: 'application/pdf',
  size: 20_480,
  uploadedAt: '2025-03-06T12:00:00.000Z',
};

const serverError = () => HttpResponse.json({ message: 'The database is unreachable' }, { status: 500 });

/** Handlers of the documents page's reads and its upload, one per situation a story shows. */
export const documentsHandlers = {
  tree: (data: { organizations: Organization[]; people: Person[] }) => [
    http.get('/organization', ({ response }) => response(200).json(data.organizations)),
    http.get('/organization/people', ({ response }) => response(200).json(data.people)),
  ],
  treeNeverArrives: [
    http.get('/organization', async ({ response }) => {
      await delay('infinite');
      return response(200).json([]);
    }),
    http.get('/organization/people', async ({ response }) => {
      await delay('infinite');
      return response(200).json([]);
    }),
  ],
  files: (fileList: Document[]) =>
    http.get('/user/files/{id}', ({ response }) => response(200).json({ fileList })),
  filesNeverArrive: http.get('/user/files/{id}', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ fileList: [] });
  }),
  filesFail: http.get('/user/files/{id}', ({ response }) => response.untyped(serverError())),
  organizationsFail: http.get('/organization', ({ response }) => response.untyped(serverError())),
  uploadNeverArrives: http.post('/user/upload-file', async ({ response }) => {
    await delay('infinite');
    return response(201).json(uploadedDocument);
  }),
  uploadRefused: http.post('/user/upload-file', ({ response }) =>
    response(415).json({
      message: 'The file "invoice.pdf" is not a valid PDF file: its content does not match its extension',
    }),
  ),
};
