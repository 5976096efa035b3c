import {
  IconAddressBook, IconBrandWhatsapp, IconBriefcase, IconDeviceMobileMessage, IconChartBar, IconHome, IconMessages, IconSettings, IconShieldCheck, IconSpeakerphone, IconBuildingStore, IconClipboardList, IconCalendar,
  IconLayoutKanban, IconUserStar,
} from '@tabler/icons-react';
import { NAVIGATION, viewerOf, visibleNavigation, type Me, type NavigationItem } from '@atiende/shared';

export interface NavLink {
  label: string;
  to: string;
  /** Other paths that belong to this entry (detail screens reached from it). */
  also?: string[];
}
export interface NavEntry {
  label: string;
  icon: typeof IconHome;
  to?: string;
  children?: NavLink[];
}

/** How the sidebar draws the shared navigation: icons, groups in order, and the detail paths of each page. */
const GROUP_ICONS: Record<string, typeof IconHome> = {
  Administración: IconSettings,
  Contactos: IconAddressBook,
  Reportes: IconChartBar,
  Tienda: IconBuildingStore,
};
const PAGE_ICONS: Record<string, typeof IconHome> = {
  dashboard: IconHome,
  campaigns: IconSpeakerphone,
  chat: IconBrandWhatsapp,
  simulator: IconDeviceMobileMessage,
  internalChat: IconMessages,
  audits: IconShieldCheck,
  cases: IconBriefcase,
  surveys: IconClipboardList,
  calendar: IconCalendar,
  projects: IconLayoutKanban,
  leads: IconUserStar,
};
const ALSO: Record<string, string[]> = {
  users: ['/sessionList', '/rol/update_rol'],
  roles: ['/rol/permission_assign'],
  contacts: ['/contact/'],
  cases: ['/casos/'],
  products: ['/productos/'],
  projects: ['/tasks/'],
  leadsReport: ['/reports/leads'],
  // The report pages listed only on /reports belong to its link.
  reportsIndex: NAVIGATION.filter((item) => item.inIndexOnly).map((item) => item.to),
};

const link = (item: NavigationItem): NavLink => ({ label: item.label, to: item.to, also: ALSO[item.key] });

/**
 * The sidebar of section 6, from the shared navigation: an entry shows when the user's permissions
 * and modules allow it, exactly as the server decides on the page's calls.
 */
export function visibleNav(user: Me | null): NavEntry[] {
  const visible = user ? visibleNavigation(viewerOf(user)) : [];
  const entries: NavEntry[] = [];
  for (const item of NAVIGATION) {
    if (!visible.includes(item) || item.inIndexOnly) continue;
    if (!item.group) {
      entries.push({ label: item.label, icon: PAGE_ICONS[item.key] ?? IconHome, to: item.to });
      continue;
    }
    let group = entries.find((entry) => entry.label === item.group && entry.children);
    if (!group) entries.push((group = { label: item.group, icon: GROUP_ICONS[item.group] ?? IconHome, children: [] }));
    group.children!.push(link(item));
  }
  return entries;
}

/** Whether the page is the link's or below it ('/contacts' is not active on '/contactsGroups'). */
export function isActive(link: NavLink, pathname: string): boolean {
  return [link.to, ...(link.also ?? [])].some(
    (path) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
  );
}

/** How much of the page's address a link's own addresses cover: the longest that the page is on or below; 0 for none. */
function matchLength(link: NavLink, pathname: string): number {
  return Math.max(0, ...[link.to, ...(link.also ?? [])]
    .filter((path) => isActive({ label: link.label, to: path }, pathname))
    .map((path) => path.length));
}

/**
 * The address of the one link the page belongs to: of the links active on it, the most specific ('/leads/report'
 * is the leads report's page, not also the leads list's); null when none is.
 */
export function activeLinkOf(entries: NavEntry[], pathname: string): string | null {
  const links = entries.flatMap((entry) => entry.children ?? (entry.to ? [{ label: entry.label, to: entry.to }] : []));
  let best: { to: string; length: number } | null = null;
  for (const link of links) {
    const length = matchLength(link, pathname);
    if (length > 0 && (!best || length > best.length)) best = { to: link.to, length };
  }
  return best?.to ?? null;
}
