// A one-line progress bar on stderr, redrawn in place; silent when stderr is not a terminal
// except for a final line, so logs of scripted runs stay short.
export const progressBar = (label: string, stream: NodeJS.WriteStream = process.stderr) => {
  let last = -1;
  return {
    update(done: number, total: number, phase = "") {
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      if (pct === last) return;
      last = pct;
      if (!stream.isTTY) return;
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      stream.write(
        `\r${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${pct}% ${phase} ${done}/${total}   `,
      );
    },
    done(summary: string) {
      stream.write(`${stream.isTTY ? "\r\x1b[K" : ""}${label}: ${summary}\n`);
    },
  };
};
