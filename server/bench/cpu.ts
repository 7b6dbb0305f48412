// CPU time spent on a piece of work, read from the kernel's accounting (Linux /proc): the server
// process's own and, on PostgreSQL, that of the database backends serving its connections. On a
// shared machine wall-clock rates drift with the neighbours; CPU per unit of work does not.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU of a process in milliseconds, or 0 once it has gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface CpuReading {
  serverMs: number;
  databaseMs: number;
}

/**
 * Reads the CPU of one server process and of the PostgreSQL backends whose connections carry
 * `applicationName` (the server is started with PGAPPNAME set to it). Without a database URL the
 * database is in the server's own process (PGlite) and counts as server CPU.
 */
export class CpuMeter {
  private constructor(
    private readonly serverPid: number,
    private readonly monitor: pg.Client | undefined,
    private readonly applicationName: string,
  ) {}

  static async open(serverPid: number, databaseUrl: string | undefined, applicationName: string): Promise<CpuMeter> {
    let monitor: pg.Client | undefined;
    if (databaseUrl) {
      monitor = new pg.Client({ connectionString: databaseUrl, application_name: `${applicationName}-monitor` });
      await monitor.connect();
    }
    return new CpuMeter(serverPid, monitor, applicationName);
  }

  /** CPU so far, per backend pid for the database so that backends opened mid-way are counted whole. */
  async read(): Promise<{ serverMs: number; backends: Map<number, number> }> {
    const backends = new Map<number, number>();
    if (this.monitor) {
      const { rows } = await this.monitor.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [this.applicationName]);
      for (const { pid } of rows) backends.set(pid, processCpuMs(pid));
    }
    return { serverMs: this.serverPid === process.pid ? cpuOfThisProcessMs() : processCpuMs(this.serverPid), backends };
  }

  /** CPU spent between two readings. */
  static between(before: Awaited<ReturnType<CpuMeter['read']>>, after: Awaited<ReturnType<CpuMeter['read']>>): CpuReading {
    let databaseMs = 0;
    for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
    return { serverMs: after.serverMs - before.serverMs, databaseMs };
  }

  async close(): Promise<void> {
    await this.monitor?.end();
  }
}

/** This process's CPU in milliseconds, finer than /proc's ticks. */
function cpuOfThisProcessMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** "2.41 ms of server + database CPU (server 1.62, database 0.79)" for `units` pieces of work. */
export function perUnit(cpu: CpuReading, units: number, unit: 'ms' | 'µs'): { total: number; text: string } {
  const scale = unit === 'ms' ? 1 : 1000;
  const each = (ms: number) => (ms * scale) / Math.max(1, units);
  const total = each(cpu.serverMs + cpu.databaseMs);
  const digits = unit === 'ms' ? 2 : 0;
  return {
    total,
    text: `${total.toFixed(digits)} ${unit} of server + database CPU (server ${each(cpu.serverMs).toFixed(digits)}, database ${each(cpu.databaseMs).toFixed(digits)})`,
  };
}
