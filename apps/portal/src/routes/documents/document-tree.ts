import type { Organization, Person } from '@waybill/api-client';
import type { TreeNode } from '@waybill/ui';

const userPrefix = 'user:';

/** A person's name in the tree: their full name, or their email while they have none (a pending invitation). */
function personLabel(person: Pick<Person, 'firstName' | 'lastName' | 'email'>): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

const byLabel = (a: TreeNode, b: TreeNode) => a.label.localeCompare(b.label);

/** The label of the branch of people who belong to no organization (only platform admins see them). */
export const withoutOrganizationLabel = 'No organization';

/**
 * The documents tree (SPEC §2): each organization the viewer sees with the people they see in it, both by name;
 * the server has already cut both lists to the viewer's role (everything for platform admins, their organization
 * for organization admins, their organization and themselves for members). People of no organization, or of one
 * the viewer does not see, gather under 'No organization'.
 */
export function documentTree(organizations: Organization[], people: Person[]): TreeNode[] {
  const members = new Map<string, TreeNode[]>(
    organizations.map((organization) => [organization.organizationId, []]),
  );
  const unassigned: TreeNode[] = [];
  for (const person of people) {
    const node = { id: `${userPrefix}${person.userId}`, label: personLabel(person) };
    const branch = person.organizationId ? members.get(person.organizationId) : undefined;
    (branch ?? unassigned).push(node);
  }
  const nodes: TreeNode[] = organizations
    .map((organization) => ({
      id: `organization:${organization.organizationId}`,
      label: organization.name,
      children: members.get(organization.organizationId)!.sort(byLabel),
    }))
    .sort(byLabel);
  if (unassigned.length > 0) {
    nodes.push({
      id: 'organization:none',
      label: withoutOrganizationLabel,
      children: unassigned.sort(byLabel),
    });
  }
  return nodes;
}

/** The userId of a person's node, or undefined for an organization's. */
export function userIdOfNode(nodeId: string): string | undefined {
  return nodeId.startsWith(userPrefix) ? nodeId.slice(userPrefix.length) : undefined;
}
