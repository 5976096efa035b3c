import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, allowsItem, viewerOf, type Me } from '@atiende/shared';

const PROFILE_ACTIONS = ['contactEdit', 'contactDataAdd', 'contactDataDelete', 'documentUpload', 'documentDelete'] as const;

function userWith(groups: string[], permissions: string[], modules = ['Contactos']): Me {
  return { groups, user_permissions: permissions, modules: modules.map((name, id) => ({ id, name, submodulos: [] })) } as unknown as Me;
}

const allowed = (user: Me) => PROFILE_ACTIONS.filter((key) => allowsItem(viewerOf(user), key));

describe('actions of the contact profile', () => {
  it('follow the permissions the server checks, not role names', () => {
    const renamedSupervisor = userWith(['Supervisor'], [PERMISSIONS.contactsView, PERMISSIONS.contactDataAdd]);
    expect(allowed(renamedSupervisor)).toEqual(['contactDataAdd']);
    const custom = userWith(['Archivo'], [PERMISSIONS.contactsView, PERMISSIONS.contactDataDelete, PERMISSIONS.clientDocumentDelete]);
    expect(allowed(custom)).toEqual(['contactDataDelete', 'documentDelete']);
  });

  it('give an Agente contact data to add but nothing to delete, and nothing with the Contactos module off', () => {
    expect(allowed(userWith(['Agente'], DEFAULT_ROLE_PERMISSIONS.Agente))).toEqual(['contactDataAdd']);
    expect(allowed(userWith(['Supervisor'], DEFAULT_ROLE_PERMISSIONS.Supervisor))).toEqual([...PROFILE_ACTIONS]);
    expect(allowed(userWith(['SuperAdmin'], [], []))).toEqual([]);
    expect(allowed(userWith(['SuperAdmin'], []))).toEqual([...PROFILE_ACTIONS]);
  });
});
