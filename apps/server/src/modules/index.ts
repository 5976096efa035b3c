import type { App } from '../app.types.js';
import type { EventListener } from '../events/events.js';
import { jobsCleanup } from '../jobs/jobs.cleanup.js';
import type { JobDefinition } from '../jobs/jobs.runner.js';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { sessionsRoutes } from './sessions/sessions.routes.js';
import { auditsRoutes } from './audits/audits.routes.js';
import { dashboardRoutes, dashboardSocketRoutes } from './reports/dashboard.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { wallboardRoutes } from './reports/wallboard.routes.js';
import { telephonyRoutes } from './telephony/telephony.routes.js';
import { telephonySocketRoutes } from './telephony/telephony.socket.js';
import { telephonyEventListener } from './telephony/telephony.events.js';
import { telephonyCallRecordsRoutes } from './telephony/telephony.call-records.routes.js';
import { telephonyCdrJobs } from './telephony/telephony.cdr.jobs.js';
import { internalChatRoutes, internalChatSocketRoutes } from './internal-chat/internal-chat.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { modulosRoutes } from './modulos/modulos.routes.js';
import { contactsRoutes } from './contacts/contacts.routes.js';
import { contactMergeRoutes } from './contacts/contacts.merge.routes.js';
import type { ContactMergeHook } from './contacts/contacts.merge-hooks.js';
import { auditsContactMerge } from './audits/audits.merge.js';
import { campaignsContactMerge } from './campaigns/campaigns.merge.js';
import { casesContactMerge } from './cases/cases.merge.js';
import { chatContactMerge } from './chat/chat.merge.js';
import { contactGroupsContactMerge } from './contact-groups/contact-groups.merge.js';
import { contactDataContactMerge } from './contact-data/contact-data.merge.js';
import { gestionesContactMerge } from './gestiones/gestiones.merge.js';
import { importsContactMerge } from './imports/imports.merge.js';
import { surveysContactMerge } from './surveys/surveys.merge.js';
import { tasksContactMerge } from './tasks/tasks.merge.js';
import { contactDataRoutes } from './contact-data/contact-data.routes.js';
import { contactGroupsRoutes } from './contact-groups/contact-groups.routes.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { importsRoutes } from './imports/imports.routes.js';
import { campaignsRoutes } from './campaigns/campaigns.routes.js';
import { typificationRoutes } from './typification/typification.routes.js';
import { gestionesRoutes } from './gestiones/gestiones.routes.js';
import { gestionesReportsRoutes } from './reports/gestiones.reports.routes.js';
import { contactActivityRoutes } from './reports/contacts.activity.routes.js';
import { surveyResultsRoutes } from './reports/surveys.results.routes.js';
import { leadsReportRoutes } from './reports/leads.report.routes.js';
import { channelsRoutes } from './chat/channels.routes.js';
import { chatRoutes } from './chat/chat.routes.js';
import { chatWebhookRoutes } from './chat/chat.webhooks.js';
import { chatSocketRoutes } from './chat/chat.socket.js';
import { casesRoutes } from './cases/cases.routes.js';
import { productsRoutes } from './products/products.routes.js';
import { surveysRoutes } from './surveys/surveys.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { leadsRoutes, leadsSocketRoutes } from './leads/leads.routes.js';
import { leadsJobs } from './leads/leads.jobs.js';
import { leadsEventListener } from './leads/leads.events.js';
import { templatesRoutes } from './templates/templates.routes.js';
import { broadcastsRoutes, broadcastsSocketRoutes } from './broadcasts/broadcasts.routes.js';
import { templatesJobs } from './templates/templates.jobs.js';
import { broadcastsJobs } from './broadcasts/broadcasts.jobs.js';
import { broadcastEventListener } from './broadcasts/broadcasts.events.js';
import { backupsRoutes } from './backups/backups.routes.js';
import { privacyRoutes } from './privacy/privacy.routes.js';
import type { PersonalDataHook } from './privacy/privacy.hooks.js';
import { contactsPrivacy } from './contacts/contacts.privacy.js';
import { contactDataPrivacy } from './contact-data/contact-data.privacy.js';
import { contactGroupsPrivacy } from './contact-groups/contact-groups.privacy.js';
import { campaignsPrivacy } from './campaigns/campaigns.privacy.js';
import { gestionesPrivacy } from './gestiones/gestiones.privacy.js';
import { chatPrivacy } from './chat/chat.privacy.js';
import { leadsPrivacy } from './leads/leads.privacy.js';
import { broadcastsPrivacy } from './broadcasts/broadcasts.privacy.js';
import { surveysPrivacy } from './surveys/surveys.privacy.js';
import { casesPrivacy } from './cases/cases.privacy.js';
import { tasksPrivacy } from './tasks/tasks.privacy.js';
import { importsPrivacy } from './imports/imports.privacy.js';
import { telephonyPrivacy } from './telephony/telephony.privacy.js';
import { auditsPrivacy } from './audits/audits.privacy.js';
import { authJobs } from './auth/auth.jobs.js';
import { sessionsJobs } from './sessions/sessions.jobs.js';
import { importsJobs } from './imports/imports.jobs.js';
import { gestionesJobs } from './gestiones/gestiones.jobs.js';
import { chatJobs } from './chat/chat.jobs.js';
import { backupsJobs } from './backups/backups.jobs.js';
import { privacyJobs } from './privacy/privacy.jobs.js';
import { chatEventListener } from './chat/chat.events.js';
import { dashboardEventListener } from './reports/dashboard.events.js';
import { notificationsEventListener } from './notifications/notifications.events.js';
import { serviceLevelsJobs } from './service-levels/service-levels.jobs.js';
import { reportsJobs } from './reports/reports.jobs.js';
import { notificationsRoutes, notificationsSocketRoutes } from './notifications/notifications.routes.js';
import type { AvailabilityHook } from './users/users.availability.js';
import { chatAvailability } from './chat/chat.availability.js';

