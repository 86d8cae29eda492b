/**
 * The app download call (docs/site-pages.md "App download"; schemas/api/site-pages.json
 * downloadInfo): GET download answers the three apps (iOS, Android, lite) with what their QR code
 * and button open, version, size and release time. Public: with the session token the iOS URL
 * carries it (the app's deep link signs the member in), without one it does not. Throws ApiProblem
 * with the server's localised message on a failure.
 */
import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../contract/endpoints';
import type { DownloadApp, DownloadInfo } from '../../contract/types';
import { request } from './client';

export type { DownloadApp, DownloadInfo };

/** The download API the download store uses (tests pass a fake with the same shape). */
export interface DownloadApi {
  /** GET download: the apps in the order iOS, Android, lite. */
  info(): Promise<DownloadInfo>;
}

/** Binds the download call to `http` (path from ENDPOINTS). */
export function createDownloadApi(http: AxiosInstance): DownloadApi {
  return {
    info: () => request(http, { url: ENDPOINTS.downloadInfo }),
  };
}
