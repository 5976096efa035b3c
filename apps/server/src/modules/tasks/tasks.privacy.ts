import type { PersonalDataHook } from '../privacy/privacy.hooks.js';

export const tasksPrivacy: PersonalDataHook = { plan: { project_contacts: 'se conservan', task_contacts: 'se conservan' } };
