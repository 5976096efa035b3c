import type { PersonalDataHook } from '../privacy/privacy.hooks.js';

export const campaignsPrivacy: PersonalDataHook = { plan: { campaign_contacts: 'se conservan' } };
