import { describe, expect, it } from 'vitest';
import type { Organization, Person } from '@waybill/api-client';
import { documentTree, userIdOfNode } from './document-tree';

const organization = (organizationId: string, name: string) => ({ organizationId, name }) as Organization;
const person = (
  userId: string,
  firstName: string,
  organizationId: string | null,
  email = `${userId}@x.test`,
) => ({ userId, firstName, lastName: 'Example', email, organizationId }) as Person;

describe('the documents tree', () => {
  it('lists each organization with its people, both by name, every organization even without people', () => {
    const tree = documentTree(
      [organization('o2', 'Northwind'), organization('o1', 'Acme'), organization('o3', 'Empty Co')],
      [person('u1', 'Zoe', 'o1'), person('u2', 'Ann', 'o1'), person('u3', 'Greta', 'o2')],
    );
    expect(tree).toEqual([
      {
        id: 'organization:o1',
        label: 'Acme',
        children: [
          { id: 'user:u2', label: 'Ann Example' },
          { id: 'user:u1', label: 'Zoe Example' },
        ],
      },
      { id: 'organization:o3', label: 'Empty Co', children: [] },
      { id: 'organization:o2', label: 'Northwind', children: [{ id: 'user:u3', label: 'Greta Example' }] },
    ]);
  });

  it('gathers people of no organization last, and names a pending invitation by email', () => {
    const pending = { ...person('u9', '', null, 'new.hire@x.test'), lastName: '' };
    const tree = documentTree([organization('o1', 'Acme')], [person('u1', 'Nina', null), pending]);
    expect(tree.at(-1)).toEqual({
      id: 'organization:none',
      label: 'No organization',
      children: [
        { id: 'user:u9', label: 'new.hire@x.test' },
        { id: 'user:u1', label: 'Nina Example' },
      ],
    });
  });

  it('tells a person’s node from an organization’s', () => {
    expect(userIdOfNode('user:u1')).toBe('u1');
    expect(userIdOfNode('organization:o1')).toBeUndefined();
  });
});
