/**
 * Lazy area Download (docs/site-pages.md "App download"): `variant` 'page' is /download inside the
 * site layout ({@link DownloadPage}), 'mobile' the phone page /m/download drawn without it
 * ({@link MobileDownload}).
 */
import { DownloadPage } from './DownloadPage';
import { MobileDownload } from './MobileDownload';

export default function Download({ variant }: { variant?: string }) {
  return variant === 'mobile' ? <MobileDownload /> : <DownloadPage />;
}
