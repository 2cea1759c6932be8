/**
 * A one-line progress bar on stderr, drawn only when stderr is a terminal: CI logs and pipes get
 * nothing but the summary (a bar of carriage returns would only clutter them).
 */
export const createProgress = (stream: NodeJS.WriteStream = process.stderr) => {
  const live = Boolean(stream.isTTY);
  return {
    update(done: number, total: number, label: string): void {
      if (!live) return;
      const width = 28;
      const filled = Math.round((done / Math.max(total, 1)) * width);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
      const columns = stream.columns || 80;
      stream.write(
        `\r${`${bar} ${done}/${total} ${label}`.slice(0, columns - 1).padEnd(columns - 1)}`,
      );
    },
    done(): void {
      if (live) stream.write('\r'.padEnd(stream.columns || 80) + '\r');
    },
  };
};
