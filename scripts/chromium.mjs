/**
 * Finds the system Chromium (Debian's package; browser downloads by test tools fail here), and
 * installs it with apt-get when it is missing and we run as root.
 * @returns the executable path, or null (with a message) when it cannot be had.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${path}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    return null;
  }
  console.log('Installing Chromium from Debian packages...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (existsSync(path)) return path;
  console.error('Chromium could not be installed.');
  return null;
}
