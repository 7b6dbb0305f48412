const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

function trimmed(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A file size in the units the screens use (SPEC: KB and MB), to one decimal: "0.5 KB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 KB';
  if (bytes < MB && Math.round((bytes / KB) * 10) / 10 < 1024) return `${trimmed(bytes / KB)} KB`;
  if (bytes < GB && Math.round((bytes / MB) * 10) / 10 < 1024) return `${trimmed(bytes / MB)} MB`;
  return `${trimmed(bytes / GB)} GB`;
}
