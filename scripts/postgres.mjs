/**
 * A local PostgreSQL for the cluster run, its test and the PostgreSQL test suites (docs/scaling.md
 * "Running a cluster"), the way scripts/chromium.mjs finds Chromium: Debian's package, installed
 * with apt-get when missing and we run as root; its cluster started when it is down
 * (pg_ctlcluster <version> main start); a login role that may create databases made when missing.
 * Nothing is dropped here. A URL given in the environment (the `url` option) skips all of it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, options = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...options });
const isRoot = () => process.getuid?.() === 0;

/** The Debian clusters (`pg_lsclusters`): version, name, port, status. */
function clusters() {
  const r = run('pg_lsclusters', ['--no-header']);
  if (r.status !== 0) return [];
  return r.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4)
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), status }));
}

/** Runs SQL as the postgres superuser over the local socket (root only). */
function asPostgres(sql, database = 'postgres') {
  return run('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-v', 'ON_ERROR_STOP=1', '-d', database, '-Atc', sql]);
}

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;

/**
 * Makes sure a local PostgreSQL answers and `role` (password `password`, CREATEDB) exists.
 * @returns `{ url }`: postgres://role:password@127.0.0.1:<port>/postgres, or null with a message
 *   on stderr when it cannot be had.
 */
export function ensurePostgres({ role, password, log = console.log } = {}) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role ?? '')) throw new Error(`bad role name ${role}`);
  if (!existsSync('/usr/bin/pg_lsclusters')) {
    if (!isRoot()) {
      console.error('PostgreSQL is not installed: apt-get install -y postgresql (as root), or give a database URL.');
      return null;
    }
    log('Installing PostgreSQL from Debian packages...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    if (!existsSync('/usr/bin/pg_lsclusters')) {
      console.error('PostgreSQL could not be installed.');
      return null;
    }
  }
  let cluster = clusters().find((c) => c.name === 'main') ?? clusters()[0];
  if (!cluster) {
    console.error('No PostgreSQL cluster found (pg_lsclusters lists none): create one with pg_createcluster.');
    return null;
  }
  if (cluster.status !== 'online') {
    if (!isRoot()) {
      console.error(
        `PostgreSQL ${cluster.version}/${cluster.name} is ${cluster.status}: start it (pg_ctlcluster ${cluster.version} ${cluster.name} start, as root).`,
      );
      return null;
    }
    log(`Starting PostgreSQL ${cluster.version}/${cluster.name}...`);
    const started = run('pg_ctlcluster', [cluster.version, cluster.name, 'start'], { stdio: 'inherit' });
    cluster = clusters().find((c) => c.version === cluster.version && c.name === cluster.name);
    if (started.status !== 0 || cluster?.status !== 'online') {
      console.error('PostgreSQL did not start (see /var/log/postgresql/).');
      return null;
    }
  }
  if (isRoot()) {
    const exists = asPostgres(`select 1 from pg_roles where rolname = ${literal(role)}`);
    if (exists.status !== 0) {
      console.error(`Cannot reach PostgreSQL as postgres: ${exists.stderr.trim()}`);
      return null;
    }
    if (exists.stdout.trim() !== '1') {
      const made = asPostgres(`create role ${role} login createdb password ${literal(password)}`);
      if (made.status !== 0) {
        console.error(`Cannot create the role ${role}: ${made.stderr.trim()}`);
        return null;
      }
      log(`PostgreSQL role ${role} created.`);
    }
  }
  return { url: `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${cluster.port}/postgres` };
}

/** `url` with its database replaced by `database`. */
export function databaseUrl(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
