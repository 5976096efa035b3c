import { useQuery } from '@tanstack/react-query';
import { buildUrl, needsToken, refreshAccessToken } from '../../app/api';
import { client } from '../../app/api.client';
import { queryKeys } from '../../app/query-keys';
import { withAccessToken } from '../../ui/file-url';

/** How the daily backup stands, and the archives kept (SuperAdmin only). */
export function useBackupStatus(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.backups.all, queryFn: () => client.get('/admin/respaldo/estado/'), enabled });
}

/**
 * Starts the download of a whole archive. The browser saves it as it arrives (a link with the access token,
 * as images do), rather than holding an archive of any size in memory first.
 */
export async function downloadBackup(): Promise<void> {
  if (needsToken()) await refreshAccessToken();
  window.location.assign(withAccessToken(buildUrl('/admin/respaldo/')));
}
