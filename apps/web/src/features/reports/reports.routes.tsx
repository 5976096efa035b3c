import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const SupervisionReportPage = lazyPage(() => import('./SupervisionReportPage'), 'SupervisionReportPage');
const ReportsIndexPage = lazyPage(() => import('./ReportsIndexPage'), 'ReportsIndexPage');
const GestionesHourPage = lazyPage(() => import('./GestionesHourPage'), 'GestionesHourPage');
const WhatsAppHourPage = lazyPage(() => import('./GestionesHourPage'), 'WhatsAppHourPage');
const BotReportPage = lazyPage(() => import('./BotReportPage'), 'BotReportPage');
const TipificacionReportPage = lazyPage(() => import('./TipificacionReportPage'), 'TipificacionReportPage');
const CampaignReportPage = lazyPage(() => import('./CampaignReportPage'), 'CampaignReportPage');
const CallsPerHourPage = lazyPage(() => import('./CallsPerHourPage'), 'CallsPerHourPage');
const OutgoingCallDurationPage = lazyPage(() => import('./CallDurationPage'), 'OutgoingCallDurationPage');
const IncomingCallDurationPage = lazyPage(() => import('./CallDurationPage'), 'IncomingCallDurationPage');
const FirstAttentionPage = lazyPage(() => import('./AttentionReportPage'), 'FirstAttentionPage');
const AverageContactTimePage = lazyPage(() => import('./AttentionReportPage'), 'AverageContactTimePage');
const TimePerStatePage = lazyPage(() => import('./TimePerStatePage'), 'TimePerStatePage');
const SlaReportPage = lazyPage(() => import('./SlaReportPage'), 'SlaReportPage');

export const reportsRoutes: RouteObject[] = [
  { path: '/reports', element: <ReportsIndexPage /> },
  { path: '/report_supervision', element: <SupervisionReportPage /> },
  { path: '/reports/whatsapp', element: <WhatsAppHourPage /> },
  { path: '/report_for_bot', element: <BotReportPage /> },
  { path: '/report_for_hour', element: <GestionesHourPage /> },
  { path: '/report_for_time', element: <TimePerStatePage /> },
  { path: '/reports/campaign-report', element: <CampaignReportPage /> },
  { path: '/reports/calls-per-hour', element: <CallsPerHourPage /> },
  { path: '/reports/outgoing-call-duration', element: <OutgoingCallDurationPage /> },
  { path: '/reports/incoming-call-duration', element: <IncomingCallDurationPage /> },
  { path: '/reports/first-attention-time', element: <FirstAttentionPage /> },
  { path: '/reports/average-contact-time', element: <AverageContactTimePage /> },
  { path: '/report_type', element: <TipificacionReportPage /> },
  { path: '/reports/sla', element: <SlaReportPage /> },
];