/** What each module that keeps rows of contacts does when two contacts merge (`<area>.merge.ts`). */
export const contactMergeHooks: readonly ContactMergeHook[] = [
  gestionesContactMerge, chatContactMerge, surveysContactMerge, importsContactMerge, auditsContactMerge, campaignsContactMerge,
  contactGroupsContactMerge, casesContactMerge, tasksContactMerge, contactDataContactMerge,
];

/** What each module that keeps rows about a person does when the person's data is suppressed (`<area>.privacy.ts`). */
export const privacyHooks: readonly PersonalDataHook[] = [
  contactsPrivacy, contactDataPrivacy, contactGroupsPrivacy, campaignsPrivacy, gestionesPrivacy, chatPrivacy, leadsPrivacy, broadcastsPrivacy,
  surveysPrivacy, casesPrivacy, tasksPrivacy, importsPrivacy, telephonyPrivacy, auditsPrivacy,
];

/** What each module does when a user becomes available (`<area>.availability.ts`). */
export const availabilityHooks: readonly AvailabilityHook[] = [chatAvailability];

/** Every API area, registered under /api. */
export const apiModules: ((app: App) => Promise<void>)[] = [healthRoutes, authRoutes(availabilityHooks), sessionsRoutes(availabilityHooks), auditsRoutes, dashboardRoutes, telephonyRoutes, telephonyCallRecordsRoutes, internalChatRoutes, usersRoutes, rolesRoutes, modulosRoutes, contactsRoutes, contactMergeRoutes(contactMergeHooks), contactDataRoutes, contactGroupsRoutes, accountsRoutes, importsRoutes, typificationRoutes, campaignsRoutes, gestionesRoutes, gestionesReportsRoutes, contactActivityRoutes, surveyResultsRoutes, leadsReportRoutes, reportsRoutes, wallboardRoutes, channelsRoutes, chatRoutes, chatWebhookRoutes, casesRoutes, productsRoutes, surveysRoutes, calendarRoutes, tasksRoutes, leadsRoutes, templatesRoutes, broadcastsRoutes, backupsRoutes, notificationsRoutes, privacyRoutes(privacyHooks)];

/** WebSocket areas, registered at the root: their paths start with /ws. */
export const socketModules: ((app: App) => Promise<void>)[] = [internalChatSocketRoutes, dashboardSocketRoutes, chatSocketRoutes, leadsSocketRoutes, broadcastsSocketRoutes, telephonySocketRoutes, notificationsSocketRoutes];

/** Every kind of background work, each declared by the module that owns it (`<area>.jobs.ts`). */
export const moduleJobs: readonly JobDefinition[] = [jobsCleanup, ...authJobs, ...sessionsJobs, ...importsJobs, ...gestionesJobs, ...chatJobs, ...leadsJobs, ...templatesJobs, ...broadcastsJobs, ...backupsJobs, ...privacyJobs, ...telephonyCdrJobs, ...serviceLevelsJobs, ...reportsJobs];

/** What each module passes on to the sockets of the domain events it listens to (`<area>.events.ts`). */
export const moduleEventListeners: readonly EventListener[] = [dashboardEventListener, chatEventListener, leadsEventListener, broadcastEventListener, telephonyEventListener, notificationsEventListener];
