import type { PersonalDataHook } from '../privacy/privacy.hooks.js';

export const contactGroupsPrivacy: PersonalDataHook = { plan: { contact_group_members: 'se conservan' } };
