import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuMs, rssMb } from '@/bench/processes';

describe('cpuMs and rssMb', () => {
  it('count a process and its descendants', async () => {
    // The shell itself idles; its child node process spins for 3 s.
    const shell = spawn('sh', ['-c', 'node -e "const t = Date.now(); while (Date.now() - t < 3000);"'], {
      stdio: 'ignore',
      detached: true,
    });
    try {
      await new Promise((r) => setTimeout(r, 400));
      const before = cpuMs(shell.pid!);
      await new Promise((r) => setTimeout(r, 1000));
      const spent = cpuMs(shell.pid!) - before;
      // About 1000 ms if the child had a core to itself; well above zero even on a busy machine.
      expect(spent).toBeGreaterThan(200);
      expect(spent).toBeLessThan(2100);
      expect(rssMb(shell.pid!)).toBeGreaterThan(10);
    } finally {
      process.kill(-shell.pid!, 'SIGKILL'); // the shell's group: the spinning child too
    }
  });
  it('read nothing for a process that does not exist', () => {
    expect(cpuMs(2 ** 22 + 1)).toBe(0);
    expect(rssMb(2 ** 22 + 1)).toBe(0);
  });
});
